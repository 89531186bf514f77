/**
 * Finds the fenced code blocks of a Markdown/MDX document.
 *
 * Fences may be indented (MDX has no indented code blocks, so an indented fence inside a list
 * item or an admonition is still a fence); the fence's own indentation is removed from the lines
 * of its content. Fences inside block quotes are not recognised.
 */
export interface CodeBlock {
  /** The first word of the info string, e.g. `ts` (empty when the fence has none). */
  lang: string;
  /** The rest of the info string, e.g. `title="src/index.ts" nocheck` (trimmed). */
  meta: string;
  /** The block's content, without the fences, lines joined with `\n`. */
  code: string;
  /** 1-based line number of the opening fence in the document. */
  line: number;
}

const OPENING_FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r\n|\r|\n/);
  const blocks: CodeBlock[] = [];

  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING_FENCE.exec(lines[index]);
    if (!opening) continue;

    const [, indent, fence, rawInfo] = opening;
    // CommonMark: a backtick fence's info string may not contain a backtick (that is inline code).
    if (fence[0] === '`' && rawInfo.includes('`')) continue;

    const info = rawInfo.trim();
    const firstSpace = info.search(/\s/);
    const lang = firstSpace === -1 ? info : info.slice(0, firstSpace);
    const meta = firstSpace === -1 ? '' : info.slice(firstSpace + 1).trim();

    const closing = new RegExp(`^[ \\t]*${fence[0]}{${fence.length},}[ \\t]*$`);
    const content: string[] = [];
    let end = index + 1;
    // An unclosed fence runs to the end of the document, as in CommonMark.
    while (end < lines.length && !closing.test(lines[end])) {
      content.push(stripIndent(lines[end], indent.length));
      end++;
    }

    blocks.push({ lang, meta, code: content.join('\n'), line: index + 1 });
    index = end;
  }

  return blocks;
}

/** Whether a block's meta string carries the given flag word, e.g. `nocheck`. */
export function hasMetaFlag(block: CodeBlock, flag: string): boolean {
  return block.meta.split(/\s+/).includes(flag);
}

function stripIndent(line: string, width: number): string {
  let removed = 0;
  while (removed < width && removed < line.length && (line[removed] === ' ' || line[removed] === '\t')) {
    removed++;
  }
  return line.slice(removed);
}
