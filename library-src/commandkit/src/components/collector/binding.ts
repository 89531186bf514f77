import { randomUUID } from 'node:crypto';
import { currentEnvironment } from '../../helpers/dispatch-scope.ts';
import { requireRunningCommandKit } from '../../runtime/running-instance.ts';
import { invalidTime, type Collector } from './collector.ts';
import type { CollectorHub } from './hub.ts';
import type { CollectorInteractionMap, CollectorKind, CollectorOptions } from './types.ts';

/** What a kit tells its binding about itself. */
export interface BindingSpec<K extends CollectorKind, Kit> {
  /** The kit, passed to handlers as their second argument. */
  readonly kit: Kit;
  readonly kind: K;
  /** The class name, for errors and logs: `'ButtonKit'`. */
  readonly kitName: string;
  /** The handler setter's name, for errors: `'onClick'`. */
  readonly setter: string;
  /** The prefix of automatic custom ids: `'buttonkit'`. */
  readonly idPrefix: string;
  /** The kit's defaults for `time`, `autoReset` and `once`. */
  readonly defaults: Required<Pick<CollectorOptions<unknown>, 'time' | 'autoReset' | 'once'>>;
  /** The kit's current custom id, if set. */
  readonly readCustomId: () => string | undefined;
  /** Sets the kit's custom id without going back through the binding. */
  readonly writeCustomId: (customId: string) => void;
  /** Throws a `TypeError` when the kit cannot have a handler in its current state. */
  readonly check?: () => void;
}

/** A kit's handler: the interaction and the kit. */
export type KitHandler<K extends CollectorKind, Kit> = (interaction: CollectorInteractionMap[K], kit: Kit) => unknown;

/**
 * The one implementation behind every kit: it keeps the kit's handler and options, starts a
 * {@link Collector} on the running CommandKit's hub when the handler is set, and keeps that
 * collector in step with the kit (options, custom id, dispose). Each kit holds one and delegates.
 */
export class ComponentCollector<K extends CollectorKind, Kit> {
  readonly #spec: BindingSpec<K, Kit>;
  #handler: KitHandler<K, Kit> | undefined;
  #options: CollectorOptions<CollectorInteractionMap[K]> = {};
  #collector: Collector<K> | undefined;

  constructor(spec: BindingSpec<K, Kit>) {
    this.#spec = spec;
  }

  /** Whether a handler is set (and not disposed). */
  get hasHandler(): boolean {
    return this.#handler !== undefined;
  }

  /** Whether the kit's collector is live. */
  get isCollecting(): boolean {
    return this.#collector?.isCollecting === true;
  }

  /**
   * Sets or replaces the handler, merging `options` into those given before. A live collector
   * keeps running with the new handler; otherwise a new one starts.
   */
  setHandler(handler: KitHandler<K, Kit>, options: CollectorOptions<CollectorInteractionMap[K]> | undefined): void {
    const { kitName, setter } = this.#spec;
    if (typeof handler !== 'function') {
      throw new TypeError(`${kitName}.${setter}() needs a handler function as its first argument, got ${describe(handler)}.`);
    }
    if (options !== undefined && (typeof options !== 'object' || options === null)) {
      throw new TypeError(`${kitName}.${setter}() takes an options object as its second argument, got ${describe(options)}.`);
    }
    this.#spec.check?.();
    const timeError = invalidTime(options?.time);
    if (timeError) throw new TypeError(`${kitName}.${setter}() got invalid options: ${timeError}`);
    for (const key of ['filter', 'onEnd', 'onError'] as const) {
      if (options?.[key] !== undefined && typeof options[key] !== 'function') {
        throw new TypeError(`${kitName}.${setter}() got invalid options: "${key}" must be a function, got ${describe(options[key])}.`);
      }
    }
    const hub = this.#hub();

    const merged = { ...this.#options };
    for (const [key, value] of Object.entries(options ?? {})) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
    this.#options = merged;
    this.#handler = handler;

    let customId = this.#spec.readCustomId();
    if (!customId) {
      customId = `${this.#spec.idPrefix}::${randomUUID()}`;
      this.#spec.writeCustomId(customId);
    }

    const kit = this.#spec.kit;
    const run = (interaction: CollectorInteractionMap[K]) => handler(interaction, kit);
    const command = currentEnvironment()?.command;
    if (this.#collector?.isCollecting && this.#collector.hub === hub) {
      this.#collector.update({ handler: run, options: this.#resolved(), command });
    } else {
      if (this.#collector?.isCollecting) void this.#collector.stop('unsubscribe');
      this.#collector = hub.collect({ kind: this.#spec.kind, customId, handler: run, options: this.#resolved(), command, label: kitName });
    }
  }

  /** Sets one of `onEnd`, `onError` or `filter`, before or after the handler. */
  setOption<Key extends 'onEnd' | 'onError' | 'filter'>(
    key: Key,
    value: CollectorOptions<CollectorInteractionMap[K]>[Key],
    method: string,
  ): void {
    if (typeof value !== 'function') {
      throw new TypeError(`${this.#spec.kitName}.${method}() needs a function, got ${describe(value)}.`);
    }
    this.#options = { ...this.#options, [key]: value };
    if (this.#collector?.isCollecting) this.#collector.update({ options: this.#resolved() });
  }

  /** Follows a new custom id of the kit with the live collector. */
  customIdChanged(): void {
    const customId = this.#spec.readCustomId();
    if (customId && this.#collector?.isCollecting) this.#collector.setCustomId(customId);
  }

  /** Stops the live collector (`onEnd('unsubscribe')`) and forgets the handler. */
  dispose(): void {
    this.#handler = undefined;
    const collector = this.#collector;
    this.#collector = undefined;
    void collector?.stop('unsubscribe');
  }

  #resolved(): CollectorOptions<CollectorInteractionMap[K]> {
    return { ...this.#spec.defaults, ...this.#options };
  }

  #hub(): CollectorHub {
    const fromRun = currentEnvironment()?.commandkit;
    if (fromRun && !fromRun.collectors.destroyed) return fromRun.collectors;
    try {
      return requireRunningCommandKit().collectors;
    } catch (cause) {
      throw new Error(
        `${this.#spec.kitName}.${this.#spec.setter}() needs a running CommandKit: call it inside a command, event or component handler, or after creating CommandKit.`,
        { cause },
      );
    }
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}
