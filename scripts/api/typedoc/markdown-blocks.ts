/**
 * Cuts Markdown into the pieces MDX parses separately, for passes that rewrite prose but must
 * leave code alone: fenced code blocks and blank lines (kept as they are), each table row and each
 * heading on its own, and paragraphs (runs of other lines up to a blank line or a fence). The MDX
 * escaping of generated pages (mdx-escape.ts) and the llms export that undoes it
 * (src/plugins/llms-export/map-prose.ts) cut alike, so the second sees what the first escaped.
 */
export interface MarkdownBlock {
  kind: 'verbatim' | 'paragraph' | 'heading' | 'tableRow';
  text: string;
}

/**
 * @param anyIndentFence - Whether a fence may be indented by more than three spaces (fences inside
 *   list items of hand-written guides); generated pages follow CommonMark's limit.
 */
export function markdownBlocks(markdown: string, anyIndentFence: boolean): MarkdownBlock[] {
  const fencePattern = anyIndentFence ? /^\s*(`{3,}|~{3,})/ : /^ {0,3}(`{3,}|~{3,})/;
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let fence: { char: string; length: number } | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    const marker = fencePattern.exec(line)?.[1];
    if (fence) {
      blocks.push({ kind: 'verbatim', text: line });
      if (marker && marker[0] === fence.char && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else if (marker) {
      flush();
      blocks.push({ kind: 'verbatim', text: line });
      fence = { char: marker[0], length: marker.length };
    } else if (line.trim() === '') {
      flush();
      blocks.push({ kind: 'verbatim', text: line });
    } else if (/^\s*\|/.test(line)) {
      // Each table row is parsed on its own, and each cell ends at an unescaped pipe.
      flush();
      blocks.push({ kind: 'tableRow', text: line });
    } else if (/^ {0,3}#/.test(line)) {
      flush();
      blocks.push({ kind: 'heading', text: line });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
