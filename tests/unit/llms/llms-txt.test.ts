import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectSite, type DocsContent } from '../../../src/plugins/llms-export/collect-site';
import { sidebarSections, type SidebarItem } from '../../../src/plugins/llms-export/sidebar-sections';
import { runLlms } from './helpers/run-llms';

const siteDir = '/site';
const entry = (id: string, permalink: string, source: string, title: string, description: string, unlisted = false) => ({
  id,
  permalink,
  source,
  title,
  description,
  unlisted,
});

const content: DocsContent = {
  loadedVersions: [
    {
      versionName: 'current',
      label: 'Next',
      path: '/docs/next',
      isLast: false,
      docs: [
        entry('guide/intro', '/docs/next/guide/intro', '@site/docs/guide/intro.md', 'Introduction', 'What CommandKit is.'),
        entry(
          'guide/jsx/using-jsx',
          '/docs/next/guide/jsx/using-jsx',
          '@site/docs/guide/jsx/using-jsx.md',
          'Using JSX',
          'Messages as JSX.',
        ),
        entry('guide/jsx/v1/button', '/docs/next/guide/jsx/v1/button', '@site/docs/guide/jsx/v1/button.md', 'Button', 'A button.'),
        entry('guide/jsx/after', '/docs/next/guide/jsx/after', '@site/docs/guide/jsx/after.md', 'After v1', 'Listed after a sub-category.'),
        entry('guide/hidden', '/docs/next/guide/hidden', '@site/docs/guide/hidden.md', 'Hidden', 'Unlisted.', true),
        entry('api-reference/index', '/docs/next/api-reference', '@site/docs/api-reference/index.md', 'API Reference', 'Every item.'),
        entry(
          'api-reference/classes/index',
          '/docs/next/api-reference/classes',
          '@site/docs/api-reference/classes/index.md',
          'Classes',
          'The classes.',
        ),
        entry(
          'api-reference/classes/CommandKit',
          '/docs/next/api-reference/classes/CommandKit',
          '@site/docs/api-reference/classes/CommandKit.md',
          'CommandKit',
          'The runtime [of one bot].',
        ),
      ],
      sidebars: {
        guide: [
          { type: 'category', label: 'Getting started', items: [{ type: 'doc', id: 'guide/intro' }] },
          {
            type: 'category',
            label: 'JSX',
            items: [
              { type: 'doc', id: 'guide/jsx/using-jsx' },
              { type: 'category', label: 'Components v1', items: [{ type: 'doc', id: 'guide/jsx/v1/button' }] },
              { type: 'doc', id: 'guide/jsx/after' },
              { type: 'link' },
            ],
          },
        ],
        api: [
          { type: 'doc', id: 'api-reference/index' },
          {
            type: 'category',
            label: 'Classes',
            link: { type: 'doc', id: 'api-reference/classes/index' },
            items: [{ type: 'doc', id: 'api-reference/classes/CommandKit' }],
          },
        ],
      },
    },
    {
      versionName: '0.1.10',
      label: '0.1.10',
      path: '/docs',
      isLast: true,
      docs: [
        entry(
          'guide/installation',
          '/docs/guide/installation',
          '@site/versioned_docs/version-0.1.10/guide/installation.md',
          'Installation',
          'Install it.',
        ),
      ],
      sidebars: { guide: [{ type: 'category', label: 'Guide', items: [{ type: 'doc', id: 'guide/installation' }] }] },
    },
  ],
};

const site = collectSite(content, {
  siteDir,
  title: 'CommandKit',
  tagline: 'Build discord.js bots from files.',
  url: 'https://commandkit.dev/',
  baseUrl: '/',
  sidebarLabels: { guide: 'Guide', api: 'API Reference' },
});

const sources: Record<string, string> = {
  'docs/guide/intro.md': '---\ntitle: Introduction\n---\n\nRead [Using JSX](./jsx/using-jsx.md).\n',
  'docs/guide/jsx/using-jsx.md': '# Using JSX\n\nJSX text.\n',
  'docs/guide/jsx/v1/button.md': 'Button text.\n',
  'docs/guide/jsx/after.md': 'After text.\n',
  'docs/guide/hidden.md': 'Hidden text.\n',
  'docs/api-reference/index.md': '---\ntitle: "API Reference"\n---\n\nSee [CommandKit](./classes/CommandKit.md).\n',
  'docs/api-reference/classes/index.md': '| Class | Summary |\n| --- | --- |\n| [`CommandKit`](./CommandKit.md) | The runtime. |\n',
  'docs/api-reference/classes/CommandKit.md':
    '---\ntitle: "CommandKit"\n---\n\n<span className="api-kind-badge">Class</span>\n\nThe runtime \\{ of one bot \\}.\n',
  'versioned_docs/version-0.1.10/guide/installation.md': 'Run `npm install commandkit`.\n',
};

/** The llms.txt convention's link line: `- [Title](url)` and an optional `: description`. */
const linkLine = /^- \[(?<title>(?:[^\]\\]|\\.)+)\]\((?<url>[^)\s]+)\)(?:: (?<description>.+))?$/;

describe('sidebar sections', () => {
  test('follow the sidebars top to bottom, one per category trail, the category page first', () => {
    const sidebars = content.loadedVersions[0].sidebars as Record<string, SidebarItem[]>;
    expect(sidebarSections(sidebars, { guide: 'Guide', api: 'API Reference' })).toEqual([
      { title: 'Guide › Getting started', docIds: ['guide/intro'] },
      { title: 'Guide › JSX', docIds: ['guide/jsx/using-jsx'] },
      { title: 'Guide › JSX › Components v1', docIds: ['guide/jsx/v1/button'] },
      { title: 'Guide › JSX', docIds: ['guide/jsx/after'] },
      { title: 'API Reference', docIds: ['api-reference/index'] },
      { title: 'API Reference › Classes', docIds: ['api-reference/classes/index', 'api-reference/classes/CommandKit'] },
    ]);
  });
});

describe('the exported files', () => {
  let files: Map<string, string>;
  beforeAll(() => {
    // In a child process: the export parses Markdown with ES module only packages (see helpers/llms-child.ts).
    files = new Map(Object.entries(runLlms({ site, siteDir, sources }).files!));
  }, 60_000);

  test('are every doc at its permalink plus .md, and the llms files of each version and the site', () => {
    expect([...files.keys()].sort()).toEqual(
      [
        '/docs/next/guide/intro.md',
        '/docs/next/guide/jsx/using-jsx.md',
        '/docs/next/guide/jsx/v1/button.md',
        '/docs/next/guide/jsx/after.md',
        '/docs/next/guide/hidden.md',
        '/docs/next/api-reference.md',
        '/docs/next/api-reference/classes.md',
        '/docs/next/api-reference/classes/CommandKit.md',
        '/docs/next/llms.txt',
        '/docs/next/llms-full.txt',
        '/docs/guide/installation.md',
        '/docs/llms.txt',
        '/docs/llms-full.txt',
        '/llms.txt',
      ].sort(),
    );
    expect(files.get('/docs/next/api-reference/classes/CommandKit.md')).toBe(
      '# CommandKit\n\n<span class="api-kind-badge">Class</span>\n\nThe runtime { of one bot }.\n',
    );
    expect(files.get('/docs/next/guide/intro.md')).toBe(
      '# Introduction\n\nRead [Using JSX](https://commandkit.dev/docs/next/guide/jsx/using-jsx.md).\n',
    );
  });

  test('llms.txt has the H1, the blockquote, prose, then H2 sections of link lines only', () => {
    const text = files.get('/docs/next/llms.txt')!;
    const lines = text.split('\n');
    expect(lines[0]).toBe('# CommandKit');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe('> Build discord.js bots from files. This is the documentation of CommandKit Next, not released yet.');
    expect(lines[4]).toContain('https://commandkit.dev/docs/next/llms-full.txt');
    expect(lines.filter((line) => line.startsWith('#') && !line.startsWith('## '))).toEqual(['# CommandKit']);

    const body = text.slice(text.indexOf('\n## '));
    const sections = body
      .split(/\n## /)
      .slice(1)
      .map((chunk) => {
        const [title, ...rest] = chunk.split('\n');
        return { title, links: rest.filter((line) => line !== '') };
      });
    expect(sections.map((section) => section.title)).toEqual([
      'Guide › Getting started',
      'Guide › JSX',
      'Guide › JSX › Components v1',
      'Guide › JSX',
      'API Reference',
      'API Reference › Classes',
      'Other versions',
    ]);
    for (const section of sections) for (const line of section.links) expect(line).toMatch(linkLine);
    const links = sections.flatMap((section) => section.links.map((line) => linkLine.exec(line)!.groups!));
    expect(links[0]).toEqual({
      title: 'Introduction',
      url: 'https://commandkit.dev/docs/next/guide/intro.md',
      description: 'What CommandKit is.',
    });
    expect(links.find((link) => link.url.endsWith('/CommandKit.md'))).toEqual({
      title: 'CommandKit',
      url: 'https://commandkit.dev/docs/next/api-reference/classes/CommandKit.md',
      description: 'The runtime [of one bot].',
    });
    // Unlisted docs have Markdown but no line here.
    expect(text).not.toContain('hidden');
    expect(links.slice(-2).map((link) => link.url)).toEqual([
      'https://commandkit.dev/docs/llms.txt',
      'https://commandkit.dev/docs/llms-full.txt',
    ]);
  });

  test('the site root llms.txt is the latest release’s, pointing to the other versions', () => {
    expect(files.get('/llms.txt')).toBe(files.get('/docs/llms.txt'));
    expect(files.get('/llms.txt')).toContain('This is the documentation of CommandKit 0.1.10, the latest release.');
    expect(files.get('/llms.txt')).toContain('- [CommandKit Next: index](https://commandkit.dev/docs/next/llms.txt)');
  });

  test('llms-full.txt holds every listed page in sidebar order, each opening with its H1 and URL', () => {
    const text = files.get('/docs/next/llms-full.txt')!;
    const pages = text.split('\n---\n\n').slice(1);
    expect(pages.map((page) => page.split('\n').slice(0, 3))).toEqual([
      ['# Introduction', '', 'URL: https://commandkit.dev/docs/next/guide/intro.md'],
      ['# Using JSX', '', 'URL: https://commandkit.dev/docs/next/guide/jsx/using-jsx.md'],
      ['# Button', '', 'URL: https://commandkit.dev/docs/next/guide/jsx/v1/button.md'],
      ['# After v1', '', 'URL: https://commandkit.dev/docs/next/guide/jsx/after.md'],
      ['# API Reference', '', 'URL: https://commandkit.dev/docs/next/api-reference.md'],
      ['# Classes', '', 'URL: https://commandkit.dev/docs/next/api-reference/classes.md'],
      ['# CommandKit', '', 'URL: https://commandkit.dev/docs/next/api-reference/classes/CommandKit.md'],
    ]);
    expect(pages[6]).toContain('The runtime { of one bot }.');
    expect(text).not.toMatch(/^title:/m);
  });
});

describe('the export with a cache from the last build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'llms-cache-'));
  const cache = { file: path.join(dir, 'pages.json'), inputs: ['export code v1'] };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const intro = '/docs/next/guide/intro';
  const jsx = '/docs/next/guide/jsx/using-jsx';
  /** Puts a marker into the cached Markdown of two pages, so that a reuse shows in the output. */
  const markCachedBodies = () => {
    const stored = JSON.parse(readFileSync(cache.file, 'utf8')) as { pages: Record<string, { value: { body: string } }> };
    for (const page of [intro, jsx]) stored.pages[page].value.body = 'FROM THE CACHE';
    writeFileSync(cache.file, JSON.stringify(stored));
  };

  test('keeps the Markdown of a doc whose source did not change, and converts a changed one again', () => {
    const uncached = runLlms({ site, siteDir, sources }).files!;
    expect(runLlms({ site, siteDir, sources, cache }).files).toEqual(uncached);
    markCachedBodies();
    const changed = { ...sources, 'docs/guide/jsx/using-jsx.md': '# Using JSX\n\nNew JSX text.\n' };
    const files = runLlms({ site, siteDir, sources: changed, cache }).files!;
    expect(files[`${intro}.md`]).toBe('# Introduction\n\nFROM THE CACHE\n');
    expect(files[`${jsx}.md`]).toBe('# Using JSX\n\nNew JSX text.\n');
    expect(files['/docs/next/llms-full.txt']).toContain('FROM THE CACHE');
  }, 60_000);

  test('converts every doc again when anything else that shapes the Markdown changed', () => {
    // The cache holds the last test's build.
    markCachedBodies();
    const files = runLlms({ site, siteDir, sources, cache: { ...cache, inputs: ['export code v2'] } }).files!;
    expect(Object.values(files).join('\n')).not.toContain('FROM THE CACHE');
  }, 60_000);
});

describe('an API page whose name and summary came from comment text', () => {
  // A string export (`export { x as "<img …>" }`) names the item; its summary is its description.
  const hostileContent: DocsContent = {
    loadedVersions: [
      {
        versionName: 'current',
        label: 'Next',
        path: '/docs/next',
        isLast: true,
        docs: [
          entry(
            'api-reference/variables/odd',
            '/docs/next/api-reference/variables/odd',
            '@site/docs/api-reference/variables/odd.md',
            '<img src=x onerror=alert(1)>',
            'Sends <b onclick=alert(1)>bold</b> text, a \\<i> and [a link](https://example.com).',
          ),
        ],
        sidebars: { api: [{ type: 'doc', id: 'api-reference/variables/odd' }] },
      },
    ],
  };
  const hostileSite = collectSite(hostileContent, {
    siteDir,
    title: 'CommandKit',
    tagline: 'Bots.',
    url: 'https://commandkit.dev',
    baseUrl: '/',
    sidebarLabels: { api: 'API Reference' },
  });
  let files: Record<string, string>;
  beforeAll(() => {
    files = runLlms({
      site: hostileSite,
      siteDir,
      sources: { 'docs/api-reference/variables/odd.md': '---\ntitle: "odd"\n---\n\nText.\n' },
    }).files!;
  }, 60_000);

  test('lists it in llms.txt with its title and description as text, not HTML', () => {
    const line = files['/docs/next/llms.txt'].split('\n').find((text) => text.includes('/odd.md'));
    expect(line).toBe(
      '- [\\<img src=x onerror=alert(1)>](https://commandkit.dev/docs/next/api-reference/variables/odd.md): Sends \\<b onclick=alert(1)>bold\\</b> text, a \\\\\\<i> and [a link](https://example.com).',
    );
    expect(files['/docs/next/api-reference/variables/odd.md']).toBe('# \\<img src=x onerror=alert(1)>\n\nText.\n');
  });
});
