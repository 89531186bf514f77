import { frontMatter } from '../typedoc/front-matter';
import type { ApiItem, ItemKind } from '../typedoc/job';
import type { LastUpdate } from '../sources/types';
import { kindOrder } from './kinds';
import { byName } from './sidebar';

export interface IndexPageContext {
  /** "Next" or the version number. */
  displayName: string;
  /** What the pages were generated from, e.g. `commandkit@0.1.10` on npm. */
  sourceLabel: string;
  importPaths: string[];
  lastUpdate?: LastUpdate;
}

/** The pages the generator writes besides TypeDoc's: the version's overview and one index per kind. */
export function buildIndexPages(items: readonly ApiItem[], context: IndexPageContext): Map<string, string> {
  const pages = new Map<string, string>();
  pages.set('index.md', overviewPage(items, context));
  for (const { kind, title, singular } of kindOrder) {
    const ofKind = items.filter((item) => item.kind === kind).sort(byName);
    if (ofKind.length) pages.set(`${kind}/index.md`, kindPage(kind, title, singular, ofKind, context));
  }
  return pages;
}

function overviewPage(items: readonly ApiItem[], context: IndexPageContext): string {
  const sections = kindOrder
    .map(({ kind, title }) => {
      const ofKind = items.filter((item) => item.kind === kind).sort(byName);
      if (!ofKind.length) return '';
      const links = ofKind.map((item) => `[\`${item.name}\`](./${item.path}.md)`).join(' · ');
      return `## ${title}\n\n${ofKind.length} ${ofKind.length === 1 ? 'item' : 'items'}, listed with summaries on [the ${title.toLowerCase()} page](./${kind}/index.md).\n\n${links}\n`;
    })
    .filter(Boolean);
  const imports = context.importPaths.map((importPath) => `\`${importPath}\``).join(', ');
  const internal = items.filter((item) => !item.importPath).length;
  return [
    frontMatter({
      title: 'API Reference',
      sidebar_label: 'Overview',
      description: `Every class, function, type, enum and variable of CommandKit ${context.displayName}, generated from its source.`,
      last_update: context.lastUpdate,
      custom_edit_url: null,
    }),
    `This reference covers CommandKit ${context.displayName}: ${items.length} items, generated from ${context.sourceLabel}. ` +
      `Import them from ${imports}.` +
      (internal ? ` ${internal === 1 ? 'One of them is' : `${internal} of them are`} not exported by the package but documented because exported items refer to ${internal === 1 ? 'it' : 'them'}.` : ''),
    '',
    ...sections,
  ].join('\n');
}

function kindPage(kind: ItemKind, title: string, singular: string, items: ApiItem[], context: IndexPageContext): string {
  const rows = items.map((item) => {
    const notes = [item.deprecated ? '**Deprecated.**' : '', item.importPath ? '' : '_Not exported._'].filter(Boolean).join(' ');
    return `| [\`${item.name}\`](./${item.path.slice(kind.length + 1)}.md) | ${escapeCell(item.summary)}${notes ? ` ${notes}` : ''} |`;
  });
  return [
    frontMatter({
      title,
      sidebar_label: title,
      description: `The ${items.length} ${items.length === 1 ? singular : title.toLowerCase()} of CommandKit ${context.displayName}.`,
      last_update: context.lastUpdate,
      custom_edit_url: null,
    }),
    `The ${title.toLowerCase()} of CommandKit ${context.displayName}.`,
    '',
    `| ${singular[0].toUpperCase()}${singular.slice(1)} | Summary |`,
    '| --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Summaries are plain text; in a table cell `|` ends the cell and `{`/`<` start MDX syntax. */
export function escapeCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[{}<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}
