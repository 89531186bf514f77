import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findVersion, parseManifest } from '../../../scripts/api/manifest';
import { resolveEntryPoints, resolvePackages } from '../../../scripts/api/sources/entry-points';
import { buildApiSidebar, groupKindsAbove, notExportedGroup, runSize, splitListsAbove } from '../../../scripts/api/output/sidebar';
import { buildIndexPages, escapeCell } from '../../../scripts/api/output/index-pages';
import { plainSummary, shorten } from '../../../scripts/api/typedoc/summary';
import { frontMatter } from '../../../scripts/api/typedoc/front-matter';
import { externalDocsUrl } from '../../../scripts/api/typedoc/external-links';
import type { ApiItem } from '../../../scripts/api/typedoc/job';
import { settleCompilerOptions } from '../../../scripts/api/typedoc/program-options';
import { inRange } from '../../../scripts/api/sources/types-versions';
import ts from 'typescript';
import { repoRoot } from './helpers/fixture-site';

const manifest = {
  repository: 'https://github.com/underctrl-io/commandkit',
  versions: [
    { name: 'current', source: { type: 'local', path: 'library-src' } },
    { name: '0.1.10', source: { type: 'npm', spec: 'commandkit@0.1.10' } },
  ],
};

describe('manifest', () => {
  it('accepts the three source kinds', () => {
    const parsed = parseManifest({
      ...manifest,
      versions: [...manifest.versions, { name: '0.2.0', source: { type: 'git', repository: '.', ref: 'v0.2.0', path: 'library-src' } }],
    });
    expect(parsed.versions.map((v) => v.source.type)).toEqual(['local', 'npm', 'git']);
  });

  it('accepts a list of packages for a local or git source', () => {
    const parsed = parseManifest({ ...manifest, versions: [{ ...manifest.versions[0], packages: ['commandkit', '@commandkit/redis'] }] });
    expect(parsed.versions[0].packages).toEqual(['commandkit', '@commandkit/redis']);
  });

  it("takes the library's name for its pages", () => {
    expect(parseManifest({ ...manifest, library: 'CommandKit' }).library).toBe('CommandKit');
    expect(parseManifest(manifest).library).toBeUndefined();
  });

  it('finds Next by "next" or "current" and names the known versions otherwise', () => {
    const parsed = parseManifest(manifest);
    expect(findVersion(parsed, 'next').name).toBe('current');
    expect(() => findVersion(parsed, '2.0.0')).toThrow('Unknown version "2.0.0": api-versions.json lists current, 0.1.10.');
  });

  it.each([
    [{ ...manifest, repository: 'github' }, '"repository" must be the web address'],
    [
      { ...manifest, versions: [{ name: 'bad name', source: { type: 'local', path: 'x' } }] },
      'versions[0].name must be "current" or a version name',
    ],
    [
      { ...manifest, versions: [{ name: 'current', source: { type: 'git', repository: '.' } }] },
      'versions[0].source.ref must be a non-empty string',
    ],
    [{ ...manifest, versions: [manifest.versions[0], manifest.versions[0]] }, 'version "current" is listed twice'],
    [
      { ...manifest, versions: [{ ...manifest.versions[0], entryPoints: ['src/index.ts'] }] },
      'versions[0].entryPoints must map import paths',
    ],
    [
      { ...manifest, versions: [{ ...manifest.versions[0], packages: 'commandkit' }] },
      'versions[0].packages must be a non-empty list of package names',
    ],
    [
      { ...manifest, versions: [{ ...manifest.versions[0], packages: [] }] },
      'versions[0].packages must be a non-empty list of package names',
    ],
    [
      { ...manifest, versions: [{ ...manifest.versions[0], packages: ['commandkit', 'bad name'] }] },
      'versions[0].packages must be a non-empty list',
    ],
    [
      { ...manifest, versions: [{ ...manifest.versions[0], packages: ['commandkit', 'commandkit'] }] },
      'versions[0].packages lists "commandkit" twice',
    ],
    [
      { ...manifest, versions: [{ ...manifest.versions[1], packages: ['commandkit'] }] },
      'versions[0].packages only applies to local and git sources',
    ],
    [{ ...manifest, library: ' ' }, '"library" must be the name pages give the library'],
    [{ ...manifest, library: 'Commandkit\nNext' }, '"library" must be the name pages give the library, on one line'],
  ])('rejects %j with a message naming the field', (raw, message) => {
    expect(() => parseManifest(raw)).toThrow(message);
  });
});

describe('entry points', () => {
  it('finds the public workspace packages of a folder, dependencies first, each with its entry points', () => {
    const { packages, entryPoints } = resolvePackages(path.join(repoRoot, 'tests', 'fixtures', 'multi-lib'));
    expect(packages.map((pkg) => pkg.name)).toEqual(['@multi/core', '@multi/cache']);
    expect(entryPoints.map((entry) => `${entry.packageName} ${entry.importPath}`)).toEqual([
      '@multi/core @multi/core',
      '@multi/core @multi/core/jsx',
      '@multi/core @multi/core/cache',
      '@multi/cache @multi/cache',
    ]);
    // A folder without package.json whose subfolders are packages (like library-src/).
    expect(resolvePackages(path.join(repoRoot, 'tests', 'fixtures', 'multi-lib', 'packages')).packages.map((pkg) => pkg.name)).toEqual([
      '@multi/core',
      '@multi/cache',
    ]);
    expect(resolvePackages(path.join(repoRoot, 'library-src')).packages.map((pkg) => pkg.name)).toContain('commandkit');
  });

  it('puts a package before the optional peer it re-exports when installed, which depends on it', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ck-peers-'));
    const write = (folder: string, manifest: object) => {
      mkdirSync(path.join(root, folder, 'src'), { recursive: true });
      writeFileSync(path.join(root, folder, 'src', 'index.ts'), 'export const a = 1;\n');
      writeFileSync(
        path.join(root, folder, 'package.json'),
        JSON.stringify({ ...manifest, exports: { '.': { types: './dist/index.d.ts' } } }),
      );
    };
    write('core', {
      name: 'core',
      peerDependencies: { 'a-translations': '1.0.0' },
      peerDependenciesMeta: { 'a-translations': { optional: true } },
    });
    write('translations', { name: 'a-translations', peerDependencies: { core: '1.0.0' } });
    expect(resolvePackages(root).packages.map((pkg) => pkg.name)).toEqual(['core', 'a-translations']);
    expect(resolvePackages(path.join(repoRoot, 'library-src')).packages[0].name).toBe('commandkit');
  });

  it('keeps a single package a single package', () => {
    const dir = path.join(repoRoot, 'tests', 'fixtures', 'mini-lib');
    expect(resolvePackages(dir).packages).toEqual([{ name: 'mini-lib', dir, entryPoints: resolveEntryPoints(dir) }]);
  });

  it('maps explicit entry points to the packages their import paths name, and rejects the others', () => {
    const root = path.join(repoRoot, 'tests', 'fixtures', 'multi-lib');
    const { entryPoints } = resolvePackages(root, { entryPoints: { '@multi/cache': 'src/index.ts' }, packages: ['@multi/cache'] });
    expect(entryPoints).toEqual([
      { importPath: '@multi/cache', file: path.join(root, 'packages', 'cache', 'src', 'index.ts'), packageName: '@multi/cache' },
    ]);
    expect(() => resolvePackages(root, { entryPoints: { other: 'src/index.ts' } })).toThrow(
      'The entry point "other" names none of the packages',
    );
  });

  it('reads package.json exports and documents the source file behind each declaration file', () => {
    const entries = resolveEntryPoints(path.join(repoRoot, 'tests', 'fixtures', 'mini-lib'));
    expect(entries.map((entry) => [entry.importPath, path.relative(repoRoot, entry.file), entry.packageName])).toEqual([
      ['mini-lib', 'tests/fixtures/mini-lib/src/index.ts', 'mini-lib'],
      ['mini-lib/extra', 'tests/fixtures/mini-lib/src/extra.ts', 'mini-lib'],
    ]);
  });

  it('keeps the declaration file of a published package that ships no source', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pkg-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'index.d.ts'), 'export declare const a: 1;\n');
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'pkg', exports: { '.': { require: './dist/index.js', types: './dist/index.d.ts' } } }),
    );
    expect(resolveEntryPoints(dir)).toEqual([{ importPath: 'pkg', file: path.join(dir, 'dist', 'index.d.ts'), packageName: 'pkg' }]);
  });

  it('names a declared export without a types file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pkg-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'pkg', exports: { './x': { default: 5 } } }));
    expect(() => resolveEntryPoints(dir)).toThrow('The export "./x" of pkg has no types file');
  });

  it("traces a build back to its source through the tsconfig it extends, whose `${configDir}` is the package's folder", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ck-pkg-'));
    const dir = path.join(root, 'pkg');
    mkdirSync(path.join(root, 'configs'));
    mkdirSync(path.join(dir, 'code'), { recursive: true });
    writeFileSync(
      path.join(root, 'configs', 'base.json'),
      '{\n  // Every package: code/ built into out/.\n  "compilerOptions": { "rootDir": "${configDir}/code", "outDir": "${configDir}/out", },\n}\n',
    );
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../configs/base' }));
    writeFileSync(path.join(dir, 'code', 'index.mts'), 'export const a = 1;\n');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'pkg', exports: { '.': { types: './out/index.d.mts' } } }));
    expect(resolveEntryPoints(dir)).toEqual([{ importPath: 'pkg', file: path.join(dir, 'code', 'index.mts'), packageName: 'pkg' }]);
  });

  it.each([
    ['*', true],
    ['>=4.2', true],
    ['<5.9', false],
    ['<=5.9', true],
    ['>5.9', false],
    ['>=3.1 <4', false],
    ['<4 || >=5', true],
    ['~5.9', true],
    ['^4', false],
    ['4 - 5.8', false],
    ['5.9.x', true],
    ['not a range', false],
  ])('reads the `typesVersions` range %j as TypeScript 5.9.3 does: %s', (range, expected) => {
    expect(inRange('5.9.3', range)).toBe(expected);
  });
});

describe('compiler options of one program for several packages', () => {
  const options = (raw: object, name: string) => ({
    name,
    options: ts.convertCompilerOptionsFromJson(raw, '/').options,
  });

  it("settles what differs for every package's sake, and names the options no one value suits", () => {
    const settled = settleCompilerOptions(
      [
        options({ strict: true, target: 'ES2022', lib: ['ES2022'], types: [] }, '@a/core'),
        options(
          { strict: true, strictNullChecks: false, target: 'ES2023', lib: ['ES2022', 'DOM'], types: ['node'], jsx: 'react-jsx' },
          '@a/web',
        ),
        options({ strict: false, target: 'ES2022', lib: ['ES2022'], types: [], experimentalDecorators: true }, '@a/legacy'),
      ],
      ts,
    );
    expect(settled.compilerOptions).toEqual({
      lib: ['es2022', 'dom'],
      types: ['node'],
      target: 'ES2023',
      ...Object.fromEntries(
        [
          'noImplicitAny',
          'noImplicitThis',
          'strictFunctionTypes',
          'strictBindCallApply',
          'strictPropertyInitialization',
          'useUnknownInCatchVariables',
          'alwaysStrict',
        ].map((key) => [key, false]),
      ),
      jsx: 'react-jsx',
      experimentalDecorators: true,
    });
    expect(settled.conflicts).toEqual([
      'strictNullChecks (true: @a/core; false: @a/web, @a/legacy)',
      'strictBuiltinIteratorReturn (true: @a/core, @a/web; false: @a/legacy)',
    ]);
  });

  it('changes nothing for packages that agree, or for one package', () => {
    const same = { strict: true, target: 'ES2022', lib: ['ES2023'], jsx: 'react-jsx' };
    expect(settleCompilerOptions([options(same, 'a'), options(same, 'b')], ts)).toEqual({ compilerOptions: {}, conflicts: [] });
    expect(settleCompilerOptions([options({ lib: ['DOM'] }, 'a')], ts)).toEqual({ compilerOptions: {}, conflicts: [] });
  });
});

const items: ApiItem[] = [
  { name: 'zeta', kind: 'functions', path: 'functions/zeta', summary: 'Z.', packageName: 'lib', importPaths: ['lib'], deprecated: false },
  {
    name: 'Alpha',
    kind: 'classes',
    path: 'classes/Alpha',
    summary: 'Uses a | b and <T> {x}.',
    packageName: 'lib',
    importPaths: ['lib'],
    deprecated: true,
  },
  { name: 'beta', kind: 'functions', path: 'functions/beta', summary: 'B.', packageName: 'lib', importPaths: [], deprecated: false },
];

describe('sidebar and index pages', () => {
  it('puts the overview first and groups items by kind, sorted by name', () => {
    expect(buildApiSidebar(items)).toEqual([
      { type: 'doc', id: 'api-reference/index', label: 'Overview' },
      {
        type: 'category',
        label: 'Classes',
        collapsed: true,
        link: { type: 'doc', id: 'api-reference/classes/index' },
        items: [{ type: 'doc', id: 'api-reference/classes/Alpha', label: 'Alpha', className: 'api-sidebar-deprecated' }],
      },
      {
        type: 'category',
        label: 'Functions',
        collapsed: true,
        link: { type: 'doc', id: 'api-reference/functions/index' },
        items: [
          { type: 'doc', id: 'api-reference/functions/beta', label: 'beta' },
          { type: 'doc', id: 'api-reference/functions/zeta', label: 'zeta' },
        ],
      },
    ]);
  });

  it('writes an overview and one index per kind that has items, with safe table cells', () => {
    const pages = buildIndexPages(items, {
      library: 'lib',
      displayName: 'Next',
      sourceLabel: 'lib',
      packages: [{ name: 'lib', importPaths: ['lib'] }],
    });
    expect([...pages.keys()]).toEqual(['index.md', 'classes/index.md', 'functions/index.md']);
    expect(pages.get('classes/index.md')).toContain(
      '| [`Alpha`](./Alpha.md) | Uses a \\| b and &#60;T&#62; &#123;x&#125;. **Deprecated.** |',
    );
    expect(pages.get('functions/index.md')).toContain('| [`beta`](./beta.md) | B. _Not exported._ |');
    expect(pages.get('index.md')).toContain(
      'One of them is not exported by the package but documented because exported items refer to it.',
    );
    expect(escapeCell('a\\b')).toBe('a\\\\b');
  });

  it('keeps a name from the source inside its code span, whatever it holds', () => {
    // An export named by a string may hold backticks and `|`: with a fixed single-backtick fence the
    // rest of the name would be read as Markdown (and MDX), and `|` would end the table cell.
    const odd: ApiItem = {
      name: 'a`b|c',
      kind: 'variables',
      path: 'variables/a_b_c',
      summary: 'S.',
      packageName: 'lib',
      importPaths: ['lib'],
      deprecated: false,
    };
    const pages = buildIndexPages([odd], {
      library: 'lib',
      displayName: 'Next',
      sourceLabel: 'lib',
      packages: [{ name: 'lib', importPaths: ['lib'] }],
    });
    expect(pages.get('variables/index.md')).toContain('| [``a`b\\|c``](./a_b_c.md) | S. |');
    expect(pages.get('index.md')).toContain('[``a`b|c``](./variables/a_b_c.md)');
  });
});

describe('summaries and front matter', () => {
  it('takes the first paragraph as plain text', () => {
    expect(plainSummary([{ kind: 'text', text: 'Runs a [command](https://x.y) with `options`.\n\nMore detail.' }])).toBe(
      'Runs a command with options.',
    );
    expect(plainSummary(undefined)).toBe('');
    expect(shorten('one two three four', 12)).toBe('one two…');
  });

  it('writes values that cannot escape their YAML field', () => {
    expect(
      frontMatter({ title: 'A "quoted": title', custom_edit_url: null, last_update: { date: 'd', author: 'a' }, skip: undefined }),
    ).toBe('---\ntitle: "A \\"quoted\\": title"\ncustom_edit_url: null\nlast_update:\n  date: "d"\n  author: "a"\n---\n');
  });
});

describe('links to external documentation', () => {
  const lookup = () => 'Class' as const;
  it('links discord.js types to the docs of the installed version', () => {
    const fileName = path.join(repoRoot, 'node_modules', 'discord.js', 'typings', 'index.d.ts');
    const version = (
      JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'discord.js', 'package.json'), 'utf8')) as { version: string }
    ).version;
    expect(externalDocsUrl({ packageName: 'discord.js', qualifiedName: 'Client', fileName })).toBe(
      `https://discord.js.org/docs/packages/discord.js/${version}/Client:Class`,
    );
    expect(externalDocsUrl({ packageName: 'discord.js', qualifiedName: 'Interaction', fileName })).toMatch(/Interaction:TypeAlias$/);
  });

  it('links discord-api-types and Node.js types, and leaves unknown packages alone', () => {
    expect(externalDocsUrl({ packageName: 'discord-api-types', qualifiedName: 'APIUser', fileName: 'x.d.ts' }, () => 'Interface')).toBe(
      'https://discord-api-types.dev/api/discord-api-types-v10/interface/APIUser',
    );
    expect(
      externalDocsUrl({ packageName: '@types/node', qualifiedName: 'EventEmitter', fileName: '/n/@types/node/events.d.ts' }, lookup),
    ).toBe('https://nodejs.org/api/events.html#class-eventemitter');
    expect(externalDocsUrl({ packageName: 'left-pad', qualifiedName: 'pad', fileName: 'x.d.ts' }, lookup)).toBeUndefined();
  });
});

describe('sidebar groups of a large kind', () => {
  const many = (count: number, importPaths: string[], packageName = 'lib', prefix = 'item'): ApiItem[] =>
    Array.from({ length: count }, (_, index) => ({
      name: `${prefix}${String(index).padStart(2, '0')}`,
      kind: 'types' as const,
      path: `types/${prefix}${String(index).padStart(2, '0')}`,
      summary: 'S.',
      packageName,
      importPaths,
      deprecated: false,
    }));

  it(`lists a kind of ${groupKindsAbove} items flat, and a larger one in groups by import path, in the packages' order`, () => {
    expect(
      (buildApiSidebar(many(groupKindsAbove, ['lib']))[1] as { items: { type: string }[] }).items.every((item) => item.type === 'doc'),
    ).toBe(true);
    const items = [
      ...many(20, ['lib', 'lib/extra'], 'lib', 'extra'),
      ...many(15, ['lib'], 'lib', 'main'),
      ...many(5, ['@lib/plugin', 'lib/plugin'], '@lib/plugin', 'plugin'),
      ...many(2, [], 'lib', 'hidden'),
    ];
    const types = buildApiSidebar(items, 'api-reference', ['lib', 'lib/extra', 'lib/plugin', '@lib/plugin'])[1] as {
      label: string;
      items: { label: string; items: { id: string }[] }[];
    };
    expect(types.label).toBe('Types');
    expect(types.items.map((group) => [group.label, group.items.length])).toEqual([
      ['lib', 15],
      ['lib/extra', 20],
      ['@lib/plugin', 5],
      [notExportedGroup, 2],
    ]);
    expect(types.items[0].items[0]).toEqual({ type: 'doc', id: 'api-reference/types/main00', label: 'main00' });
  });

  type Entry = { type: string; label: string; id?: string; items?: Entry[] };
  const named = (names: string[], importPaths = ['lib']): ApiItem[] =>
    names.map((name) => ({ ...many(1, importPaths)[0], name, path: `types/${name}` }));
  const docIds = (entries: Entry[]): string[] => entries.flatMap((entry) => (entry.items ? docIds(entry.items) : [entry.id!]));

  it(`lists a kind of one import path without a group for it, in runs of names above ${splitListsAbove} items`, () => {
    const short = buildApiSidebar(many(splitListsAbove, ['lib']))[1] as Entry;
    expect(short.items!.every((entry) => entry.type === 'doc')).toBe(true);

    // 250 names as a large package has them: long shared starts (API…), one letter after another.
    const names = [
      ...Array.from(
        { length: 160 },
        (_, index) => `API${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}Thing`,
      ),
      ...Array.from({ length: 90 }, (_, index) => `REST${String(index).padStart(2, '0')}Route`),
    ];
    const types = buildApiSidebar(named(names))[1] as Entry;
    const runs = types.items!;
    expect(runs.map((run) => run.type)).toEqual(Array(Math.ceil(250 / runSize)).fill('category'));
    expect(runs.map((run) => run.items!.length)).toEqual([50, 50, 50, 50, 50]);
    expect(docIds(runs)).toEqual(names.map((name) => `api-reference/types/${name}`));
    // Guide words: the shortest start that tells a run's first and last name from the name across the boundary.
    expect(runs.map((run) => run.label)).toEqual(['APIAa – APIBx', 'APIBy – APIDv', 'APIDw – APIFt', 'APIFu – REST3', 'REST4 – REST8']);
  });

  it('splits a large group of one import path into runs, and leaves the other groups as they are', () => {
    const items = [
      ...named(Array.from({ length: 120 }, (_, index) => `Big${String(index).padStart(3, '0')}`)),
      ...many(5, ['lib/extra'], 'lib', 'extra'),
    ];
    const types = buildApiSidebar(items, 'api-reference', ['lib', 'lib/extra'])[1] as Entry;
    expect(types.items!.map((group) => [group.label, group.items!.map((entry) => entry.items?.length ?? entry.type)])).toEqual([
      ['lib', [40, 40, 40]],
      ['lib/extra', ['doc', 'doc', 'doc', 'doc', 'doc']],
    ]);
    expect(types.items![0].items!.map((run) => run.label)).toEqual(['Big00 – Big03', 'Big04 – Big07', 'Big08 – Big11']);
  });
});
