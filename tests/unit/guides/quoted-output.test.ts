import fs from 'node:fs';
import path from 'node:path';
import { GUIDE_VERSIONS, libraryTexts, ROOT, unexplainedQuotes } from './quoted-output/check-guides';
import type { LibraryText } from './quoted-output/library-text';
import { QuoteMatcher } from './quoted-output/match';
import { quotedMessages } from './quoted-output/quotes';

/**
 * Guides quote what the library prints: errors, warnings, log lines. Each quote must still be
 * something that version's library (or discord.js, or Node.js passing through it) can print, so a
 * reworded message fails here until the guide follows. See quoted-output/match.ts for what counts.
 */

/** Quotes of programs whose source is not at hand, each with the reason. */
const OTHER_PROGRAMS: { doc: string; quote: string; why: string }[] = [
  {
    doc: 'versioned_docs/version-0.1.10/guide/using-cli.md',
    quote: "V8: ... 'assert' is deprecated in import statements ...",
    why: "Node.js 20's own warning about import assertions",
  },
];

const allowed = new Set(OTHER_PROGRAMS.map(({ doc, quote }) => `${doc}\n${quote}`));

describe.each(GUIDE_VERSIONS)('messages the $name guides quote', (version) => {
  const library = libraryTexts(version);

  it('are printed by that version of the library', () => {
    const problems = unexplainedQuotes(version, library).filter((problem) => {
      const [, doc, quote] = /^(.+?):\d+: (.*)$/s.exec(problem)!;
      return !allowed.has(`${doc}\n${quote}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('the check', () => {
  const next = GUIDE_VERSIONS.find(({ name }) => name === 'Next')!;
  const library = libraryTexts(next);
  const guide = 'docs/guide/getting-started/commandkit-config.md';
  const quote = quotedMessages(fs.readFileSync(path.join(ROOT, guide), 'utf8')).find(({ text }) =>
    text.startsWith('Failed to load the CommandKit config'),
  )!;

  it('finds the quotes of a guide', () => {
    expect(quote.text).toContain('Invalid CommandKit config');
  });

  it('fails when the library changes a message a guide quotes', () => {
    expect(new QuoteMatcher(library).explains(quote.text)).toBe(true);
    const reworded = library.map((text): LibraryText =>
      text.parts.some((part) => part.includes('Failed to load the CommandKit config'))
        ? { ...text, parts: text.parts.map((part) => part.replace('Failed to load', 'Could not load')) }
        : text,
    );
    expect(reworded).not.toEqual(library);
    expect(new QuoteMatcher(reworded).explains(quote.text)).toBe(false);
  });

  it('fails when a guide changes a word of a quoted message', () => {
    const matcher = new QuoteMatcher(library);
    expect(matcher.explains('Something went wrong while running this command.')).toBe(true);
    expect(matcher.explains('Something went wrong while executing this command.')).toBe(false);
  });

  it('accepts values where the library prints them, and left-out parts', () => {
    const matcher = new QuoteMatcher(library);
    expect(matcher.explains('Missing the project directory: run "commandkit create my-bot".')).toBe(true);
    expect(
      matcher.explains('ButtonKit.onClick() cannot be used on a link button: Discord opens the URL and sends no interaction. ...'),
    ).toBe(true);
    expect(matcher.explains('ButtonKit.onClick() cannot be used on a link button: Discord never opens the URL. ...')).toBe(false);
  });
});
