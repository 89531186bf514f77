import type { Interaction, Message } from 'discord.js';
import type { CommandData, LoadedCommand } from '../commands/types.ts';
import type { MiddlewareContext } from '../context/middleware-context.ts';
// Only for the {@link} tags below: resolved by TypeScript, they also work where a subclass is
// documented from another entry point (CachePlugin from commandkit/cache).
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type { after } from '../helpers/after.ts';
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type { exitMiddleware, redirect } from '../helpers/signals.ts';
import type { CommandKit } from '../runtime/commandkit.ts';
import { pluginBrand } from './plugin-brand.ts';

/**
 * What {@link RuntimePlugin.onBeforeInteraction} and {@link RuntimePlugin.onBeforeMessageCommand}
 * receive: the incoming interaction or message, and two ways to take it over.
 */
export interface PluginDispatchEvent {
  /** The running CommandKit. */
  readonly commandkit: CommandKit;
  /**
   * CommandKit will not handle it (no command, no component handler); the plugins after this one
   * still see it.
   */
  preventDefault(): void;
  /**
   * This plugin handled it: the plugins after this one do not see it, and CommandKit does not
   * handle it.
   */
  accept(): void;
  /** Whether {@link PluginDispatchEvent.preventDefault} or {@link PluginDispatchEvent.accept} was called. */
  readonly defaultPrevented: boolean;
}

/** {@link PluginDispatchEvent} for an interaction. */
export interface PluginInteractionEvent extends PluginDispatchEvent {
  /** The interaction the client received: a command, an autocomplete, a component or a modal. */
  readonly interaction: Interaction;
}

/** {@link PluginDispatchEvent} for a message. */
export interface PluginMessageEvent extends PluginDispatchEvent {
  /** The message the client received, before CommandKit looks for a prefix in it. */
  readonly message: Message;
}

/** What {@link RuntimePlugin.onBeforeRegisterCommands} receives. */
export interface PluginRegisterCommandsEvent {
  /** The running CommandKit. */
  readonly commandkit: CommandKit;
  /** The definitions to register globally; the plugin may change the list. */
  readonly global: CommandData[];
  /** The definitions to register in each dev guild (`devGuildIds`); the plugin may change the list. */
  readonly guild: CommandData[];
  /** Registers nothing: CommandKit leaves Discord's commands as they are. */
  preventDefault(): void;
  /** Whether {@link PluginRegisterCommandsEvent.preventDefault} was called. */
  readonly defaultPrevented: boolean;
}

/**
 * How a command run ended, as {@link RuntimePlugin.onAfterCommand} receives it.
 */
export interface CommandRunOutcome {
  /**
   * `'succeeded'` when the handler returned; `'failed'` when a middleware, a plugin's
   * `beforeExecute` or the handler threw (the user got CommandKit's error reply); `'stopped'` when
   * {@link exitMiddleware} ended the run.
   */
  readonly status: 'succeeded' | 'failed' | 'stopped';
  /** What was thrown, when {@link CommandRunOutcome.status} is `'failed'`. */
  readonly error: unknown;
  /** When CommandKit started handling the interaction or message. */
  readonly startedAt: Date;
  /**
   * How long the run took, in milliseconds: from the start of the dispatch (dev-only check,
   * middleware) to the end of the functions scheduled with {@link after}.
   */
  readonly durationMs: number;
}

/**
 * A plugin that runs inside the bot: CommandKit calls its hooks at fixed points of the bot's life
 * (start, loading, registration, every interaction and message, every command run). Every hook is
 * optional and may be async. A hook that throws is logged with the plugin's name and the bot goes
 * on; only {@link RuntimePlugin.activate} failing stops the start.
 *
 * Extend it, give the plugin a unique `name`, and list an instance in the config's `plugins`
 * (or add it with {@link CommandKit.use} before {@link CommandKit.start}).
 *
 * @typeParam Options - The options the plugin's constructor takes.
 *
 * @example
 * ```ts
 * import { RuntimePlugin, type MiddlewareContext } from 'commandkit';
 *
 * export class CommandTimer extends RuntimePlugin {
 *   readonly name = 'command-timer';
 *   #started = new WeakMap<MiddlewareContext, number>();
 *
 *   override beforeExecute(ctx: MiddlewareContext) {
 *     this.#started.set(ctx, performance.now());
 *   }
 *
 *   override afterExecute(ctx: MiddlewareContext) {
 *     const ms = performance.now() - (this.#started.get(ctx) ?? performance.now());
 *     ctx.commandkit.logger.info(`/${ctx.commandName} took ${ms.toFixed(1)} ms`);
 *   }
 * }
 * ```
 */
export abstract class RuntimePlugin<Options extends object = Record<string, never>> {
  /** @internal */
  readonly [pluginBrand] = 'runtime' as const;
  /** Marks the plugin as a runtime plugin. */
  readonly type = 'runtime' as const;
  /** The plugin's name: unique among the bot's plugins, and used in logs and errors. */
  abstract readonly name: string;
  /** The options the plugin was created with. */
  readonly options: Options;

  /**
   * @param options - The plugin's options.
   */
  constructor(options?: Options) {
    this.options = options ?? ({} as Options);
  }

  /**
   * Called first thing in {@link CommandKit.start}, in plugin order, before anything loads. An
   * error thrown here stops the start.
   *
   * @param commandkit - The starting CommandKit.
   * @returns Anything; it is awaited.
   */
  activate?(commandkit: CommandKit): unknown;

  /**
   * Called by {@link CommandKit.destroy}, in plugin order.
   *
   * @param commandkit - The CommandKit being destroyed.
   * @returns Anything; it is awaited.
   */
  deactivate?(commandkit: CommandKit): unknown;

  /**
   * Called before the command files are loaded (on start, and on each reload in development).
   *
   * @param commandkit - The running CommandKit.
   * @returns Anything; it is awaited.
   */
  onBeforeCommandsLoad?(commandkit: CommandKit): unknown;

  /**
   * Called after the command files were loaded.
   *
   * @param commandkit - The running CommandKit; {@link CommandKit.commands} holds what loaded.
   * @returns Anything; it is awaited.
   */
  onAfterCommandsLoad?(commandkit: CommandKit): unknown;

  /**
   * Called before the event files are loaded.
   *
   * @param commandkit - The running CommandKit.
   * @returns Anything; it is awaited.
   */
  onBeforeEventsLoad?(commandkit: CommandKit): unknown;

  /**
   * Called after the event files were loaded.
   *
   * @param commandkit - The running CommandKit; {@link CommandKit.events} holds what loaded.
   * @returns Anything; it is awaited.
   */
  onAfterEventsLoad?(commandkit: CommandKit): unknown;

  /**
   * Called before the client logs in (not called when the client was already logged in).
   *
   * @param commandkit - The starting CommandKit.
   * @returns Anything; it is awaited.
   */
  onBeforeClientLogin?(commandkit: CommandKit): unknown;

  /**
   * Called once the client is logged in and ready, before the commands are registered.
   *
   * @param commandkit - The starting CommandKit.
   * @returns Anything; it is awaited.
   */
  onAfterClientLogin?(commandkit: CommandKit): unknown;

  /**
   * Sees every interaction before CommandKit handles it: commands, autocompletes, buttons, select
   * menus and modals. Call `event.preventDefault()` or `event.accept()` to take it over.
   * File-based `interactionCreate` event handlers receive it whatever the plugins do.
   *
   * @param event - The interaction, and the ways to take it over.
   * @returns Anything; it is awaited.
   */
  onBeforeInteraction?(event: PluginInteractionEvent): unknown;

  /**
   * Sees every message before CommandKit looks for a message command in it (bots' messages
   * included). Call `event.preventDefault()` or `event.accept()` to take it over.
   *
   * @param event - The message, and the ways to take it over.
   * @returns Anything; it is awaited.
   */
  onBeforeMessageCommand?(event: PluginMessageEvent): unknown;

  /**
   * Rewrites a command's definition before it is registered with Discord, such as to add
   * localizations. The plugins run in order, each receiving the previous one's result.
   *
   * @param data - The definition about to be registered.
   * @param command - The command it belongs to.
   * @param commandkit - The running CommandKit.
   * @returns The definition to register instead, or `undefined` to keep it.
   */
  prepareCommand?(data: CommandData, command: LoadedCommand, commandkit: CommandKit): CommandData | undefined | Promise<CommandData | undefined>;

  /**
   * Called with the definitions about to be registered, global and dev-guild; the plugin may
   * change the lists, or call `event.preventDefault()` to register nothing.
   *
   * @param event - The lists, and the way to cancel.
   * @returns Anything; it is awaited.
   */
  onBeforeRegisterCommands?(event: PluginRegisterCommandsEvent): unknown;

  /**
   * Called after the commands were registered (or registration was cancelled or failed, which
   * is logged).
   *
   * @param commandkit - The running CommandKit.
   * @returns Anything; it is awaited.
   */
  onAfterRegisterCommands?(commandkit: CommandKit): unknown;

  /**
   * Runs before every command, ahead of the middleware files, like a middleware's
   * `beforeExecute`: it may call {@link exitMiddleware} or {@link redirect}.
   *
   * @param ctx - The command about to run.
   * @returns Anything; it is awaited.
   */
  beforeExecute?(ctx: MiddlewareContext): unknown;

  /**
   * Runs the command in place of CommandKit, after every `beforeExecute`: call `execute()` to run
   * it (for example inside a span or a lock) and return `true`, or return `true` without calling
   * it to skip the command. Return `false` or nothing to let the next plugin, or CommandKit, run it.
   *
   * @param ctx - The command about to run.
   * @param execute - Runs the command's handler.
   * @returns `true` when this plugin ran or skipped the command.
   */
  executeCommand?(ctx: MiddlewareContext, execute: () => Promise<void>): boolean | undefined | Promise<boolean | undefined>;

  /**
   * Runs after every command, ahead of the middleware files' `afterExecute`.
   *
   * @param ctx - The command that ran.
   * @returns Anything; it is awaited.
   */
  afterExecute?(ctx: MiddlewareContext): unknown;

  /**
   * Called when a command's run is over: after its handler, its middleware's `afterExecute`
   * and the functions it scheduled with {@link after}, whether it succeeded or not. Not called
   * for autocomplete, nor when CommandKit refused the run before any middleware (a dev-only
   * command used by someone else, message-command options that do not parse).
   *
   * @param ctx - The command that ran (the last one, after redirects).
   * @param outcome - Whether it succeeded, what failed, and how long it took.
   * @returns Anything; it is awaited.
   */
  onAfterCommand?(ctx: MiddlewareContext, outcome: CommandRunOutcome): unknown;
}
