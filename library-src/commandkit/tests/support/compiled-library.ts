// The library's packages compiled to JavaScript once per Jest run, by the global setup
// (jest.global-setup.ts), for the child processes the tests start: the CLI and the bots it runs.
// Loaded from the TypeScript sources through tsx, each of those processes spent about 1.4 s of
// CPU in tsx's module hooks before doing anything; compiled, they load with Node alone. The
// sources stay what the tests type-check against, and the compiled copy is made from them at
// the start of every run, so it is never stale.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

import { libraryRoot } from '../helpers/temp-project.ts';

/** The environment variable naming the folder the global setup compiled the library into. */
const folderVariable = 'COMMANDKIT_TEST_LIBRARY';

/** The entry points of the `commandkit` package (src/<entry>.ts), each a subpath export but `index`. */
export const commandkitEntries = [
  'index',
  'jsx-runtime',
  'jsx-dev-runtime',
  'hooks',
  'cache',
  'flag',
  'config',
  'logger',
  'plugin',
  'events',
  'components',
  'i18n',
] as const;

// Entry points that only re-export an optional peer package (commandkit/i18n re-exports
// @commandkit/i18n): compiled alone, into one file that a project copies, so the peer resolves
// from the project as it does from an installed commandkit.
export const peerEntries: ReadonlySet<string> = new Set(['i18n']);

/** The official plugin packages, by their folder in library-src. */
export const pluginPackages = ['redis', 'i18n', 'legacy', 'cache', 'devtools'] as const;

const workspaceRoot = join(libraryRoot, '..');

/** Compiles every package into a new folder and returns it. */
export async function compileLibrary(): Promise<string> {
  // Inside the package, so the compiled files' imports of jiti, discord.js and the rest resolve to
  // the copies the sources' imports resolve to (the package's own node_modules, then the workspace's).
  const parent = join(libraryRoot, 'node_modules', '.cache', 'test-build');
  mkdirSync(parent, { recursive: true });
  const folder = mkdtempSync(join(parent, 'run-'));
  const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20.12', packages: 'external', logLevel: 'warning' } as const;
  // The packages' own names too: each package's tsconfig maps them to the sources, which would
  // put a second copy of `commandkit` into every plugin.
  const external = ['commandkit', 'commandkit/*', '@commandkit/*'];
  const shared = commandkitEntries.filter((entry) => !peerEntries.has(entry));
  await Promise.all([
    // One build with shared chunks: the entry points and the CLI share one copy of each module,
    // as the package's own entry points do.
    build({
      ...common,
      entryPoints: [...shared.map((entry) => join(libraryRoot, 'src', `${entry}.ts`)), join(libraryRoot, 'src', 'cli', 'run.ts')],
      outbase: join(libraryRoot, 'src'),
      outdir: join(folder, 'commandkit'),
      splitting: true,
      external,
    }),
    ...[...peerEntries].map((entry) =>
      build({
        ...common,
        external,
        entryPoints: [join(libraryRoot, 'src', `${entry}.ts`)],
        outfile: join(folder, 'commandkit', `${entry}.js`),
      }),
    ),
    ...pluginPackages.map((name) =>
      build({
        ...common,
        entryPoints: [join(workspaceRoot, name, 'src', 'index.ts')],
        outfile: join(folder, name, 'index.js'),
        external,
      }),
    ),
  ]);
  // The compiled files are ES modules, as the packages' own are.
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  process.env[folderVariable] = folder;
  return folder;
}

/** Removes what `compileLibrary` made. */
export function removeCompiledLibrary(): void {
  const folder = process.env[folderVariable];
  if (folder) rmSync(folder, { recursive: true, force: true });
}

function compiledFolder(): string {
  const folder = process.env[folderVariable];
  if (!folder)
    throw new Error(
      `${folderVariable} is not set: run the tests with Jest or Playwright, whose global setup compiles the library (jest.global-setup.ts, tests/browser/support/global-setup.ts).`,
    );
  return folder;
}

/** The compiled file of a `commandkit` entry point (or `cli/run`). */
export function compiledCommandkit(entry: string): string {
  return join(compiledFolder(), 'commandkit', `${entry}.js`);
}

/** The compiled file of a plugin package (a folder of library-src). */
export function compiledPlugin(name: (typeof pluginPackages)[number]): string {
  return join(compiledFolder(), name, 'index.js');
}
