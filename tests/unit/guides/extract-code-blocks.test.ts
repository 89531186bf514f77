import { extractCodeBlocks, hasMetaFlag } from '../../../src/plugins/guide-types/project/extract-code-blocks';

describe('extractCodeBlocks', () => {
  it('returns language, meta, code and the line of the opening fence', () => {
    const markdown = [
      '---',
      'title: Example',
      '---',
      '',
      'Some prose.',
      '',
      '```ts title="src/commands/ping.ts" nocheck',
      "export const data = { name: 'ping' };",
      '',
      'export function run() {}',
      '```',
      '',
      '```bash',
      'npm install commandkit',
      '```',
    ].join('\n');

    expect(extractCodeBlocks(markdown)).toEqual([
      {
        lang: 'ts',
        meta: 'title="src/commands/ping.ts" nocheck',
        code: "export const data = { name: 'ping' };\n\nexport function run() {}",
        line: 7,
      },
      { lang: 'bash', meta: '', code: 'npm install commandkit', line: 13 },
    ]);
  });

  it('handles blocks without a language, tilde fences and CRLF line endings', () => {
    const markdown = '```\nplain\n```\r\n~~~js\r\nconst a = 1;\r\n~~~\r\n';

    expect(extractCodeBlocks(markdown)).toEqual([
      { lang: '', meta: '', code: 'plain', line: 1 },
      { lang: 'js', meta: '', code: 'const a = 1;', line: 4 },
    ]);
  });

  it('does not end a block on a shorter or different fence', () => {
    const markdown = ['````md', '```ts', 'const inner = true;', '```', '~~~', '````'].join('\n');

    const [block] = extractCodeBlocks(markdown);
    expect(block.lang).toBe('md');
    expect(block.code).toBe('```ts\nconst inner = true;\n```\n~~~');
    expect(extractCodeBlocks(markdown)).toHaveLength(1);
  });

  it('removes the indentation of an indented fence from its content', () => {
    const markdown = ['1. Step one:', '', '   ```ts', '   const x = 1;', '     const y = 2;', '   ```'].join('\n');

    expect(extractCodeBlocks(markdown)).toEqual([{ lang: 'ts', meta: '', code: 'const x = 1;\n  const y = 2;', line: 3 }]);
  });

  it('runs an unclosed fence to the end of the document', () => {
    expect(extractCodeBlocks('text\n```tsx\nconst a = <b />;\n')).toEqual([{ lang: 'tsx', meta: '', code: 'const a = <b />;\n', line: 2 }]);
  });

  it('ignores inline code that starts a line', () => {
    expect(extractCodeBlocks('```npm run dev``` starts the bot.')).toEqual([]);
  });

  it('returns no blocks for prose only', () => {
    expect(extractCodeBlocks('# Title\n\nJust words.')).toEqual([]);
  });
});

describe('hasMetaFlag', () => {
  it('matches whole words of the meta string only', () => {
    const block = { lang: 'ts', meta: 'title="nocheck.ts" nocheck', code: '', line: 1 };
    expect(hasMetaFlag(block, 'nocheck')).toBe(true);
    expect(hasMetaFlag({ ...block, meta: 'title="nocheck.ts"' }, 'nocheck')).toBe(false);
  });
});
