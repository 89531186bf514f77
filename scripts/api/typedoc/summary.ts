import type { CommentDisplayPart } from 'typedoc';

/**
 * The first paragraph of a TSDoc summary as plain text, for `description` front matter and
 * index tables: links become their text, code spans lose their backticks, and long text is cut
 * at a word boundary.
 */
export function plainSummary(parts: readonly CommentDisplayPart[] | undefined, maxLength = 200): string {
  if (!parts?.length) return '';
  const text = parts.map((part) => (part.kind === 'inline-tag' ? part.text || String(part.target ?? '') : part.text)).join('');
  return shorten(markdownToPlain(text.split(/\n\s*\n/)[0]), maxLength);
}

export function markdownToPlain(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2)).replace(/[\s,.;:]+$/, '')}…`;
}
