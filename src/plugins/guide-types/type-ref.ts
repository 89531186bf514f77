/**
 * An identifier of a guide's code block that names an item of the API reference, as the build
 * hands it from the type-check to the code block: where it is in the block, the page it links to,
 * and what a reader sees when pointing at it or focusing it. Shared by the Node side and the
 * browser side, so it imports nothing.
 */
export interface TypeRef {
  /** 0-based line in the block's code. */
  line: number;
  /** 0-based column of the identifier's first character (UTF-16 units, as JavaScript counts them). */
  column: number;
  length: number;
  /** The API page (and member anchor) the identifier links to. */
  href: string;
  /** The declaration as the compiler shows it there, e.g. `(method) ButtonKit.onClick(...): ButtonKit`. */
  type: string;
  /** The first paragraph of its TSDoc comment, on one line (empty when it has none). */
  summary: string;
}

/** What the code element of an annotated block carries: its identifiers, as JSON. */
export const TYPE_REFS_PROPERTY = 'dataTypeRefs';
export const TYPE_REFS_ATTRIBUTE = 'data-type-refs';

/**
 * The identifiers of each line of a block, by the line's text. Docusaurus drops some lines before it
 * shows a block (magic comments such as `// highlight-next-line`), so the lines a renderer gets are
 * matched to the code by their text; a line repeated in a block takes the first one's identifiers,
 * whichever renderer shows it.
 */
export function refsByLineText(code: string, refs: readonly TypeRef[]): Map<string, TypeRef[]> {
  const lines = code.split('\n');
  const byText = new Map<string, TypeRef[]>();
  const firstLineOf = new Map<string, number>();
  lines.forEach((text, index) => {
    if (!firstLineOf.has(text)) firstLineOf.set(text, index);
  });
  for (const ref of refs) {
    const text = lines[ref.line];
    if (text === undefined || firstLineOf.get(text) !== ref.line || text.slice(ref.column, ref.column + ref.length).length !== ref.length)
      continue;
    byText.set(text, [...(byText.get(text) ?? []), ref]);
  }
  for (const list of byText.values()) list.sort((a, b) => a.column - b.column);
  return byText;
}
