// How a message is read as a command: the prefix, the name right after it, and the rest. One
// function, so that the message-command listener and MessageCommandParser read messages alike.

/** A message's text split into a command's prefix, name and argument text. */
export interface SplitMessageCommand {
  /** The prefix the message starts with: the longest that fits when several do. */
  readonly prefix: string;
  /** The command name as typed: the word right after the prefix, case kept. */
  readonly command: string;
  /** The text after the name and the whitespace that follows it; empty when there is none. */
  readonly text: string;
}

/**
 * Splits a message's text into prefix, command name and the rest. The longest prefix the text
 * starts with wins (with `!` and `!!`, `!!ping` uses `!!`), and the name must follow it with no
 * space in between (`! ping` is no command). Empty prefixes are ignored.
 *
 * @param content - The message's text.
 * @param prefixes - The prefixes the message may use, in any order.
 * @returns The parts, or `null` when the text is not a prefix followed by a name.
 */
export function splitMessageCommand(content: string, prefixes: readonly string[]): SplitMessageCommand | null {
  const longestFirst = prefixes.filter((prefix) => prefix !== '').sort((a, b) => b.length - a.length);
  const prefix = longestFirst.find((candidate) => content.startsWith(candidate));
  if (prefix === undefined) return null;
  const match = /^(\S+)(?:\s+([\s\S]*))?$/.exec(content.slice(prefix.length));
  if (!match) return null;
  return { prefix, command: match[1]!, text: match[2] ?? '' };
}
