import { join, resolve } from 'node:path';
import {
  Events,
  GatewayIntentBits,
  Routes,
  type Client,
  type Interaction,
  type Message,
} from 'discord.js';
import { answeredTypes, commandTypeOfKind, typedNameKey } from '../commands/command-keys.ts';
import { registrationEntries, syncCommands, type RegistrationRest } from '../commands/registration.ts';
import type { CommandData, LoadedCommand } from '../commands/types.ts';
import { getConfig } from '../config/active-config.ts';
import { CollectorHub } from '../components/collector/hub.ts';
import type { CommandKind } from '../context/context.ts';
import { createEnvironment } from '../context/environment.ts';
import type { LoadedEventHandler } from '../events/types.ts';
import { runDispatch } from '../helpers/after.ts';
import { StopEventsSignal } from '../helpers/signals.ts';
import { loadCommands } from '../loader/load-commands.ts';
import { loadEvents } from '../loader/load-events.ts';
import { getLogger } from '../logger/logger.ts';
import type { CommandKitLogger } from '../logger/types.ts';
import { isRuntimePlugin } from '../plugins/plugin-kinds.ts';
import { callHook, checkRuntimePlugin, notifyPlugins } from '../plugins/plugin-runtime.ts';
import type { PluginInteractionEvent, PluginMessageEvent, PluginRegisterCommandsEvent, RuntimePlugin } from '../plugins/runtime-plugin.ts';
import { dispatchCommand } from './dispatch.ts';
import { checkAddedCommand, checkAddedEventHandler, mergeCommands, mergeEventHandlers } from './plugin-additions.ts';
import { resetBootstrap, runBootstrapFunctions } from './lifecycle.ts';
import { unwatchUnhandledErrors, watchUnhandledErrors } from './unhandled-errors.ts';

/**
 * Options for {@link CommandKit}. Fields left out come from the active config
 * ({@link getConfig}).
 */
export interface CommandKitOptions {
  /** The bot's discord.js client. */
  client: Client;
  /**
   * The directory holding `commands/` and `events/`, absolute or relative to the current
   * directory.
   *
   * @defaultValue the config's {@link CommandKitConfig.appDir}
   */
  appDir?: string;
  /**
   * Message-command prefixes. See {@link CommandKitConfig.prefix}.
   *
   * @defaultValue the config's prefixes
   */
  prefix?: string | readonly string[];
  /**
   * Guilds where dev-only commands are registered and usable. See
   * {@link CommandKitConfig.devGuildIds}.
   *
   * @defaultValue the config's list
   */
  devGuildIds?: readonly string[];
  /**
   * Users who may use dev-only commands anywhere. See {@link CommandKitConfig.devUserIds}.
   *
   * @defaultValue the config's list
   */
  devUserIds?: readonly string[];
  /**
   * Roles whose members may use dev-only commands. See {@link CommandKitConfig.devRoleIds}.
   *
   * @defaultValue the config's list
   */
  devRoleIds?: readonly string[];
  /**
   * Runtime plugins, run after those of the config's {@link CommandKitConfig.plugins}. Each must
   * be an instance of a class that extends {@link RuntimePlugin}, with a name no other plugin has.
   *
   * @defaultValue `[]`
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugins?: readonly RuntimePlugin<any>[];
}

/**
 * One set of application commands CommandKit synced with Discord: the global commands, or the
 * dev-only commands of one dev guild.
 */
export interface RegisteredCommandSet {
  /** The dev guild the set belongs to, or `null` for the global commands. */
  readonly guildId: string | null;
  /** The definitions sent, after the plugins' `prepareCommand` and `onBeforeRegisterCommands`. */
  readonly commands: readonly CommandData[];
  /**
   * `'registered'` when Discord's list was overwritten, `'up-to-date'` when it already matched
   * (nothing was written), `'failed'` when the sync failed.
   */
  readonly status: 'registered' | 'up-to-date' | 'failed';
  /** Why the sync failed, when {@link RegisteredCommandSet.status} is `'failed'`. */
  readonly error: unknown;
}

/**
 * What the last registration of application commands did; see {@link CommandKit.lastRegistration}.
 */
export interface RegistrationReport {
  /**
   * `'synced'` when every set was synced (each with its own status), `'cancelled'` when a
   * plugin's `onBeforeRegisterCommands` prevented it, `'skipped'` when this process runs shards
   * other than shard 0, whose process registers for the whole bot.
   */
  readonly outcome: 'synced' | 'cancelled' | 'skipped';
  /** The sets synced, in order: the global one first, then one per dev guild. Empty unless synced. */
  readonly sets: readonly RegisteredCommandSet[];
  /** When the registration ended. */
  readonly finishedAt: Date;
}

/**
 * Returns the prefixes a message may use, such as a guild's own prefix from a database. See
 * {@link CommandKit.setPrefixResolver}.
 */
export type PrefixResolver = (message: Message) => string | readonly string[] | Promise<string | readonly string[]>;

/**
 * The CommandKit runtime of one bot: it loads the command and event files, registers the
 * application commands with Discord, and runs commands, middleware and event handlers for what
 * the client receives.
 *
 * One instance exists per process at a time: reach it as `ctx.commandkit` in handlers or as
 * {@link CommandKit.instance} anywhere. {@link bootstrap} creates and starts it for projects run
 * by the `commandkit` CLI; create it yourself to run CommandKit in your own entry file.
 *
 * @example
 * ```ts
 * import { Client, GatewayIntentBits } from 'discord.js';
 * import { CommandKit } from 'commandkit';
 *
 * const client = new Client({ intents: [GatewayIntentBits.Guilds] });
 * const commandkit = new CommandKit({ client, appDir: 'dist/app' });
 * await commandkit.start(process.env.DISCORD_TOKEN);
 * ```
 */
export class CommandKit {
  /** The bot's discord.js client. */
  readonly client: Client;
  /** The absolute path of the directory holding `commands/` and `events/`. */
  readonly appDir: string;
  /** The message-command prefixes used when no prefix resolver is set. */
  readonly prefixes: readonly string[];
  /** Guilds where dev-only commands are registered and usable. */
  readonly devGuildIds: readonly string[];
  /** Users who may use dev-only commands anywhere. */
  readonly devUserIds: readonly string[];
  /** Roles whose members may use dev-only commands. */
  readonly devRoleIds: readonly string[];
  /**
   * The handlers of buttons, select menus and modals: the kits ({@link ButtonKit},
   * {@link ModalKit}, the select menu kits) register here, and
   * {@link CommandKit.handleInteraction} routes component interactions here.
   */
  readonly collectors: CollectorHub;

  static #current: CommandKit | undefined;

  #plugins: RuntimePlugin<object>[] = [];
  #commands = new Map<string, LoadedCommand>();
  #byTypeAndName = new Map<string, LoadedCommand>();
  #messageCommands = new Map<string, LoadedCommand>();
  #events = new Map<string, LoadedEventHandler[]>();
  #listeners: [string, (...args: unknown[]) => void][] = [];
  #prefixResolver: PrefixResolver | undefined;
  #loaded = false;
  // Lists open only while the plugins' onBeforeCommandsLoad / onBeforeEventsLoad hooks run.
  #addedCommands: LoadedCommand[] | undefined;
  #addedEventHandlers: LoadedEventHandler[] | undefined;
  #started = false;
  #destroyed = false;
  #lastRegistration: RegistrationReport | undefined;

  /**
   * Creates the CommandKit instance of a bot. Nothing is loaded until {@link CommandKit.load} or
   * {@link CommandKit.start}.
   *
   * @param options - The client, and settings that override the config.
   * @throws `Error` when another instance exists that was not destroyed; `TypeError` or `Error`
   * when one of {@link CommandKitOptions.plugins} is not a runtime plugin or shares its name with
   * another plugin.
   */
  constructor(options: CommandKitOptions) {
    if (CommandKit.#current) {
      throw new Error('A CommandKit instance already exists in this process. Use CommandKit.instance, or destroy() it before creating another.');
    }
    const config = getConfig();
    this.client = options.client;
    this.appDir = resolve(options.appDir ?? config.appDir);
    const prefix = options.prefix ?? config.prefix;
    this.prefixes = Object.freeze(typeof prefix === 'string' ? [prefix] : [...prefix]);
    this.devGuildIds = Object.freeze([...(options.devGuildIds ?? config.devGuildIds)]);
    this.devUserIds = Object.freeze([...(options.devUserIds ?? config.devUserIds)]);
    this.devRoleIds = Object.freeze([...(options.devRoleIds ?? config.devRoleIds)]);
    // The config lists compiler plugins too: those ran during the build.
    for (const plugin of [...config.plugins.filter(isRuntimePlugin), ...(options.plugins ?? [])]) {
      this.#plugins.push(checkRuntimePlugin(plugin, this.#plugins));
    }
    this.collectors = new CollectorHub(this);
    CommandKit.#current = this;
  }

  /**
   * The running instance.
   *
   * @throws `Error` when there is none: no instance was created, or it was destroyed.
   */
  static get instance(): CommandKit {
    const current = CommandKit.#current;
    if (!current) throw new Error('No CommandKit instance is running. Start the bot with bootstrap() or new CommandKit({ client }).');
    return current;
  }

  /** The logger CommandKit writes to; see {@link setLogger}. */
  get logger(): CommandKitLogger {
    return getLogger();
  }

  /**
   * The loaded commands, one entry per command file, keyed by name for slash command files
   * (message commands included: `'ping'`) and by `userContextMenu:<name>` or
   * `messageContextMenu:<name>` for context-menu command files (`'userContextMenu:Report'`), since
   * a slash command and a context-menu command may share a name. To find the command that runs
   * for a name and a kind of interaction, use {@link CommandKit.getCommand}.
   */
  get commands(): ReadonlyMap<string, LoadedCommand> {
    return this.#commands;
  }

  /**
   * The loaded command that answers `name` as a command of the type `kind` runs as: a slash
   * command for `'chatInput'`, `'autocomplete'` and `'message'`, a user or message context-menu
   * command for `'userContextMenu'` and `'messageContextMenu'` (including the context-menu twin of
   * a slash command file). The name is matched exactly; message-command aliases do not count.
   *
   * @param name - The command's name, as registered.
   * @param kind - The kind of run, which picks the command type.
   * @returns The command, or `undefined` when no loaded command of that type has the name. The
   * command may lack a handler of `kind` (a slash command file without `message`, for example).
   *
   * @example
   * ```ts
   * const info = commandkit.getCommand('info'); // the slash command "info"
   * const menu = commandkit.getCommand('info', 'userContextMenu'); // the user context-menu command "info"
   * ```
   */
  getCommand(name: string, kind: CommandKind = 'chatInput'): LoadedCommand | undefined {
    return this.#byTypeAndName.get(typedNameKey(commandTypeOfKind(kind), name));
  }

  /**
   * What the last registration of application commands did (set by {@link CommandKit.start} and
   * {@link CommandKit.registerCommands}), or `undefined` before the first one ended.
   */
  get lastRegistration(): RegistrationReport | undefined {
    return this.#lastRegistration;
  }

  /** The loaded event handlers by event name, each list in the order the handlers run. */
  get events(): ReadonlyMap<string, readonly LoadedEventHandler[]> {
    return this.#events;
  }

  /**
   * The runtime plugins, in the order their hooks run: the config's, then those of
   * {@link CommandKitOptions.plugins}, then those added with {@link CommandKit.use}.
   */
  get plugins(): readonly RuntimePlugin<object>[] {
    return this.#plugins;
  }

  /**
   * Adds a runtime plugin after the others. Add plugins before {@link CommandKit.start} for their
   * `activate` hook and the loading hooks to run; a plugin added later only sees what happens
   * from then on.
   *
   * @param plugin - An instance of a class that extends {@link RuntimePlugin}.
   * @returns This instance, for chaining.
   * @throws `TypeError` when `plugin` is not a runtime plugin (compiler plugins belong in the
   * config) or has no name, `Error` when another plugin has its name.
   *
   * @example
   * ```ts
   * commandkit.use(new CommandTimer());
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  use(plugin: RuntimePlugin<any>): this {
    this.#plugins.push(checkRuntimePlugin(plugin, this.#plugins));
    return this;
  }

  /**
   * Sets the function that tells which prefixes a message may use, replacing the configured
   * prefixes; `null` goes back to them. A resolver that throws is logged and the configured
   * prefixes are used for that message.
   *
   * @param resolver - Returns a prefix or a list of them for a message.
   *
   * @example
   * ```ts
   * commandkit.setPrefixResolver(async (message) => {
   *   if (!message.guildId) return '!';
   *   return (await settings.get(message.guildId))?.prefix ?? '!';
   * });
   * ```
   */
  setPrefixResolver(resolver: PrefixResolver | null): void {
    this.#prefixResolver = resolver ?? undefined;
  }

  /**
   * The prefixes a message may use: the prefix resolver's answer, or the configured prefixes.
   *
   * @param message - The message to check.
   * @returns The prefixes, longest first.
   */
  async resolvePrefixes(message: Message): Promise<readonly string[]> {
    let prefixes: readonly string[] = this.prefixes;
    if (this.#prefixResolver) {
      try {
        const resolved = await this.#prefixResolver(message);
        prefixes = (typeof resolved === 'string' ? [resolved] : resolved).filter((prefix) => typeof prefix === 'string' && prefix !== '');
      } catch (error) {
        this.logger.error('The prefix resolver threw; using the configured prefixes.', error);
      }
    }
    return [...prefixes].sort((a, b) => b.length - a.length);
  }

  /**
   * Adds commands that do not come from the commands directory, such as commands a plugin loads
   * from files of its own layout. Call it from a plugin's {@link RuntimePlugin.onBeforeCommandsLoad}
   * hook, which runs on every {@link CommandKit.load} (reloads included): the commands it adds
   * are loaded with the file-based ones, replace those of the previous load, and are registered
   * and run like them (their `middleware` runs before their handlers, `metadata.devOnly` works as
   * for command files).
   *
   * @param commands - The commands, shaped as {@link LoadedCommand}: `name` equal to `data.name`,
   * `file` (the path named in errors and logs), at least one handler, `metadata` and `middleware`.
   * @throws `Error` when called outside an `onBeforeCommandsLoad` hook; `TypeError` when a command
   * lacks one of the fields above. When the load merges them, an `Error` naming both files if an
   * added command shares its type and name (or an alias) with another command.
   *
   * @example
   * ```ts
   * class ExtraCommands extends RuntimePlugin {
   *   readonly name = 'extra-commands';
   *   override onBeforeCommandsLoad(commandkit: CommandKit) {
   *     commandkit.addCommands([{
   *       name: 'uptime',
   *       data: { name: 'uptime', description: 'How long the bot has been up' },
   *       file: import.meta.filename,
   *       category: undefined,
   *       metadata: { devOnly: false, aliases: [] },
   *       handlers: { chatInput: (ctx) => ctx.reply(`Up for ${Math.round(process.uptime())} s`) },
   *       middleware: [],
   *     }]);
   *   }
   * }
   * ```
   */
  addCommands(commands: readonly LoadedCommand[]): void {
    if (!this.#addedCommands) {
      throw new Error("addCommands() can only be called from a plugin's onBeforeCommandsLoad hook; call it there, on every load.");
    }
    if (!Array.isArray(commands)) throw new TypeError('addCommands() takes an array of loaded commands.');
    for (const command of commands) this.#addedCommands.push(checkAddedCommand(command));
  }

  /**
   * Adds event handlers that do not come from the events directory. Call it from a plugin's
   * {@link RuntimePlugin.onBeforeEventsLoad} hook, which runs on every {@link CommandKit.load}:
   * the handlers run after the file-based handlers of their event, in the order given, with the
   * event's arguments followed by the client and this instance, like event files.
   *
   * @param handlers - The handlers, shaped as {@link LoadedEventHandler}: `event`, `file` (named
   * in logs) and `handler`.
   * @throws `Error` when called outside an `onBeforeEventsLoad` hook; `TypeError` when a handler
   * lacks one of the fields above.
   *
   * @example
   * ```ts
   * class Greeter extends RuntimePlugin {
   *   readonly name = 'greeter';
   *   override onBeforeEventsLoad(commandkit: CommandKit) {
   *     commandkit.addEventHandlers([{
   *       event: 'guildMemberAdd',
   *       file: import.meta.filename,
   *       handler: (member) => console.log(`Welcome, ${(member as GuildMember).displayName}!`),
   *     }]);
   *   }
   * }
   * ```
   */
  addEventHandlers(handlers: readonly LoadedEventHandler[]): void {
    if (!this.#addedEventHandlers) {
      throw new Error("addEventHandlers() can only be called from a plugin's onBeforeEventsLoad hook; call it there, on every load.");
    }
    if (!Array.isArray(handlers)) throw new TypeError('addEventHandlers() takes an array of loaded event handlers.');
    for (const handler of handlers) this.#addedEventHandlers.push(checkAddedEventHandler(handler));
  }

  /**
   * Loads the commands (`<appDir>/commands`) and events (`<appDir>/events`), and starts
   * listening to the client for interactions, messages and the loaded events. {@link CommandKit.start}
   * calls it unless it was called before. Calling it again rescans the directories and replaces
   * what was loaded; files already imported keep their module state (ES modules are cached).
   * The commands and event handlers plugins add with {@link CommandKit.addCommands} and
   * {@link CommandKit.addEventHandlers} are merged with those of the files.
   *
   * @throws `Error` naming the file when a command, middleware or event file is invalid, or when
   * two files (or a file and a command a plugin added) define commands of the same type and name.
   */
  async load(): Promise<void> {
    const addedCommands: LoadedCommand[] = (this.#addedCommands = []);
    try {
      await notifyPlugins(this.logger, this.#plugins, 'onBeforeCommandsLoad', this);
    } finally {
      this.#addedCommands = undefined;
    }
    const commands = mergeCommands(await loadCommands(join(this.appDir, 'commands')), addedCommands);
    this.#commands = commands;
    this.#byTypeAndName = new Map();
    for (const command of commands.values()) {
      for (const type of answeredTypes(command)) this.#byTypeAndName.set(typedNameKey(type, command.name), command);
    }
    this.#messageCommands = new Map();
    for (const command of commands.values()) {
      if (!command.handlers.message) continue;
      for (const name of [command.name, ...command.metadata.aliases]) this.#messageCommands.set(name.toLowerCase(), command);
    }
    await notifyPlugins(this.logger, this.#plugins, 'onAfterCommandsLoad', this);

    const addedEventHandlers: LoadedEventHandler[] = (this.#addedEventHandlers = []);
    try {
      await notifyPlugins(this.logger, this.#plugins, 'onBeforeEventsLoad', this);
    } finally {
      this.#addedEventHandlers = undefined;
    }
    const events = mergeEventHandlers(await loadEvents(join(this.appDir, 'events'), this.logger), addedEventHandlers);
    this.#events = events;
    this.#listen();
    this.#loaded = true;
    await notifyPlugins(this.logger, this.#plugins, 'onAfterEventsLoad', this);

    const handlers = [...events.values()].reduce((sum, list) => sum + list.length, 0);
    this.logger.info(`Loaded ${commands.size} command${commands.size === 1 ? '' : 's'} and ${handlers} event handler${handlers === 1 ? '' : 's'} from ${this.appDir}.`);
  }

  /**
   * Starts the bot: activates the runtime plugins, loads the files unless {@link CommandKit.load}
   * was called, runs the {@link onApplicationBootstrap} functions, logs the client in (unless it
   * is already ready), waits until it is ready, and registers the application commands. A failed
   * registration is logged and the bot keeps running. The plugins' hooks run along the way (see
   * {@link RuntimePlugin}). Until {@link CommandKit.destroy}, errors no handler can catch are
   * handled as {@link CommandKitConfig.unhandledErrors} says.
   *
   * @param token - The bot token; not needed when the client is already logged in.
   * @throws `Error` when a plugin's `activate` throws (`Failed to activate the plugin "<name>":
   * ...`), loading fails, a bootstrap function throws, no token is given for a client that is not
   * logged in, or the login fails.
   */
  async start(token?: string): Promise<void> {
    if (this.#destroyed) throw new Error('This CommandKit instance was destroyed; create a new one.');
    if (this.#started) throw new Error('CommandKit was already started.');
    this.#started = true;
    watchUnhandledErrors(this);
    for (const plugin of this.#plugins) {
      try {
        await plugin.activate?.(this);
      } catch (error) {
        throw new Error(`Failed to activate the plugin "${plugin.name}": ${errorMessage(error)}`, { cause: error });
      }
    }
    if (!this.#loaded) await this.load();
    await runBootstrapFunctions(this);
    this.#warnAboutIntents();

    if (!this.client.isReady()) {
      if (!token) {
        throw new Error('No bot token: set DISCORD_TOKEN in the environment (for example in .env) or pass the token to start().');
      }
      await notifyPlugins(this.logger, this.#plugins, 'onBeforeClientLogin', this);
      const ready = new Promise<void>((resolveReady) => this.client.once(Events.ClientReady, () => resolveReady()));
      await this.client.login(token);
      if (!this.client.isReady()) await ready;
    }
    this.logger.info(`Logged in as ${this.client.user?.tag ?? 'the bot'}.`);
    await notifyPlugins(this.logger, this.#plugins, 'onAfterClientLogin', this);

    // Application commands belong to the application, not to a shard: registering them from
    // every shard would repeat the same writes and race. The process of shard 0 does it.
    const shardIds = this.client.shard?.ids;
    if (shardIds && !shardIds.includes(0)) {
      this.logger.debug(`Not registering the application commands on shard ${shardIds.join(', ')}: the process of shard 0 registers them.`);
      this.#lastRegistration = { outcome: 'skipped', sets: [], finishedAt: new Date() };
      return;
    }
    try {
      await this.registerCommands();
    } catch (error) {
      // Failed syncs were logged one by one as they happened.
      if (!(error instanceof RegistrationError)) this.logger.error('Registering the application commands failed.', error);
    }
  }

  /**
   * Registers the loaded commands with Discord through `client.rest`: commands that are not
   * dev-only globally, dev-only commands in each guild of {@link CommandKit.devGuildIds}. With
   * sharding, {@link CommandKit.start} calls it only in the process of shard 0. For
   * each of these sets it fetches what is registered and overwrites it only when the definitions
   * changed, so a restart without changes makes no write. Plugins' `prepareCommand` hooks run on
   * each definition first, then their `onBeforeRegisterCommands` hooks see the lists (and may
   * cancel the registration); `onAfterRegisterCommands` runs once it is over, failed or not.
   *
   * Each set is synced on its own: when one fails (Discord rejects a definition, a guild is out of
   * reach), the failure is logged, naming the set, and the others are still synced.
   *
   * @param rest - The REST client to use; `client.rest` unless given.
   * @throws `Error` when the client is not logged in (the application id is unknown), or, once
   * every set was tried, when any of them failed; its `cause` is an `AggregateError` of the
   * failures. {@link CommandKit.lastRegistration} tells what happened to each set.
   */
  async registerCommands(rest: RegistrationRest = this.client.rest): Promise<void> {
    const applicationId = this.client.application?.id ?? this.client.user?.id;
    if (!applicationId) throw new Error('Cannot register application commands before the client has logged in.');

    try {
      await this.#register(rest, applicationId);
    } finally {
      await notifyPlugins(this.logger, this.#plugins, 'onAfterRegisterCommands', this);
    }
  }

  async #register(rest: RegistrationRest, applicationId: string): Promise<void> {
    const global: CommandData[] = [];
    const dev: CommandData[] = [];
    for (const command of this.#commands.values()) {
      for (let data of registrationEntries(command)) {
        for (const plugin of this.#plugins) {
          if (typeof plugin.prepareCommand !== 'function') continue;
          const input = data;
          data = (await callHook(this.logger, plugin, 'prepareCommand', () => plugin.prepareCommand!(input, command, this))) ?? data;
        }
        (command.metadata.devOnly ? dev : global).push(data);
      }
    }

    let cancelledBy: string | undefined;
    for (const plugin of this.#plugins) {
      if (typeof plugin.onBeforeRegisterCommands !== 'function') continue;
      const event: PluginRegisterCommandsEvent = {
        commandkit: this,
        global,
        guild: dev,
        preventDefault: () => void (cancelledBy ??= plugin.name),
        get defaultPrevented() {
          return cancelledBy !== undefined;
        },
      };
      await callHook(this.logger, plugin, 'onBeforeRegisterCommands', () => plugin.onBeforeRegisterCommands!(event));
    }
    if (cancelledBy !== undefined) {
      this.logger.debug(`The plugin "${cancelledBy}" cancelled the registration of the application commands.`);
      this.#lastRegistration = { outcome: 'cancelled', sets: [], finishedAt: new Date() };
      return;
    }

    const failures: [where: string, error: unknown][] = [];
    const sets: RegisteredCommandSet[] = [];
    const sync = async (route: `/${string}`, desired: CommandData[], where: string, guildId: string | null) => {
      try {
        const wrote = await syncCommands(rest, route, desired, this.logger, where);
        sets.push({ guildId, commands: desired, status: wrote ? 'registered' : 'up-to-date', error: undefined });
      } catch (error) {
        this.logger.error(`Registering the application commands ${where} failed.`, error);
        failures.push([where, error]);
        sets.push({ guildId, commands: desired, status: 'failed', error });
      }
    };
    await sync(Routes.applicationCommands(applicationId), global, 'globally', null);
    if (dev.length > 0 && this.devGuildIds.length === 0) {
      this.logger.warn(
        `${dev.length} dev-only command${dev.length === 1 ? ' is' : 's are'} not registered anywhere: list your development guilds in devGuildIds (commandkit.config.ts).`,
      );
    }
    for (const guildId of this.devGuildIds) {
      await sync(Routes.applicationGuildCommands(applicationId, guildId), dev, `in the dev guild ${guildId}`, guildId);
    }
    this.#lastRegistration = { outcome: 'synced', sets, finishedAt: new Date() };
    if (failures.length > 0) {
      throw new RegistrationError(
        `Registering the application commands failed ${failures.map(([where]) => where).join(' and ')}.`,
        new AggregateError(failures.map(([, error]) => error)),
      );
    }
  }

  /**
   * Runs the command an interaction is for, or, for a button, select menu or modal submission,
   * the component handlers listening to its custom id ({@link CommandKit.collectors}). CommandKit
   * calls this for every `interactionCreate` once loaded; call it yourself only to feed
   * interactions from elsewhere. Plugins' `onBeforeInteraction` hooks see the interaction first
   * and may take it over.
   * File-based `interactionCreate` event handlers receive every interaction too, handled or not.
   *
   * @param interaction - The interaction.
   */
  async handleInteraction(interaction: Interaction): Promise<void> {
    if (await this.#offerToPlugins('onBeforeInteraction', 'interaction', interaction)) return;
    if (interaction.isMessageComponent() || interaction.isModalSubmit()) {
      if (!(await this.collectors.handle(interaction))) {
        this.logger.debug(`No component handler took the interaction with the custom id "${interaction.customId}".`);
      }
      return;
    }
    let kind: CommandKind;
    if (interaction.isChatInputCommand()) kind = 'chatInput';
    else if (interaction.isAutocomplete()) kind = 'autocomplete';
    else if (interaction.isUserContextMenuCommand()) kind = 'userContextMenu';
    else if (interaction.isMessageContextMenuCommand()) kind = 'messageContextMenu';
    else return;

    const command = this.getCommand(interaction.commandName, kind);
    if (!command?.handlers[kind]) {
      this.logger.warn(`Received the command "${interaction.commandName}" (${kind}), which no loaded command file handles.`);
      return;
    }
    await dispatchCommand(this, command, kind, interaction);
  }

  /**
   * Runs the message command a message calls, if any: the message must start with one of the
   * prefixes followed directly by a command name or alias (case-insensitive) of a command that
   * exports `message`. Messages from bots, webhooks and the system are ignored. CommandKit calls
   * this for every `messageCreate` once loaded. Plugins' `onBeforeMessageCommand` hooks see every
   * message first, bots' included, and may take it over.
   *
   * @param message - The message.
   */
  async handleMessage(message: Message): Promise<void> {
    if (await this.#offerToPlugins('onBeforeMessageCommand', 'message', message)) return;
    if (message.author.bot || message.webhookId || message.system) return;
    const prefixes = await this.resolvePrefixes(message);
    const prefix = prefixes.find((candidate) => message.content.startsWith(candidate));
    if (prefix === undefined) return;
    const match = /^(\S+)(?:\s+([\s\S]*))?$/.exec(message.content.slice(prefix.length));
    if (!match) return;
    const command = this.#messageCommands.get(match[1]!.toLowerCase());
    if (!command) return;
    await dispatchCommand(this, command, 'message', message, { prefix, text: match[2] ?? '' });
  }

  /**
   * Stops the bot: removes CommandKit's listeners, stops the component collectors (their `onEnd`
   * gets `'destroy'`), runs the plugins' `deactivate`, destroys the client and frees the instance
   * slot so a new instance can be created. Calling it again does nothing.
   */
  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#unlisten();
    // onEnd handlers usually edit their message (disabling its buttons): give them a moment while
    // the client can still reach Discord, without letting one that hangs hold the shutdown.
    await settledWithin(this.collectors.destroy(), COLLECTOR_END_GRACE_MS);
    if (CommandKit.#current === this) CommandKit.#current = undefined;
    resetBootstrap(this);
    unwatchUnhandledErrors(this);
    await notifyPlugins(this.logger, this.#plugins, 'deactivate', this);
    await this.client.destroy();
  }

  /**
   * Runs the loaded handlers of an event, in order, with the event's arguments followed by the
   * client and this instance. A handler that throws is logged and the next one runs;
   * {@link stopEvents} skips the rest. CommandKit calls this when the client emits a loaded
   * event.
   *
   * @param event - The event name.
   * @param args - The arguments the event was emitted with.
   */
  async dispatchEvent(event: string, args: readonly unknown[]): Promise<void> {
    const handlers = this.#events.get(event);
    if (!handlers) return;
    await runDispatch(
      `the event "${event}"`,
      async () => {
        for (const { file, handler } of handlers) {
          try {
            await handler(...args, this.client, this);
          } catch (error) {
            if (error instanceof StopEventsSignal) break;
            this.logger.error(`The ${event} handler ${file} failed.`, error);
          }
        }
      },
      createEnvironment(this, 'event', { event, args }),
    );
  }

  /**
   * Hands an interaction or a message to the plugins' hook of that name, in order: `accept()`
   * stops the round, `preventDefault()` lets the next plugins see it. Returns whether either was
   * called, that is whether CommandKit must leave it alone.
   */
  async #offerToPlugins(
    hook: 'onBeforeInteraction' | 'onBeforeMessageCommand',
    key: 'interaction' | 'message',
    subject: Interaction | Message,
  ): Promise<boolean> {
    let prevented = false;
    for (const plugin of this.#plugins) {
      const method = plugin[hook] as ((event: PluginInteractionEvent | PluginMessageEvent) => unknown) | undefined;
      if (typeof method !== 'function') continue;
      let accepted = false;
      // A getter, not a copied value: the plugin reads defaultPrevented after calling the methods.
      const event = {
        [key]: subject,
        commandkit: this,
        preventDefault: () => void (prevented = true),
        accept: () => void (accepted = prevented = true),
        get defaultPrevented() {
          return prevented;
        },
      } as unknown as PluginInteractionEvent | PluginMessageEvent;
      await callHook(this.logger, plugin, hook, () => method.call(plugin, event));
      if (accepted) return true;
    }
    return prevented;
  }

  #listen(): void {
    this.#unlisten();
    const on = (event: string, listener: (...args: unknown[]) => Promise<void>) => {
      const wrapped = (...args: unknown[]) => {
        listener(...args).catch((error: unknown) => this.logger.error(`Handling "${event}" failed.`, error));
      };
      this.client.on(event, wrapped);
      this.#listeners.push([event, wrapped]);
    };
    on(Events.InteractionCreate, (interaction) => this.handleInteraction(interaction as Interaction));
    on(Events.MessageCreate, (message) => this.handleMessage(message as Message));
    for (const event of this.#events.keys()) on(event, (...args) => this.dispatchEvent(event, args));
  }

  #unlisten(): void {
    for (const [event, listener] of this.#listeners.splice(0)) this.client.off(event, listener);
  }

  #warnAboutIntents(): void {
    if (this.#messageCommands.size === 0) return;
    const intents = this.client.options.intents;
    const missing = [GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent].filter((intent) => !intents.has(intent));
    if (missing.length > 0) {
      this.logger.warn(
        `Message commands need the ${missing.map((intent) => GatewayIntentBits[intent]).join(' and ')} intent${missing.length === 1 ? '' : 's'}; add ${missing.length === 1 ? 'it' : 'them'} to your Client's intents.`,
      );
    }
  }
}

/** How long {@link CommandKit.destroy} waits for the collectors' `onEnd` handlers. */
const COLLECTOR_END_GRACE_MS = 3_000;

/** Waits for `promise` (which never rejects), or `ms`, whichever comes first. */
async function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  await Promise.race([promise, timeout]);
  clearTimeout(timer);
}

/** The failure {@link CommandKit.registerCommands} throws once every set was tried; each was logged. */
class RegistrationError extends Error {
  constructor(message: string, cause: AggregateError) {
    super(message, { cause });
    this.name = 'RegistrationError';
  }
}

function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
