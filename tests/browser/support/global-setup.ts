import { compileLibrary, removeCompiledLibrary } from '../../../library-src/commandkit/tests/support/compiled-library';

/**
 * Compiles the library for the bot the devtools test starts, as Jest's global setup does for the
 * library's own tests; the returned function removes it when the run ends.
 */
export default async function globalSetup(): Promise<() => void> {
  await compileLibrary();
  return removeCompiledLibrary;
}
