import type { ExportDoc } from './types';
import type { LinkResolver } from './link-resolver';

// `](destination` of an inline link or image: `<…>`, or a run without spaces whose parentheses balance.
const inlineDestination = /(\]\(\s*)(<[^<>\n]*>|(?:[^\s()<>\\]|\\.|\([^\s()]*\))+)/g;
// `[label]: destination` of a link reference definition.
const definitionDestination = /^( {0,3}\[[^\]\n]+\]:[ \t]*)(<[^<>\n]*>|\S+)/gm;

/** Rewrites the link destinations in one piece of prose (no code: see map-prose.ts). */
export function rewriteLinks(prose: string, from: ExportDoc, resolve: LinkResolver): string {
  const replace = (_: string, lead: string, destination: string) => {
    const angle = destination.startsWith('<');
    const href = angle ? destination.slice(1, -1) : destination;
    const next = resolve(href, from);
    return lead + (next === undefined ? destination : angle ? `<${next}>` : next);
  };
  return prose.replace(inlineDestination, replace).replace(definitionDestination, replace);
}
