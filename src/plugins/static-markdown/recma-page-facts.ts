import type { Program } from 'estree';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- shared with the CommonJS loader
const { pageFacts, factsMarker } = require('./page-facts.cjs') as typeof import('./page-facts.cjs');

/**
 * A recma plugin for the docs' Markdown: it reads the facts the static-markdown loader needs
 * (page-facts.cjs) from the syntax tree the MDX compiler has built anyway, and writes them into
 * the compiled page as a string statement, which does nothing when run and which the minifier
 * drops. The loader then reads them instead of parsing the whole compiled page again (half a
 * second of a cold build's main thread).
 */
export default function recmaPageFacts() {
  return (program: Program): void => {
    const text = factsMarker + JSON.stringify(pageFacts(program));
    program.body.unshift({ type: 'ExpressionStatement', expression: { type: 'Literal', value: text, raw: JSON.stringify(text) } });
  };
}
