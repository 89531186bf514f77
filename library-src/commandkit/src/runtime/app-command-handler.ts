import { basename, dirname, join } from 'node:path';
import { Collection, type Interaction, type Message } from 'discord.js';
import { answeredTypes, commandTypeOfKind, typedNameKey } from '../commands/command-keys.ts';
import type { LoadedCommand, LoadedMiddleware } from '../commands/types.ts';
import type { CommandKind, CommandSource } from '../context/context.ts';
import { loadCommandFile, loadCommands, loadMiddlewareFile } from '../loader/load-commands.ts';
import { notifyPlugins, runLoadHook } from '../plugins/plugin-runtime.ts';
import type { PreparedAppCommandExecution } from '../commands/command-types-1.0.ts';
import type { Command } from '../router/commands-router-types.ts';
import type { CommandKitType } from '../types/runtime-types.ts';
import { version } from '../version.ts';
import { CommandRegistrar } from './command-registrar.ts';
import { dispatchCommand } from './dispatch.ts';
import { checkAddedCommand, mergeCommands } from './plugin-additions.ts';

/** A command file found outside the commands directory, as a router describes it. */
export interface ExternalCommandRecord {
  /** A unique id, which middleware records name in their `command` field. */
  id: string;
  /** The file's absolute path. */
  path: string;
  /** The command's category, or `null`. */
  category: string | null;
  /** The ids of the middleware records that run around it, in order. */
  middlewares: string[];
}

/** A middleware file found outside the commands directory, as a router describes it. */
export interface ExternalMiddlewareRecord {
  /** A unique id, which command records list in their `middlewares`. */
  id: string;
  /** The file's absolute path. */
  path: string;
  /** Whether it runs around every command. */
  global: boolean;
  /** The name of the one command it is for, or `null`. */
  command: string | null;
}

/** Runs a prepared command for an interaction or message: `commandHandler.commandRunner`. */
export interface AppCommandRunner {
  /**
   * Runs the command with its middleware, as CommandKit does for what the client receives.
   *
   * @param prepared - What {@link AppCommandHandler.prepareCommandRun} returned.
   * @param source - The interaction or message that calls it.
   */
  runCommand(prepared: PreparedAppCommandExecution, source: Interaction | Message): Promise<void>;
}

/**
 * The commands of a bot: loads them, finds the one an interaction or message calls, runs it, and
 * holds the {@link CommandRegistrar}. It is `commandkit.commandHandler`.
 */
export class AppCommandHandler {
  /** The CommandKit instance the commands belong to. */
  readonly commandkit: CommandKitType;
  /** Registers the loaded commands with Discord. */
  readonly registrar: CommandRegistrar;
  /** Command files added with {@link AppCommandHandler.addExternalCommands}, by id. */
  readonly externalCommandData = new Collection<string, ExternalCommandRecord>();
  /** Middleware files added with {@link AppCommandHandler.addExternalMiddleware}, by id. */
  readonly externalMiddlewareData = new Collection<string, ExternalMiddlewareRecord>();
  /** Runs a prepared command; see {@link AppCommandHandler.prepareCommandRun}. */
  readonly commandRunner: AppCommandRunner;

  #commands = new Map<string, LoadedCommand>();
  #byTypeAndName = new Map<string, LoadedCommand>();
  #messageCommands = new Map<string, LoadedCommand>();
  // Commands loaded from outside the commands directory: kept across reloads.
  #external: LoadedCommand[] = [];
  // The commands of the last load of the files (plugins' per-load additions included).
  #fromLoad = new Map<string, LoadedCommand>();
  // Open only while the plugins' onBeforeCommandsLoad hooks run.
  #perLoad: LoadedCommand[] | undefined;
  // The plugins that failed to add their commands to the last load, one line each.
  #loadFailures: readonly string[] = [];

  /**
   * @param commandkit - The CommandKit instance the commands belong to.
   */
  constructor(commandkit: CommandKitType) {
    this.commandkit = commandkit;
    this.registrar = new CommandRegistrar(commandkit, () => this.#loadFailures);
    this.commandRunner = {
      runCommand: async (prepared, source) => {
        const kind = kindOf(source);
        if (!kind) throw new TypeError('runCommand() takes a command interaction or a message.');
        if (kind === 'message') {
          const message = source as Message;
          const prefixes = await commandkit.resolvePrefixes(message);
          const prefix = prefixes.find((candidate) => message.content.startsWith(candidate)) ?? '';
          const text = /^\S+(?:\s+([\s\S]*))?$/.exec(message.content.slice(prefix.length))?.[1] ?? '';
          await dispatchCommand(commandkit, prepared.command, 'message', message, { prefix, text });
        } else {
          await dispatchCommand(commandkit, prepared.command, kind, source as CommandSource);
        }
      },
    };
  }

  /** The loaded commands, keyed as {@link CommandKit.commands} says. */
  get commands(): ReadonlyMap<string, LoadedCommand> {
    return this.#commands;
  }

  /**
   * The loaded commands, as a list in load order.
   *
   * @returns A new array of the commands.
   */
  getCommandsArray(): LoadedCommand[] {
    return [...this.#commands.values()];
  }

  /**
   * The command that answers a name for a kind of run; see {@link CommandKit.getCommand}.
   *
   * @param name - The command's name.
   * @param kind - The kind of run.
   * @returns The command, or `undefined`.
   */
  getCommand(name: string, kind: CommandKind = 'chatInput'): LoadedCommand | undefined {
    return this.#byTypeAndName.get(typedNameKey(commandTypeOfKind(kind), name));
  }

  /**
   * The command a message calls by name or alias (case-insensitive), if it has a message handler.
   *
   * @param name - The word after the prefix.
   * @returns The command, or `undefined`.
   */
  getMessageCommand(name: string): LoadedCommand | undefined {
    return this.#messageCommands.get(name.toLowerCase());
  }

  /**
   * Loads the commands directory (`<appDir>/commands`), with the commands plugins add in their
   * `onBeforeCommandsLoad` hook and those added from outside the directory, and replaces what was
   * loaded. Runs the plugins' `onCommandsRouterInit`, `onBeforeCommandsLoad` and
   * `onAfterCommandsLoad` hooks.
   *
   * @throws `Error` naming the file when a command or middleware file is invalid, or when two
   * commands share a type and name; what was loaded before stays then.
   */
  async loadCommands(): Promise<void> {
    const { logger, plugins, commandsRouter } = this.commandkit;
    if (commandsRouter.isValidPath()) await commandsRouter.scan();
    else commandsRouter.clear();
    await notifyPlugins(logger, plugins.list, 'onCommandsRouterInit', plugins);
    const perLoad: LoadedCommand[] = (this.#perLoad = []);
    let loadFailures: string[];
    try {
      loadFailures = await runLoadHook(logger, plugins.list, 'onBeforeCommandsLoad', plugins, 'its commands');
    } finally {
      this.#perLoad = undefined;
    }
    const fromLoad = mergeCommands(await loadCommands(join(this.commandkit.appDir, 'commands')), perLoad);
    this.#index(mergeCommands(fromLoad, this.#external));
    this.#fromLoad = fromLoad;
    this.#loadFailures = loadFailures;
    await notifyPlugins(logger, plugins.list, 'onAfterCommandsLoad', plugins);
  }

  /**
   * Loads the commands again and registers them with Discord when the client is logged in.
   *
   * @throws `Error` as {@link AppCommandHandler.loadCommands} does; a failed registration is logged.
   */
  async reloadCommands(): Promise<void> {
    await this.loadCommands();
    if (!this.commandkit.hasClient || !this.commandkit.client.isReady()) return;
    try {
      await this.registrar.register();
    } catch (error) {
      this.commandkit.logger.error('Registering the reloaded application commands failed.', error);
    }
  }

  /** @internal Adds per-load commands; see {@link CommandKit.addCommands}. */
  addForThisLoad(commands: readonly LoadedCommand[]): void {
    if (!this.#perLoad) {
      throw new Error("addCommands() can only be called from a plugin's onBeforeCommandsLoad hook; call it there, on every load.");
    }
    if (!Array.isArray(commands)) throw new TypeError('addCommands() takes an array of loaded commands.');
    for (const command of commands) this.#perLoad.push(checkAddedCommand(command));
  }

  /**
   * Adds loaded commands that stay across reloads, next to those of the commands directory; they
   * take effect at once when commands are loaded already. Called during `onBeforeCommandsLoad`,
   * they count for that load like {@link CommandKit.addCommands}.
   *
   * @param data - The commands, shaped as {@link LoadedCommand}.
   * @throws `TypeError` when one lacks a field; `Error` naming both files when one shares its type
   * and name with a loaded command (nothing is added then).
   */
  async registerExternalLoadedCommands(data: LoadedCommand[]): Promise<void> {
    if (!Array.isArray(data)) throw new TypeError('registerExternalLoadedCommands() takes an array of loaded commands.');
    const checked = data.map((command) => checkAddedCommand(command));
    if (this.#perLoad) {
      this.#perLoad.push(...checked);
      return;
    }
    const external = [...this.#external, ...checked];
    this.#index(mergeCommands(this.#fromLoad, external));
    this.#external = external;
  }

  /**
   * Adds middleware that runs around every loaded command from now on (before each command's
   * own middleware chain), kept across reloads.
   *
   * @param data - The middleware, shaped as {@link LoadedMiddleware}.
   * @throws `TypeError` when one has no `beforeExecute` function.
   */
  async registerExternalLoadedMiddleware(data: LoadedMiddleware[]): Promise<void> {
    if (!Array.isArray(data)) throw new TypeError('registerExternalLoadedMiddleware() takes an array of loaded middleware.');
    for (const entry of data) {
      if (typeof entry?.beforeExecute !== 'function')
        throw new TypeError(`The middleware ${String(entry?.file)} has no beforeExecute function.`);
    }
    const withMiddleware = (command: LoadedCommand): LoadedCommand =>
      Object.freeze({ ...command, middleware: Object.freeze([...data, ...command.middleware]) });
    this.#external = this.#external.map(withMiddleware);
    this.#fromLoad = new Map([...this.#fromLoad].map(([key, command]) => [key, withMiddleware(command)]));
    this.#index(mergeCommands(this.#fromLoad, this.#external));
  }

  /**
   * Adds middleware files found outside the commands directory, for
   * {@link AppCommandHandler.addExternalCommands} to use by id. A global one also runs around
   * every loaded command.
   *
   * @param data - The middleware records.
   * @throws `Error` naming the file when one cannot be loaded (nothing is added then).
   */
  async addExternalMiddleware(data: ExternalMiddlewareRecord[]): Promise<void> {
    const loaded = await Promise.all(
      data.map((record) => loadMiddlewareFile(record.path, record.global ? 'global' : record.command ? 'command' : 'directory')),
    );
    for (const record of data) this.externalMiddlewareData.set(record.id, record);
    const global = loaded.filter((_, index) => data[index]!.global);
    this.#middlewareFiles = new Map([...this.#middlewareFiles, ...data.map((record, index) => [record.id, loaded[index]!] as const)]);
    if (global.length > 0) await this.registerExternalLoadedMiddleware(global);
  }

  #middlewareFiles = new Map<string, LoadedMiddleware>();

  /**
   * Loads command files found outside the commands directory and adds them like
   * {@link AppCommandHandler.registerExternalLoadedCommands}, each with the middleware its record
   * lists (added before with {@link AppCommandHandler.addExternalMiddleware}).
   *
   * @param data - The command records.
   * @throws `Error` naming the file when one cannot be loaded or names unknown middleware.
   */
  async addExternalCommands(data: ExternalCommandRecord[]): Promise<void> {
    const loaded = await Promise.all(
      data.map((record) => {
        const middleware = record.middlewares.map((id) => {
          const found = this.#middlewareFiles.get(id);
          if (!found)
            throw new Error(
              `The command file ${record.path} lists the middleware "${id}", which was not added: call addExternalMiddleware() with it first.`,
            );
          return found;
        });
        return loadCommandFile(record.path, record.category ?? undefined, middleware);
      }),
    );
    await this.registerExternalLoadedCommands(loaded);
    for (const record of data) this.externalCommandData.set(record.id, record);
  }

  /**
   * Finds the command an interaction or message calls.
   *
   * @param source - A command or autocomplete interaction, or a message.
   * @param cmdName - The name to look up instead of the one the source carries.
   * @returns The command and its middleware, or `null` when nothing loaded answers it.
   */
  async prepareCommandRun(source: Message | Interaction, cmdName?: string): Promise<PreparedAppCommandExecution | null> {
    const kind = kindOf(source);
    if (!kind) return null;
    let command: LoadedCommand | undefined;
    if (kind === 'message') {
      const message = source as Message;
      let name = cmdName;
      if (name === undefined) {
        const prefixes = await this.commandkit.resolvePrefixes(message);
        const prefix = prefixes.find((candidate) => message.content.startsWith(candidate));
        if (prefix === undefined) return null;
        name = /^(\S+)/.exec(message.content.slice(prefix.length))?.[1];
      }
      command = name === undefined ? undefined : this.getMessageCommand(name);
    } else {
      command = this.getCommand(cmdName ?? (source as { commandName: string }).commandName, kind);
    }
    if (!command?.handlers[kind]) return null;
    return { command: command as PreparedAppCommandExecution['command'], middlewares: [...command.middleware] };
  }

  /** Logs one line naming the CommandKit version and what is loaded. */
  printBanner(): void {
    const count = this.#commands.size;
    this.commandkit.logger.info(`CommandKit ${version}: ${count} command${count === 1 ? '' : 's'} loaded.`);
  }

  /**
   * Starts handing the client's interactions and messages to CommandKit (done by
   * {@link CommandKit.load}; calling it again changes nothing).
   */
  registerCommandHandler(): void {
    this.commandkit.listenForCommands();
  }

  #index(loaded: Map<string, LoadedCommand>): void {
    const commands = withRecords(loaded, this.commandkit.commandsRouter.getData().commands);
    const byTypeAndName = new Map<string, LoadedCommand>();
    const messageCommands = new Map<string, LoadedCommand>();
    for (const command of commands.values()) {
      for (const type of answeredTypes(command)) byTypeAndName.set(typedNameKey(type, command.name), command);
      if (!command.handlers.message) continue;
      for (const name of [command.name, ...command.metadata.aliases]) messageCommands.set(name.toLowerCase(), command);
    }
    this.#commands = commands;
    this.#byTypeAndName = byTypeAndName;
    this.#messageCommands = messageCommands;
  }
}

/**
 * Gives each loaded command its router record (`command.command`, as 1.0 plugins read it): the
 * scan's record of its file, or one made from the command for commands plugins added.
 */
function withRecords(commands: Map<string, LoadedCommand>, records: ReadonlyMap<string, Command>): Map<string, LoadedCommand> {
  const byPath = new Map([...records.values()].map((record) => [record.path, record]));
  return new Map(
    [...commands].map(([key, command]) => {
      const record = byPath.get(command.file) ?? {
        id: `external:${command.file}:${command.name}`,
        name: command.name,
        path: command.file,
        relativePath: basename(command.file),
        parentPath: dirname(command.file),
        category: command.category ?? null,
        middlewares: [],
      };
      return [key, Object.freeze({ ...command, command: record })];
    }),
  );
}

function kindOf(source: Message | Interaction): CommandKind | undefined {
  if (!('isChatInputCommand' in source)) return 'message';
  if (source.isChatInputCommand()) return 'chatInput';
  if (source.isAutocomplete()) return 'autocomplete';
  if (source.isUserContextMenuCommand()) return 'userContextMenu';
  if (source.isMessageContextMenuCommand()) return 'messageContextMenu';
  return undefined;
}
