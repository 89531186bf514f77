import { compileLibrary } from './library-src/commandkit/tests/support/compiled-library';
import { bundleScript } from './scripts/api/bundle-script';
import { generatorCliSource } from './tests/unit/generator/helpers/fixture-site';

/**
 * Compiles, once for every suite, what the suites start as child processes: the generator's
 * command line (see tests/unit/generator/helpers/fixture-site.ts) and the library's packages
 * (see library-src/commandkit/tests/support/compiled-library.ts).
 */
export default async function globalSetup(): Promise<void> {
  await Promise.all([bundleScript(generatorCliSource), compileLibrary()]);
}
