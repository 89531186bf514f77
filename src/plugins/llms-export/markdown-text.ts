/**
 * What may follow `<` for plain Markdown (CommonMark) to read raw HTML or an autolink there: a tag
 * name or a URL scheme (a letter), a closing tag (`/`), a comment or declaration (`!`), a
 * processing instruction (`?`). Before anything else `<` is a plain character.
 */
const htmlStart = /[A-Za-z/!?]/;
const htmlOpening = new RegExp(`<(?=${htmlStart.source})`, 'g');

/** Whether a `<` followed by `next` would start markup in plain Markdown. */
export function opensHtml(next: string | undefined): boolean {
  return next !== undefined && htmlStart.test(next);
}

/**
 * Plain text (a title, a description) as Markdown that shows it as written: a backslash that would
 * escape the character after it is doubled, and a `<` that would open HTML gets a backslash. The
 * export's readers render it, so `<img onerror=…>` in a comment must reach them as text.
 */
export function plainToMarkdown(text: string): string {
  return text.replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\').replace(htmlOpening, '\\<');
}
