import { createContext } from 'react';

/**
 * A code block highlighted while the Markdown compiled (see src/plugins/build-time-highlighting),
 * handed from CodeBlock to its Content: each line of the code as written (`source`) and as
 * coloured HTML (`html`). Null for code that arrives as a plain string.
 */
export interface HighlightedCode {
  source: readonly string[];
  html: readonly string[];
}

export const HighlightedLines = createContext<HighlightedCode | null>(null);

/**
 * The coloured HTML of the lines Docusaurus shows. It removes the lines of magic comments
 * (`// highlight-next-line`, `highlight-start` …) from the code it shows (`shown`), which were
 * coloured with the rest; every other line is kept in order, so the lines are matched by their
 * text. Undefined when they cannot be matched (then the block is shown without colours rather
 * than with the wrong line's).
 */
export function shownLinesHtml(code: HighlightedCode, shown: readonly string[]): string[] | undefined {
  const html: string[] = [];
  let next = 0;
  for (let line = 0; line < code.source.length && next < shown.length; line++) {
    if (code.source[line] !== shown[next]) continue;
    html.push(code.html[line]!);
    next++;
  }
  return html.length === shown.length ? html : undefined;
}
