import { compareText } from '../history/model';
import { itemLabel } from '../typedoc/item-label';
import type { ApiItem } from '../typedoc/job';
import { changesDocName } from './changes-page-id';
import { kindOrder } from './kinds';

type SidebarDoc = { type: 'doc'; id: string; label: string; className?: string };
// `key` tells apart the groups of one import path under several kinds (Docusaurus's translation
// keys, made from labels, must be unique).
type SidebarGroup = { type: 'category'; key: string; label: string; collapsed: boolean; items: (SidebarDoc | SidebarGroup)[] };
type SidebarCategory = {
  type: 'category';
  label: string;
  collapsed: boolean;
  link: { type: 'doc'; id: string };
  items: (SidebarDoc | SidebarGroup)[];
};
export type ApiSidebar = (SidebarDoc | SidebarCategory)[];

/**
 * A kind with more items than this lists them in one group per import path: the open category
 * of a page's sidebar is part of that page's HTML, and a list of hundreds of names would make up
 * most of it.
 */
export const groupKindsAbove = 40;

/**
 * A list of more items than this (a kind of one import path, or one import path's group) is split
 * into runs of consecutive names, at most {@link runSize} each: a package of a thousand types from
 * one entry point would otherwise put a thousand links into every one of those pages, which makes
 * the build's work grow with the square of the package's size.
 */
export const splitListsAbove = 100;
export const runSize = 50;

/** The label of the group of items that no import path exports (documented because others refer to them). */
export const notExportedGroup = 'Not exported';

/**
 * The API sidebar of a version: the overview first, then one category per kind (linking to
 * that kind's index page) listing its items by name (with their package where two packages share
 * a name); a kind of more than {@link groupKindsAbove} items lists them in groups by the import
 * path they come from (see {@link importGroupOf}), in the order of `importPaths` (the packages'
 * import paths in overview order), the items no path exports last; a list still longer than
 * {@link splitListsAbove} is split into runs of names (see {@link inRuns}). Doc ids are relative
 * to the version's docs folder.
 */
export function buildApiSidebar(items: readonly ApiItem[], folder = 'api-reference', importPaths: readonly string[] = []): ApiSidebar {
  const sidebar: ApiSidebar = [{ type: 'doc', id: `${folder}/index`, label: 'Overview' }];
  const docOf = (item: ApiItem): SidebarDoc => ({
    type: 'doc',
    id: `${folder}/${item.path}`,
    label: itemLabel(item),
    ...(item.deprecated ? { className: 'api-sidebar-deprecated' } : {}),
  });
  for (const { kind, title } of kindOrder) {
    const ofKind = items.filter((item) => item.kind === kind).sort(byName);
    if (ofKind.length === 0) continue;
    sidebar.push({
      type: 'category',
      label: title,
      collapsed: true,
      link: { type: 'doc', id: `${folder}/${kind}/index` },
      items: kindItems(kind, ofKind, importPaths, docOf),
    });
  }
  return sidebar;
}

/**
 * A kind's entries: its items by name; above {@link groupKindsAbove} items, in groups by import
 * path (none when all come from one); any list above {@link splitListsAbove} items in runs.
 */
function kindItems(
  kind: string,
  items: readonly ApiItem[],
  importPaths: readonly string[],
  docOf: (item: ApiItem) => SidebarDoc,
): (SidebarDoc | SidebarGroup)[] {
  const groups = items.length > groupKindsAbove ? importGroups(items, importPaths) : [];
  if (groups.length <= 1) return inRuns(kind, items, docOf);
  return groups.map(({ label, items: grouped }) => ({
    type: 'category',
    key: `${kind}:${label}`,
    label,
    collapsed: true,
    items: inRuns(`${kind}:${label}`, grouped, docOf),
  }));
}

/**
 * A list of items sorted by name, as it is when it is short enough, else in runs of near-equal
 * length, each labelled with guide words as a dictionary page is: the start of its first name and
 * of its last, each as long as it takes to tell it from the name across the run's boundary
 * (`APIAc – APIAud`, then `APIAut – APIBu`).
 */
export function inRuns(key: string, items: readonly ApiItem[], docOf: (item: ApiItem) => SidebarDoc): (SidebarDoc | SidebarGroup)[] {
  if (items.length <= splitListsAbove) return items.map(docOf);
  const count = Math.ceil(items.length / runSize);
  const runs = Array.from({ length: count }, (_, index) =>
    items.slice(Math.round((index * items.length) / count), Math.round(((index + 1) * items.length) / count)),
  );
  return runs.map((run, index) => {
    const first = run[0].name;
    const last = run[run.length - 1].name;
    const start = guideWord(first, runs[index - 1]?.at(-1)?.name);
    const end = guideWord(last, runs[index + 1]?.[0].name);
    // The first run's start and the last run's end have no neighbour: as long as the other end.
    const label = `${start ?? first.slice(0, end!.length)} – ${end ?? last.slice(0, start!.length)}`;
    return { type: 'category', key: `${key}:${index + 1}`, label, collapsed: true, items: run.map(docOf) };
  });
}

/** The start of `name` that tells it from `neighbor`, the first name across a run's boundary. */
function guideWord(name: string, neighbor: string | undefined): string | undefined {
  if (neighbor === undefined) return undefined;
  let shared = 0;
  while (shared < name.length && shared < neighbor.length && name[shared].toLowerCase() === neighbor[shared].toLowerCase()) shared++;
  return name.slice(0, shared + 1);
}

/**
 * The import path a reader takes an item from, for grouping: the first of its import paths that
 * is a subpath of its own package (`commandkit/components` for an item `commandkit` also
 * exports), else its first one (its package's main entry); {@link notExportedGroup} when none.
 */
export function importGroupOf(item: ApiItem): string {
  return item.importPaths.find((importPath) => importPath.startsWith(`${item.packageName}/`)) ?? item.importPaths[0] ?? notExportedGroup;
}

function importGroups(items: readonly ApiItem[], order: readonly string[]): { label: string; items: ApiItem[] }[] {
  const groups = new Map<string, ApiItem[]>();
  for (const item of items) {
    const label = importGroupOf(item);
    const group = groups.get(label);
    if (group) group.push(item);
    else groups.set(label, [item]);
  }
  const rank = (label: string) =>
    label === notExportedGroup ? Number.MAX_SAFE_INTEGER : order.includes(label) ? order.indexOf(label) : order.length;
  return [...groups].sort(([a], [b]) => rank(a) - rank(b) || compareText(a, b)).map(([label, grouped]) => ({ label, items: grouped }));
}

/** By name; items of one name from different packages with the plain page first, then by package. */
export function byName(a: ApiItem, b: ApiItem): number {
  return (
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    a.name.localeCompare(b.name) ||
    Number(a.namesake === 'qualified') - Number(b.namesake === 'qualified') ||
    compareText(a.packageName, b.packageName)
  );
}

/**
 * Lists the version's API changes second, after the overview: one page, or a category of one page
 * per package linking to the summary page; without `changes` (the oldest version) nothing. Set
 * after TypeDoc by the history phase, which replaces last run's entry.
 */
export function withChangesEntry(
  sidebar: ApiSidebar,
  folder: string,
  changes: { packagePages: { docName: string; label: string }[] } | undefined,
): ApiSidebar {
  const id = `${folder}/${changesDocName}`;
  const rest = sidebar.filter((entry) => (entry.type === 'doc' ? entry.id : entry.link.id) !== id);
  if (!changes) return rest;
  const entry: SidebarDoc | SidebarCategory = changes.packagePages.length
    ? {
        type: 'category',
        label: 'API changes',
        collapsed: true,
        link: { type: 'doc', id },
        items: changes.packagePages.map((page) => ({ type: 'doc', id: `${folder}/${page.docName}`, label: page.label })),
      }
    : { type: 'doc', id, label: 'API changes' };
  return [rest[0], entry, ...rest.slice(1)];
}
