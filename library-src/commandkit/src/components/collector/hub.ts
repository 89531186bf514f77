import type { Interaction } from 'discord.js';
import { currentEnvironment } from '../../helpers/dispatch-scope.ts';
import type { CommandKitType } from '../../types/runtime-types.ts';
import { Collector, type CollectorInit } from './collector.ts';
import { attachIndex, CollectorIndex, collectorKey, interactionKey } from './registry.ts';
import type { CollectorKind } from './types.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../../types/runtime-types.ts' {
  interface RuntimeTypes {
    CollectorHub: CollectorHub;
  }
}

/**
 * The engine behind every component handler: it keeps the live {@link Collector}s of one
 * {@link CommandKit}, indexed by kind and custom id, and hands each button, select menu or modal
 * interaction to the collectors of that component, so routing costs the same with ten
 * collectors or ten thousand. A stopped collector leaves the index at once.
 *
 * Each CommandKit owns one, as {@link CommandKit.collectors}; its
 * {@link CommandKit.handleInteraction} feeds it, and {@link CommandKit.destroy} destroys it.
 * The kits ({@link ButtonKit}, {@link ModalKit} and the select menu kits) register with it when
 * their handler is set.
 *
 * @example
 * ```ts
 * import { ButtonBuilder, ButtonStyle } from 'discord.js';
 * import type { ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   const button = new ButtonBuilder().setCustomId(`ping:${ctx.interaction.id}`).setLabel('Ping').setStyle(ButtonStyle.Primary);
 *   ctx.commandkit.collectors.collect({
 *     kind: 'button',
 *     customId: `ping:${ctx.interaction.id}`,
 *     handler: (click) => click.reply('Pong!'),
 *     options: { time: 60_000, once: true },
 *   });
 *   await ctx.interaction.reply({ content: 'Click it', components: [{ type: 1, components: [button.toJSON()] }] });
 * };
 * ```
 */
export class CollectorHub {
  /** The CommandKit whose interactions the hub routes. */
  readonly commandkit: CommandKitType;

  readonly #index = new CollectorIndex();
  #destroyed = false;

  /**
   * Creates an empty hub. CommandKit creates its own; you rarely need another.
   *
   * @param commandkit - The CommandKit the hub belongs to; logs and handler environments use it.
   */
  constructor(commandkit: CommandKitType) {
    this.commandkit = commandkit;
    attachIndex(this, this.#index);
  }

  /** How many collectors are live. */
  get size(): number {
    return this.#index.count;
  }

  /** How many distinct components (kind and custom id) live collectors listen to. */
  get componentCount(): number {
    return this.#index.byKey.size;
  }

  /** Whether {@link CollectorHub.destroy} was called. */
  get destroyed(): boolean {
    return this.#destroyed;
  }

  /**
   * Starts a collector for a component: from now on, interactions of that kind and custom id go
   * to its handler until it stops.
   *
   * @param init - The component, handler and options.
   * @returns The running collector.
   * @throws `Error` when the hub was destroyed; `TypeError` for an empty custom id, a handler that
   * is not a function or an invalid time.
   */
  collect<K extends CollectorKind>(init: CollectorInit<K>): Collector<K> {
    if (this.#destroyed) throw new Error('This CommandKit was destroyed; its collectors cannot accept new handlers.');
    return new Collector(this, { ...init, command: init.command ?? currentEnvironment()?.command });
  }

  /**
   * The live collectors listening to a component.
   *
   * @param kind - The kind of component.
   * @param customId - Its custom id.
   * @returns The collectors, in the order they were created; empty when there are none.
   */
  collectorsFor<K extends CollectorKind>(kind: K, customId: string): Collector<K>[] {
    return [...(this.#index.byKey.get(collectorKey(kind, customId)) ?? [])] as unknown as Collector<K>[];
  }

  /**
   * Hands an interaction to the collectors of its component, one after another in the order they
   * were created; each applies its filter. Other interactions are ignored.
   *
   * @param interaction - Any interaction.
   * @returns Whether some collector handled it.
   */
  async handle(interaction: Interaction): Promise<boolean> {
    const key = interactionKey(interaction);
    if (key === undefined) return false;
    const set = this.#index.byKey.get(key);
    if (!set) return false;
    if (set.size === 1) {
      const [only] = set;
      return only!.handle(interaction);
    }
    let handled = false;
    for (const collector of [...set]) {
      if (await collector.handle(interaction)) handled = true;
    }
    return handled;
  }

  /**
   * Stops every live collector with the reason `'destroy'`; later {@link CollectorHub.collect}
   * calls throw. {@link CommandKit.destroy} calls it.
   *
   * @returns A promise that settles once every collector's `onEnd` has finished; it never
   * rejects. The collectors stop at once.
   */
  async destroy(): Promise<void> {
    this.#destroyed = true;
    const ends = [...this.#index.byKey.values()].flatMap((set) => [...set].map((collector) => collector.stop('destroy')));
    await Promise.all(ends);
  }
}
