import { randomUUID } from 'node:crypto';
import type { Interaction, Message } from 'discord.js';
import type { CommandData, LoadedCommand } from '../commands/types.ts';
import type { CommandKitEnvironment } from '../context/environment.ts';
import type { MiddlewareContext } from '../context/middleware-context.ts';
// Only for the {@link} tags below: resolved by TypeScript, they also work where a subclass is
// documented from another entry point (CachePlugin from commandkit/cache).
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type { after } from '../helpers/after.ts';
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type { exitMiddleware, redirect } from '../helpers/signals.ts';
import type { CommandKitEventDispatch } from '../events/event-dispatch.ts';
import type { CommandKitHMREvent } from '../events/hmr-event.ts';
import type { CommandBuilderLike, PreparedAppCommandExecution } from '../commands/command-types-1.0.ts';
import type { CommandKitPluginRuntimeType, CommandKitType } from '../types/runtime-types.ts';
import { pluginBrand } from './plugin-brand.ts';

/**
 * What {@link RuntimePlugin.onBeforeRegisterCommands} and the other registration hooks receive:
 * the definitions about to be registered, and the way to cancel.
 */
export interface PreRegisterCommandsEvent {
  /**
   * The definitions this hook is about: for {@link RuntimePlugin.onBeforeRegisterCommands} every
   * definition (global and dev-guild, a copy: change the lists through `global` and `guild`), for
   * the global and guild hooks the list about to be written, which the plugin may change.
   */
  commands: CommandData[];
  /** Registers nothing of what this hook is about: Discord's commands stay as they are. */
  preventDefault(): void;
}

/** What {@link RuntimePlugin.onBeforeRegisterCommands} receives: the 1.0 event, and both lists. */
export interface PluginRegisterCommandsEvent extends PreRegisterCommandsEvent {
  /** The running CommandKit. */
  readonly commandkit: CommandKitType;
  /** The definitions to register globally; the plugin may change the list. */
  readonly global: CommandData[];
  /** The definitions to register in each dev guild (`devGuildIds`); the plugin may change the list. */
  readonly guild: CommandData[];
  /** Whether {@link PreRegisterCommandsEvent.preventDefault} was called. */
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

// Links in these comments reach CommandKit's members through types/runtime-types.ts
// ({@link CommandKitType.start | CommandKit.start}): TypeScript resolves them to the class's
// members, so they also work on the pages of plugins of other packages that inherit the comments.
/**
 * A plugin that runs inside the bot: CommandKit calls its hooks at fixed points of the bot's life
 * (start, loading, registration, every interaction and message, every command run). As in
 * CommandKit 1.0, every hook of 1.0 is a method that is always there and does nothing until a
 * subclass overrides it (so `super.activate(ctx)` and the like are safe to call); the hooks this
 * version added (`beforeExecute`, `afterExecute`, `onAfterRegisterCommands`) are optional. A hook
 * may be async, and receives first the {@link CommandKitPluginRuntime} (the bot is
 * `ctx.commandkit`). A hook that throws is logged with the plugin's name
 * and the bot goes on; only {@link RuntimePlugin.activate} failing stops the start.
 *
 * Extend it, give the plugin a unique `name`, and list an instance in the config's `plugins`
 * (or add it with {@link CommandKitType.use | CommandKit.use} before
 * {@link CommandKitType.start | CommandKit.start}).
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
  /** A random id of this plugin instance. */
  readonly id: `${string}-${string}-${string}-${string}-${string}` = randomUUID();
  /** When the instance was created, in milliseconds since the epoch. */
  readonly loadedAt: number = Date.now();
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
   * Called first thing in {@link CommandKitType.start | CommandKit.start}, in plugin order,
   * before anything loads (or when the plugin is registered on a started bot). An error thrown
   * here stops the start.
   *
   * @param ctx - The plugins of the starting bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  activate(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called by {@link CommandKitType.destroy | CommandKit.destroy} (or when the plugin is
   * unregistered), in plugin order.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  deactivate(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called before the commands directory is scanned, on every load.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  onCommandsRouterInit(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called before the command files are loaded (on start, and on each reload).
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  onBeforeCommandsLoad(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called after the command files were loaded.
   *
   * @param ctx - The plugins of the bot; {@link CommandKitType.commands | CommandKit.commands}
   * of `ctx.commandkit` holds what loaded.
   * @returns Anything; it is awaited.
   */
  onAfterCommandsLoad(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called before the events directory is scanned, on every load.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  onEventsRouterInit(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called before the event files are loaded.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  onBeforeEventsLoad(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called after the event files were loaded.
   *
   * @param ctx - The plugins of the bot;
   * {@link CommandKitType.eventHandlers | CommandKit.eventHandlers} of `ctx.commandkit` holds
   * what loaded.
   * @returns Anything; it is awaited.
   */
  onAfterEventsLoad(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called before the client logs in (not called when the client was already logged in).
   *
   * @param ctx - The plugins of the starting bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  onBeforeClientLogin(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called once the client is logged in and ready, before the commands are registered.
   *
   * @param ctx - The plugins of the starting bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  onAfterClientLogin(ctx: CommandKitPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Sees every interaction before CommandKit handles it: commands, autocompletes, buttons, select
   * menus and modals. Call `ctx.capture()` (last) to take it over: the plugins after this one
   * and CommandKit leave it alone. File-based `interactionCreate` event handlers receive it
   * whatever the plugins do.
   *
   * @param ctx - The plugins of the bot, with
   * {@link CommandKitPluginRuntimeType.capture | CommandKitPluginRuntime.capture}.
   * @param interaction - The interaction the client received.
   * @returns Anything; it is awaited.
   */
  onBeforeInteraction(ctx: CommandKitPluginRuntimeType, interaction: Interaction): unknown {
    void ctx;
    void interaction;
    return undefined;
  }

  /**
   * Sees every message before CommandKit looks for a message command in it (bots' messages
   * included). Call `ctx.capture()` (last) to take it over.
   *
   * @param ctx - The plugins of the bot, with
   * {@link CommandKitPluginRuntimeType.capture | CommandKitPluginRuntime.capture}.
   * @param message - The message the client received.
   * @returns Anything; it is awaited.
   */
  onBeforeMessageCommand(ctx: CommandKitPluginRuntimeType, message: Message): unknown {
    void ctx;
    void message;
    return undefined;
  }

  /**
   * Rewrites a command's definition before it is registered with Discord, such as to add
   * localizations. The plugins run in order, each receiving the previous one's result. The
   * default keeps the definition.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param commands - The definition about to be registered. CommandKit passes its JSON; the type
   * also takes discord.js's builders, which 1.0 code may pass when it calls the hook itself.
   * @param command - The loaded command it belongs to (an addition of this version: CommandKit
   * always passes it; it is optional so that code calling the hook as 1.0 did compiles).
   * @returns The definition to register instead (JSON with a `name`, or a builder, which is read
   * with its `toJSON()`), or `null`/`undefined` to keep it. Anything else is logged as the
   * plugin's failure and the definition is kept.
   */
  prepareCommand(
    ctx: CommandKitPluginRuntimeType,
    commands: CommandBuilderLike,
    command?: LoadedCommand,
  ): CommandBuilderLike | null | undefined | Promise<CommandBuilderLike | null | undefined> {
    void ctx;
    void commands;
    void command;
    return null;
  }

  /**
   * Called with every definition about to be registered, global and dev-guild; the plugin may
   * change the lists (`event.global`, `event.guild`), or call `event.preventDefault()` to register
   * nothing.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param event - The lists, and the way to cancel. CommandKit always passes a
   * {@link PluginRegisterCommandsEvent}; the type also takes 1.0's {@link PreRegisterCommandsEvent}
   * (only `commands` and `preventDefault`), so test `'global' in event` before using the lists.
   * @returns Anything; it is awaited.
   */
  onBeforeRegisterCommands(ctx: CommandKitPluginRuntimeType, event: PreRegisterCommandsEvent | PluginRegisterCommandsEvent): unknown {
    void ctx;
    void event;
    return undefined;
  }

  /**
   * Called before the global commands are written; `event.commands` is the list, which the plugin
   * may change, and `event.preventDefault()` leaves Discord's global commands as they are.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param event - The global definitions, and the way to skip them.
   * @returns Anything; it is awaited.
   */
  onBeforeRegisterGlobalCommands(ctx: CommandKitPluginRuntimeType, event: PreRegisterCommandsEvent): unknown {
    void ctx;
    void event;
    return undefined;
  }

  /**
   * Called once before the dev-only commands are split over the dev guilds; `event.commands` is
   * the list, and `event.preventDefault()` writes no dev guild.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param event - The dev-only definitions, and the way to skip them.
   * @returns Anything; it is awaited.
   */
  onBeforePrepareGuildCommandsRegistration(ctx: CommandKitPluginRuntimeType, event: PreRegisterCommandsEvent): unknown {
    void ctx;
    void event;
    return undefined;
  }

  /**
   * Called before the commands of each dev guild are written; `event.preventDefault()` skips
   * that guild.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param event - The guild's definitions, and the way to skip it.
   * @returns Anything; it is awaited.
   */
  onBeforeRegisterGuildCommands(ctx: CommandKitPluginRuntimeType, event: PreRegisterCommandsEvent): unknown {
    void ctx;
    void event;
    return undefined;
  }

  /**
   * Called after the commands were registered (or registration was cancelled or failed, which
   * is logged).
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @returns Anything; it is awaited.
   */
  onAfterRegisterCommands?(ctx: CommandKitPluginRuntimeType): unknown;

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
   * it to skip the command. Return `false` or nothing to let the next plugin, or CommandKit, run it;
   * the default returns `false`.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param env - The command's environment; `env.context` is the command's context.
   * @param source - The interaction or message that called the command.
   * @param command - The command and the middleware about to run.
   * @param execute - Runs the command's handler.
   * @returns `true` when this plugin ran or skipped the command.
   */
  executeCommand(
    ctx: CommandKitPluginRuntimeType,
    env: CommandKitEnvironment,
    source: Interaction | Message,
    command: PreparedAppCommandExecution,
    execute: () => Promise<void>,
  ): boolean | undefined | Promise<boolean | undefined> {
    void ctx;
    void env;
    void source;
    void command;
    void execute;
    return false;
  }

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
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param env - The command's environment (`env.context` is the context of the last command,
   * after redirects; `env.getExecutionTime()` how long it took).
   * @param outcome - Whether it succeeded, what failed, and how long it took (an addition of
   * this version: CommandKit always passes it; optional for code calling the hook as 1.0 did).
   * @returns Anything; it is awaited.
   */
  onAfterCommand(ctx: CommandKitPluginRuntimeType, env: CommandKitEnvironment, outcome?: CommandRunOutcome): unknown {
    void ctx;
    void env;
    void outcome;
    return undefined;
  }

  /**
   * Sees each dispatch of a file-based event before its handlers run: the plugin may change
   * `event.args`, or call `event.accept()` so that the plugins after it are not asked.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param event - The event about to be handed to its files.
   * @returns Anything; it is awaited.
   */
  willEmitEvent(ctx: CommandKitPluginRuntimeType, event: CommandKitEventDispatch): unknown {
    void ctx;
    void event;
    return undefined;
  }

  /**
   * Called in development when a source file changed, before CommandKit reloads what it affects;
   * `event.preventDefault()` means the plugin handled it, `event.accept()` that it is done.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   * @param event - What changed.
   * @returns Anything; it is awaited.
   */
  performHMR(ctx: CommandKitPluginRuntimeType, event: CommandKitHMREvent): unknown {
    void ctx;
    void event;
    return undefined;
  }
}
