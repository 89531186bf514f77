/**
 * Drops MDX's ES module blocks: a paragraph that starts with `import` or `export` at the start of
 * a line is JavaScript to MDX (it brings in components or defines values), not text a reader sees.
 * Code blocks, where such lines are examples, are left alone.
 */
export function stripEsm(markdown: string): string {
  const out: string[] = [];
  let fence: { char: string; length: number } | undefined;
  let inEsm = false;
  let previousBlank = true;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence.char && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else if (inEsm) {
      if (line.trim() === '') inEsm = false;
      else continue;
    } else if (previousBlank && /^(import|export)\s/.test(line)) {
      inEsm = true;
      continue;
    } else if (marker) {
      fence = { char: marker[0], length: marker.length };
    }
    out.push(line);
    previousBlank = line.trim() === '';
  }
  return out.join('\n');
}
