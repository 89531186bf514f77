import type { Server } from 'node:http';
import {
  RuntimePlugin,
  type CommandKit,
  type CommandKitEnvironment,
  type CommandKitPluginRuntime,
  type CommandRunOutcome,
} from 'commandkit';
import { isLoopback, resolveOptions, runMode, type DevtoolsPluginOptions, type ResolvedDevtoolsOptions } from './options.ts';
import { createApp } from './server/app.ts';
import { listenWithFallback } from './server/listen.ts';
import { outcomeFromEnvironment, recordOf, RunLog, type RunRecord } from './server/run-log.ts';
import { SessionStore } from './server/sessions.ts';
import { collectRemoteRuns, shardedFleet, shareRun } from './server/shard-bridge.ts';
import { StreamHub } from './server/stream.ts';
import { botInfo, commandsInfo, eventsInfo, flagsInfo, localFleet, pluginsInfo } from './server/views.ts';
import { defaultUiDirectory } from './ui-assets.ts';

// The Overview's latency and uptime move on their own: a fresh snapshot this often while a
// browser watches. Runs of other shard processes are collected at the shorter interval.
const BOT_REFRESH_MS = 5_000;
const REMOTE_RUNS_MS = 1_000;

/**
 * Serves a web UI for the running bot: its user, guilds, shards and latency; the commands by
 * category with their middleware chain and registration with Discord; the event handlers; the
 * plugins; the feature flags; and the command runs as they happen, with their timing and errors.
 *
 * It runs under `commandkit dev` and stays off in production (under `commandkit start`) unless
 * {@link DevtoolsPluginOptions.enableOnProduction} is set. It listens on 127.0.0.1:4356 by
 * default and logs its address. A login is required whenever credentials are configured (unless
 * {@link DevtoolsPluginOptions.bypassAuthInDev} lifts it in development on loopback), the UI
 * listens beyond this machine, or it runs in production; without credentials in those cases the
 * bot does not start, rather than expose the UI. With sharding, only the process of shard 0
 * serves the UI, and it shows every shard.
 *
 * Create it with {@link devtools}.
 */
export class DevtoolsPlugin extends RuntimePlugin<DevtoolsPluginOptions> {
  /** The plugin's name: `'DevtoolsPlugin'`. */
  readonly name = 'DevtoolsPlugin';

  #server: Server | undefined;
  #url: string | undefined;
  #sharesRuns = false;
  readonly #stream = new StreamHub();
  readonly #runs = new RunLog();
  readonly #emitted = new Map<string, number>();
  #counters: [event: string, listener: () => void][] = [];
  #timers: NodeJS.Timeout[] = [];

  /**
   * The address of the web UI (`http://127.0.0.1:4356`), once it listens; `undefined` when
   * devtools is off (production without `enableOnProduction`, or a shard other than 0).
   */
  get url(): string | undefined {
    return this.#url;
  }

  /**
   * Starts the web server, unless devtools is off here: in production without
   * `enableOnProduction`, or in the process of a shard other than 0 (which then passes its command
   * runs on to shard 0's devtools).
   *
   * @param ctx - The plugins of the starting bot; the bot is `ctx.commandkit`.
   * @throws `TypeError` for an invalid option; `Error` when a login is required but no
   * credentials are set, or no port is free. Either stops the bot's start.
   */
  override async activate(ctx: CommandKitPluginRuntime): Promise<void> {
    // The options are checked before the bot is looked at, so a mistake stops the start first.
    const options = resolveOptions(this.options, process.env);
    const mode = runMode(process.env);
    const { commandkit } = ctx;
    if (mode === 'production' && !options.enableOnProduction) {
      commandkit.logger.debug('Devtools is off in production; set devtools({ enableOnProduction: true }) to serve it.');
      return;
    }
    const shardIds = commandkit.client.shard?.ids;
    if (shardIds && !shardIds.includes(0)) {
      this.#sharesRuns = true;
      commandkit.logger.debug(`Devtools runs in the process of shard 0; shard ${shardIds.join(', ')} passes its command runs on to it.`);
      return;
    }
    const loginReason = whyLoginIsRequired(options, mode);
    if (loginReason && !options.credentials) {
      throw new Error(
        `Devtools ${loginReason}, so it needs a login: set devtools({ credentials: { username, password } }) or the COMMANDKIT_DEVTOOLS_USERNAME and COMMANDKIT_DEVTOOLS_PASSWORD environment variables.`,
      );
    }
    const bypassed = loginReason === undefined && options.credentials !== undefined;
    await this.#listen(commandkit, options, mode, loginReason !== undefined, bypassed);
  }

  /**
   * Records a command run and sends it to the open UIs.
   *
   * @param ctx - The plugins of the bot.
   * @param env - The run's environment; `env.context` is the context of the command that ran last.
   * @param outcome - How the run ended. CommandKit passes it; when left out, as CommandKit 1.0's
   * two arguments leave it, it is read from `env` (its recorded error and execution time), where
   * a run stopped by `exitMiddleware()` shows as succeeded.
   */
  override onAfterCommand(ctx: CommandKitPluginRuntime, env: CommandKitEnvironment, outcome?: CommandRunOutcome): void {
    const context = env.context;
    // CommandKit calls this hook once a command's middleware ran, so there is a context; a redirect
    // to a command refused before its context was made leaves none, and nothing to show.
    if (!context) return;
    const client = ctx.commandkit.client;
    const record = recordOf(context, outcome ?? outcomeFromEnvironment(env), context.guild?.shardId ?? client.shard?.ids[0] ?? 0);
    if (this.#sharesRuns) shareRun(record);
    else if (this.#server) this.#addRun(record);
  }

  /**
   * Tells the open UIs the commands' registration changed.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   */
  override onAfterRegisterCommands(ctx: CommandKitPluginRuntime): void {
    if (this.#server) this.#stream.send({ event: 'commands', data: commandsInfo(ctx.commandkit, process.cwd()) });
  }

  /**
   * Tells the open UIs the commands were (re)loaded.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   */
  override onAfterCommandsLoad(ctx: CommandKitPluginRuntime): void {
    this.onAfterRegisterCommands(ctx);
  }

  /**
   * Counts the loaded events' emissions and tells the open UIs the handlers were (re)loaded.
   *
   * @param ctx - The plugins of the bot; the bot is `ctx.commandkit`.
   */
  override onAfterEventsLoad(ctx: CommandKitPluginRuntime): void {
    if (!this.#server) return;
    this.#countEvents(ctx.commandkit);
    this.#stream.send({ event: 'events', data: eventsInfo(ctx.commandkit, process.cwd(), this.#emitted) });
  }

  /**
   * Stops the web server and closes the open UIs' streams.
   *
   * @param ctx - The plugins of the bot being destroyed; the bot is `ctx.commandkit`.
   */
  override async deactivate(ctx: CommandKitPluginRuntime): Promise<void> {
    const { commandkit } = ctx;
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
    for (const [event, listener] of this.#counters.splice(0)) commandkit.client.off(event, listener);
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    this.#url = undefined;
    this.#stream.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    commandkit.logger.debug('Devtools stopped.');
  }

  async #listen(
    commandkit: CommandKit,
    options: ResolvedDevtoolsOptions,
    mode: 'development' | 'production',
    withLogin: boolean,
    bypassed: boolean,
  ): Promise<void> {
    const { client } = commandkit;
    const root = process.cwd();
    const fleet = async () => {
      if (!client.shard) return localFleet(client);
      // Before every shard is up the manager cannot answer for all of them: show this one.
      return shardedFleet(client).catch(() => localFleet(client));
    };
    const bot = async () => botInfo(commandkit, await fleet(), mode);
    const sendBot = () =>
      void bot().then(
        (data) => this.#stream.send({ event: 'bot', data }),
        () => undefined,
      );
    const app = createApp({
      data: {
        bot,
        commands: () => commandsInfo(commandkit, root),
        events: () => eventsInfo(commandkit, root, this.#emitted),
        plugins: () => pluginsInfo(commandkit),
        flags: () => flagsInfo(),
        runs: () => this.#runs.recent(),
      },
      stream: this.#stream,
      uiDir: defaultUiDirectory(),
      auth:
        withLogin && options.credentials
          ? {
              credentials: options.credentials,
              sessions: new SessionStore(options.sessionTtl),
              maxFailedLogins: options.maxFailedLogins,
              loginWindow: options.loginWindow,
            }
          : undefined,
      loopbackOnly: isLoopback(options.host),
    });
    const { server, port } = await listenWithFallback(app, options.host, options.port);
    this.#server = server;
    this.#url = `http://${displayHost(options.host)}:${port}`;
    const moved = port === options.port ? '' : ` (port ${options.port} was in use)`;
    commandkit.logger.info(
      `Devtools: ${this.#url}${moved}${withLogin ? ', login required' : bypassed ? ', no login on this machine (bypassAuthInDev)' : ''}`,
    );

    const every = (ms: number, work: () => void) => {
      const timer = setInterval(() => this.#stream.size > 0 && work(), ms);
      timer.unref();
      this.#timers.push(timer);
    };
    every(BOT_REFRESH_MS, sendBot);
    if (client.shard) {
      const seen = new Map<number, number>();
      let collecting = false;
      every(REMOTE_RUNS_MS, () => {
        if (collecting) return;
        collecting = true;
        collectRemoteRuns(client, seen)
          .then(
            (runs) => runs.forEach((run) => this.#addRun(run)),
            (error: unknown) => commandkit.logger.debug("Devtools could not collect the other shards' runs.", error),
          )
          .finally(() => (collecting = false));
      });
    }
    for (const event of ['guildCreate', 'guildDelete', 'clientReady'] as const) {
      const listener = () => sendBot();
      client.on(event, listener);
      this.#counters.push([event, listener]);
    }
  }

  #addRun(record: RunRecord): void {
    const run = this.#runs.add(record);
    this.#stream.send({ event: 'run', data: run });
  }

  #countEvents(commandkit: CommandKit): void {
    const { client } = commandkit;
    for (const [event, listener] of this.#counters.filter(([, listener]) => counting.has(listener))) {
      client.off(event, listener);
    }
    this.#counters = this.#counters.filter(([, listener]) => !counting.has(listener));
    for (const event of commandkit.eventHandlers.keys()) {
      const listener = () => void this.#emitted.set(event, (this.#emitted.get(event) ?? 0) + 1);
      counting.add(listener);
      client.on(event, listener);
      this.#counters.push([event, listener]);
    }
  }
}

// The listeners that count emissions, told apart from the other listeners devtools adds, since
// only they are replaced when the events reload.
const counting = new WeakSet<() => void>();

// Production and a non-loopback host always need a login, whatever bypassAuthInDev says: that
// option only lifts the login credentials turn on, in development on this machine.
function whyLoginIsRequired(options: ResolvedDevtoolsOptions, mode: 'development' | 'production'): string | undefined {
  if (mode === 'production') return 'runs in production';
  if (!isLoopback(options.host)) return `listens on ${options.host}, beyond this machine`;
  if (options.credentials && !options.bypassAuthInDev) return 'has credentials';
  return undefined;
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return host === '::' ? '[::]' : host;
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * Creates the devtools plugin; list it in the config's plugins.
 *
 * @param options - Port, address, production use, login and session settings.
 * @returns The plugin.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { devtools } from '@commandkit/devtools';
 *
 * export default defineConfig({
 *   plugins: [devtools()],
 * });
 * ```
 */
export function devtools(options?: DevtoolsPluginOptions): DevtoolsPlugin {
  return new DevtoolsPlugin(options);
}
