import type { LibraryText } from './library-text';

/**
 * Messages of Node.js itself that the library passes on as the cause of its own (`The flag file
 * … is not valid JSON: <V8's message>`), captured from the running Node.js rather than written
 * down, with their numbers (positions, lines, columns) as holes.
 */
export function nodeTexts(): LibraryText[] {
  const malformed = [
    '{"a": 1,}',
    '{"a": 1 "b": 2}',
    '{a: 1}',
    '[1,]',
    '{"a":',
    '{\n  "a": 1,\n}',
    '{\n  "a": 1\n  "b": 2\n}',
    '{\n  a: 1\n}',
  ];
  const messages = new Set<string>();
  for (const text of malformed) {
    try {
      JSON.parse(text);
    } catch (error) {
      messages.add((error as Error).message);
    }
  }
  return [...messages].map((message) => ({ parts: message.split(/\d+/), file: 'node:JSON.parse' }));
}
