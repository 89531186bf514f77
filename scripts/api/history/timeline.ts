import { diffModels, type ApiDiff } from './diff';
import type { ApiModel, ModelItem } from './model';
import type { VersionRef } from './version-order';

/** When an item of one version appeared and in which versions since it changed. */
export interface ItemHistory {
  /** The version it was added in; undefined when it is in the oldest documented version already. */
  addedIn?: VersionRef;
  changedIn: VersionRef[];
}

export interface VersionHistory {
  version: VersionRef;
  model: ApiModel;
  /** The version before it and what changed since; undefined for the oldest. */
  previous?: { version: VersionRef; model: ApiModel; diff: ApiDiff };
  /** Keyed by the version's own model items. */
  items: Map<ModelItem, ItemHistory>;
}

/**
 * Walks the versions from oldest to newest, comparing each with the one before it, and carries
 * every item's history forward: an item keeps the version it was added in and collects the
 * versions it changed in for as long as it exists without a gap.
 */
export function buildTimeline(versions: readonly { version: VersionRef; model: ApiModel }[]): VersionHistory[] {
  const timeline: VersionHistory[] = [];
  for (const { version, model } of versions) {
    const before = timeline.at(-1);
    const items = new Map<ModelItem, ItemHistory>();
    if (!before) {
      for (const item of model.items) items.set(item, { changedIn: [] });
      timeline.push({ version, model, items });
      continue;
    }
    const diff = diffModels(before.model, model);
    const changed = new Set(diff.items.filter((entry) => entry.status === 'changed').map((entry) => entry.after));
    for (const { before: older, after } of diff.pairs) {
      const earlier = older && before.items.get(older);
      items.set(after, {
        addedIn: earlier ? earlier.addedIn : version,
        changedIn: [...(earlier?.changedIn ?? []), ...(changed.has(after) ? [version] : [])],
      });
    }
    timeline.push({ version, model, previous: { version: before.version, model: before.model, diff }, items });
  }
  return timeline;
}
