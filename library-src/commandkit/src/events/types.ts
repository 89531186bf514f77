/**
 * An event handler file as loaded by CommandKit.
 */
export interface LoadedEventHandler {
  /** The event name: the name of the directory holding the file. */
  readonly event: string;
  /**
   * The namespace of a custom event, from its `(namespace)` directory; `null` (or left out, as
   * handlers added by plugins may) for a discord.js client event.
   */
  readonly namespace?: string | null;
  /** The absolute path of the file. */
  readonly file: string;
  /**
   * Whether the handler runs on the first occurrence of the event only: the file exports
   * `once = true`. Left out means `false`.
   */
  readonly once?: boolean;
  /** The file's default export. */
  readonly handler: (...args: unknown[]) => unknown;
}

/**
 * One event with its loaded handlers, as the event loader returns it: a discord.js client event
 * (`namespace` is `null`) or a custom event of a namespace.
 */
export interface LoadedEvent {
  /** The event's name. */
  readonly event: string;
  /** Its namespace, `null` for a discord.js client event. */
  readonly namespace: string | null;
  /** The directory of its handler files. */
  readonly path: string;
  /** Its handlers, in the order they run. */
  readonly handlers: readonly LoadedEventHandler[];
}
