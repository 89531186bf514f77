// What runtime plugins see of an event before its file-based handlers run (the willEmitEvent
// hook). Types only: the runner and the plugin classes both import it.
import type { ParsedEvent } from '../helpers/parsed-event.ts';

/**
 * One occurrence of a file-based event, as a runtime plugin's `willEmitEvent` hook receives it
 * before the event's handler files run. The plugin may change `args` (mutate the array or assign
 * a new one): the handlers receive what it holds once every plugin was asked.
 *
 * @example
 * ```ts
 * import { RuntimePlugin, type CommandKitEventDispatch, type CommandKitPluginRuntime } from 'commandkit';
 *
 * export class StampPlugin extends RuntimePlugin {
 *   readonly name = 'StampPlugin';
 *
 *   override async willEmitEvent(ctx: CommandKitPluginRuntime, event: CommandKitEventDispatch) {
 *     if (event.namespace !== 'jobs') return;
 *     event.args.push(Date.now()); // every handler of a jobs event gets the time last
 *     event.accept(); // the plugins after this one are not asked
 *   }
 * }
 * ```
 */
export interface CommandKitEventDispatch {
  /** The event's name, such as `'messageCreate'` or `'guildMemberBoost'`. */
  name: string;
  /** The arguments the handlers will be called with (before the client and the CommandKit instance). */
  args: unknown[];
  /** The namespace of a custom event; `null` for a discord.js client event. */
  namespace: string | null;
  /**
   * `true` when every handler about to run is a once-only handler (its file exports
   * `once = true`), so the event will not be handed to its files again.
   */
  once: boolean;
  /** The event's name, namespace, directory and handler files. */
  metadata: ParsedEvent;
  /** Claims the event: the plugins after this one are not asked. The handlers still run. */
  accept(): void;
}

/**
 * A {@link CommandKitEventDispatch} as the runtime's plugin loop sees it: whether a plugin
 * accepted it, so the loop can stop asking.
 *
 * @internal
 */
export interface PendingEventDispatch extends CommandKitEventDispatch {
  /** Whether {@link CommandKitEventDispatch.accept} was called. */
  readonly accepted: boolean;
}

/**
 * Offers an event occurrence to the runtime plugins, in order, before its handlers run; resolves
 * once they were asked.
 *
 * @internal
 */
export type WillEmitEvent = (dispatch: PendingEventDispatch) => unknown;
