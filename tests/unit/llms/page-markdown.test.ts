import path from 'node:path';
import type { ExportDoc, ExportSite } from '../../../src/plugins/llms-export/types';
import { runLlms, type LlmsResponse } from './helpers/run-llms';

const siteDir = '/site';
const doc = (id: string, permalink: string, source: string, title = id): ExportDoc => ({
  id,
  title,
  description: `About ${title}.`,
  permalink,
  sourceFile: path.join(siteDir, source),
  unlisted: false,
});

const buttonkit = doc(
  'guide/message-components/buttonkit',
  '/docs/next/guide/message-components/buttonkit',
  'docs/guide/message-components/buttonkit.md',
  'ButtonKit',
);
const after = doc(
  'guide/helper-functions/after',
  '/docs/next/guide/helper-functions/after',
  'docs/guide/helper-functions/after.md',
  'after()',
);
const commandKit = doc(
  'api-reference/classes/CommandKit',
  '/docs/next/api-reference/classes/CommandKit',
  'docs/api-reference/classes/CommandKit.md',
  'CommandKit',
);
const bootstrap = doc(
  'api-reference/functions/bootstrap',
  '/docs/next/api-reference/functions/bootstrap',
  'docs/api-reference/functions/bootstrap.md',
  'bootstrap',
);
const apiOverview = doc('api-reference/index', '/docs/next/api-reference', 'docs/api-reference/index.md', 'API Reference');
const installation = doc(
  'guide/installation',
  '/docs/guide/installation',
  'versioned_docs/version-0.1.10/guide/installation.md',
  'Installation',
);
// An item whose name came from a string export (`export { x as "<img …>" }`): a title is plain text.
const oddName = doc(
  'api-reference/variables/odd',
  '/docs/next/api-reference/variables/odd',
  'docs/api-reference/variables/odd.md',
  '<img src=x onerror=alert(1)>',
);

const site: ExportSite = {
  title: 'CommandKit',
  tagline: 'Bots from files.',
  url: 'https://commandkit.dev',
  baseUrl: '/',
  siteDir: '/site',
  versions: [
    {
      name: 'current',
      label: 'Next',
      root: '/docs/next',
      isLast: false,
      docs: [buttonkit, after, commandKit, bootstrap, apiOverview, oddName],
      sections: [],
    },
    { name: '0.1.10', label: '0.1.10', root: '/docs', isLast: true, docs: [installation], sections: [] },
  ],
};

// The export runs in one child process for the whole file (see helpers/llms-child.ts): each test
// registers its page while Jest collects the tests and reads the result when it runs.
const pages: Record<string, { source: string; from: string }> = {};
const roundTrips: string[] = [];
let results: LlmsResponse;
beforeAll(() => {
  results = runLlms({ site, siteDir, pages, roundTrips });
}, 60_000);
const convert = (source: string, from: ExportDoc = buttonkit) => {
  const name = String(Object.keys(pages).length);
  pages[name] = { source, from: from.id };
  return Object.assign(() => results.pages[name], { rawHtml: () => results.rawHtml[name] });
};
const roundTrip = (sample: string) => {
  roundTrips.push(sample);
  const index = roundTrips.length - 1;
  return () => results.roundTrips[index];
};

describe('a guide page as Markdown', () => {
  const withFrontMatter = convert(
    [
      '---',
      'title: ButtonKit',
      '# a YAML comment, not a heading',
      'description: Buttons.',
      '---',
      '',
      'Buttons that answer their own clicks.',
      '',
    ].join('\n'),
  );
  test('loses its front matter (YAML comments included) and gets its title as H1', () => {
    expect(withFrontMatter()).toBe('# ButtonKit\n\nButtons that answer their own clicks.\n');
  });

  const ownHeading = convert('---\ntitle: Other\n---\n\n# ButtonKit in depth\n\nText.\n');
  test('keeps the H1 its source opens with instead of adding one', () => {
    expect(ownHeading()).toBe('# ButtonKit in depth\n\nText.\n');
  });

  const withModules = convert(
    [
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
    ].join('\n'),
  );
  test('drops MDX import and export blocks but keeps imports in code blocks and admonitions', () => {
    expect(withModules()).toBe(
      [
        '# ButtonKit',
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
        '',
      ].join('\n'),
    );
  });

  const withComments = convert(
    ['Some text.', '', '{/* run: /ping => reply "Pong!" */}', '', '```mdx', '{/* an example */}', '```', ''].join('\n'),
  );
  test('drops lines that are only an MDX comment, but not in code blocks', () => {
    expect(withComments()).toBe(['# ButtonKit', '', 'Some text.', '', '```mdx', '{/* an example */}', '```', ''].join('\n'));
  });

  const withDocLinks = convert(
    [
      'See [after()](../helper-functions/after.md#with-buttons), [the class](/docs/next/api-reference/classes/CommandKit#start),',
      '[the overview](/docs/next/api-reference/), [the 0.1.10 guide](/docs/guide/installation) and [a sibling](./buttonkit.md).',
      'A URL-relative link: [after](../helper-functions/after).',
      'Another version by its file: [install 0.1.10](@site/versioned_docs/version-0.1.10/guide/installation.md#install-the-package).',
    ].join('\n'),
  );
  test('points links to other docs at their Markdown, by file (from its folder or @site/) or by URL, keeping anchors', () => {
    expect(withDocLinks().split('\n').slice(2)).toEqual([
      'See [after()](https://commandkit.dev/docs/next/guide/helper-functions/after.md#with-buttons), [the class](https://commandkit.dev/docs/next/api-reference/classes/CommandKit.md#start),',
      '[the overview](https://commandkit.dev/docs/next/api-reference.md), [the 0.1.10 guide](https://commandkit.dev/docs/guide/installation.md) and [a sibling](https://commandkit.dev/docs/next/guide/message-components/buttonkit.md).',
      'A URL-relative link: [after](https://commandkit.dev/docs/next/guide/helper-functions/after.md).',
      'Another version by its file: [install 0.1.10](https://commandkit.dev/docs/guide/installation.md#install-the-package).',
      '',
    ]);
  });

  const withOtherLinks = convert(
    [
      '![The devtools](/img/guides/devtools.png) [search](/search?q=cache) [discord.js](https://discord.js.org/docs "docs")',
      '[up](#options) [unknown file](./missing.md) `[not a link](/docs/next/x)`',
      '',
      '```md',
      '[in code](./after.md)',
      '```',
    ].join('\n'),
  );
  test('makes other site paths absolute and leaves external links, anchors and code alone', () => {
    expect(withOtherLinks().split('\n').slice(2)).toEqual([
      '![The devtools](https://commandkit.dev/img/guides/devtools.png) [search](https://commandkit.dev/search?q=cache) [discord.js](https://discord.js.org/docs "docs")',
      '[up](#options) [unknown file](./missing.md) `[not a link](/docs/next/x)`',
      '',
      '```md',
      '[in code](./after.md)',
      '```',
      '',
    ]);
  });

  const indentedFence = convert(['1. A step:', '', '   ```ts', "   const a = '\\{';", '   ```', '', '   Then \\{ this \\}.'].join('\n'));
  test('leaves a fence indented in a list item alone and unescapes the prose after it', () => {
    expect(indentedFence().split('\n').slice(2)).toEqual([
      '1. A step:',
      '',
      '   ```ts',
      "   const a = '\\{';",
      '   ```',
      '',
      '   Then { this }.',
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
    '&#105;mport paths are listed above; [bootstrap](../functions/bootstrap.md) starts it. A `Map<K, V>` and a \\<T> type, 1 \\< 2, a =\\> b.',
    '',
    '## Properties',
    '',
    '| Property | Type | Description |',
    '| ------ | ------ | ------ |',
    '| <ApiAnchor id="options" /> `options?` | \\{ `query?`: `string`; \\} | Reads \\{ appDir \\} (see [overview](../index.md)). A pipe: `a \\| b`. |',
    '',
    'Summary of events/&#60;event&#62;/ and reply(&#123;…&#125;), 1 &#60; 2.',
    '',
    '<h4>Returns</h4>',
    '',
    '`string`',
  ].join('\n');
  const page = convert(generated, commandKit);

  test('is the generated Markdown with the MDX-only escaping undone and no front matter', () => {
    expect(page()).toBe(
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
        'import paths are listed above; [bootstrap](https://commandkit.dev/docs/next/api-reference/functions/bootstrap.md) starts it. A `Map<K, V>` and a \\<T> type, 1 < 2, a => b.',
        '',
        '## Properties',
        '',
        '| Property | Type | Description |',
        '| ------ | ------ | ------ |',
        '| <a id="options"></a> `options?` | { `query?`: `string`; } | Reads { appDir } (see [overview](https://commandkit.dev/docs/next/api-reference.md)). A pipe: `a \\| b`. |',
        '',
        'Summary of events/\\<event>/ and reply({…}), 1 < 2.',
        '',
        '#### Returns',
        '',
        '`string`',
        '',
      ].join('\n'),
    );
  });

  // What a TSDoc comment can put on a page, as the generator escapes it (scripts/api/typedoc/mdx-escape.ts).
  const hostile = convert(
    [
      '---',
      'title: "odd"',
      '---',
      '',
      '\\<img src=x onerror=alert(1)> and \\</b> and \\<!-- hidden --> and \\<https://example.com>',
      '',
      '| <ApiAnchor id="a" /> `a` | \\<ApiAnchor id="forged" /> \\<b className="x">bold\\</b> |',
      '| - | - |',
      '',
      '\\> a quote? no: a \\> b, and &#62; c',
      '',
      '\\:::note A title',
    ].join('\n'),
    oddName,
  );
  test('shows markup from comments as text, never as HTML a Markdown reader would render', () => {
    expect(hostile().split('\n')).toEqual([
      '# \\<img src=x onerror=alert(1)>',
      '',
      '\\<img src=x onerror=alert(1)> and \\</b> and \\<!-- hidden --> and \\<https://example.com>',
      '',
      '| <a id="a"></a> `a` | \\<ApiAnchor id="forged" /> \\<b className="x">bold\\</b> |',
      '| - | - |',
      '',
      '\\> a quote? no: a > b, and > c',
      '',
      ':::note A title',
      '',
    ]);
    // Read as plain Markdown, the only HTML is the generator's own anchor.
    expect(hostile.rawHtml()).toEqual(['<a id="a">', '</a>']);
  });
});

describe('the generator’s escaping undone', () => {
  const samples: [string, string][] = [
    [
      'A `${string}` template literal type, a Record<string, unknown> and { a: 1 }.',
      'A `${string}` template literal type, a Record\\<string, unknown> and { a: 1 }.',
    ],
    [
      'export default makes this a module.\n\nimport it from `commandkit`.',
      'export default makes this a module.\n\nimport it from `commandkit`.',
    ],
    ['| `a` | Promise<void> \\| { b } | `x | y` |', '| `a` | Promise\\<void> \\| { b } | `x | y` |'],
    ['### on<K>(event)', '### on\\<K>(event)'],
    [
      'Text with `code {`, then { braces } <b> and an escaped \\| pipe, 1 < 2.',
      'Text with `code {`, then { braces } \\<b> and an escaped \\| pipe, 1 < 2.',
    ],
    [
      'Queued on `the\n- <b ref={(node) => node}>scheduler</b> queue`.',
      'Queued on `the\n- \\<b ref={(node) => node}>scheduler\\</b> queue`.',
    ],
  ];
  const results = samples.map(([sample]) => roundTrip(sample));
  test('gives back the text, with a backslash only where plain Markdown would read HTML', () => {
    expect(results.map((result) => result())).toEqual(samples.map(([, expected]) => expected));
  });
});
