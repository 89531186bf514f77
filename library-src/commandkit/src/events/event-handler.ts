// The type of an event file's default export. It lives apart from types.ts, which the CommandKit
// class imports, so that it can name that class.
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
