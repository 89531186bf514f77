import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import searchIndexPlugin from '../../../src/plugins/search-index';
import { routePathOf } from '../../../src/plugins/search-index/index-site';
import { algoliaThemeConfig, searchBackendFrom } from '../../../src/plugins/search-index/backend';
import { buildShards } from '../../../src/plugins/search-index/build-shards';
import { extractRecords } from '../../../src/plugins/search-index/extract-records';
import { SearchIndex } from '../../../src/search/engine/search-index';
import type { ExtractedRecord, SearchManifest, Shard } from '../../../src/search/index-format';

const fixtureSite = path.join(__dirname, 'fixtures', 'site');
const read = (file: string) => readFileSync(path.join(fixtureSite, file), 'utf8');
const summary = (records: ExtractedRecord[]) =>
  records.map((record) => [record.type, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3, record.content]);

describe('extractRecords', () => {
  const guide = extractRecords(read('docs/guide/validation-file-setup.html'), '/docs/guide/validation-file-setup', {
    ignoreText: [/^Defined in: /],
  });

  test('reads the page title, headings with their anchors, and each block of text in order', () => {
    expect(summary(guide)).toEqual([
      ['lvl1', '', null, null, null],
      ['content', '', null, null, "A validation is a function that CommandKit runs before a command's run function."],
      ['lvl2', 'writing-a-validation', 'Writing a validation', null, null],
      [
        'content',
        'writing-a-validation',
        'Writing a validation',
        null,
        'Each file default-exports one function. It receives a ValidationProps object:',
      ],
      [
        'content',
        'writing-a-validation',
        'Writing a validation',
        null,
        'interaction ChatInputCommandInteraction | AutocompleteInteraction The interaction about to be handled.',
      ],
      ['content', 'writing-a-validation', 'Writing a validation', null, 'handler CommandKit The CommandKit instance.'],
      ['lvl3', 'blocking-a-command', 'Writing a validation', 'Blocking a command', null],
      [
        'content',
        'blocking-a-command',
        'Writing a validation',
        'Blocking a command',
        'Return true to block the command & skip the <run> step.',
      ],
      ['content', 'blocking-a-command', 'Writing a validation', 'Blocking a command', 'Reply before returning.'],
      ['content', 'blocking-a-command', 'Writing a validation', 'Blocking a command', 'Use an ephemeral message, with flags.'],
      ['content', 'blocking-a-command', 'Writing a validation', 'Blocking a command', 'Nested advice.'],
      ['content', 'blocking-a-command', 'Writing a validation', 'Blocking a command', 'warning'],
      ['content', 'blocking-a-command', 'Writing a validation', 'Blocking a command', 'Validations run for every command.'],
      ['content', 'blocking-a-command', 'Writing a validation', 'Blocking a command', 'Still in the blocking section.'],
    ]);
  });

  test('takes lvl0 from the breadcrumbs, and the language, version tag and path from the page', () => {
    for (const record of guide) {
      expect(record.hierarchy.lvl0).toBe('Handlers');
      expect(record.hierarchy.lvl1).toBe('Validation files');
      expect(record).toMatchObject({ language: 'en', docusaurus_tag: 'docs-default-0.1.10', path: '/docs/guide/validation-file-setup' });
    }
  });

  test('leaves out code blocks, table headers, anchor links, navigation, the footer and h4-h6 headings', () => {
    const text = JSON.stringify(guide);
    for (const absent of [
      'maintenance',
      'Copy',
      'Property',
      'Direct link',
      '\u200b',
      'Installation',
      'Last updated',
      'GitHub',
      'Parameters',
      'Version: 0.1.10',
    ]) {
      expect(text).not.toContain(absent);
    }
  });

  test('the doc sidebar is never read, whatever it holds; an aside in the page content is', () => {
    const html = read('docs/guide/validation-file-setup.html')
      .replace(
        '<nav aria-label="Docs sidebar">',
        '<div class="theme-doc-markdown markdown"><h1>Sidebar heading</h1><p>Sidebar text</p></div><nav aria-label="Docs sidebar">',
      )
      .replace(
        '<header><h1>Validation files</h1></header>',
        '<header><h1>Validation files</h1></header><aside><p>A note set aside.</p></aside>',
      );
    const records = extractRecords(html, '/docs/guide/validation-file-setup');
    expect(records[0].hierarchy.lvl1).toBe('Validation files');
    expect(records.map((record) => record.content)).toContain('A note set aside.');
    expect(JSON.stringify(records)).not.toContain('Sidebar');
  });

  test("the page's description leads its text, unless the page already shows it", () => {
    const html = read('docs/guide/validation-file-setup.html');
    const withDescription = (description: string) =>
      extractRecords(
        html.replace('</head>', `<meta name="description" content="${description}"></head>`),
        '/docs/guide/validation-file-setup',
      );
    const described = withDescription('Stop a command before it runs, for example to add cooldowns.');
    expect(summary(described).slice(0, 3)).toEqual([
      ['lvl1', '', null, null, null],
      ['content', '', null, null, 'Stop a command before it runs, for example to add cooldowns.'],
      ['content', '', null, null, "A validation is a function that CommandKit runs before a command's run function."],
    ]);
    // Docusaurus' own description (the first paragraph, cut short) and a generated page's summary are shown already.
    expect(withDescription('A validation is a function that CommandKit runs before a…')).toEqual(
      extractRecords(html, '/docs/guide/validation-file-setup'),
    );
  });

  test('keeps boilerplate unless told to ignore it', () => {
    const all = extractRecords(read('docs/guide/validation-file-setup.html'), '/docs/guide/validation-file-setup');
    expect(all.map((record) => record.content)).toContain('Defined in: dist/index.d.ts:205');
  });

  test('an API page: category from the breadcrumbs, members as lvl3 under their kind', () => {
    const api = extractRecords(read('docs/next/api-reference/classes/ButtonKit.html'), '/docs/next/api-reference/classes/ButtonKit');
    expect(api[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl0: 'Classes', lvl1: 'ButtonKit' },
      docusaurus_tag: 'docs-default-current',
    });
    expect(summary(api).slice(1)).toEqual([
      ['content', '', null, null, 'A button builder with an inline click collector: new ButtonKit().onClick(handler).'],
      ['lvl2', 'methods', 'Methods', null, null],
      ['lvl3', 'onclick', 'Methods', 'onClick()', null],
      ['content', 'onclick', 'Methods', 'onClick()', 'Sets up an inline interaction collector for this button.'],
      ['content', 'onclick', 'Methods', 'onClick()', 'handler ButtonClickHandler'],
      ['lvl3', 'onend', 'Methods', 'onEnd()', null],
      ['content', 'onend', 'Methods', 'onEnd()', 'Runs when the collector ends <after the timeout>.'],
    ]);
  });

  test('without a breadcrumb category, lvl0 is the active navbar item; tab lists are skipped', () => {
    const intro = extractRecords(read('docs/next/guide/introduction.html'), '/docs/next/guide/introduction');
    expect(intro[0].hierarchy.lvl0).toBe('Guide');
    expect(intro.map((record) => record.content)).not.toContain('npm yarn');
    expect(intro.find((record) => record.type === 'lvl3')).toMatchObject({
      anchor: 'before-you-start',
      hierarchy: { lvl2: null, lvl3: 'Before you start' },
    });
  });

  test('pages that are not docs give no records', () => {
    expect(extractRecords(read('index.html'), '/')).toEqual([]);
    expect(extractRecords(read('404.html'), '/404')).toEqual([]);
    expect(extractRecords(read('docs/index.html'), '/docs')).toEqual([]);
  });
});

describe('shards', () => {
  const records = [
    ...extractRecords(read('docs/guide/validation-file-setup.html'), '/docs/guide/validation-file-setup'),
    ...extractRecords(read('docs/next/guide/introduction.html'), '/docs/next/guide/introduction'),
    ...extractRecords(read('docs/next/api-reference/classes/ButtonKit.html'), '/docs/next/api-reference/classes/ButtonKit'),
  ];
  const shards = buildShards(records);

  test('one shard per language and version tag, pages sorted by path, each string once', () => {
    expect(shards.map((shard) => [shard.language, shard.docusaurus_tag])).toEqual([
      ['en', 'docs-default-0.1.10'],
      ['en', 'docs-default-current'],
    ]);
    expect(shards[1].pages).toEqual([
      ['/docs/next/api-reference/classes/ButtonKit', 'Classes', 'ButtonKit'],
      ['/docs/next/guide/introduction', 'Guide', 'Introduction'],
    ]);
    expect(shards[1].sections[0]).toEqual([0, '', null, null]);
    expect(JSON.stringify(shards[1]).split('Sets up an inline interaction collector').length).toBe(2);
  });

  test('a shard loaded in the search index gives back the extracted records', () => {
    const index = new SearchIndex(shards);
    const rebuilt = index.records.map((record) => {
      const section = index.sections[record.section];
      return {
        type: record.type,
        hierarchy: { lvl0: section.page.lvl0, lvl1: section.page.lvl1, lvl2: section.lvl2, lvl3: section.lvl3 },
        content: record.content,
        path: section.page.path,
        anchor: section.anchor,
        language: section.page.language,
        docusaurus_tag: section.page.docusaurus_tag,
      };
    });
    const sorted = (list: ExtractedRecord[]) =>
      [...list].sort((a, b) => a.docusaurus_tag.localeCompare(b.docusaurus_tag) || a.path.localeCompare(b.path));
    expect(rebuilt).toEqual(sorted(records));
  });
});

describe('the search-index plugin', () => {
  const siteConfig = { trailingSlash: false };
  let outDir: string;
  // The site folder, where the plugin keeps its records cache (node_modules/.cache).
  let siteDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    siteDir = mkdtempSync(path.join(tmpdir(), 'search-index-site-'));
    cpSync(fixtureSite, outDir, { recursive: true });
  });
  afterEach(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  });

  async function build(): Promise<SearchManifest> {
    const plugin = searchIndexPlugin({ siteDir } as LoadContext, { backend: searchBackendFrom({}) }) as Plugin;
    await plugin.postBuild!({ outDir, siteConfig } as never);
    return JSON.parse(readFileSync(path.join(outDir, 'search', 'manifest.json'), 'utf8')) as SearchManifest;
  }

  test('writes a manifest and one content-hashed file per version into the build output', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const manifest = await build();
    expect(log.mock.calls[0][0]).toMatch(/^\[search\] indexed 3 pages in \d+ ms: docs-default-0\.1\.10 \d+ records/);
    log.mockRestore();
    expect(manifest).toMatchObject({ format: 1, indexName: 'commandkit-docs' });
    expect(manifest.shards.map(({ language, docusaurus_tag, file }) => ({ language, docusaurus_tag, file }))).toEqual([
      {
        language: 'en',
        docusaurus_tag: 'docs-default-0.1.10',
        file: expect.stringMatching(/^search\/en\.docs-default-0\.1\.10\.[0-9a-f]{10}\.json$/),
      },
      {
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        file: expect.stringMatching(/^search\/en\.docs-default-current\.[0-9a-f]{10}\.json$/),
      },
    ]);
    for (const entry of manifest.shards) {
      const shard = JSON.parse(readFileSync(path.join(outDir, entry.file), 'utf8')) as Shard;
      expect(entry.records).toBe(shard.sections.length + shard.contents.length);
      expect(JSON.stringify(shard)).not.toContain('Defined in');
    }
    expect(readdirSync(path.join(outDir, 'search')).sort()).toEqual(
      ['manifest.json', ...manifest.shards.map((entry) => path.basename(entry.file))].sort(),
    );
  });

  test('the same pages give the same files; a changed page changes only its version file name', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const first = await build();
    expect((await build()).shards.map((entry) => entry.file)).toEqual(first.shards.map((entry) => entry.file));
    const page = path.join(outDir, 'docs', 'next', 'guide', 'introduction.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('You need Node.js 22.', 'You need Node.js 24.'));
    const changed = await build();
    expect(changed.shards[0].file).toBe(first.shards[0].file);
    expect(changed.shards[1].file).not.toBe(first.shards[1].file);
    jest.restoreAllMocks();
  });

  test('does nothing after the build when the site uses Algolia', async () => {
    const plugin = searchIndexPlugin({ siteDir } as LoadContext, {
      backend: searchBackendFrom({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' }),
    }) as Plugin;
    await plugin.postBuild!({ outDir, siteConfig } as never);
    expect(readdirSync(outDir)).not.toContain('search');
  });

  test("the modal's and the search UI's stylesheets stay out of the one every page loads", () => {
    const plugin = searchIndexPlugin({ siteDir, generatedFilesDir: siteDir } as LoadContext, { backend: searchBackendFrom({}) }) as Plugin;
    const config = plugin.configureWebpack!({ mode: 'production' } as never, false, {} as never, undefined) as {
      optimization: { splitChunks: { cacheGroups: { styles: { test: RegExp } } } };
    };
    const everyPage = config.optimization.splitChunks.cacheGroups.styles.test;
    expect(everyPage.test('/site/node_modules/@docsearch/css/dist/modal.css')).toBe(false);
    expect(everyPage.test('/site/src/search/ui/other-versions.css')).toBe(false);
    expect(everyPage.test('/site/node_modules/@docsearch/css/dist/button.css')).toBe(true);
    expect(everyPage.test('/site/src/css/custom.css')).toBe(true);
  });

  test('routes of built files', () => {
    expect(routePathOf('index.html')).toBe('/');
    expect(routePathOf(path.join('docs', 'guide', 'buttonkit.html'))).toBe('/docs/guide/buttonkit');
    expect(routePathOf(path.join('docs', 'next', 'index.html'))).toBe('/docs/next');
    expect(routePathOf(path.join('docs', 'next', 'index.html'), true)).toBe('/docs/next/');
  });
});

describe('search back end configuration', () => {
  test('no ALGOLIA_* variables: the local index, with theme settings that name no Algolia application', () => {
    const backend = searchBackendFrom({});
    expect(backend).toEqual({ kind: 'local', indexName: 'commandkit-docs' });
    expect(algoliaThemeConfig(backend)).toEqual({
      appId: 'local',
      apiKey: 'local',
      indexName: 'commandkit-docs',
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    });
  });

  test('all three variables: Algolia, contextual search and the search page on', () => {
    const backend = searchBackendFrom({ ALGOLIA_APP_ID: ' APP123 ', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'commandkit' });
    expect(algoliaThemeConfig(backend)).toEqual({
      appId: 'APP123',
      apiKey: 'search-key',
      indexName: 'commandkit',
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    });
  });

  test('some but not all variables: an error naming the missing ones', () => {
    expect(() => searchBackendFrom({ ALGOLIA_APP_ID: 'APP123' })).toThrow(
      'Algolia search needs ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME together; ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME are not set. Set all three for Algolia, or none for the local index.',
    );
  });
});
