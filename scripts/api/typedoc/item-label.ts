import type { ApiItem } from './job';

/**
 * How titles, the sidebar and llms.txt name an item: its name, and for an item whose kind and
 * name another package's item shares, its package too (`CommandData (@commandkit/legacy)`), so
 * the two are told apart wherever they are listed side by side.
 */
export function itemLabel(item: Pick<ApiItem, 'name' | 'packageName' | 'namesake'>): string {
  return item.namesake ? `${item.name} (${item.packageName})` : item.name;
}
