import type { Interaction } from 'discord.js';
import type { CollectorEndReason, CollectorKind } from './types.ts';

/** What the index needs of a collector. */
export interface IndexedCollector {
  handle(interaction: Interaction): Promise<boolean>;
  stop(reason: CollectorEndReason): Promise<void>;
}

// The index of live collectors of one hub, by kind and custom id, shared between the hub (which
// routes) and its collectors (which join, move and leave it). Kept out of both classes' public
// surface.

/** The index key of a collector: its kind and custom id. */
export function collectorKey(kind: CollectorKind, customId: string): string {
  return `${kind}\u0000${customId}`;
}

/** The index key an interaction routes to, or `undefined` when no collector kind handles it. */
export function interactionKey(interaction: Interaction): string | undefined {
  const kind = interactionKind(interaction);
  return kind === undefined ? undefined : collectorKey(kind, (interaction as { customId: string }).customId);
}

/** The collector kind an interaction belongs to, if any. */
export function interactionKind(interaction: Interaction): CollectorKind | undefined {
  if (interaction.isModalSubmit()) return 'modal';
  if (!interaction.isMessageComponent()) return undefined;
  if (interaction.isButton()) return 'button';
  if (interaction.isStringSelectMenu()) return 'stringSelect';
  if (interaction.isUserSelectMenu()) return 'userSelect';
  if (interaction.isRoleSelectMenu()) return 'roleSelect';
  if (interaction.isChannelSelectMenu()) return 'channelSelect';
  if (interaction.isMentionableSelectMenu()) return 'mentionableSelect';
  return undefined;
}

/** Live collectors by key; an emptied key is deleted so the map shrinks back. */
export class CollectorIndex {
  readonly byKey = new Map<string, Set<IndexedCollector>>();
  count = 0;

  add(key: string, collector: IndexedCollector): void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    if (!set.has(collector)) {
      set.add(collector);
      this.count++;
    }
  }

  remove(key: string, collector: IndexedCollector): void {
    const set = this.byKey.get(key);
    if (!set?.delete(collector)) return;
    this.count--;
    if (set.size === 0) this.byKey.delete(key);
  }
}

// Keyed by the hub, typed as any object: the hub's module imports this one.
const indexes = new WeakMap<object, CollectorIndex>();

export function attachIndex(hub: object, index: CollectorIndex): void {
  indexes.set(hub, index);
}

export function indexOf(hub: object): CollectorIndex {
  const index = indexes.get(hub);
  if (!index) throw new Error('This CollectorHub has no index; create hubs with new CollectorHub().');
  return index;
}
