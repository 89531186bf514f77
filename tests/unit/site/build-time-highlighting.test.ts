import { shownLinesHtml } from '../../../src/plugins/build-time-highlighting/theme/CodeBlock/highlighted-lines';

describe('the lines a highlighted code block shows', () => {
  const source = ['const first = 1;', '// highlight-start', 'const second = 2;', '// highlight-end', 'const third = 3;'];
  // As rehype-highlight-code.ts colours them: one line of HTML per line of code.
  const html = source.map((line) =>
    line.replace(/^(const|\/\/.*)/, (token) => `<span class="token ${token === 'const' ? 'keyword' : 'comment'}">${token}</span>`),
  );
  const code = { source, html };

  it('are the coloured lines Docusaurus keeps once it removed the magic comments, each with its own colours', () => {
    const html = shownLinesHtml(code, ['const first = 1;', 'const second = 2;', 'const third = 3;']);
    expect(html).toEqual([code.html[0], code.html[2], code.html[4]]);
    expect(html!.join('\n')).not.toContain('highlight-');
  });

  it('are all of them when no line was removed', () => {
    expect(shownLinesHtml(code, source)).toEqual(code.html);
  });

  it('are none when the code shown is not the code coloured (then the block is shown plain)', () => {
    expect(shownLinesHtml(code, ['const other = 4;'])).toBeUndefined();
  });
});
