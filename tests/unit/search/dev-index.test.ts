import path from 'node:path';
import { createDevIndexer, type DocsContent } from '../../../src/plugins/search-index/dev-index';
import type { ExtractedRecord } from '../../../src/search/index-format';

const siteDir = path.join(__dirname, 'fixtures', 'dev-docs');
const summary = (records: ExtractedRecord[]) =>
  records.map((record) => [record.type, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3, record.content]);

const content: DocsContent = {
  loadedVersions: [
    {
      versionName: 'current',
      docs: [
        {
          id: 'guide/setup',
          title: 'Setting up',
          description: 'Get a bot running in two steps.',
          source: '@site/docs/guide/setup.mdx',
          permalink: '/docs/next/guide/setup',
        },
        {
          id: 'api',
          title: 'ButtonKit',
          description: 'A button with a click handler.',
          source: '@site/docs/api.md',
          permalink: '/docs/next/api',
        },
      ],
      sidebars: {
        guide: [{ type: 'category', label: 'Getting started', items: [{ type: 'doc', id: 'guide/setup' }] }],
        api: [{ type: 'doc', id: 'api' }],
      },
    },
  ],
};

describe('the dev index (npm start)', () => {
  const indexer = createDevIndexer({
    siteDir,
    baseUrl: '/',
    language: 'en',
    pluginId: 'default',
    sidebarLabels: { guide: 'Guide', api: 'API Reference' },
    ignoreText: [/^Defined in: /],
  });

  test('reads each doc source into the records the build extracts from its page', async () => {
    const records = await indexer(content);
    const guide = records.filter((record) => record.path === '/docs/next/guide/setup');
    expect(guide[0]).toMatchObject({
      type: 'lvl1',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      hierarchy: { lvl0: 'Getting started', lvl1: 'Setting up a bot' },
    });
    expect(summary(guide).slice(1)).toEqual([
      // The description, which the page does not show, leads its text.
      ['content', '', null, null, 'Get a bot running in two steps.'],
      ['content', '', null, null, 'Install CommandKit with npm and commandkit init.'],
      ['lvl2', 'install-step', 'Install', null, null],
      ['content', 'install-step', 'Install', null, 'Run the installer once.'],
      ['lvl3', 'check-promisevoid--pipes', 'Install', 'Check Promise<void> | pipes', null],
      ['content', 'check-promisevoid--pipes', 'Install', 'Check Promise<void> | pipes', 'client Client | null'],
      ['content', 'check-promisevoid--pipes', 'Install', 'Check Promise<void> | pipes', 'warning'],
      ['content', 'check-promisevoid--pipes', 'Install', 'Check Promise<void> | pipes', 'Keep your token secret.'],
    ]);
    expect(JSON.stringify(guide)).not.toContain('npm install commandkit');
  });

  test('a doc outside any category takes its sidebar navbar label; the title comes from the front matter; a description the page shows is not repeated', async () => {
    const api = (await indexer(content)).filter((record) => record.path === '/docs/next/api');
    expect(summary(api)).toEqual([
      ['lvl1', '', null, null, null],
      ['content', '', null, null, 'A button with a click handler.'],
      ['lvl2', 'methods', 'Methods', null, null],
      ['lvl3', 'onclick', 'Methods', 'onClick()', null],
      ['content', 'onclick', 'Methods', 'onClick()', 'Sets up a collector.'],
    ]);
    expect(api[0].hierarchy).toMatchObject({ lvl0: 'API Reference', lvl1: 'ButtonKit' });
  });
});
