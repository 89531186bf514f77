import { readerView } from '../../browser/support/reader-view';

// The equivalence test's reading of a page: what it compares must be what a reader gets.

const page = (content: string) => `<!doctype html><html><head><title>Page | Site</title><script>var hidden = 1;</script></head>
<body><nav><a href="/docs/a">First</a></nav><main>${content}</main><noscript>Turn scripts on</noscript></body></html>`;

const codeBlock = (lines: string[], highlighted: number[], title = '') => `<div class="theme-code-block">
${title ? `<div class="codeBlockTitle_x">${title}</div>` : ''}<pre><code>${lines
  .map(
    (line, index) =>
      `<span class="token-line${highlighted.includes(index) ? ' theme-code-block-highlighted-line' : ''}"><span class="codeLineNumber_y">${index + 1}</span><span class="token keyword">${line}</span>\n</span>`,
  )
  .join('')}</code></pre><button aria-label="Copy code to clipboard"></button></div>`;

test('reads the title, text blocks, headings, links, code and images, and no script or noscript', () => {
  const view = readerView(
    page(`<h1 id="intro">Intro<a class="hash-link" href="#intro">#</a></h1><p>Some <strong>bold</strong> text.</p>
<ul><li>one</li><li>two</li></ul>${codeBlock(['const a = 1;', 'const b = 2;'], [1], 'file.ts')}
<img src="/img/logo.svg" alt="Logo" width="300">`),
  );
  expect(view.title).toBe('Page | Site');
  expect(view.text).toEqual(['First', 'Intro#', 'Some bold text.', 'one', 'two', 'file.ts', '1const a = 1; 2const b = 2;']);
  expect(view.headings).toEqual([{ level: 1, id: 'intro', text: 'Intro' }]);
  expect(view.links).toEqual([
    { href: '/docs/a', text: 'First' },
    { href: '#intro', text: '#' },
  ]);
  expect(view.code).toEqual([
    { title: 'file.ts', lines: ['const a = 1;', 'const b = 2;'], highlighted: [1], lineNumbers: true, typeRefs: [] },
  ]);
  expect(view.images).toEqual([{ src: '/img/logo.svg', alt: 'Logo', width: '300', height: '' }]);
});

test('tells apart pages that differ only in a highlighted line, a heading id or a link target', () => {
  const base = readerView(page(`<h2 id="a">A</h2><a href="/x">X</a>${codeBlock(['one', 'two'], [0])}`));
  expect(readerView(page(`<h2 id="b">A</h2><a href="/x">X</a>${codeBlock(['one', 'two'], [0])}`)).headings).not.toEqual(base.headings);
  expect(readerView(page(`<h2 id="a">A</h2><a href="/y">X</a>${codeBlock(['one', 'two'], [0])}`)).links).not.toEqual(base.links);
  expect(readerView(page(`<h2 id="a">A</h2><a href="/x">X</a>${codeBlock(['one', 'two'], [1])}`)).code).not.toEqual(base.code);
});

test("reads a code block's linked identifiers with their popups, and its lines without the popups", () => {
  const view = readerView(
    page(`<div class="theme-code-block"><pre><code><span class="token-line">new <span class="type-ref"><a href="/docs/api/ButtonKit" \
aria-describedby="t1">ButtonKit</a><span role="tooltip" id="t1"><span>class ButtonKit</span><span>A button.</span></span></span>();</span></code></pre></div>`),
  );
  expect(view.code[0]!.lines).toEqual(['new ButtonKit();']);
  expect(view.code[0]!.typeRefs).toEqual([{ text: 'ButtonKit', href: '/docs/api/ButtonKit', popup: 'class ButtonKitA button.' }]);
});
