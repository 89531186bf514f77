import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Events, GatewayIntentBits, Locale, type Awaitable, type Client, type Interaction, type Message } from 'discord.js';
import type { RegistrationRest } from '../commands/registration.ts';
import type { LoadedCommand } from '../commands/types.ts';
import { getConfig } from '../config/active-config.ts';
import type { CommandKitConfiguration } from '../config/instance-settings.ts';
import { CollectorHub } from '../components/collector/hub.ts';
import { EventInterceptor } from '../components/interceptor/event-interceptor.ts';
import type { CommandKind } from '../context/context.ts';
import { createElement, Fragment, type FragmentProps } from '../jsx/element.ts';
import { CommandKitEventsChannel } from '../events/events-channel.ts';
import { EventsRouter } from '../events/events-router.ts';
import type { LoadedEventHandler } from '../events/types.ts';
import type { FeatureFlag } from '../flags/feature-flag.ts';
import { getFlags } from '../flags/registry.ts';
import { getLogger } from '../logger/logger.ts';
import { CommandsRouter } from '../router/commands-router.ts';
import type { CommandKitLogger } from '../logger/types.ts';
import { CommandKitPluginRuntime } from '../plugins/commandkit-plugin-runtime.ts';
import { isRuntimePlugin } from '../plugins/plugin-kinds.ts';
import { notifyPlugins } from '../plugins/plugin-runtime.ts';
import type { RuntimePlugin } from '../plugins/runtime-plugin.ts';
import { AppCommandHandler } from './app-command-handler.ts';
import { AppEventsHandler } from './app-events-handler.ts';
import { RegistrationError } from './command-registrar.ts';
import { dispatchCommand } from './dispatch.ts';
import { resetBootstrap, runBootstrapFunctions } from './lifecycle.ts';
import type { RegistrationReport } from './registration-report.ts';
import { releaseRunningCommandKit, runningCommandKit, setRunningCommandKit } from './running-instance.ts';
import { unwatchUnhandledErrors, watchUnhandledErrors } from './unhandled-errors.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface RuntimeTypes {
    CommandKit: CommandKit;
  }
}

/**
 * Options for {@link CommandKit}. Fields left out come from the active config
 * ({@link getConfig}).
 */
export interface CommandKitOptions {
  /**
   * The bot's discord.js client. It may be given later with {@link CommandKit.setClient}, as the
   * `commandkit` CLI does with the client `src/app.ts` exports.
   */
  client?: Client;
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
 * Returns the prefixes a message may use, such as a guild's own prefix from a database. See
 * {@link CommandKit.setPrefixResolver}.
 */
export type PrefixResolver = (message: Message) => Awaitable<string | readonly string[]>;

/**
 * The CommandKit runtime of one bot: it loads the command and event files, registers the
 * application commands with Discord, and runs commands, middleware and event handlers for what
 * the client receives. It is an `EventEmitter` too: CommandKit emits
 * `unhandledDeferredFunctionRejection` when a function scheduled with `after()` fails.
 *
 * One instance exists per process at a time: reach it as `ctx.commandkit` in handlers, as
 * {@link CommandKit.instance} or the `commandkit` export anywhere. {@link bootstrap} creates and
 * starts it for projects run by the `commandkit` CLI; create it yourself to run CommandKit in your
 * own entry file.
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
export class CommandKit extends EventEmitter {
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
  /** The runtime plugins, in the order their hooks run; every plugin hook receives it. */
  readonly plugins: CommandKitPluginRuntime;
  /** The commands: loading, look-up, running, and the {@link CommandRegistrar}. */
  readonly commandHandler: AppCommandHandler;
  /** The event handlers: loading, listening and running. */
  readonly eventHandler: AppEventsHandler;
  /** Finds the command and middleware files under `<appDir>/commands`, scanned on every load. */
  readonly commandsRouter: CommandsRouter;
  /** Finds the event directories, client and `(namespace)` ones, under `<appDir>/events`. */
  readonly eventsRouter: EventsRouter;
  /**
   * The channel of custom events: `commandkit.events.to('custom').emit('boost', member)` runs the
   * handlers in `events/(custom)/boost/`, and any listener added with `on()`.
   */
  readonly events: CommandKitEventsChannel;
  /** Values shared by the bot's code for the life of the process (CommandKit stores nothing here). */
  readonly store = new Map<string, unknown>();
  /**
   * The settings a bot may change at run time: the default locale ({@link CommandKit.setDefaultLocale})
   * and the message-command prefixes ({@link CommandKit.setPrefixResolver}).
   */
  readonly config: CommandKitConfiguration;

  /** The JSX element factory, as `CommandKit.createElement` (the `jsx-runtime` entry is what TSX uses). */
  static readonly createElement: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown = createElement;
  /** The JSX fragment, as `CommandKit.Fragment`. */
  static readonly Fragment: (props: FragmentProps | null | undefined) => unknown[] = Fragment;

  #client: Client | undefined;
  #interceptor: EventInterceptor | undefined;
  #prefixResolver: PrefixResolver | undefined;
  #commandListeners: [string, (...args: unknown[]) => void][] = [];
  #loaded = false;
  #started = false;
  #destroyed = false;

  /**
   * Creates the CommandKit instance of a bot. Nothing is loaded until {@link CommandKit.load} or
   * {@link CommandKit.start}.
   *
   * @param options - The client, and settings that override the config.
   * @throws `Error` when another instance exists that was not destroyed; `TypeError` or `Error`
   * when one of {@link CommandKitOptions.plugins} is not a runtime plugin or shares its name with
   * another plugin.
   */
  constructor(options: CommandKitOptions = {}) {
    if (runningCommandKit()) {
      throw new Error(
        'A CommandKit instance already exists in this process. Use CommandKit.instance, or destroy() it before creating another.',
      );
    }
    super();
    const config = getConfig();
    this.#client = options.client;
    this.appDir = resolve(options.appDir ?? config.appDir);
    const prefix = options.prefix ?? config.prefix;
    this.prefixes = Object.freeze(typeof prefix === 'string' ? [prefix] : [...prefix]);
    this.devGuildIds = Object.freeze([...(options.devGuildIds ?? config.devGuildIds)]);
    this.devUserIds = Object.freeze([...(options.devUserIds ?? config.devUserIds)]);
    this.devRoleIds = Object.freeze([...(options.devRoleIds ?? config.devRoleIds)]);
    this.plugins = new CommandKitPluginRuntime(this);
    // The config lists compiler plugins too: those ran during the build.
    for (const plugin of [...config.plugins.filter(isRuntimePlugin), ...(options.plugins ?? [])]) this.plugins.add(plugin);
    this.commandHandler = new AppCommandHandler(this);
    this.eventHandler = new AppEventsHandler(this);
    this.commandsRouter = new CommandsRouter({ entrypoint: join(this.appDir, 'commands') });
    this.eventsRouter = new EventsRouter({ entrypoints: [join(this.appDir, 'events')] });
    this.events = new CommandKitEventsChannel(this, { describe: (namespace, event) => this.eventsRouter.match(event, namespace) });
    this.collectors = new CollectorHub(this);
    this.config = {
      defaultLocale: Locale.EnglishUS,
      getMessageCommandPrefix: (message) => this.resolvePrefixes(message).then((prefixes) => [...prefixes]),
    };
    setRunningCommandKit(this);
  }

  /**
   * The running instance, or `undefined` when there is none (none was created, or it was
   * destroyed), as in CommandKit 1.0. The `commandkit` export and the hooks throw instead.
   */
  static get instance(): CommandKit | undefined {
    return runningCommandKit();
  }

  /**
   * The bot's discord.js client.
   *
   * @throws `Error` when none was given yet (see {@link CommandKit.setClient}).
   */
  get client(): Client {
    if (!this.#client)
      throw new Error('This CommandKit instance has no client yet: pass { client } to new CommandKit() or call setClient(client).');
    return this.#client;
  }

  /** Whether the instance has its client (see {@link CommandKit.setClient}). */
  get hasClient(): boolean {
    return this.#client !== undefined;
  }

  /**
   * Gives the instance its client, before {@link CommandKit.start}.
   *
   * @param client - The bot's discord.js client.
   * @returns This instance, for chaining.
   * @throws `Error` when the bot has started already.
   */
  setClient(client: Client): this {
    if (this.#started) throw new Error('setClient() must be called before start(): the bot is already running on its client.');
    this.#client = client;
    return this;
  }

  /** Whether {@link CommandKit.start} was called. */
  get started(): boolean {
    return this.#started;
  }

  /** The logger CommandKit writes to; see {@link setLogger}. */
  get logger(): CommandKitLogger {
    return getLogger();
  }

  /** The feature flags defined with `flag()`, by key. */
  get flags(): ReadonlyMap<string, FeatureFlag<unknown, unknown>> {
    return getFlags();
  }

  /** An {@link EventInterceptor} over the client, made on first use and destroyed with the bot. */
  get eventInterceptor(): EventInterceptor {
    return (this.#interceptor ??= new EventInterceptor(this.client));
  }

  /**
   * The loaded commands, one entry per command file, keyed by name for slash command files
   * (message commands included: `'ping'`) and by `userContextMenu:<name>` or
   * `messageContextMenu:<name>` for context-menu command files (`'userContextMenu:Report'`), since
   * a slash command and a context-menu command may share a name. To find the command that runs
   * for a name and a kind of interaction, use {@link CommandKit.getCommand}.
   */
  get commands(): ReadonlyMap<string, LoadedCommand> {
    return this.commandHandler.commands;
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
    return this.commandHandler.getCommand(name, kind);
  }

  /**
   * What the last registration of application commands did (set by {@link CommandKit.start} and
   * {@link CommandKit.registerCommands}), or `undefined` before the first one ended.
   */
  get lastRegistration(): RegistrationReport | undefined {
    return this.commandHandler.registrar.lastRegistration;
  }

  /** The loaded event handlers by event name, each list in the order the handlers run. */
  get eventHandlers(): ReadonlyMap<string, readonly LoadedEventHandler[]> {
    return this.eventHandler.handlers;
  }

  /**
   * The directory holding `commands/` and `events/`.
   *
   * @returns {@link CommandKit.appDir}, or `null` when it does not exist.
   */
  getAppDirectory(): string | null {
    return existsSync(this.appDir) ? this.appDir : null;
  }

  /**
   * The commands or events directory of the bot.
   *
   * @param to - Which directory.
   * @returns Its absolute path, or `null` when it does not exist.
   */
  getPath(to: 'commands' | 'events'): string | null {
    const path = join(this.appDir, to);
    return existsSync(path) ? path : null;
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
    this.plugins.add(plugin);
    return this;
  }

  /**
   * Sets the locale used when a user's or a guild's is not known (read by the i18n plugin).
   *
   * @param locale - A Discord locale.
   * @returns This instance, for chaining.
   */
  setDefaultLocale(locale: Locale): this {
    this.config.defaultLocale = locale;
    return this;
  }

  /**
   * Sets the function that tells which prefixes a message may use, replacing the configured
   * prefixes; `null` goes back to them. A resolver that throws is logged and the configured
   * prefixes are used for that message.
   *
   * @param resolver - Returns a prefix or a list of them for a message.
   * @returns This instance, for chaining.
   *
   * @example
   * ```ts
   * commandkit.setPrefixResolver(async (message) => {
   *   if (!message.guildId) return '!';
   *   return (await settings.get(message.guildId))?.prefix ?? '!';
   * });
   * ```
   */
  setPrefixResolver(resolver: PrefixResolver | null): this {
    this.#prefixResolver = resolver ?? undefined;
    return this;
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
   *   override onBeforeCommandsLoad(ctx: CommandKitPluginRuntime) {
   *     ctx.commandkit.addCommands([{
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
    this.commandHandler.addForThisLoad(commands);
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
   *   override onBeforeEventsLoad(ctx: CommandKitPluginRuntime) {
   *     ctx.commandkit.addEventHandlers([{
   *       event: 'guildMemberAdd',
   *       file: import.meta.filename,
   *       handler: (member) => console.log(`Welcome, ${(member as GuildMember).displayName}!`),
   *     }]);
   *   }
   * }
   * ```
   */
  addEventHandlers(handlers: readonly LoadedEventHandler[]): void {
    this.eventHandler.addForThisLoad(handlers);
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
    await this.commandHandler.loadCommands();
    await this.eventHandler.loadEvents();
    this.listenForCommands();
    this.#loaded = true;
    const commands = this.commands.size;
    const handlers = [...this.eventHandlers.values()].reduce((sum, list) => sum + list.length, 0);
    this.logger.info(
      `Loaded ${commands} command${commands === 1 ? '' : 's'} and ${handlers} event handler${handlers === 1 ? '' : 's'} from ${this.appDir}.`,
    );
  }

  /**
   * Loads the commands directory again and, once the client is logged in, registers the
   * commands with Discord; what was loaded stays when a file fails to load.
   *
   * @throws `Error` naming the file when a command or middleware file is invalid.
   */
  async reloadCommands(): Promise<void> {
    await this.commandHandler.reloadCommands();
  }

  /**
   * Loads the events directory again and listens for the events it now has handlers of.
   *
   * @throws `Error` naming the file when an event file is invalid.
   */
  async reloadEvents(): Promise<void> {
    await this.eventHandler.loadEvents();
  }

  /**
   * Runs the runtime plugins' `activate` hooks, in order (done by {@link CommandKit.start}).
   *
   * @throws `Error` when a plugin's `activate` throws (`Failed to activate the plugin "<name>": ...`).
   */
  async loadPlugins(): Promise<void> {
    for (const plugin of this.plugins.list) await this.plugins.activate(plugin);
  }

  /**
   * Starts the bot: activates the runtime plugins, loads the files unless {@link CommandKit.load}
   * was called, runs the {@link onApplicationBootstrap} functions, logs the client in (unless it
   * is already ready), waits until it is ready, and registers the application commands. A failed
   * registration is logged and the bot keeps running. The plugins' hooks run along the way (see
   * {@link RuntimePlugin}). Until {@link CommandKit.destroy}, errors no handler can catch are
   * handled as {@link CommandKitConfig.unhandledErrors} says.
   *
   * @param token - The bot token; `DISCORD_TOKEN` (or else `TOKEN`) from the environment when
   * left out. Not needed when the client is already logged in; `false` never logs in (the
   * caller does, and CommandKit goes on once the client is ready).
   * @throws `Error` when a plugin's `activate` throws (`Failed to activate the plugin "<name>":
   * ...`), loading fails, a bootstrap function throws, no token is found for a client that is not
   * logged in, or the login fails.
   */
  async start(token?: string | false): Promise<void> {
    if (this.#destroyed) throw new Error('This CommandKit instance was destroyed; create a new one.');
    if (this.#started) throw new Error('CommandKit was already started.');
    const client = this.client;
    this.#started = true;
    watchUnhandledErrors(this);
    await this.loadPlugins();
    if (!this.#loaded) await this.load();
    await runBootstrapFunctions(this);
    this.#warnAboutIntents();

    if (!client.isReady()) {
      const ready = new Promise<void>((resolveReady) => client.once(Events.ClientReady, () => resolveReady()));
      if (token !== false) {
        const key = token || process.env.DISCORD_TOKEN || process.env.TOKEN;
        if (!key) {
          throw new Error('No bot token: set DISCORD_TOKEN in the environment (for example in .env) or pass the token to start().');
        }
        await notifyPlugins(this.logger, this.plugins.list, 'onBeforeClientLogin', this.plugins);
        await client.login(key);
      }
      if (!client.isReady()) await ready;
    }
    this.logger.info(`Logged in as ${client.user?.tag ?? 'the bot'}.`);
    await notifyPlugins(this.logger, this.plugins.list, 'onAfterClientLogin', this.plugins);

    // Application commands belong to the application, not to a shard: registering them from
    // every shard would repeat the same writes and race. The process of shard 0 does it.
    const shardIds = client.shard?.ids;
    if (shardIds && !shardIds.includes(0)) {
      this.logger.debug(`Not registering the application commands on shard ${shardIds.join(', ')}: the process of shard 0 registers them.`);
      this.commandHandler.registrar.record({ outcome: 'skipped', sets: [], finishedAt: new Date() });
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
   * dev-only globally (or, when their definition lists `guilds`, in those guilds), dev-only
   * commands in each guild of {@link CommandKit.devGuildIds}. With sharding,
   * {@link CommandKit.start} calls it only in the process of shard 0. For each of these sets it
   * fetches what is registered and overwrites it only when the definitions changed, so a restart
   * without changes makes no write. Plugins' `prepareCommand` hooks run on each definition first,
   * then their `onBeforeRegisterCommands` hooks see the lists (and may cancel the registration),
   * and the global and guild hooks see each set; `onAfterRegisterCommands` runs once it is over,
   * failed or not.
   *
   * Each set is synced on its own: when one fails (Discord rejects a definition, a guild is out of
   * reach), the failure is logged, naming the set, and the others are still synced.
   *
   * @param rest - The REST client to use; `client.rest` unless given.
   * @throws `Error` when the client is not logged in (the application id is unknown), or, once
   * every set was tried, when any of them failed; its `cause` is an `AggregateError` of the
   * failures. {@link CommandKit.lastRegistration} tells what happened to each set.
   */
  async registerCommands(rest?: RegistrationRest): Promise<void> {
    await this.commandHandler.registrar.register(rest);
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
    const captured = await this.plugins.execute(async (ctx, plugin) => void (await plugin.onBeforeInteraction(ctx, interaction)));
    if (captured === true) return;
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
    const captured = await this.plugins.execute(async (ctx, plugin) => void (await plugin.onBeforeMessageCommand(ctx, message)));
    if (captured === true) return;
    if (message.author.bot || message.webhookId || message.system) return;
    const prefixes = await this.resolvePrefixes(message);
    const prefix = prefixes.find((candidate) => message.content.startsWith(candidate));
    if (prefix === undefined) return;
    const match = /^(\S+)(?:\s+([\s\S]*))?$/.exec(message.content.slice(prefix.length));
    if (!match) return;
    const command = this.commandHandler.getMessageCommand(match[1]!);
    if (!command) return;
    await dispatchCommand(this, command, 'message', message, { prefix, text: match[2] ?? '' });
  }

  /**
   * Runs the loaded handlers of an event, in order, with the event's arguments followed by the
   * client and this instance. A handler that throws is logged and the next one runs;
   * {@link stopEvents} skips the rest. CommandKit calls this when the client emits a loaded
   * event.
   *
   * @param event - The event name.
   * @param args - The arguments the event was emitted with.
   * @param namespace - The namespace of a custom event; `null` for a client event.
   */
  async dispatchEvent(event: string, args: readonly unknown[], namespace: string | null = null): Promise<void> {
    await this.eventHandler.dispatch(event, args, namespace);
  }

  /** Raises the client's listener limit by one, for code that adds a long-lived listener. */
  incrementClientListenersCount(): void {
    const client = this.client;
    const max = client.getMaxListeners();
    if (max !== 0) client.setMaxListeners(max + 1);
  }

  /** Lowers the client's listener limit by one, when such a listener is removed. */
  decrementClientListenersCount(): void {
    const client = this.client;
    const max = client.getMaxListeners();
    if (max > 1) client.setMaxListeners(max - 1);
  }

  /**
   * Stops the bot: removes CommandKit's listeners, stops the component collectors (their `onEnd`
   * gets `'destroy'`), runs the plugins' `deactivate`, destroys the client and frees the instance
   * slot so a new instance can be created. Calling it again does nothing.
   */
  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#unlistenForCommands();
    if (this.#client) this.eventHandler.unlisten();
    this.#interceptor?.destroy();
    // onEnd handlers usually edit their message (disabling its buttons): give them a moment while
    // the client can still reach Discord, without letting one that hangs hold the shutdown.
    await settledWithin(this.collectors.destroy(), COLLECTOR_END_GRACE_MS);
    releaseRunningCommandKit(this);
    resetBootstrap(this);
    unwatchUnhandledErrors(this);
    await notifyPlugins(this.logger, this.plugins.list, 'deactivate', this.plugins);
    await this.#client?.destroy();
  }

  /** @internal Hands the client's interactions and messages to CommandKit (once). */
  listenForCommands(): void {
    if (this.#commandListeners.length > 0) return;
    const on = (event: string, listener: (...args: unknown[]) => Promise<void>) => {
      const wrapped = (...args: unknown[]) => {
        listener(...args).catch((error: unknown) => this.logger.error(`Handling "${event}" failed.`, error));
      };
      this.client.on(event, wrapped);
      this.#commandListeners.push([event, wrapped]);
    };
    on(Events.InteractionCreate, (interaction) => this.handleInteraction(interaction as Interaction));
    on(Events.MessageCreate, (message) => this.handleMessage(message as Message));
  }

  #unlistenForCommands(): void {
    for (const [event, listener] of this.#commandListeners.splice(0)) this.#client?.off(event, listener);
  }

  #warnAboutIntents(): void {
    const hasMessageCommands = [...this.commands.values()].some((command) => command.handlers.message);
    if (!hasMessageCommands) return;
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
