import { codeSpan } from '../typedoc/code-span';
import { frontMatter } from '../typedoc/front-matter';
import type { ApiItem, ItemKind } from '../typedoc/job';
import type { LastUpdate } from '../sources/types';
import { changesPageFile } from './changes-page-id';
import { kindOrder } from './kinds';
import { byName } from './sidebar';

export interface IndexPageContext {
  /** The library's name, said before the version. */
  library: string;
  /** "Next" or the version number. */
  displayName: string;
  /** What the pages were generated from, e.g. `commandkit@0.1.10` on npm. */
  sourceLabel: string;
  /** The documented packages in overview order, each with its import paths (main entry first). */
  packages: { name: string; importPaths: string[] }[];
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
  const groups = packageGroups(items, context);
  const sections = groups.flatMap(({ name, importPaths, items: ofPackage }) => {
    const kinds = kindOrder
      .map(({ kind, title }) => {
        const ofKind = ofPackage.filter((item) => item.kind === kind).sort(byName);
        if (!ofKind.length) return '';
        const links = ofKind.map((item) => `[${codeSpan(item.name)}](./${item.path}.md)`).join(' · ');
        return `### ${title}\n\n${ofKind.length} ${ofKind.length === 1 ? 'item' : 'items'}, listed with summaries on [the ${title.toLowerCase()} page](./${kind}/index.md).\n\n${links}\n`;
      })
      .filter(Boolean);
    const imports = importPaths.length
      ? `Import its items from ${importPaths.map(codeSpan).join(', ')}.`
      : 'Its items are not exported by name; exported items refer to them.';
    return [`## ${codeSpan(name)}`, '', `${ofPackage.length} ${ofPackage.length === 1 ? 'item' : 'items'}. ${imports}`, '', ...kinds];
  });
  const internal = items.filter((item) => !item.importPaths.length).length;
  const names = context.packages.map((pkg) => codeSpan(pkg.name));
  const packagesText =
    names.length === 1 ? `the package ${names[0]}` : `${names.length} packages, ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return [
    frontMatter({
      title: 'API Reference',
      sidebar_label: 'Overview',
      description: `Every class, function, type, enum and variable of ${context.library} ${context.displayName}, generated from its source.`,
      last_update: context.lastUpdate,
      custom_edit_url: null,
    }),
    `This reference covers ${context.library} ${context.displayName}: ${items.length} items of ${packagesText}, generated from ${context.sourceLabel}, grouped below by package, then by kind.` +
      (internal
        ? ` ${internal === 1 ? 'One of them is' : `${internal} of them are`} not exported by the package but documented because exported items refer to ${internal === 1 ? 'it' : 'them'}.`
        : ''),
    '',
    ...sections,
  ].join('\n');
}

/** Items by the package that defines them, in the order of the version's packages. */
function packageGroups(items: readonly ApiItem[], context: IndexPageContext): { name: string; importPaths: string[]; items: ApiItem[] }[] {
  const known = new Set(context.packages.map((pkg) => pkg.name));
  const others = [...new Set(items.map((item) => item.packageName).filter((name) => !known.has(name)))].sort();
  return [...context.packages, ...others.map((name) => ({ name, importPaths: [] }))]
    .map((pkg) => ({ ...pkg, items: items.filter((item) => item.packageName === pkg.name) }))
    .filter((group) => group.items.length > 0);
}

function kindPage(kind: ItemKind, title: string, singular: string, items: ApiItem[], context: IndexPageContext): string {
  // With several packages, a column says which package each item comes from.
  const withPackage = context.packages.length > 1;
  const rows = items.map((item) => {
    const notes = [item.deprecated ? '**Deprecated.**' : '', item.importPaths.length ? '' : '_Not exported._'].filter(Boolean).join(' ');
    const packageCell = withPackage ? ` ${cellCode(item.packageName)} |` : '';
    return `| [${cellCode(item.name)}](./${item.path.slice(kind.length + 1)}.md) |${packageCell} ${escapeCell(item.summary)}${notes ? ` ${notes}` : ''} |`;
  });
  return [
    frontMatter({
      title,
      sidebar_label: title,
      description: `The ${items.length} ${items.length === 1 ? singular : title.toLowerCase()} of ${context.library} ${context.displayName}.`,
      last_update: context.lastUpdate,
      custom_edit_url: null,
    }),
    `The ${title.toLowerCase()} of ${context.library} ${context.displayName}.`,
    '',
    `| ${singular[0].toUpperCase()}${singular.slice(1)} |${withPackage ? ' Package |' : ''} Summary |`,
    `| --- |${withPackage ? ' --- |' : ''} --- |`,
    ...rows,
    '',
  ].join('\n');
}

/**
 * A name as code in a table cell. Names come from the documented source, so they may hold
 * backticks (an export named by a string) or `|`, which GFM reads as the end of the cell even
 * inside a code span.
 */
export function cellCode(text: string): string {
  return codeSpan(text).replace(/\|/g, '\\|');
}

/** Summaries are plain text; in a table cell `|` ends the cell and `{`/`<` start MDX syntax. */
export function escapeCell(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[{}<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Puts `paragraph` (or nothing) after the overview's first paragraph, replacing the link to the
 * changes page an earlier run put there. Set after TypeDoc by the history phase.
 */
export function withChangesLink(overview: string, paragraph: string | undefined): string {
  const lines = overview.split('\n');
  const own = `](./${changesPageFile})`;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i].includes(own)) lines.splice(i, lines[i + 1] === '' ? 2 : 1);
  }
  if (!paragraph) return lines.join('\n');
  const frontMatterEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const intro = lines.findIndex((text, i) => i > frontMatterEnd && text.trim() !== '');
  const afterIntro = lines.findIndex((text, i) => i > intro && text.trim() === '');
  if (intro === -1 || afterIntro === -1) lines.push('', paragraph, '');
  else lines.splice(afterIntro + 1, 0, paragraph, '');
  return lines.join('\n');
}
