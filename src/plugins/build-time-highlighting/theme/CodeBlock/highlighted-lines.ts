import { createContext } from 'react';

/**
 * The lines of a code block that was highlighted while the Markdown compiled (see
 * src/plugins/build-time-highlighting), as HTML, handed from CodeBlock to its Content; null for
 * code that arrives as a plain string.
 */
export const HighlightedLines = createContext<readonly string[] | null>(null);
