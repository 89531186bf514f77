import type { Interaction } from 'discord.js';
import type { CommandData, LoadedCommand } from '../commands/types.ts';
import type { MiddlewareContext } from '../context/middleware-context.ts';
import type { CommandKit } from '../runtime/commandkit.ts';

/**
 * A runtime plugin: an object whose optional hooks CommandKit calls at fixed points. Features
 * that are not part of the core (localization, analytics, cooldowns ...)
 * plug in this way. Plugins come from the config's {@link CommandKitConfig.plugins}, from
 * {@link CommandKitOptions.plugins} or from {@link CommandKit.use}, and run in that order.
 *
 * @example
 * ```ts
 * import type { CommandKitPlugin } from 'commandkit';
 *
 * export const usage: CommandKitPlugin = {
 *   name: 'usage',
 *   afterExecute(ctx) {
 *     counts.set(ctx.commandName, (counts.get(ctx.commandName) ?? 0) + 1);
 *   },
 * };
 * ```
 */
export interface CommandKitPlugin {
  /** A name for logs and errors. */
  readonly name: string;
  /**
   * Called by {@link CommandKit.start} after commands and events are loaded, before the
   * {@link onApplicationBootstrap} functions and the login.
   *
   * @param commandkit - The starting CommandKit.
   * @returns Anything; it is awaited.
   */
  setup?(commandkit: CommandKit): unknown;
  /**
   * Called by {@link CommandKit.destroy}.
   *
   * @param commandkit - The CommandKit being destroyed.
   * @returns Anything; it is awaited.
   */
  teardown?(commandkit: CommandKit): unknown;
  /**
   * Rewrites a command's definition before it is registered with Discord, such as to add
   * localizations. Return `undefined` to keep it.
   *
   * @param data - The definition about to be registered.
   * @param command - The command it belongs to.
   * @returns The definition to register instead, or `undefined`.
   */
  prepareCommand?(data: CommandData, command: LoadedCommand): CommandData | undefined | Promise<CommandData | undefined>;
  /**
   * Sees every interaction before CommandKit does, commands and components alike. Return `true`
   * when the plugin handled it, and CommandKit leaves it alone: it neither runs a command nor hands
   * a button, select menu or modal to the kits' handlers ({@link CommandKit.collectors}).
   *
   * @param interaction - The interaction the client received.
   * @param commandkit - The running CommandKit.
   * @returns `true` to mark the interaction as handled.
   */
  onInteraction?(interaction: Interaction, commandkit: CommandKit): boolean | undefined | Promise<boolean | undefined>;
  /**
   * Runs before every command, ahead of all middleware files, like a middleware's
   * `beforeExecute`: it may call {@link exitMiddleware} or {@link redirect}.
   *
   * @param ctx - The command about to run.
   * @returns Anything; it is awaited.
   */
  beforeExecute?(ctx: MiddlewareContext): unknown;
  /**
   * Runs after every command, ahead of the middleware files' `afterExecute`.
   *
   * @param ctx - The command that ran.
   * @returns Anything; it is awaited.
   */
  afterExecute?(ctx: MiddlewareContext): unknown;
}
