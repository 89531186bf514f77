/** A change to a text at an offset of the original: `length` characters replaced by `text` (0: inserted). */
export interface Edit {
  at: number;
  length: number;
  text: string;
}

/** The text with the edits made; edits at one offset apply in the order given. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  if (edits.length === 0) return text;
  const ordered = [...edits].sort((a, b) => a.at - b.at);
  let result = '';
  let last = 0;
  for (const edit of ordered) {
    result += text.slice(last, edit.at) + edit.text;
    last = edit.at + edit.length;
  }
  return result + text.slice(last);
}
