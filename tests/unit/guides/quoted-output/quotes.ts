import { extractCodeBlocks, hasMetaFlag, type CodeBlock } from '../../../../src/plugins/guide-types/project/extract-code-blocks';

/** A line of a guide that reads as something a program printed. */
export interface Quote {
  text: string;
  /** 1-based line in the Markdown file. */
  line: number;
}

/** Output blocks: untitled plain-text fences (titled ones are files, such as `.env`). */
const OUTPUT_LANGUAGES = new Set(['text', 'txt', 'console', 'log']);

/**
 * The prefixes programs put before a message: the CLI's `[commandkit]`, the runtime logger's
 * `[CommandKit] INFO`, and the class name Node prints before an error's message.
 */
const PRINTED_PREFIX = /^(?:\[commandkit\] |\[CommandKit\] (?:DEBUG|INFO|WARN|ERROR) |(?:[A-Z][a-z]+)?Error: )/;

/**
 * The messages a guide quotes: inline code that reads as a sentence (four words or more, ending
 * with `.`, `!`, `?`, `:` or an ellipsis), and each such line of an untitled text block. Blocks
 * whose meta has `nocheck` are skipped (sample output of the reader's own program, say).
 */
export function quotedMessages(markdown: string): Quote[] {
  const blocks = extractCodeBlocks(markdown);
  const quotes: Quote[] = [];
  for (const block of blocks) {
    if (!OUTPUT_LANGUAGES.has(block.lang) || /(?:^|\s)title=/.test(block.meta) || hasMetaFlag(block, 'nocheck')) continue;
    for (const { text, index } of joinWrappedLines(block.code.split('\n'))) {
      if (isSentence(text) && !/[├└│]/.test(text)) quotes.push({ text: stripPrefix(text.trim()), line: block.line + 1 + index });
    }
  }
  const lines = markdown.split('\n');
  const inBlock = blockLines(blocks, lines.length);
  lines.forEach((line, index) => {
    if (inBlock[index]) return;
    for (const [, span] of line.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
      if (isSentence(span) && /(?:[.!?:]|\.\.\.|…)$/.test(span.trim()) && !looksLikeCode(span))
        quotes.push({ text: stripPrefix(span.trim()), line: index + 1 });
    }
  });
  return quotes;
}

/** The code of a guide's examples in a language whose strings can be read (see library-text.ts). */
export function exampleSources(markdown: string): { code: string; file: string }[] {
  return extractCodeBlocks(markdown).flatMap((block) => {
    const extension = { ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', json: 'json' }[block.lang];
    return extension ? [{ code: block.code, file: `example-${block.line}.${extension}` }] : [];
  });
}

/**
 * Joins the lines a program wrapped (a help text's description continued under its column: a
 * line indented deeper than the one before and past its first word) to the line they continue.
 */
function joinWrappedLines(lines: string[]): { text: string; index: number }[] {
  const joined: { text: string; index: number; indent: number }[] = [];
  lines.forEach((text, index) => {
    const indent = text.length - text.trimStart().length;
    const previous = joined.at(-1);
    if (previous && text.trim() && indent >= 8 && indent > previous.indent + 4) previous.text += ` ${text.trim()}`;
    else joined.push({ text, index, indent });
  });
  return joined;
}

/** Inline code that is a statement of an example rather than something printed. */
function looksLikeCode(span: string): boolean {
  return /=>|^(?:const|let|export|import|await|return) /.test(span.trim());
}

function isSentence(text: string): boolean {
  return text.trim().split(/\s+/).length >= 4 && /[a-z]{2}/i.test(text);
}

function stripPrefix(text: string): string {
  // `[commandkit] Error: …` carries two.
  let stripped = text;
  while (PRINTED_PREFIX.test(stripped)) stripped = stripped.replace(PRINTED_PREFIX, '');
  return stripped;
}

/** Which lines (0-based) belong to a fenced block, fences included. */
function blockLines(blocks: CodeBlock[], count: number): boolean[] {
  const inside = new Array<boolean>(count).fill(false);
  for (const block of blocks) {
    const length = block.code.split('\n').length + 2;
    for (let index = block.line - 1; index < Math.min(count, block.line - 1 + length); index++) inside[index] = true;
  }
  return inside;
}
