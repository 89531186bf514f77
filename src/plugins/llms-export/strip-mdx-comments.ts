/**
 * Drops lines that are only an MDX comment, `{/* … *\/}`: notes for the site's maintainers and
 * tests (the guides' run directives), which the site never shows. Code blocks, where such lines
 * are examples, are left alone. A blank line that would follow another once the comment is gone
 * goes too.
 */
export function stripMdxComments(markdown: string): string {
  const out: string[] = [];
  let fence: { char: string; length: number } | undefined;
  let dropped = false;
  for (const line of markdown.split('\n')) {
    const afterDropped = dropped;
    dropped = false;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence.char && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else if (marker) {
      fence = { char: marker[0], length: marker.length };
    } else if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) {
      dropped = true;
      continue;
    } else if (afterDropped && line.trim() === '' && (out.at(-1) ?? '').trim() === '') {
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}
