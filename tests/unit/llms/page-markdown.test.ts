import path from 'node:path';
import { escapeMdx } from '../../../scripts/api/typedoc/mdx-escape';
import { createLinkResolver } from '../../../src/plugins/llms-export/link-resolver';
import { mapProse } from '../../../src/plugins/llms-export/map-prose';
import { unescapeMdx } from '../../../src/plugins/llms-export/mdx-unescape';
import { pageMarkdown, renderPage } from '../../../src/plugins/llms-export/page-markdown';
import type { ExportDoc, ExportSite } from '../../../src/plugins/llms-export/types';

const siteDir = '/site';
const doc = (id: string, permalink: string, source: string, title = id): ExportDoc => ({
  id,
  title,
  description: `About ${title}.`,
  permalink,
  sourceFile: path.join(siteDir, source),
  unlisted: false,
});

const buttonkit = doc('guide/message-components/buttonkit', '/docs/next/guide/message-components/buttonkit', 'docs/guide/message-components/buttonkit.md', 'ButtonKit');
const after = doc('guide/helper-functions/after', '/docs/next/guide/helper-functions/after', 'docs/guide/helper-functions/after.md', 'after()');
const commandKit = doc('api-reference/classes/CommandKit', '/docs/next/api-reference/classes/CommandKit', 'docs/api-reference/classes/CommandKit.md', 'CommandKit');
const bootstrap = doc('api-reference/functions/bootstrap', '/docs/next/api-reference/functions/bootstrap', 'docs/api-reference/functions/bootstrap.md', 'bootstrap');
const apiOverview = doc('api-reference/index', '/docs/next/api-reference', 'docs/api-reference/index.md', 'API Reference');
const installation = doc('guide/installation', '/docs/guide/installation', 'versioned_docs/version-0.1.10/guide/installation.md', 'Installation');

const site: ExportSite = {
  title: 'CommandKit',
  tagline: 'Bots from files.',
  url: 'https://commandkit.dev',
  baseUrl: '/',
  versions: [
    { name: 'current', label: 'Next', root: '/docs/next', isLast: false, docs: [buttonkit, after, commandKit, bootstrap, apiOverview], sections: [] },
    { name: '0.1.10', label: '0.1.10', root: '/docs', isLast: true, docs: [installation], sections: [] },
  ],
};
const resolve = createLinkResolver(site);
const convert = (source: string, from: ExportDoc = buttonkit) => renderPage(pageMarkdown(source, from, resolve));

describe('a guide page as Markdown', () => {
  test('loses its front matter (YAML comments included) and gets its title as H1', () => {
    const source = ['---', 'title: ButtonKit', '# a YAML comment, not a heading', 'description: Buttons.', '---', '', 'Buttons that answer their own clicks.', ''].join('\n');
    expect(convert(source)).toBe('# ButtonKit\n\nButtons that answer their own clicks.\n');
  });

  test('keeps the H1 its source opens with instead of adding one', () => {
    expect(convert('---\ntitle: Other\n---\n\n# ButtonKit in depth\n\nText.\n')).toBe('# ButtonKit in depth\n\nText.\n');
  });

  test('drops MDX import and export blocks but keeps imports in code blocks and admonitions', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      'Some text.',
      '',
      '```ts',
      "import { ButtonKit } from 'commandkit';",
      '```',
      '',
      ':::tip A tip',
      '',
      'Read on.',
      '',
      ':::',
    ].join('\n');
    expect(convert(source)).toBe(["# ButtonKit", '', 'Some text.', '', '```ts', "import { ButtonKit } from 'commandkit';", '```', '', ':::tip A tip', '', 'Read on.', '', ':::', ''].join('\n'));
  });

  test('points links to other docs at their Markdown, by file or by URL, keeping anchors', () => {
    const source = [
      'See [after()](../helper-functions/after.md#with-buttons), [the class](/docs/next/api-reference/classes/CommandKit#start),',
      '[the overview](/docs/next/api-reference/), [the 0.1.10 guide](/docs/guide/installation) and [a sibling](./buttonkit.md).',
      'A URL-relative link: [after](../helper-functions/after).',
    ].join('\n');
    expect(convert(source).split('\n').slice(2)).toEqual([
      'See [after()](https://commandkit.dev/docs/next/guide/helper-functions/after.md#with-buttons), [the class](https://commandkit.dev/docs/next/api-reference/classes/CommandKit.md#start),',
      '[the overview](https://commandkit.dev/docs/next/api-reference.md), [the 0.1.10 guide](https://commandkit.dev/docs/guide/installation.md) and [a sibling](https://commandkit.dev/docs/next/guide/message-components/buttonkit.md).',
      'A URL-relative link: [after](https://commandkit.dev/docs/next/guide/helper-functions/after.md).',
      '',
    ]);
  });

  test('makes other site paths absolute and leaves external links, anchors and code alone', () => {
    const source = [
      '![The devtools](/img/guides/devtools.png) [search](/search?q=cache) [discord.js](https://discord.js.org/docs "docs")',
      '[up](#options) [unknown file](./missing.md) `[not a link](/docs/next/x)`',
      '',
      '```md',
      '[in code](./after.md)',
      '```',
    ].join('\n');
    expect(convert(source).split('\n').slice(2)).toEqual([
      '![The devtools](https://commandkit.dev/img/guides/devtools.png) [search](https://commandkit.dev/search?q=cache) [discord.js](https://discord.js.org/docs "docs")',
      '[up](#options) [unknown file](./missing.md) `[not a link](/docs/next/x)`',
      '',
      '```md',
      '[in code](./after.md)',
      '```',
      '',
    ]);
  });
});

describe('a generated API page as Markdown', () => {
  const generated = [
    '---',
    'title: "CommandKit"',
    'sidebar_label: "CommandKit"',
    'description: "The runtime."',
    'custom_edit_url: null',
    '---',
    '',
    '<span className="api-kind-badge">Class</span>',
    '',
    '```ts',
    "import { CommandKit } from 'commandkit';",
    'const options: { appDir: string } = {};',
    '```',
    '',
    '&#105;mport paths are listed above; [bootstrap](../functions/bootstrap.md) starts it. A `Map<K, V>` and a \\<T> type.',
    '',
    '## Properties',
    '',
    '| Property | Type | Description |',
    '| ------ | ------ | ------ |',
    '| <ApiAnchor id="options" /> `options?` | \\{ `query?`: `string`; \\} | Reads \\{ appDir \\} (see [overview](../index.md)). A pipe: `a \\| b`. |',
    '',
    'Summary of events/&#60;event&#62;/ and reply(&#123;…&#125;).',
  ].join('\n');

  test('is the generated Markdown with the MDX-only escaping undone and no front matter', () => {
    expect(convert(generated, commandKit)).toBe(
      [
        '# CommandKit',
        '',
        '<span class="api-kind-badge">Class</span>',
        '',
        '```ts',
        "import { CommandKit } from 'commandkit';",
        'const options: { appDir: string } = {};',
        '```',
        '',
        'import paths are listed above; [bootstrap](https://commandkit.dev/docs/next/api-reference/functions/bootstrap.md) starts it. A `Map<K, V>` and a <T> type.',
        '',
        '## Properties',
        '',
        '| Property | Type | Description |',
        '| ------ | ------ | ------ |',
        '| <a id="options"></a> `options?` | { `query?`: `string`; } | Reads { appDir } (see [overview](https://commandkit.dev/docs/next/api-reference.md)). A pipe: `a \\| b`. |',
        '',
        'Summary of events/<event>/ and reply({…}).',
        '',
      ].join('\n'),
    );
  });

  test('undoing the generator’s escaping gives back what it escaped', () => {
    const samples = [
      'A `${string}` template literal type, a Record<string, unknown> and { a: 1 }.',
      'export default makes this a module.\n\nimport it from `commandkit`.',
      '| `a` | Promise<void> \\| { b } | `x | y` |',
      '### on<K>(event)',
      'Text with `code {`, then { braces } <b> and an escaped \\| pipe.',
    ];
    for (const sample of samples) expect(mapProse(escapeMdx(sample), unescapeMdx)).toBe(sample);
  });
});
