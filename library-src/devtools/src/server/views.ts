import { relative, sep } from 'node:path';
import { ApplicationCommandType, version as discordjsVersion, type Client } from 'discord.js';
import {
  CompilerPlugin,
  getConfig,
  isCompilerPlugin,
  RuntimePlugin,
  version as commandkitVersion,
  type CommandKit,
  type LoadedCommand,
  type RegistrationReport,
} from 'commandkit';
import { getFlags } from 'commandkit/flag';
import type {
  BotInfo,
  CommandInfo,
  CommandsInfo,
  EventInfo,
  FlagInfo,
  GuildInfo,
  MiddlewareInfo,
  PluginInfo,
  RegistrationStatus,
  ShardInfo,
} from '../protocol.ts';

/** The hooks a runtime plugin may implement, in the order CommandKit calls them. */
const RUNTIME_HOOKS = [
  'activate',
  'onCommandsRouterInit',
  'onBeforeCommandsLoad',
  'onAfterCommandsLoad',
  'onEventsRouterInit',
  'onBeforeEventsLoad',
  'onAfterEventsLoad',
  'onBeforeClientLogin',
  'onAfterClientLogin',
  'prepareCommand',
  'onBeforeRegisterCommands',
  'onBeforeRegisterGlobalCommands',
  'onBeforePrepareGuildCommandsRegistration',
  'onBeforeRegisterGuildCommands',
  'onAfterRegisterCommands',
  'onBeforeInteraction',
  'onBeforeMessageCommand',
  'beforeExecute',
  'executeCommand',
  'afterExecute',
  'onAfterCommand',
  'willEmitEvent',
  'performHMR',
  'deactivate',
] as const;

const COMPILER_HOOKS = ['activate', 'transform', 'deactivate'] as const;

/** The guilds and shards of the whole bot, when they are not all in this process (sharding). */
export interface FleetView {
  readonly guilds: readonly GuildInfo[];
  readonly shards: readonly ShardInfo[];
}

/** What the process knows of its own guilds and shards. */
export function localFleet(client: Client): FleetView {
  const guilds = client.guilds.cache.map((guild) => ({
    id: guild.id,
    name: guild.name,
    memberCount: guild.memberCount,
    shardId: guild.shardId,
    iconUrl: guild.iconURL(),
  }));
  const shards = client.ws.shards.map((shard) => ({
    id: shard.id,
    latencyMs: latency(shard.ping),
    guildCount: guilds.filter((guild) => guild.shardId === shard.id).length,
  }));
  return { guilds, shards: shards.length > 0 ? shards : [{ id: 0, latencyMs: null, guildCount: guilds.length }] };
}

/** The bot as the Overview page shows it. */
export function botInfo(commandkit: CommandKit, fleet: FleetView, mode: BotInfo['mode']): BotInfo {
  const { client } = commandkit;
  const user = client.user;
  const pings = fleet.shards.map((shard) => shard.latencyMs).filter((ping): ping is number => ping !== null);
  return {
    user: user ? { id: user.id, username: user.username, tag: user.tag, avatarUrl: user.displayAvatarURL({ size: 128 }) } : null,
    ready: client.isReady(),
    latencyMs: pings.length > 0 ? Math.round(pings.reduce((sum, ping) => sum + ping, 0) / pings.length) : null,
    uptimeMs: client.uptime ?? 0,
    mode,
    guildCount: fleet.guilds.length,
    guilds: [...fleet.guilds].sort((a, b) => a.name.localeCompare(b.name)),
    shards: fleet.shards,
    versions: { commandkit: commandkitVersion, discordjs: discordjsVersion, node: process.versions.node },
  };
}

/** The loaded commands with their middleware chain and where they stand with Discord. */
export function commandsInfo(commandkit: CommandKit, root: string): CommandsInfo {
  const report = commandkit.lastRegistration;
  const commands = [...commandkit.commands.entries()].map(([key, command]) => commandInfo(key, command, commandkit, root, report));
  return { commands, registeredAt: report?.finishedAt.toISOString() ?? null };
}

function commandInfo(
  key: string,
  command: LoadedCommand,
  commandkit: CommandKit,
  root: string,
  report: RegistrationReport | undefined,
): CommandInfo {
  const { data } = command;
  const type = data.type === ApplicationCommandType.User ? 'user' : data.type === ApplicationCommandType.Message ? 'message' : 'chatInput';
  const options = 'options' in data && data.options ? data.options : [];
  return {
    key,
    name: command.name,
    type,
    description: 'description' in data && data.description ? data.description : null,
    category: command.category ?? null,
    file: fromRoot(root, command.file),
    handlers: Object.keys(command.handlers).filter(
      (name) => typeof command.handlers[name as keyof LoadedCommand['handlers']] === 'function',
    ),
    devOnly: command.metadata.devOnly === true,
    aliases: [...(command.metadata.aliases ?? [])],
    options: options.map((option) => ({
      name: option.name,
      type: option.type,
      required: 'required' in option && option.required === true,
    })),
    middleware: middlewareChain(commandkit, command, root),
    registration: registrationOf(command, commandkit, report),
  };
}

/** The links that run around a command, in order: plugins first, then the middleware files. */
function middlewareChain(commandkit: CommandKit, command: LoadedCommand, root: string): MiddlewareInfo[] {
  const plugins = [...commandkit.plugins.getPlugins().values()]
    .filter((plugin) => typeof plugin.beforeExecute === 'function' || typeof plugin.afterExecute === 'function')
    .map((plugin) => ({ kind: 'plugin' as const, label: plugin.name, hasAfterExecute: typeof plugin.afterExecute === 'function' }));
  const files = command.middleware.map((middleware) => ({
    kind: middleware.scope,
    label: fromRoot(root, middleware.file),
    hasAfterExecute: typeof middleware.afterExecute === 'function',
  }));
  return [...plugins, ...files];
}

// Only these handlers make CommandKit register a command with Discord; `message` alone does not.
const REGISTERED_HANDLERS = ['chatInput', 'autocomplete', 'userContextMenu', 'messageContextMenu'] as const;

function registrationOf(
  command: LoadedCommand,
  commandkit: CommandKit,
  report: RegistrationReport | undefined,
): CommandInfo['registration'] {
  const devOnly = command.metadata.devOnly === true;
  // A definition listing guilds is registered in those instead of globally (dev-only ones excepted).
  const guilds =
    !devOnly && Array.isArray(command.data.guilds) && command.data.guilds.length > 0 ? [...new Set(command.data.guilds)] : undefined;
  const scope: CommandInfo['registration']['scope'] = devOnly ? [...commandkit.devGuildIds] : (guilds ?? 'global');
  const registrable = REGISTERED_HANDLERS.some((handler) => command.handlers[handler]) && !(devOnly && commandkit.devGuildIds.length === 0);
  const state = (status: RegistrationStatus, error: string | null = null) => ({ status, scope, error });
  if (!registrable) return state('not-registered');
  if (!report) return state('pending');
  if (report.outcome !== 'synced') return state(report.outcome);
  // Where the registration really sent the command: a plugin may have moved it (the legacy
  // plugin sends its dev-only commands to the dev guilds without metadata.devOnly).
  const type = command.data.type ?? ApplicationCommandType.ChatInput;
  const sets = report.sets.filter((set) =>
    set.commands.some((data) => data.name === command.name && (data.type ?? ApplicationCommandType.ChatInput) === type),
  );
  if (sets.length === 0) return state('not-registered');
  const sent = sets.some((set) => set.guildId === null) ? 'global' : sets.map((set) => set.guildId!);
  const failed = sets.find((set) => set.status === 'failed');
  if (failed) return { status: 'failed', scope: sent, error: failed.error instanceof Error ? failed.error.message : String(failed.error) };
  return { status: sets.some((set) => set.status === 'registered') ? 'registered' : 'up-to-date', scope: sent, error: null };
}

/** The loaded event handlers, and how often each event was emitted. */
export function eventsInfo(commandkit: CommandKit, root: string, emitted: ReadonlyMap<string, number>): EventInfo[] {
  return [...commandkit.eventHandlers.entries()].map(([event, handlers]) => ({
    event,
    handlers: handlers.map((handler) => ({ file: fromRoot(root, handler.file) })),
    emitted: emitted.get(event) ?? 0,
  }));
}

/** The runtime plugins in hook order, then the config's compiler plugins. */
export function pluginsInfo(commandkit: CommandKit): PluginInfo[] {
  // The base classes give every 1.0 hook a default that does nothing: a hook counts when the
  // plugin has its own, not when it inherits that default.
  const implemented = (plugin: object, base: object, hooks: readonly string[]) =>
    hooks.filter((hook) => {
      const own = (plugin as Record<string, unknown>)[hook];
      return typeof own === 'function' && own !== (base as Record<string, unknown>)[hook];
    });
  const runtime = [...commandkit.plugins.getPlugins().values()].map((plugin) => ({
    name: plugin.name,
    type: 'runtime' as const,
    hooks: implemented(plugin, RuntimePlugin.prototype, RUNTIME_HOOKS),
  }));
  const compiler = getConfig()
    .plugins.filter(isCompilerPlugin)
    .map((plugin) => ({
      name: plugin.name,
      type: 'compiler' as const,
      hooks: implemented(plugin, CompilerPlugin.prototype, COMPILER_HOOKS),
    }));
  return [...runtime, ...compiler];
}

/** The feature flags defined in this process. */
export function flagsInfo(): FlagInfo[] {
  return [...getFlags().values()].map((flag) => ({
    key: flag.key,
    description: flag.description ?? null,
    hasIdentify: typeof flag.definition.identify === 'function',
  }));
}

function latency(ping: number): number | null {
  return Number.isFinite(ping) && ping >= 0 ? Math.round(ping) : null;
}

function fromRoot(root: string, file: string): string {
  const path = relative(root, file);
  return (path.startsWith('..') ? file : path).split(sep).join('/');
}
