import { compareText } from '../history/model';
import { itemLabel } from '../typedoc/item-label';
import type { ApiItem } from '../typedoc/job';
import { changesDocName } from './changes-page-id';
import { kindOrder } from './kinds';

type SidebarDoc = { type: 'doc'; id: string; label: string; className?: string };
type SidebarCategory = {
  type: 'category';
  label: string;
  collapsed: boolean;
  link: { type: 'doc'; id: string };
  items: SidebarDoc[];
};
export type ApiSidebar = (SidebarDoc | SidebarCategory)[];

/**
 * The API sidebar of a version: the overview first, then one category per kind (linking to
 * that kind's index page) listing its items by name (with their package where two packages share
 * a name). Doc ids are relative to the version's docs folder.
 */
export function buildApiSidebar(items: readonly ApiItem[], folder = 'api-reference'): ApiSidebar {
  const sidebar: ApiSidebar = [{ type: 'doc', id: `${folder}/index`, label: 'Overview' }];
  for (const { kind, title } of kindOrder) {
    const ofKind = items.filter((item) => item.kind === kind).sort(byName);
    if (ofKind.length === 0) continue;
    sidebar.push({
      type: 'category',
      label: title,
      collapsed: true,
      link: { type: 'doc', id: `${folder}/${kind}/index` },
      items: ofKind.map((item) => ({
        type: 'doc',
        id: `${folder}/${item.path}`,
        label: itemLabel(item),
        ...(item.deprecated ? { className: 'api-sidebar-deprecated' } : {}),
      })),
    });
  }
  return sidebar;
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
export function withChangesEntry(sidebar: ApiSidebar, folder: string, changes: { packagePages: { docName: string; label: string }[] } | undefined): ApiSidebar {
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
