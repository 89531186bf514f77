import { ApplicationCommandType, type RouteLike } from 'discord.js';
import type { CommandKitLogger } from '../logger/types.ts';
import type { CommandData, LoadedCommand } from './types.ts';

/**
 * The part of discord.js's REST client that {@link CommandKit.registerCommands} uses;
 * `client.rest` fits, and so does a stand-in for tests.
 */
export interface RegistrationRest {
  /**
   * Sends a GET request.
   *
   * @param route - The API route, such as `/applications/{id}/commands`.
   * @param options - The query string.
   * @returns The parsed JSON response.
   */
  get(route: RouteLike, options?: { query?: URLSearchParams }): Promise<unknown>;
  /**
   * Sends a PUT request.
   *
   * @param route - The API route.
   * @param options - The JSON body.
   * @returns The parsed JSON response.
   */
  put(route: RouteLike, options: { body: unknown }): Promise<unknown>;
}

/** Turns a command into what is registered for it: its own definition, plus context-menu twins. */
export function registrationEntries(command: LoadedCommand): CommandData[] {
  const { handlers } = command;
  // A command handed over by 1.0 code may name its guilds on the command rather than in `data`.
  const data =
    command.guilds !== undefined && command.data.guilds === undefined ? { ...command.data, guilds: [...command.guilds] } : command.data;
  const type = data.type ?? ApplicationCommandType.ChatInput;
  if (type !== ApplicationCommandType.ChatInput) return [data];
  const entries: CommandData[] = [];
  if (handlers.chatInput) entries.push(data);
  // A slash command file that also exports a context-menu handler registers that menu command
  // under the same name, with the fields both kinds share.
  const shared = {
    name: data.name,
    name_localizations: data.name_localizations,
    default_member_permissions: data.default_member_permissions,
    contexts: data.contexts,
    integration_types: data.integration_types,
    nsfw: data.nsfw,
    guilds: data.guilds,
  };
  if (handlers.userContextMenu) entries.push(withoutUndefined({ ...shared, type: ApplicationCommandType.User }) as unknown as CommandData);
  if (handlers.messageContextMenu)
    entries.push(withoutUndefined({ ...shared, type: ApplicationCommandType.Message }) as unknown as CommandData);
  return entries;
}

function withoutUndefined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

// Fields Discord fills with its own default when a command leaves them out (which default
// depends on the application's settings): they are compared only when the definition sets them.
const SERVER_DEFAULTED = ['contexts', 'integration_types', 'dm_permission'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A command definition reduced to the fields that matter, in a fixed order, with Discord's
 * defaults filled in; the same definition gives the same value whether it comes from a file or
 * from Discord's answer (which adds ids, versions and nulls).
 */
export function normalizeCommand(raw: Record<string, unknown>): Record<string, Json> {
  const type = (raw.type as number | undefined) ?? ApplicationCommandType.ChatInput;
  const normalized: Record<string, Json> = {
    type,
    name: raw.name as string,
    name_localizations: localizations(raw.name_localizations),
  };
  if (type === ApplicationCommandType.ChatInput) {
    normalized.description = (raw.description as string | undefined) ?? '';
    normalized.description_localizations = localizations(raw.description_localizations);
    normalized.options = ((raw.options as Record<string, unknown>[] | undefined) ?? []).map(normalizeOption);
  }
  normalized.default_member_permissions =
    raw.default_member_permissions === undefined || raw.default_member_permissions === null ? null : String(raw.default_member_permissions);
  normalized.nsfw = (raw.nsfw as boolean | undefined) ?? false;
  for (const field of SERVER_DEFAULTED) {
    const value = raw[field];
    normalized[field] = Array.isArray(value) ? [...(value as number[])].sort((a, b) => a - b) : ((value as Json | undefined) ?? null);
  }
  return normalized;
}

function normalizeOption(raw: Record<string, unknown>): Record<string, Json> {
  const option: Record<string, Json> = {
    type: raw.type as number,
    name: raw.name as string,
    name_localizations: localizations(raw.name_localizations),
    description: (raw.description as string | undefined) ?? '',
    description_localizations: localizations(raw.description_localizations),
  };
  if (raw.type === 1 || raw.type === 2) {
    option.options = ((raw.options as Record<string, unknown>[] | undefined) ?? []).map(normalizeOption);
    return option;
  }
  option.required = (raw.required as boolean | undefined) ?? false;
  const choices = raw.choices as { name: string; name_localizations?: unknown; value: string | number }[] | undefined;
  option.choices = (choices ?? []).map((choice) => ({
    name: choice.name,
    name_localizations: localizations(choice.name_localizations),
    value: choice.value,
  }));
  option.channel_types = [...((raw.channel_types as number[] | undefined) ?? [])].sort((a, b) => a - b);
  for (const field of ['min_value', 'max_value', 'min_length', 'max_length'] as const) {
    option[field] = (raw[field] as number | undefined) ?? null;
  }
  option.autocomplete = (raw.autocomplete as boolean | undefined) ?? false;
  return option;
}

function localizations(value: unknown): Json {
  if (typeof value !== 'object' || value === null) return null;
  const entries = Object.entries(value as Record<string, string>)
    .filter(([, text]) => typeof text === 'string')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

function key(command: Record<string, unknown>): string {
  return `${(command.type as number | undefined) ?? ApplicationCommandType.ChatInput}:${String(command.name)}`;
}

/**
 * Whether the commands registered on Discord (`existing`, as GET returned them) differ from the
 * definitions: a command added, removed or changed in a field that matters.
 */
export function commandsDiffer(desired: readonly CommandData[], existing: readonly Record<string, unknown>[]): boolean {
  const registered = existing.filter((command) => command.type !== ApplicationCommandType.PrimaryEntryPoint);
  if (registered.length !== desired.length) return true;
  const byKey = new Map(registered.map((command) => [key(command), command]));
  for (const definition of desired) {
    const current = byKey.get(key(definition as unknown as Record<string, unknown>));
    if (!current) return true;
    const wanted = normalizeCommand(definition as unknown as Record<string, unknown>);
    const actual = normalizeCommand(current);
    for (const field of SERVER_DEFAULTED) {
      if ((definition as unknown as Record<string, unknown>)[field] === undefined) {
        delete wanted[field];
        delete actual[field];
      }
    }
    if (JSON.stringify(wanted) !== JSON.stringify(actual)) return true;
  }
  return false;
}

/**
 * A registration that was not made because it would delete commands from Discord that are only
 * missing from `desired` because loading them failed; its message says which and why.
 */
export class RegistrationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrationRefusedError';
  }
}

/**
 * Makes the commands registered at `route` (global or one guild's) match `desired`: fetches
 * them, and overwrites them with one PUT only when they differ. An application's Entry Point
 * command, which a bulk overwrite may not remove, is kept.
 *
 * @param loadFailures - What failed in the load `desired` comes from, one line each. When there
 * is any, an overwrite that would remove a command registered on Discord is refused: the
 * command may be one that failed to load, and a bot must not delete it for that.
 * @returns Whether a PUT was made.
 * @throws `RegistrationRefusedError` for such an overwrite; an `Error` of the REST client when
 * Discord refuses the request.
 */
export async function syncCommands(
  rest: RegistrationRest,
  route: RouteLike,
  desired: readonly CommandData[],
  logger: CommandKitLogger,
  where: string,
  loadFailures: readonly string[] = [],
): Promise<boolean> {
  const existing = (await rest.get(route, { query: new URLSearchParams({ with_localizations: 'true' }) })) as Record<string, unknown>[];
  if (!commandsDiffer(desired, existing)) {
    logger.debug(`Application commands ${where} are up to date (${desired.length}).`);
    return false;
  }
  if (loadFailures.length > 0) {
    const wanted = new Set(desired.map((definition) => key(definition as unknown as Record<string, unknown>)));
    const removed = existing.filter((command) => command.type !== ApplicationCommandType.PrimaryEntryPoint && !wanted.has(key(command)));
    if (removed.length > 0) {
      throw new RegistrationRefusedError(
        `Not registering the application commands ${where}: that would delete ${removed.map((command) => `"${String(command.name)}"`).join(', ')} from Discord while ${loadFailures.join('; ')}. Fix that and restart the bot; the commands on Discord are left as they are.`,
      );
    }
  }
  const kept = existing.filter((command) => command.type === ApplicationCommandType.PrimaryEntryPoint);
  await rest.put(route, { body: [...desired, ...kept] });
  logger.info(`Registered ${desired.length} application command${desired.length === 1 ? '' : 's'} ${where}.`);
  return true;
}
