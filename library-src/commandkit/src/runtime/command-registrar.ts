import { Routes } from 'discord.js';
import { RegistrationRefusedError, registrationEntries, syncCommands, type RegistrationRest } from '../commands/registration.ts';
import type { CommandData } from '../commands/types.ts';
import { callHook, notifyPlugins } from '../plugins/plugin-runtime.ts';
import { preparedCommandData } from '../plugins/prepared-command-data.ts';
import type { PluginRegisterCommandsEvent, PreRegisterCommandsEvent } from '../plugins/runtime-plugin.ts';
import type { CommandKitType } from '../types/runtime-types.ts';
import type { RegisteredCommandSet, RegistrationReport } from './registration-report.ts';

type SetHook = 'onBeforeRegisterGlobalCommands' | 'onBeforePrepareGuildCommandsRegistration' | 'onBeforeRegisterGuildCommands';

/**
 * Registers a bot's application commands with Discord: `commandkit.commandHandler.registrar`.
 * Commands go globally, dev-only commands to each dev guild, and a command whose definition
 * lists `guilds` to those guilds only. Each set is written only when it differs from what
 * Discord has, and a failed set does not stop the others.
 */
export class CommandRegistrar {
  /** The CommandKit instance whose commands are registered. */
  readonly commandkit: CommandKitType;
  #lastRegistration: RegistrationReport | undefined;
  readonly #loadFailures: () => readonly string[];

  /**
   * @param commandkit - The CommandKit instance whose commands are registered.
   * @param loadFailures - What failed in the last load of the commands, one line each (see
   * `syncCommands`); nothing unless given.
   */
  constructor(commandkit: CommandKitType, loadFailures: () => readonly string[] = () => []) {
    this.commandkit = commandkit;
    this.#loadFailures = loadFailures;
  }

  /** What the last registration did, or `undefined` before the first one ended. */
  get lastRegistration(): RegistrationReport | undefined {
    return this.#lastRegistration;
  }

  /**
   * The definitions of the loaded commands as they would be registered, before the plugins'
   * `prepareCommand` hooks: one per command, plus the context-menu twins of slash command files.
   *
   * @returns The definitions, in load order.
   */
  getCommandsData(): CommandData[] {
    return [...this.commandkit.commands.values()].flatMap(registrationEntries);
  }

  /**
   * Registers every loaded command; see {@link CommandKit.registerCommands}.
   *
   * @param rest - The REST client to use; the client's unless given.
   * @throws `Error` when the client is not logged in, or once every set was tried when any failed.
   */
  async register(rest?: RegistrationRest): Promise<void> {
    try {
      await this.#register(rest ?? this.commandkit.client.rest, this.#applicationId());
    } finally {
      const plugins = this.commandkit.plugins;
      await notifyPlugins(this.commandkit.logger, plugins.list, 'onAfterRegisterCommands', plugins);
    }
  }

  /**
   * Overwrites the bot's global commands with `commands` (when they differ from Discord's).
   *
   * @param commands - The definitions to register globally.
   * @throws `Error` when the client is not logged in or Discord refuses the list.
   */
  async updateGlobalCommands(commands: CommandData[]): Promise<void> {
    await syncCommands(
      this.commandkit.client.rest,
      Routes.applicationCommands(this.#applicationId()),
      commands,
      this.commandkit.logger,
      'globally',
    );
  }

  /**
   * Overwrites the commands of every dev guild with `commands` (when they differ from Discord's).
   *
   * @param commands - The definitions to register in each guild of `devGuildIds`.
   * @throws `Error` when the client is not logged in or Discord refuses a list.
   */
  async updateGuildCommands(commands: CommandData[]): Promise<void> {
    const applicationId = this.#applicationId();
    for (const guildId of this.commandkit.devGuildIds) {
      await syncCommands(
        this.commandkit.client.rest,
        Routes.applicationGuildCommands(applicationId, guildId),
        commands,
        this.commandkit.logger,
        `in the dev guild ${guildId}`,
      );
    }
  }

  /** @internal Records a registration that did not sync (cancelled, or skipped on this shard). */
  record(report: RegistrationReport): void {
    this.#lastRegistration = report;
  }

  #applicationId(): string {
    const client = this.commandkit.client;
    const applicationId = client.application?.id ?? client.user?.id;
    if (!applicationId) throw new Error('Cannot register application commands before the client has logged in.');
    return applicationId;
  }

  async #register(rest: RegistrationRest, applicationId: string): Promise<void> {
    const { commandkit } = this;
    const { logger } = commandkit;
    const plugins = commandkit.plugins;
    const global: CommandData[] = [];
    const dev: CommandData[] = [];
    const byGuild = new Map<string, CommandData[]>();
    for (const command of commandkit.commands.values()) {
      for (let data of registrationEntries(command)) {
        for (const plugin of plugins.list) {
          const input = data;
          data =
            (await callHook(logger, plugin, 'prepareCommand', async () =>
              preparedCommandData(await plugin.prepareCommand(plugins, input, command), input),
            )) ?? data;
        }
        const { guilds, ...definition } = data;
        if (command.metadata.devOnly) dev.push(definition);
        else if (guilds && guilds.length > 0) for (const guildId of new Set(guilds)) listOf(byGuild, guildId).push(definition);
        else global.push(definition);
      }
    }

    let cancelledBy: string | undefined;
    for (const plugin of plugins.list) {
      const event: PluginRegisterCommandsEvent = {
        commandkit,
        global,
        guild: dev,
        commands: [...global, ...dev],
        preventDefault: () => void (cancelledBy ??= plugin.name),
        get defaultPrevented() {
          return cancelledBy !== undefined;
        },
      };
      await callHook(logger, plugin, 'onBeforeRegisterCommands', () => plugin.onBeforeRegisterCommands(plugins, event));
    }
    if (cancelledBy !== undefined) {
      logger.debug(`The plugin "${cancelledBy}" cancelled the registration of the application commands.`);
      this.#lastRegistration = { outcome: 'cancelled', sets: [], finishedAt: new Date() };
      return;
    }

    const failures: [where: string, error: unknown][] = [];
    const sets: RegisteredCommandSet[] = [];
    const loadFailures = this.#loadFailures();
    const sync = async (route: `/${string}`, desired: CommandData[], where: string, guildId: string | null) => {
      try {
        const wrote = await syncCommands(rest, route, desired, logger, where, loadFailures);
        sets.push({ guildId, commands: desired, status: wrote ? 'registered' : 'up-to-date', error: undefined });
      } catch (error) {
        if (error instanceof RegistrationRefusedError) logger.error(error.message);
        else logger.error(`Registering the application commands ${where} failed.`, error);
        failures.push([where, error]);
        sets.push({ guildId, commands: desired, status: 'failed', error });
      }
    };
    const globalSet = await this.#offerSet('onBeforeRegisterGlobalCommands', global);
    if (globalSet) await sync(Routes.applicationCommands(applicationId), globalSet, 'globally', null);

    if (dev.length > 0 && commandkit.devGuildIds.length === 0) {
      logger.warn(
        `${dev.length} dev-only command${dev.length === 1 ? ' is' : 's are'} not registered anywhere: list your development guilds in devGuildIds (commandkit.config.ts).`,
      );
    }
    const devSet = await this.#offerSet('onBeforePrepareGuildCommandsRegistration', dev);
    const guildIds = new Set([...(devSet ? commandkit.devGuildIds : []), ...byGuild.keys()]);
    for (const guildId of guildIds) {
      const desired = [...(devSet && commandkit.devGuildIds.includes(guildId) ? devSet : []), ...(byGuild.get(guildId) ?? [])];
      const guildSet = await this.#offerSet('onBeforeRegisterGuildCommands', desired);
      if (guildSet)
        await sync(
          Routes.applicationGuildCommands(applicationId, guildId),
          guildSet,
          commandkit.devGuildIds.includes(guildId) ? `in the dev guild ${guildId}` : `in the guild ${guildId}`,
          guildId,
        );
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
   * Shows one set to the plugins' hook of that name: the list a plugin leaves in
   * `event.commands` is written, and `preventDefault()` skips the set (`null`).
   */
  async #offerSet(hook: SetHook, commands: CommandData[]): Promise<CommandData[] | null> {
    const plugins = this.commandkit.plugins;
    let prevented = false;
    const event: PreRegisterCommandsEvent = { commands, preventDefault: () => void (prevented = true) };
    for (const plugin of plugins.list) {
      await callHook(this.commandkit.logger, plugin, hook, () => plugin[hook](plugins, event));
    }
    return prevented ? null : event.commands;
  }
}

function listOf<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** The failure {@link CommandRegistrar.register} throws once every set was tried; each was logged. */
export class RegistrationError extends Error {
  constructor(message: string, cause: AggregateError) {
    super(message, { cause });
    this.name = 'RegistrationError';
  }
}
