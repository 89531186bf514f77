import { memberAnchors } from '../../../src/plugins/guide-types/api-pages';
import { refsByLineText, type TypeRef } from '../../../src/plugins/guide-types/type-ref';
import { lineHtml } from '../../../src/plugins/guide-types/type-ref-html';
import { tokensWithRefs } from '../../../src/plugins/guide-types/type-refs-context';

const ref = (line: number, column: number, length: number, type = 'class ButtonKit'): TypeRef => ({
  line,
  column,
  length,
  href: '/docs/next/api-reference/classes/ButtonKit',
  type,
  summary: 'A button.',
});

describe('guide-types', () => {
  it('gives a member heading its Docusaurus anchor, counting repeated headings', () => {
    const anchors = memberAnchors(
      [
        '## Methods',
        '',
        '```ts',
        '### notAHeading()',
        '```',
        '',
        '### onClick()',
        '',
        '### \\_hidden',
        '',
        '## Example',
        '### filter()?',
        '## Example',
      ].join('\n'),
    );
    expect(Object.fromEntries(anchors)).toEqual({ onClick: 'onclick', _hidden: '_hidden', filter: 'filter' });
  });

  it('matches identifiers to lines by text, a repeated line taking the first one’s', () => {
    const code = 'new ButtonKit();\nnew ButtonKit();\nother();';
    const byText = refsByLineText(code, [ref(0, 4, 9), ref(1, 4, 9), ref(2, 0, 30)]);
    expect([...byText.keys()]).toEqual(['new ButtonKit();']);
    expect(byText.get('new ButtonKit();')).toEqual([ref(0, 4, 9)]);
  });

  it('writes an identifier cut across Prism tokens as one link, and its popup on one line', () => {
    const html = lineHtml(
      [
        { classes: ['keyword'], text: 'new' },
        { classes: [], text: ' Button' },
        { classes: ['class-name'], text: 'Kit' },
        { classes: [], text: '();' },
      ],
      [ref(0, 4, 9, 'class ButtonKit<\n  T>')],
      'type-ref-0-0',
    );
    expect(html).toContain('<a href="/docs/next/api-reference/classes/ButtonKit" aria-describedby="type-ref-0-0-4"');
    expect(html).toContain('>Button<span class="token class-name">Kit</span></a><span role="tooltip" id="type-ref-0-0-4">');
    expect(html).toContain('class ButtonKit&lt;&#10;  T&gt;');
    expect(html).not.toContain('\n');
    expect(html.replace(/<span role="tooltip".*?<\/span><\/span>/, '').replace(/<[^>]+>/g, '')).toBe('new ButtonKit();');
  });

  it('cuts the stock code block’s tokens so that each identifier is one token', () => {
    const tokens = tokensWithRefs(
      [
        { types: ['keyword'], content: 'new' },
        { types: ['plain'], content: ' Button' },
        { types: ['class-name'], content: 'Kit();' },
      ],
      [ref(0, 4, 9)],
    );
    expect(tokens.map((token) => [token.content, token.typeRef ? 'ref' : ''])).toEqual([
      ['new', ''],
      [' ', ''],
      ['ButtonKit', 'ref'],
      ['();', ''],
    ]);
  });
});
