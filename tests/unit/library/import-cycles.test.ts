import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { librarySrc, reachableFrom, readImportGraph, type ImportGraph } from './import-graph/import-graph';

// The library's sources import each other in one direction only: no import cycles, `import type`
// included, in every workspace checked here. How cycles are broken without changing the API:
// library-src/commandkit/src/types/runtime-types.ts.
const checkedWorkspaces = ['commandkit', 'cache', 'i18n', 'legacy', 'redis', 'devtools'];
// Workspaces not checked yet, each with its reason; every other workspace must be checked.
const uncheckedWorkspaces: Record<string, string> = {};

const graphs = new Map<string, Promise<ImportGraph>>();
function graphOf(workspace: string): Promise<ImportGraph> {
  if (!graphs.has(workspace)) graphs.set(workspace, readImportGraph(workspace));
  return graphs.get(workspace)!;
}

describe('import cycles in library-src', () => {
  it('checks every workspace, or says why not', () => {
    const workspaces = readdirSync(librarySrc, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(librarySrc, entry.name, 'src')))
      .map((entry) => entry.name);
    const unlisted = workspaces.filter((name) => !checkedWorkspaces.includes(name) && !(name in uncheckedWorkspaces));
    expect(unlisted).toEqual([]);
  });

  it.each(checkedWorkspaces)('library-src/%s/src has none', async (workspace) => {
    const { edges, cycles, unresolved } = await graphOf(workspace);
    // A relative import madge could not resolve would hide its edges, and so its cycles.
    expect(unresolved.filter((specifier) => specifier.startsWith('.'))).toEqual([]);
    expect(Object.keys(edges).length).toBeGreaterThan(1);
    if (cycles.length > 0) {
      throw new Error(
        `${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} in library-src/${workspace}/src:\n` +
          cycles.map((cycle) => `  ${cycle.join(' > ')}`).join('\n') +
          '\nMove the shared types to a module that imports nothing at run time, or name a class through types/runtime-types.ts.',
      );
    }
  });
});

describe("commandkit's entry files", () => {
  const packageRoot = path.join(librarySrc, 'commandkit');
  const source = (file: string) => readFileSync(path.join(packageRoot, 'src', file), 'utf8');
  // The src/ file of each import path of the package ("./dist/hooks.js" -> "hooks.ts").
  const exportsField = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).exports as Record<
    string,
    string | { import: string }
  >;
  const entries = Object.values(exportsField)
    .flatMap((target) => (typeof target === 'string' ? [] : [target.import]))
    .map((built) => built.replace(/^\.\/dist\//, '').replace(/\.js$/, ''))
    .map((name) => (existsSync(path.join(packageRoot, 'src', `${name}.tsx`)) ? `${name}.tsx` : `${name}.ts`));

  it('are found', () => {
    expect(entries).toContain('index.ts');
    for (const entry of entries) expect(existsSync(path.join(packageRoot, 'src', entry))).toBe(true);
  });

  it('are imported by no inner module (index.ts exports public-api.ts)', async () => {
    const { edges } = await graphOf('commandkit');
    const importers = new Set([...entries, 'public-api.ts']);
    const wrong = Object.entries(edges).flatMap(([file, imports]) =>
      importers.has(file) ? [] : imports.filter((imported) => entries.includes(imported)).map((imported) => `${file} imports ${imported}`),
    );
    expect(wrong).toEqual([]);
  });

  it('load types/runtime-classes.ts, which loads every module that registers a type in types/runtime-types.ts', async () => {
    const { edges } = await graphOf('commandkit');
    // Without the module of a class, its name in the registry is `never` for a project whose
    // program has only the entry's .d.ts.
    const registering = Object.keys(edges).filter((file) => /^declare module '(\.\.?\/)+types\/runtime-types\.ts'/m.test(source(file)));
    expect(registering).toContain('runtime/commandkit.ts');
    expect(registering.filter((file) => !edges['types/runtime-classes.ts']?.includes(file))).toEqual([]);
    const reachingRegistry = entries.filter((entry) => reachableFrom(edges, entry).has('types/runtime-types.ts'));
    expect(reachingRegistry.length).toBeGreaterThan(0);
    expect(reachingRegistry.filter((entry) => !edges[entry]?.includes('types/runtime-classes.ts'))).toEqual([]);
  });

  it("that can load a config give it the package's API", async () => {
    const { edges } = await graphOf('commandkit');
    // A config importing 'commandkit' gets what provide-public-api.ts hands to the loader.
    const loading = entries.filter((entry) => reachableFrom(edges, entry).has('config/load-config.ts'));
    expect(loading).toEqual(expect.arrayContaining(['index.ts', 'config.ts']));
    expect(loading.filter((entry) => !reachableFrom(edges, entry).has('provide-public-api.ts'))).toEqual([]);
  });
});
