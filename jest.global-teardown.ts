import { removeCompiledLibrary } from './library-src/commandkit/tests/support/compiled-library';

export default function globalTeardown(): void {
  removeCompiledLibrary();
}
