import { ApplicationCommandType } from 'discord.js';
import type { CommandData, CommandHandlers, CommandMetadata } from './types.ts';

// Discord's rule for slash command and option names: 1-32 letters, digits, - and _, lower case.
const SLASH_NAME = /^[-_'\p{L}\p{N}\p{sc=Devanagari}\p{sc=Thai}]{1,32}$/u;

const HANDLER_NAMES = ['chatInput', 'message', 'userContextMenu', 'messageContextMenu', 'autocomplete'] as const;

/** The handler exports of a command module, checked to be functions. */
export function readHandlers(exports: Record<string, unknown>, file: string): CommandHandlers {
  const handlers: Record<string, unknown> = {};
  for (const name of HANDLER_NAMES) {
    const handler = exports[name];
    if (handler === undefined) continue;
    if (typeof handler !== 'function') {
      throw new Error(`The "${name}" export of the command file ${file} must be a function, got ${typeof handler}.`);
    }
    handlers[name] = handler;
  }
  if (Object.keys(handlers).length === 0) {
    throw new Error(
      `The command file ${file} exports no handler. Export at least one of: ${HANDLER_NAMES.join(', ')} (for example: export const chatInput: ChatInputCommand = (ctx) => ctx.reply('Pong!');).`,
    );
  }
  return handlers as CommandHandlers;
}

/** The `command` export as Discord API JSON, checked enough to give clear errors early. */
export function readCommandData(exports: Record<string, unknown>, handlers: CommandHandlers, file: string): CommandData {
  const raw = exports.command;
  if (raw === undefined) {
    throw new Error(
      `The command file ${file} has no "command" export. Export the command's definition: export const command = { name: 'ping', description: 'Replies with Pong!' };`,
    );
  }
  let data: unknown = raw;
  if (typeof raw === 'object' && raw !== null && typeof (raw as { toJSON?: unknown }).toJSON === 'function') {
    try {
      data = (raw as { toJSON(): unknown }).toJSON();
    } catch (error) {
      throw new Error(`The "command" builder of ${file} is invalid: ${(error as Error).message}`, { cause: error });
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`The "command" export of ${file} must be an object such as { name: 'ping', description: '...' } or a builder.`);
  }
  const command = data as CommandData;
  if (typeof command.name !== 'string' || command.name === '') {
    throw new Error(`The "command" export of ${file} needs a "name" string.`);
  }

  const guilds: unknown = (command as { guilds?: unknown }).guilds;
  if (guilds !== undefined && (!Array.isArray(guilds) || !guilds.every((id) => typeof id === 'string' && /^\d{17,20}$/.test(id)))) {
    throw new Error(
      `The command "${command.name}" in ${file} has an invalid "guilds": list guild ids, such as guilds: ['123456789012345678'], got ${Array.isArray(guilds) ? 'a list with something else than guild ids' : (JSON.stringify(guilds) ?? String(guilds))}.`,
    );
  }

  const type = command.type ?? ApplicationCommandType.ChatInput;
  if (type === ApplicationCommandType.ChatInput) {
    if (!SLASH_NAME.test(command.name) || command.name !== command.name.toLowerCase()) {
      throw new Error(`The command name "${command.name}" in ${file} is invalid: use 1-32 lower-case letters, digits, - or _ (no spaces).`);
    }
    const registered = handlers.chatInput || handlers.autocomplete;
    const description = (command as { description?: unknown }).description;
    if (registered && (typeof description !== 'string' || description.length < 1 || description.length > 100)) {
      throw new Error(`The slash command "${command.name}" in ${file} needs a "description" of 1 to 100 characters.`);
    }
    if (handlers.autocomplete && !handlers.chatInput) {
      throw new Error(`The command file ${file} exports "autocomplete" without "chatInput"; autocomplete only serves slash commands.`);
    }
  } else if (type === ApplicationCommandType.User || type === ApplicationCommandType.Message) {
    const expected = type === ApplicationCommandType.User ? 'userContextMenu' : 'messageContextMenu';
    const others = Object.keys(handlers).filter((name) => name !== expected);
    if (!handlers[expected] || others.length > 0) {
      throw new Error(
        `The command file ${file} defines a ${type === ApplicationCommandType.User ? 'user' : 'message'} context-menu command (type ${type}), so it must export "${expected}" and no other handler${others.length > 0 ? ` (found ${others.join(', ')})` : ''}.`,
      );
    }
    if (command.name.length > 32) throw new Error(`The command name "${command.name}" in ${file} is longer than 32 characters.`);
  } else {
    throw new Error(`The command in ${file} has type ${String(type)}; CommandKit runs slash (1), user (2) and message (3) commands.`);
  }
  return command;
}

/** The `metadata` export with defaults filled in. */
export function readMetadata(exports: Record<string, unknown>, file: string): Readonly<Required<CommandMetadata>> {
  const raw = exports.metadata;
  if (raw === undefined) return Object.freeze({ devOnly: false, aliases: Object.freeze([]) });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`The "metadata" export of ${file} must be an object such as { devOnly: true }.`);
  }
  const { devOnly = false, aliases = [], ...unknown } = raw as Record<string, unknown>;
  const unknownKeys = Object.keys(unknown);
  if (unknownKeys.length > 0) {
    throw new Error(`The "metadata" export of ${file} has unknown fields: ${unknownKeys.join(', ')}. Known fields: devOnly, aliases.`);
  }
  if (typeof devOnly !== 'boolean') throw new Error(`"metadata.devOnly" in ${file} must be true or false.`);
  if (!Array.isArray(aliases) || aliases.some((alias) => typeof alias !== 'string' || alias === '' || /\s/.test(alias))) {
    throw new Error(`"metadata.aliases" in ${file} must be an array of names without spaces, such as ['p'].`);
  }
  return Object.freeze({ devOnly, aliases: Object.freeze((aliases as string[]).map((alias) => alias.toLowerCase())) });
}
