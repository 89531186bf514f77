import type { Interaction } from 'discord.js';
import type { LoadedCommand } from '../../commands/types.ts';
import { createEnvironment } from '../../context/environment.ts';
import { runDispatch } from '../../helpers/dispatch-scope.ts';
import { REPLIES, sendEphemeral } from '../../runtime/dispatch.ts';
import type { CollectorHubType } from '../../types/runtime-types.ts';
import { Countdown } from './countdown.ts';
import { collectorKey, indexOf, interactionKind } from './registry.ts';
import { toError } from './to-error.ts';
import type { CollectorEndReason, CollectorHandler, CollectorInteractionMap, CollectorKind, CollectorOptions } from './types.ts';

/** The `time` of a collector whose options leave it out: 5 minutes. */
export const DEFAULT_COLLECTOR_TIME = 300_000;

const KIND_NAMES: Record<CollectorKind, string> = {
  button: 'button',
  modal: 'modal',
  stringSelect: 'string select menu',
  userSelect: 'user select menu',
  roleSelect: 'role select menu',
  channelSelect: 'channel select menu',
  mentionableSelect: 'mentionable select menu',
};

/**
 * What {@link CollectorHub.collect} needs to start a {@link Collector}.
 *
 * @typeParam K - The kind of component the collector listens to.
 */
export interface CollectorInit<K extends CollectorKind> {
  /** The kind of component: `'button'`, `'modal'`, `'stringSelect'` and so on. */
  readonly kind: K;
  /** The custom id of the component; only interactions with this id reach the collector. */
  readonly customId: string;
  /** Called with each interaction the collector accepts. */
  readonly handler: CollectorHandler<K>;
  /**
   * How the collector behaves. Fields left out: `time` 5 minutes, `autoReset` and `once` `false`.
   */
  readonly options?: CollectorOptions<CollectorInteractionMap[K]>;
  /**
   * The command the collector belongs to, named in logs and returned by {@link useCommand} in its
   * handler.
   *
   * @defaultValue the command running when the collector is created, if any
   */
  readonly command?: LoadedCommand;
  /**
   * How logs name the component, such as `'ButtonKit'`.
   *
   * @defaultValue the kind, such as `'button'`
   */
  readonly label?: string;
}

/**
 * What {@link Collector.update} replaces on a live collector.
 *
 * @typeParam K - The kind of component the collector listens to.
 */
export interface CollectorUpdate<K extends CollectorKind> {
  /** The new handler. */
  readonly handler?: CollectorHandler<K>;
  /** The new options, replacing the old ones as a whole. */
  readonly options?: CollectorOptions<CollectorInteractionMap[K]>;
  /** The command the collector now belongs to. */
  readonly command?: LoadedCommand;
}

/**
 * Checks a collector's `time`: a number greater than 0, `Infinity` included.
 *
 * @returns The error message, or `undefined` when the time is valid.
 */
export function invalidTime(time: unknown): string | undefined {
  if (time === undefined) return undefined;
  if (typeof time !== 'number' || Number.isNaN(time) || time <= 0) {
    return `"time" must be a number of milliseconds greater than 0 (or Infinity), got ${typeof time === 'number' ? time : typeof time}.`;
  }
  return undefined;
}

/**
 * One live subscription of a {@link CollectorHub}: the handler of one component (a button, a
 * modal or a select menu, by custom id) and the rules that say which interactions it takes and
 * when it stops. It has its own timer, started when it is created and, with `autoReset`,
 * restarted by each interaction it handles; it stops on time-out, after one interaction with
 * `once`, on {@link Collector.stop}, or when its hub is destroyed, and calls `onEnd` once with
 * the reason.
 *
 * The kits ({@link ButtonKit} and the others) create and manage collectors for you; create one
 * yourself with {@link CollectorHub.collect} for a component you built with plain discord.js
 * builders.
 *
 * @typeParam K - The kind of component it listens to.
 */
export class Collector<K extends CollectorKind = CollectorKind> {
  /** The hub that routes interactions to this collector. */
  readonly hub: CollectorHubType;
  /** The kind of component it listens to. */
  readonly kind: K;

  #customId: string;
  #handler: CollectorHandler<K>;
  #options: CollectorOptions<CollectorInteractionMap[K]>;
  #command: LoadedCommand | undefined;
  #label: string;
  readonly #countdown = new Countdown(() => void this.#end('time'));
  /** Set when `once` was used up by an interaction being handled; the end follows. */
  #consumed = false;
  #endReason: CollectorEndReason | undefined;

  /**
   * Creates a collector and adds it to the hub. Use {@link CollectorHub.collect}, which also
   * checks the hub is still running.
   *
   * @param hub - The hub to join.
   * @param init - The component, handler and options.
   * @throws `TypeError` when the custom id is empty, the handler is not a function or the time is
   * invalid.
   */
  constructor(hub: CollectorHubType, init: CollectorInit<K>) {
    if (typeof init.customId !== 'string' || init.customId === '') throw new TypeError('A collector needs a non-empty custom id.');
    if (typeof init.handler !== 'function') throw new TypeError('A collector needs a handler function.');
    const timeError = invalidTime(init.options?.time);
    if (timeError) throw new TypeError(`Invalid collector options: ${timeError}`);
    this.hub = hub;
    this.kind = init.kind;
    this.#customId = init.customId;
    this.#handler = init.handler;
    this.#options = { ...init.options };
    this.#command = init.command;
    this.#label = init.label ?? KIND_NAMES[init.kind];
    indexOf(hub).add(collectorKey(this.kind, this.#customId), this);
    this.#startTimer();
  }

  /** The custom id it listens to. */
  get customId(): string {
    return this.#customId;
  }

  /** The command it belongs to, if any. */
  get command(): LoadedCommand | undefined {
    return this.#command;
  }

  /** Whether it still accepts interactions: it has not stopped and its `once` is not used up. */
  get isCollecting(): boolean {
    return this.#endReason === undefined && !this.#consumed;
  }

  /** Whether it has stopped (`onEnd` was called or is being called). */
  get ended(): boolean {
    return this.#endReason !== undefined;
  }

  /** Why it stopped, or `undefined` while it runs. */
  get endReason(): CollectorEndReason | undefined {
    return this.#endReason;
  }

  /**
   * Replaces the handler, the options or the command of a running collector. Its timer keeps
   * running (a new `time` applies from the next restart) and `onEnd` is not called.
   *
   * @param update - What to replace.
   * @returns This collector.
   * @throws `TypeError` when the handler is not a function or the time is invalid.
   */
  update(update: CollectorUpdate<K>): this {
    if (update.handler !== undefined && typeof update.handler !== 'function')
      throw new TypeError('A collector handler must be a function.');
    const timeError = invalidTime(update.options?.time);
    if (timeError) throw new TypeError(`Invalid collector options: ${timeError}`);
    if (update.handler) this.#handler = update.handler;
    if (update.options) this.#options = { ...update.options };
    if (update.command) this.#command = update.command;
    return this;
  }

  /**
   * Listens to another custom id from now on, such as after the component's id changed. Does
   * nothing once the collector has stopped.
   *
   * @param customId - The new custom id.
   * @returns This collector.
   */
  setCustomId(customId: string): this {
    if (typeof customId !== 'string' || customId === '') throw new TypeError('A collector needs a non-empty custom id.');
    if (customId === this.#customId) return this;
    if (this.isCollecting) {
      const index = indexOf(this.hub);
      index.remove(collectorKey(this.kind, this.#customId), this);
      index.add(collectorKey(this.kind, customId), this);
    }
    this.#customId = customId;
    return this;
  }

  /** Restarts the `time` countdown from now, as a matching interaction does with `autoReset`. */
  resetTimer(): void {
    if (this.isCollecting) this.#startTimer();
  }

  /**
   * Stops the collector: it leaves the hub, its timer is cleared and `onEnd` is called with the
   * reason. Does nothing when it has already stopped.
   *
   * @param reason - Why it stops; `'unsubscribe'` unless given.
   * @returns A promise that settles once `onEnd` has finished; it never rejects. The collector
   * stops at once, so awaiting it is only needed to wait for `onEnd`.
   */
  stop(reason: CollectorEndReason = 'unsubscribe'): Promise<void> {
    return this.#end(reason);
  }

  /**
   * Offers an interaction to the collector, as {@link CollectorHub.handle} does. It is handled
   * when its kind and custom id match and the filter accepts it: the handler runs inside
   * CommandKit's run scope (so {@link after}, {@link getContext} and the hooks work), `once` and
   * `autoReset` apply, and errors go to `onError` or are logged and answered.
   *
   * @param interaction - Any interaction.
   * @returns Whether the collector handled it.
   */
  async handle(interaction: Interaction): Promise<boolean> {
    if (!this.isCollecting || interactionKind(interaction) !== this.kind) return false;
    const typed = interaction as CollectorInteractionMap[K];
    if (typed.customId !== this.#customId) return false;

    const environment = createEnvironment(this.hub.commandkit, 'component', { command: this.#command, interaction: typed });
    return runDispatch(
      this.#describe(),
      async () => {
        const filter = this.#options.filter;
        if (filter) {
          let accepted: boolean;
          try {
            accepted = await filter(typed);
          } catch (error) {
            await this.#fail(error, typed, 'filter');
            return false;
          }
          // Another interaction may have used up `once` or the collector stopped meanwhile.
          if (accepted !== true || !this.isCollecting) return false;
        }

        const once = this.#options.once === true;
        if (once) {
          this.#consumed = true;
          this.#leave();
        } else if (this.#options.autoReset === true) {
          this.#startTimer();
        }

        try {
          await this.#handler(typed);
        } catch (error) {
          await this.#fail(error, typed, 'handler');
        }
        if (once) await this.#end('once');
        return true;
      },
      environment,
    );
  }

  #describe(): string {
    const command = this.#command ? ` set by the command "${this.#command.name}"` : '';
    return `the ${this.#label} "${this.#customId}"${command}`;
  }

  async #fail(error: unknown, interaction: CollectorInteractionMap[K], where: 'filter' | 'handler'): Promise<void> {
    const logger = this.hub.commandkit.logger;
    const onError = this.#options.onError;
    if (onError) {
      try {
        await onError(toError(error), interaction);
      } catch (failure) {
        logger.error(`The onError of ${this.#describe()} threw.`, failure);
      }
      return;
    }
    logger.error(`The ${where} of ${this.#describe()} failed.`, error);
    if (interaction.replied) return;
    try {
      await sendEphemeral(interaction, REPLIES.failed);
    } catch (failure) {
      logger.debug('Could not send a reply.', failure);
    }
  }

  #startTimer(): void {
    this.#countdown.start(this.#options.time ?? DEFAULT_COLLECTOR_TIME);
  }

  #leave(): void {
    this.#countdown.clear();
    indexOf(this.hub).remove(collectorKey(this.kind, this.#customId), this);
  }

  /** Stops for good and calls `onEnd`; never rejects. */
  async #end(reason: CollectorEndReason): Promise<void> {
    if (this.#endReason !== undefined) return;
    this.#endReason = reason;
    this.#leave();
    const onEnd = this.#options.onEnd;
    if (!onEnd) return;
    const environment = createEnvironment(this.hub.commandkit, 'component', { command: this.#command });
    try {
      await runDispatch(`the onEnd of ${this.#describe()}`, async () => onEnd(reason), environment);
    } catch (error) {
      this.hub.commandkit.logger.error(`The onEnd of ${this.#describe()} threw (reason "${reason}").`, error);
    }
  }
}
