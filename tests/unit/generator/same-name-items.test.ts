import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { diffModels } from '../../../scripts/api/history/diff';
import { modelFormat, type ApiModel, type ModelItem } from '../../../scripts/api/history/model';
import { renderChanges } from '../../../scripts/api/history/render-changes';
import { assignPageNames, packageQualifiers, type PageCandidate } from '../../../scripts/api/typedoc/page-names';
import { makeSite, readTree, repoRoot, repository, runGenerator, type RunResult } from './helpers/fixture-site';

/** Two packages, `@pair/core` and `@pair/extra`, each exporting its own interface `Options`. */
const sameNameLib = path.join(repoRoot, 'tests', 'fixtures', 'same-name-lib');

function sameNameSite(): string {
  const siteDir = makeSite({ repository, versions: [{ name: 'current', source: { type: 'local', path: 'lib' } }] }, { withFixture: false });
  cpSync(sameNameLib, path.join(siteDir, 'lib'), { recursive: true });
  return siteDir;
}

/** Every relative `.md` link of the pages whose target is not one of the pages, as `page → target`. */
function brokenLinks(pages: Record<string, string>): string[] {
  const broken: string[] = [];
  for (const [file, content] of Object.entries(pages)) {
    if (!file.endsWith('.md')) continue;
    for (const [, target] of content.matchAll(/\]\(((?![a-z][a-z\d+.-]*:|\/|#)[^)\s#]+\.md)(?:#[^)\s]*)?\)/gi)) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (!(resolved in pages)) broken.push(`${file} → ${target}`);
    }
  }
  return broken;
}

/** The table row of a function page's parameter. */
function parameterRow(page: string, name: string): string | undefined {
  return page.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
}

describe('items of one kind and name in two packages', () => {
  let result: RunResult;
  let pages: Record<string, string>;

  beforeAll(() => {
    const siteDir = sameNameSite();
    result = runGenerator(siteDir);
    pages = readTree(path.join(siteDir, 'docs', 'api-reference'), (file) => file === '.generated.json');
  });

  it('documents both: the first package keeps the plain URL, the other gets one that starts with its package', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(Object.keys(pages).filter((file) => /Options\.md$/.test(file))).toEqual(['types/Options.md', 'types/extra-Options.md']);
    expect(pages['types/Options.md']).toContain("**Package:** `@pair/core`\n\n```ts\nimport type { Options } from '@pair/core';\n```");
    expect(pages['types/extra-Options.md']).toContain('| <ApiAnchor id="url" /> `url` | `string` | Where to connect.');
    expect(pages['types/Options.md']).toContain('| <ApiAnchor id="workers" /> `workers` | `number` | How many workers start.');
  });

  it('titles both pages with their package and links each to the other', () => {
    expect(pages['types/Options.md']).toMatch(/^---\ntitle: "Options \(@pair\/core\)"\nsidebar_label: "Options \(@pair\/core\)"\n/);
    expect(pages['types/extra-Options.md']).toMatch(/^---\ntitle: "Options \(@pair\/extra\)"\nsidebar_label: "Options \(@pair\/extra\)"\n/);
    expect(pages['types/Options.md']).toContain(
      '**Not the same as** [`Options` of `@pair/extra`](./extra-Options.md), a different interface of that name.',
    );
    expect(pages['types/extra-Options.md']).toContain(
      '**Not the same as** [`Options` of `@pair/core`](./Options.md), a different interface of that name.',
    );
    expect(pages['functions/start.md']).toMatch(/^---\ntitle: "start"\n/);
  });

  it('links every type reference and {@link} to the item of the package it names', () => {
    expect(parameterRow(pages['functions/start.md'], 'options')).toContain('[`Options`](../types/Options.md)');
    expect(parameterRow(pages['functions/connect.md'], 'options')).toContain('[`Options`](../types/extra-Options.md)');
    expect(parameterRow(pages['functions/connect.md'], 'core')).toContain('[`Options`](../types/Options.md)');
    // `{@link CoreOptions | …}` in @pair/extra names the core's Options through an import alias.
    expect(pages['types/extra-Options.md']).toContain("the core's own settings are [the core's options](Options.md).");
    expect(pages['types/Options.md']).toContain('How [start](../functions/start.md) runs the core.');
    expect(brokenLinks(pages)).toEqual([]);
  });

  it('keeps an item that another package re-exports as one item with two import paths', () => {
    expect(pages['functions/connect.md']).toContain(
      "**Package:** `@pair/extra` · one function, importable from 2 paths:\n\n```ts\nimport { connect } from '@pair/extra';\nimport { connect } from '@pair/core/extra';\n```",
    );
    expect(pages['types/extra-Options.md']).toContain(
      "import type { Options } from '@pair/extra';\nimport type { Options } from '@pair/core/extra';",
    );
    expect(Object.keys(pages).filter((file) => file.startsWith('functions/'))).toEqual([
      'functions/connect.md',
      'functions/index.md',
      'functions/start.md',
    ]);
  });

  it('lists both with their package in the sidebar, the kind index and the overview', () => {
    const sidebar = JSON.parse(pages['sidebar.json']) as { label: string; items?: { id: string; label: string }[] }[];
    expect(sidebar.find((entry) => entry.label === 'Types')?.items).toEqual([
      { type: 'doc', id: 'api-reference/types/Options', label: 'Options (@pair/core)' },
      { type: 'doc', id: 'api-reference/types/extra-Options', label: 'Options (@pair/extra)' },
    ]);
    expect(pages['types/index.md']).toContain(
      '| [`Options`](./Options.md) | `@pair/core` | How start runs the core. |\n| [`Options`](./extra-Options.md) | `@pair/extra` |',
    );
    const overview = pages['index.md'];
    const extraSection = overview.slice(overview.indexOf('## `@pair/extra`'));
    expect(overview.slice(0, overview.indexOf('## `@pair/extra`'))).toContain('[`Options`](./types/Options.md)');
    expect(extraSection).toContain('[`Options`](./types/extra-Options.md)');
  });

  it('records both in the API model under their package, for the changes pages', () => {
    const model = JSON.parse(pages['api-model.json']) as ApiModel;
    expect(model.items.filter((item) => item.name === 'Options').map(({ packageName, path: page }) => ({ packageName, page }))).toEqual([
      { packageName: '@pair/core', page: 'types/Options' },
      { packageName: '@pair/extra', page: 'types/extra-Options' },
    ]);
  });
});

describe('items of one kind and name in one package', () => {
  it('stop the run with one line naming both items and the fix', () => {
    const siteDir = sameNameSite();
    const core = path.join(siteDir, 'lib', 'packages', 'core');
    writeFileSync(
      path.join(core, 'src', 'more.ts'),
      '/** More of the core. @module */\n\n/** Other settings of the core. */\nexport interface Options {\n  /** Whether to log. */\n  verbose: boolean;\n}\n',
    );
    const manifest = JSON.parse(readFileSync(path.join(core, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    manifest.exports['./more'] = { types: './dist/more.d.ts', import: './dist/more.js' };
    writeFileSync(path.join(core, 'package.json'), JSON.stringify(manifest));
    const failed = runGenerator(siteDir);
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim().split('\n')).toEqual([
      'error: Version "Next": Two exported items would share the page api-reference/types/Options.md: ' +
        '@pair/core.Options of package "@pair/core" (packages/core/src/index.ts:8) and @pair/core/more.Options of package "@pair/core" (packages/core/src/more.ts:4). ' +
        'Rename one of them or stop exporting one: one package cannot have two pages of one kind and name.',
    ]);
  });
});

describe('page names of items', () => {
  const candidate = (name: string, packageName: string, folder = 'types'): PageCandidate<string> => ({
    key: `${packageName}:${name}`,
    folder,
    name,
    packageName,
  });
  const describeKey = (key: string) => `«${key}»`;

  it('keeps the plain name for the main package, whatever the package order, then for the first listed package', () => {
    const names = assignPageNames(
      [
        candidate('CommandData', '@commandkit/legacy'),
        candidate('CommandData', 'commandkit'),
        candidate('Options', '@commandkit/redis'),
        candidate('Options', '@commandkit/i18n'),
      ],
      ['@commandkit/legacy', '@commandkit/i18n', '@commandkit/redis', 'commandkit'],
      describeKey,
    );
    expect(Object.fromEntries([...names].map(([key, name]) => [key, name.baseName]))).toEqual({
      'commandkit:CommandData': 'types/CommandData',
      '@commandkit/legacy:CommandData': 'types/legacy-CommandData',
      '@commandkit/i18n:Options': 'types/Options',
      '@commandkit/redis:Options': 'types/redis-Options',
    });
    expect(names.get('commandkit:CommandData')).toEqual({
      baseName: 'types/CommandData',
      qualified: false,
      namesakes: [{ key: '@commandkit/legacy:CommandData', baseName: 'types/legacy-CommandData', packageName: '@commandkit/legacy' }],
    });
  });

  it('leaves items alone whose names differ, or whose kinds do', () => {
    const names = assignPageNames(
      [
        candidate('getI18n', 'commandkit', 'functions'),
        candidate('getI18n', '@commandkit/i18n', 'variables'),
        candidate('Other', '@commandkit/i18n'),
      ],
      [],
      describeKey,
    );
    expect([...names.values()]).toEqual([
      { baseName: 'functions/getI18n', qualified: false, namesakes: [] },
      { baseName: 'variables/getI18n', qualified: false, namesakes: [] },
      { baseName: 'types/Other', qualified: false, namesakes: [] },
    ]);
  });

  it('prefixes the scope too when two packages have the same unscoped name', () => {
    const qualifierOf = packageQualifiers(['commandkit', '@commandkit/cache', '@acme/cache', '@commandkit/legacy']);
    expect(['@commandkit/cache', '@acme/cache', '@commandkit/legacy', 'commandkit'].map(qualifierOf)).toEqual([
      'commandkit-cache',
      'acme-cache',
      'legacy',
      'commandkit',
    ]);
  });

  it('stops on two items of one page name in one package, and on a prefixed name another item has', () => {
    expect(() => assignPageNames([candidate('Options', 'a'), candidate('options', 'a')], ['a'], describeKey)).toThrow(
      'Two exported items would share the page api-reference/types/Options.md: «a:Options» and «a:options». Rename one of them or stop exporting one: one package cannot have two pages of one kind and name.',
    );
    expect(() =>
      assignPageNames([candidate('Options', 'a'), candidate('Options', 'b'), candidate('b-Options', 'a')], ['a', 'b'], describeKey),
    ).toThrow(
      'Two exported items would share the page api-reference/types/b-Options.md: «a:b-Options» and «b:Options», whose page name carries its package because «a:Options» has the plain one. Rename one of them or stop exporting one.',
    );
  });
});

describe('the API changes page of a version that adds a namesake in another package', () => {
  const item = (packageName: string, page: string, signature: string): ModelItem => ({
    packageName,
    name: 'CommandData',
    kind: 'types',
    declaration: 'Type alias',
    path: page,
    summary: `The command data of ${packageName}.`,
    deprecated: false,
    signatures: [signature],
    members: [],
  });
  const older: ApiModel = {
    format: modelFormat,
    packages: ['commandkit'],
    items: [item('commandkit', 'types/CommandData', 'type CommandData = A')],
  };
  const newer: ApiModel = {
    format: modelFormat,
    packages: ['commandkit', '@commandkit/legacy'],
    items: [
      item('commandkit', 'types/CommandData', 'type CommandData = B'),
      item('@commandkit/legacy', 'types/legacy-CommandData', 'type CommandData = A'),
    ],
  };
  const pages = renderChanges(diffModels(older, newer), {
    older: { name: '0.1.10', label: '0.1.10', docsUrl: '/docs' },
    newer: { name: 'current', label: 'Next', docsUrl: '/docs/next' },
    olderModel: older,
    newerModel: newer,
  });

  it('lists each under its own package, linked to its own page, and not as a move', () => {
    expect(pages.packagePages.map((page) => page.label)).toEqual(['commandkit', '@commandkit/legacy']);
    expect(pages.files.get('changes/commandkit-legacy.md')).toContain(
      '- [`CommandData`](../types/legacy-CommandData.md), type alias: The command data of @commandkit/legacy.',
    );
    expect(pages.files.get('changes/commandkit.md')).toContain(
      '### [`CommandData`](../types/CommandData.md)\n\nType alias · [0.1.10 page](/docs/api-reference/types/CommandData)',
    );
  });
});
