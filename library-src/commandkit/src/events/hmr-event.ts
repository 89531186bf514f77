// What a runtime plugin's performHMR hook receives in development. Types and one constant only,
// so the plugin classes and the dev runtime can share it without importing each other.

/**
 * What a changed source file means for the running bot, as {@link CommandKitHMREvent.event}
 * tells it: a file under the commands directory, one under the events directory, or anything
 * else.
 *
 * @example
 * ```ts
 * import { HMREventType, type CommandKitHMREvent } from 'commandkit';
 *
 * const touchesEvents = (event: CommandKitHMREvent) => event.event === HMREventType.ReloadEvents;
 * ```
 */
export const HMREventType = {
  /** A file under the commands directory changed: the commands are reloaded. */
  ReloadCommands: 'reload-commands',
  /** A file under the events directory changed: the event handlers are reloaded. */
  ReloadEvents: 'reload-events',
  /** Any other file changed: CommandKit reloads nothing unless a plugin does. */
  Unknown: 'unknown',
} as const;

/** One of the values of {@link HMREventType}: `'reload-commands'`, `'reload-events'` or `'unknown'`. */
export type HMREventType = (typeof HMREventType)[keyof typeof HMREventType];

/**
 * A source file changed while the bot runs in development, as a runtime plugin's `performHMR`
 * hook receives it before CommandKit reloads what the change affects.
 *
 * @example
 * ```ts
 * import { HMREventType, RuntimePlugin, type CommandKitHMREvent, type CommandKitPluginRuntime } from 'commandkit';
 *
 * export class TasksReloader extends RuntimePlugin {
 *   readonly name = 'TasksReloader';
 *
 *   override async performHMR(ctx: CommandKitPluginRuntime, event: CommandKitHMREvent) {
 *     if (event.event !== HMREventType.Unknown || !event.path.includes('/tasks/')) return;
 *     await reloadTasks(event.path);
 *     event.accept(); // handled: the plugins after this one are not asked
 *     event.preventDefault(); // and CommandKit reloads nothing for it
 *   }
 * }
 * ```
 */
export interface CommandKitHMREvent {
  /** What the change affects. */
  event: HMREventType;
  /** The absolute path of the file that changed. */
  path: string;
  /** Marks the change as handled: the plugins after this one are not asked. */
  accept(): void;
  /** Skips CommandKit's own reload for this change (the plugin did what was needed). */
  preventDefault(): void;
}
