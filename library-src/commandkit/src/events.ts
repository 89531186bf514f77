/**
 * The custom events of the running bot, for code that is handed neither `ctx` nor the CommandKit
 * instance. CommandKit 1.0 shipped this entry point broken (Node could not load it); this one
 * loads.
 *
 * @module
 */
import type { CommandKitEventsChannel } from './events/events-channel.ts';
import { useCommandKit } from './hooks.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';

/**
 * The events channel of the running CommandKit instance (`commandkit.events` of the instance
 * {@link useCommandKit} finds): emit custom events to the handler files of
 * `events/(<namespace>)/<event>/`, or listen to them.
 *
 * @returns The events channel.
 * @throws `Error` when no CommandKit instance is running.
 *
 * @example
 * ```ts
 * import { useEvents } from 'commandkit/events';
 *
 * // Runs every file in src/app/events/(shop)/purchase/.
 * export function recordPurchase(userId: string, item: string) {
 *   useEvents().to('shop').emit('purchase', { userId, item });
 * }
 * ```
 */
export function useEvents(): CommandKitEventsChannel {
  return useCommandKit().events;
}
