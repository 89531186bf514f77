import { runMdxCheck, type MdxCheckResponse } from './helpers/run-mdx-check';

/**
 * Page bodies as typedoc-plugin-markdown writes them from hostile comments. Each one, unescaped,
 * holds code the site's build would run (the page check says so), and escaped holds none.
 * The first ones read as one paragraph to a line-by-line guess, while Markdown ends the paragraph
 * (and so the code span) at a list item, block quote, thematic break or setext underline.
 */
const hostile: Record<string, string> = {
  'a list item inside a code span':
    'Runs are queued on `the\n- <b ref={(node) => { if (node) window.alert(document.domain) }}>scheduler</b> queue`.',
  'a block quote inside a code span': 'Quoted `the\n> <b>{alert(1)}</b> text`.',
  'a thematic break inside a code span': 'Ruled `the\n***\n<b>{alert(1)}</b>`.',
  'a setext underline inside a code span': 'Underlined `the\n===\n<b>{alert(1)}</b>`.',
  'a lazy line after a block quote': 'Expression `a\n> q\n{alert(1)} b`.',
  'an escaped backslash before a table pipe in a code span': '| a | b |\n| - | - |\n| `x\\\\|<b>{alert(1)}</b>` | y |',
  'an ES module line after a thematic break': 'Text `a\n***\nexport const x = alert(1);\n\nb`.',
  'an ES module line opening a table row': '| a |\n| - |\nimport x from "y";',
  'an ES module line opening the page': "import x from 'y';",
  'raw HTML': '<div>\n<img src=x onerror={alert(1)} />\n</div>',
  'markup in a link label': '[a <b>{alert(1)}</b>](https://example.com)',
  'markup in a heading': '## A <b>{alert(1)}</b>',
  'markup in a footnote': 'Note[^1].\n\n[^1]: <b>{alert(1)}</b>',
  'markup in an indented line (MDX has no indented code)': 'Text.\n\n    <b>{alert(1)}</b>',
  'an anchor like the generator’s, outside a table row': 'See <a id="x"></a> here.',
  'a fence Docusaurus unwraps into MDX': '```mdx-code-block\n<b>{alert(1)}</b>\n```',
  'an unwrapping fence line in text that ends a code block': '    ```mdx-code-block\nhello\n```\n<b>{alert(1)}</b>\n```',
  'an admonition title line that ends a code block': ':::note A title\n```ts\n:::\n<b>{alert(1)}</b>\n```',
  'an unclosed brace': 'A { b',
};

/** Bodies the escaping must leave byte for byte: the generator's own markup and what is already escaped or code. */
const ordinary = [
  '| Property | Type | Description |\n| ------ | ------ | ------ |\n| <a id="options"></a> `options?` | `string` | Text. |',
  // An `_` splits the anchor into several pieces of text for the parser (discord-api-types' `user_id`).
  '| Property | Type |\n| ------ | ------ |\n| <a id="application_id"></a> `application_id` | `string` |\n| <a id="a_b_c"></a> `a_b_c` | `_x_` |',
  "```ts\nconst a = { b: '<c>' };\n```",
  'A `Map<K, V>`, an escaped \\<T\\> and \\{ braces \\}, `{a}` and ``a ` b``.',
  'Defined in: [src/index.ts:13](https://github.com/example/lib/blob/main/src/index.ts#L13)',
  '| `a` | `"x"` \\| `"y"` | A \\| b. |',
  'Inside a paragraph,\nexport and import are only text.',
];

/** Links Docusaurus would turn into reads of the build machine's files, and links it would not. */
const fileLinks: [string, string][] = [
  ['[up](../../../.npmrc)', '[up](pathname://../../../.npmrc)'],
  ['![a chart](chart)', '![a chart](pathname://chart)'],
  ['[alias](@site/.git/config)', '[alias](pathname://@site/.git/config)'],
  ['[angle](<../../secret file.txt>)', '[angle](<pathname://../../secret file.txt>)'],
  ['[climb](../_media/../../../.env)', '[climb](pathname://../_media/../../../.env)'],
  ['[encoded](../_media/%2e%2e%2f.env)', '[encoded](pathname://../_media/%2e%2e%2f.env)'],
  ['[ref][r]\n\n[r]: ../../key.pem', '[ref][r]\n\n[r]: pathname://../../key.pem'],
  ['[notes](../_media/notes.txt) ![chart](../_media/chart.png)', '[notes](../_media/notes.txt) ![chart](../_media/chart.png)'],
  [
    '[a page](../classes/Widget.md#render), [web](https://example.com/a.txt), [mail](mailto:a@example.com), [here](#options), [guide](/docs/guide/intro)',
    '',
  ],
];

const ownPage = [
  '---',
  'title: "Widget"',
  '---',
  '',
  '<span className="api-kind-badge">Class</span>',
  '',
  ':::note[Not importable]',
  '`Widget` is not exported.',
  ':::',
  '',
  '| Name | Signature |',
  '| - | - |',
  '| <ApiAnchor id="render" /> `render` | `a`<br />`b` |',
  '',
].join('\n');
const pages = {
  own: ownPage,
  expressionInAnchor: ownPage.replace('<ApiAnchor id="render" />', '<ApiAnchor id={alert(1)} />'),
  handlerOnBadge: ownPage.replace('<span className="api-kind-badge">', '<span className="api-kind-badge" onClick={() => alert(1)}>'),
  esm: `${ownPage}\nexport const stolen = process.env;\n`,
  unparsable: `${ownPage}\nA { b\n`,
};

describe('the MDX escaping of generated pages', () => {
  let result: MdxCheckResponse;
  beforeAll(() => {
    result = runMdxCheck({
      escape: [...Object.values(hostile), ...ordinary, ...fileLinks.map(([link]) => link)],
      verify: Object.values(pages),
    });
  }, 60_000);
  const escaped = (index: number) => result.escaped[index];

  it.each(Object.keys(hostile).map((name, index) => [name, index] as const))('leaves no code from %s', (_, index) => {
    // Unescaped, the site's build would run it; escaped, it is text.
    expect(escaped(index).rawError).toMatch(/^API page functions\/sample \(sample\) /);
    expect(escaped(index).escapedError).toBeNull();
  });

  it('escapes by what Markdown reads as text, and leaves code, escapes and the generator’s anchors alone', () => {
    const names = Object.keys(hostile);
    const of = (name: string) => escaped(names.indexOf(name)).escaped;
    expect(of('a list item inside a code span')).toBe(
      'Runs are queued on `the\n- \\<b ref=\\{(node) => \\{ if (node) window.alert(document.domain) \\}\\}>scheduler\\</b> queue`.',
    );
    expect(of('an escaped backslash before a table pipe in a code span')).toBe(
      '| a | b |\n| - | - |\n| `x\\\\|\\<b>\\{alert(1)\\}\\</b>` | y |',
    );
    expect(of('an ES module line after a thematic break')).toBe('Text `a\n***\n&#101;xport const x = alert(1);\n\nb`.');
    expect(of('an anchor like the generator’s, outside a table row')).toBe('See \\<a id="x">\\</a> here.');
    expect(of('a fence Docusaurus unwraps into MDX')).toBe('```mdx&#45;code-block\n<b>{alert(1)}</b>\n```');
    expect(of('an admonition title line that ends a code block')).toBe('\\:::note A title\n```ts\n:::\n<b>{alert(1)}</b>\n```');
    const offset = names.length;
    expect(ordinary.map((_, index) => escaped(offset + index).escaped)).toEqual(ordinary);
  });

  it('turns links Docusaurus would read as files into plain links, but for the library’s own files', () => {
    const offset = Object.keys(hostile).length + ordinary.length;
    expect(fileLinks.map((_, index) => escaped(offset + index).escaped)).toEqual(fileLinks.map(([link, expected]) => expected || link));
  });
});

describe('the check of finished pages', () => {
  let verified: (string | null)[];
  beforeAll(() => {
    verified = runMdxCheck({ escape: [], verify: Object.values(pages) }).verified;
  }, 60_000);
  const errorOf = (name: keyof typeof pages) => verified[Object.keys(pages).indexOf(name)];

  it('lets the generator’s own markup through: anchors, the kind badge, line breaks, admonitions', () => {
    expect(errorOf('own')).toBeNull();
  });

  it('stops at anything else the build would run, with one line naming the page and the place', () => {
    expect(errorOf('expressionInAnchor')).toMatch(
      /^API page functions\/sample \(sample\) has a JSX element at line 13, column 3 \("<ApiAnchor id=\{alert\(1\)\} \/>"\), which the site's build would run as code: reword .+, then run again\.$/,
    );
    expect(errorOf('handlerOnBadge')).toMatch(/has a JSX element at line 5, column 1 /);
    expect(errorOf('esm')).toMatch(/has an ES module line at line 15, column 1 \("export const stolen = process\.env;"\)/);
    expect(errorOf('unparsable')).toMatch(/^API page functions\/sample \(sample\) does not parse as MDX \(.+\), which/);
    for (const error of verified.filter(Boolean)) expect(error).not.toContain('\n');
  });
});
