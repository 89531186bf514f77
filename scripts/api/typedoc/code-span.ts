/**
 * `text` as one inline code span, whatever it holds: the fence is one backtick longer than the
 * longest run of backticks inside, with a space inside it when the text starts or ends with a
 * backtick, and line breaks become spaces (a blank line would end the paragraph, and the span with
 * it). A name from the source (an export named by a string, a package name) cannot end the span
 * early and leave the rest of itself as Markdown.
 */
export function codeSpan(text: string): string {
  const flat = text.replace(/\r?\n|\r/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}
