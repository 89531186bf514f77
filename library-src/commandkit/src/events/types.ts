import type { Client, ClientEvents } from 'discord.js';
import type { CommandKit } from '../runtime/commandkit.ts';

/**
 * The default export of a file under `events/<event>/`: called with the event's arguments, as
 * discord.js emits them, then the ready client and the CommandKit instance.
 *
 * @typeParam Event - The discord.js client event the handler is for.
 *
 * @example
 * ```ts
 * // src/app/events/messageCreate/log.ts
 * import type { EventHandler } from 'commandkit';
 *
 * const handler: EventHandler<'messageCreate'> = (message, client) => {
 *   console.log(`${message.author.username} wrote in ${message.channelId} (${client.user.username} saw it)`);
 * };
 * export default handler;
 * ```
 */
export type EventHandler<Event extends keyof ClientEvents = keyof ClientEvents> = (
  ...args: [...ClientEvents[Event], Client<true>, CommandKit]
) => unknown;

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
