import { compareText, type ApiModel, type ModelItem, type ModelMember } from './model';

/** A deprecation that came (`deprecated`) or went (`undeprecated`) between two versions. */
export type Deprecation = 'deprecated' | 'undeprecated';

export interface MemberDiff {
  name: string;
  /** The member's kind in the newer version (the older one's for a removed member). */
  kind: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  deprecation?: Deprecation;
  before?: string[];
  after?: string[];
}

export interface ItemDiff {
  packageName: string;
  name: string;
  status: 'added' | 'removed' | 'changed';
  before?: ModelItem;
  after?: ModelItem;
  /** Class became interface, function became variable, … */
  kindChanged: boolean;
  signatureChanged: boolean;
  deprecation?: Deprecation;
  /** The members that differ, by name. */
  members: MemberDiff[];
}

export interface ApiDiff {
  /** The items that differ, by package, page kind and name. */
  items: ItemDiff[];
  /** Every item of the newer version with its counterpart in the older one, if any. */
  pairs: { before?: ModelItem; after: ModelItem }[];
}

/**
 * Compares two versions' API models. Items are the same item when they have the same package
 * and name (a kind change is a change, not a removal and an addition); when a package has two
 * items of one name (a value and a type), those of the same kind pair up first.
 */
export function diffModels(older: ApiModel, newer: ApiModel): ApiDiff {
  const items: ItemDiff[] = [];
  const pairs: ApiDiff['pairs'] = [];
  const olderByKey = groupByKey(older.items);
  const newerByKey = groupByKey(newer.items);
  for (const key of [...new Set([...olderByKey.keys(), ...newerByKey.keys()])]) {
    const matched = matchGroup(olderByKey.get(key) ?? [], newerByKey.get(key) ?? []);
    for (const [before, after] of matched) {
      if (after) pairs.push({ before, after });
      const diff = diffItem(before, after);
      if (diff) items.push(diff);
    }
  }
  items.sort((a, b) => compareText(a.packageName, b.packageName) || compareText(kindOf(a), kindOf(b)) || compareText(a.name, b.name));
  return { items, pairs };
}

function kindOf(diff: ItemDiff): string {
  return (diff.after ?? diff.before)!.kind;
}

function groupByKey(items: readonly ModelItem[]): Map<string, ModelItem[]> {
  const groups = new Map<string, ModelItem[]>();
  for (const item of items) {
    const key = JSON.stringify([item.packageName, item.name]);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** Pairs the older and newer items of one package and name: same declaration kind first, then in order. */
function matchGroup(older: ModelItem[], newer: ModelItem[]): [ModelItem | undefined, ModelItem | undefined][] {
  const byKind = (a: ModelItem, b: ModelItem) => compareText(a.declaration, b.declaration);
  const restOlder = [...older].sort(byKind);
  const restNewer: ModelItem[] = [];
  const pairs: [ModelItem | undefined, ModelItem | undefined][] = [];
  for (const item of [...newer].sort(byKind)) {
    const index = restOlder.findIndex((candidate) => candidate.declaration === item.declaration);
    if (index === -1) restNewer.push(item);
    else pairs.push([restOlder.splice(index, 1)[0], item]);
  }
  const count = Math.max(restOlder.length, restNewer.length);
  for (let i = 0; i < count; i++) pairs.push([restOlder[i], restNewer[i]]);
  return pairs;
}

function diffItem(before: ModelItem | undefined, after: ModelItem | undefined): ItemDiff | undefined {
  const item = (after ?? before)!;
  const base = { packageName: item.packageName, name: item.name, before, after, kindChanged: false, signatureChanged: false, members: [] };
  if (!before) return { ...base, status: 'added' };
  if (!after) return { ...base, status: 'removed' };
  const kindChanged = before.declaration !== after.declaration;
  const signatureChanged = !sameLines(before.signatures, after.signatures);
  const deprecation = deprecationChange(before.deprecated, after.deprecated);
  const members = diffMembers(before.members, after.members);
  if (!kindChanged && !signatureChanged && !deprecation && members.length === 0) return undefined;
  return { ...base, status: 'changed', kindChanged, signatureChanged, ...(deprecation ? { deprecation } : {}), members };
}

/** The members that were added, removed, changed or (un)deprecated, by name. */
export function diffMembers(older: readonly ModelMember[], newer: readonly ModelMember[]): MemberDiff[] {
  const olderByName = new Map(older.map((member) => [member.name, member]));
  const newerByName = new Map(newer.map((member) => [member.name, member]));
  const names = [...new Set([...olderByName.keys(), ...newerByName.keys()])].sort(compareText);
  const diffs: MemberDiff[] = [];
  for (const name of names) {
    const before = olderByName.get(name);
    const after = newerByName.get(name);
    if (!before) diffs.push({ name, kind: after!.kind, status: 'added', after: after!.signatures });
    else if (!after) diffs.push({ name, kind: before.kind, status: 'removed', before: before.signatures });
    else {
      const changed = before.kind !== after.kind || !sameLines(before.signatures, after.signatures);
      const deprecation = deprecationChange(before.deprecated, after.deprecated);
      if (!changed && !deprecation) continue;
      diffs.push({
        name,
        kind: after.kind,
        status: changed ? 'changed' : 'unchanged',
        ...(deprecation ? { deprecation } : {}),
        before: before.signatures,
        after: after.signatures,
      });
    }
  }
  return diffs;
}

function deprecationChange(before: boolean, after: boolean): Deprecation | undefined {
  if (before === after) return undefined;
  return after ? 'deprecated' : 'undeprecated';
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** How many items were added, removed, changed (in any other way) and newly deprecated. */
export function countChanges(diff: { items: readonly ItemDiff[] }): {
  added: number;
  removed: number;
  changed: number;
  deprecated: number;
} {
  const counts = { added: 0, removed: 0, changed: 0, deprecated: 0 };
  for (const item of diff.items) {
    if (item.status === 'added') counts.added++;
    else if (item.status === 'removed') counts.removed++;
    else {
      if (item.deprecation === 'deprecated') counts.deprecated++;
      if (isChangedBeyondDeprecation(item)) counts.changed++;
    }
  }
  return counts;
}

/** Whether a changed item changed in more than becoming deprecated. */
export function isChangedBeyondDeprecation(item: ItemDiff): boolean {
  return item.kindChanged || item.signatureChanged || item.deprecation === 'undeprecated' || item.members.length > 0;
}
