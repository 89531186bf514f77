// The users, channels and roles a message command's words name. Looking them up is split in
// three steps so that MessageCommandParser.parse() can run without awaiting: the form of each word
// is checked first (readEntityWord), what the caches lack may then be fetched from Discord
// (fetchEntities), and the values are finally read from the caches and what was fetched
// (settleEntity). CommandKit's own runs do all three; a synchronous parse skips the fetch.
import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
  type Channel,
  type GuildMember,
  type Message,
  type Role,
  type User,
} from 'discord.js';
import { MessageOptionError } from './message-option-error.ts';
import type { ParsedOptionValue } from './parsed-message-options.ts';

/** An option whose value is a user, channel or role, given in the text by mention or id. */
export type EntityOption = Extract<
  APIApplicationCommandBasicOption,
  {
    type:
      | ApplicationCommandOptionType.User
      | ApplicationCommandOptionType.Channel
      | ApplicationCommandOptionType.Role
      | ApplicationCommandOptionType.Mentionable;
  }
>;

const ENTITY_TYPES: readonly ApplicationCommandOptionType[] = [
  ApplicationCommandOptionType.User,
  ApplicationCommandOptionType.Channel,
  ApplicationCommandOptionType.Role,
  ApplicationCommandOptionType.Mentionable,
];

/** Whether an option's value is a user, channel or role, which needs a lookup. */
export function isEntityOption(option: APIApplicationCommandBasicOption): option is EntityOption {
  return ENTITY_TYPES.includes(option.type);
}

/** A word naming a user, channel or role, checked for form and waiting for its lookup. */
export interface EntityWord {
  /** The option the word is for. */
  readonly option: EntityOption;
  /** The word as typed. */
  readonly raw: string;
  /** The id the word gives. */
  readonly id: string;
  /**
   * How a mentionable option's word gave the id: a user mention, a role mention, or a bare id
   * that may be either. `undefined` for the other options.
   */
  readonly form: 'user' | 'role' | 'bare' | undefined;
}

/** What was fetched from Discord because discord.js's caches did not have it, by id. */
export interface FetchedEntities {
  readonly users: Map<string, User>;
  readonly members: Map<string, GuildMember>;
  readonly channels: Map<string, Channel>;
  readonly roles: Map<string, Role>;
}

const USER_MENTION = /^(?:<@!?(\d{17,20})>|(\d{17,20}))$/;
const CHANNEL_MENTION = /^(?:<#(\d{17,20})>|(\d{17,20}))$/;
const ROLE_MENTION = /^(?:<@&(\d{17,20})>|(\d{17,20}))$/;

function idOf(raw: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(raw);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * Checks that a word has the form its option needs (a mention or an id), without looking
 * anything up.
 *
 * @throws `MessageOptionError` for a word of the wrong form, and for roles outside a server.
 */
export function readEntityWord(option: EntityOption, raw: string, message: Message): EntityWord {
  switch (option.type) {
    case ApplicationCommandOptionType.User: {
      const id = idOf(raw, USER_MENTION);
      if (!id) throw new MessageOptionError(`"${raw}" is not a user mention or id, which "${option.name}" must be.`);
      return { option, raw, id, form: undefined };
    }
    case ApplicationCommandOptionType.Channel: {
      const id = idOf(raw, CHANNEL_MENTION);
      if (!id) throw new MessageOptionError(`"${raw}" is not a channel mention or id, which "${option.name}" must be.`);
      return { option, raw, id, form: undefined };
    }
    case ApplicationCommandOptionType.Role: {
      const id = idOf(raw, ROLE_MENTION);
      if (!id) throw new MessageOptionError(`"${raw}" is not a role mention or id, which "${option.name}" must be.`);
      requireGuild(option, message);
      return { option, raw, id, form: undefined };
    }
    case ApplicationCommandOptionType.Mentionable: {
      const role = /^<@&(\d{17,20})>$/.exec(raw)?.[1];
      if (role) {
        requireGuild(option, message);
        return { option, raw, id: role, form: 'role' };
      }
      const user = /^<@!?(\d{17,20})>$/.exec(raw)?.[1];
      if (user) return { option, raw, id: user, form: 'user' };
      const bare = /^(\d{17,20})$/.exec(raw)?.[1];
      if (bare) return { option, raw, id: bare, form: 'bare' };
      throw new MessageOptionError(`"${raw}" is not a user or role mention or id, which "${option.name}" must be.`);
    }
  }
}

function requireGuild(option: EntityOption, message: Message): void {
  if (!message.guild) throw new MessageOptionError(`Roles can only be given in a server (option "${option.name}").`);
}

/**
 * Fetches from Discord the users (with their members), channels and roles the words name that
 * discord.js has not cached, one word after the other. What Discord does not know is left out:
 * {@link settleEntity} reports it.
 */
export async function fetchEntities(words: readonly EntityWord[], message: Message): Promise<FetchedEntities> {
  const fetched: FetchedEntities = { users: new Map(), members: new Map(), channels: new Map(), roles: new Map() };
  const { client, guild } = message;

  const fetchUser = async (id: string): Promise<User | undefined> => {
    let user = cachedUser(id, message, fetched);
    if (!user) {
      user = (await client.users.fetch(id).catch(() => null)) ?? undefined;
      if (user) fetched.users.set(id, user);
    }
    if (user && guild && !cachedMember(id, message, fetched)) {
      const member = await guild.members.fetch(id).catch(() => null);
      if (member) fetched.members.set(id, member);
    }
    return user;
  };
  const fetchRole = async (id: string): Promise<void> => {
    if (!guild || guild.roles.cache.has(id)) return;
    const role = await guild.roles.fetch(id).catch(() => null);
    if (role) fetched.roles.set(id, role);
  };

  for (const { option, id, form } of words) {
    switch (option.type) {
      case ApplicationCommandOptionType.User:
        await fetchUser(id);
        break;
      case ApplicationCommandOptionType.Channel:
        if (!client.channels.cache.has(id)) {
          const channel = await client.channels.fetch(id).catch(() => null);
          if (channel) fetched.channels.set(id, channel);
        }
        break;
      case ApplicationCommandOptionType.Role:
        await fetchRole(id);
        break;
      case ApplicationCommandOptionType.Mentionable: {
        if (form === 'role') {
          await fetchRole(id);
          break;
        }
        // A bare id is a role when the guild has a cached role of that id, else a user, else a
        // role Discord knows but the cache lacks: the order settleEntity reads them in.
        if (form === 'bare' && guild?.roles.cache.has(id)) break;
        const user = await fetchUser(id);
        if (!user && form === 'bare') await fetchRole(id);
        break;
      }
    }
  }
  return fetched;
}

/**
 * The value of an entity option, read from discord.js's caches and from what
 * {@link fetchEntities} fetched.
 *
 * @param fetched - What was fetched; `null` when nothing was, for a parse that does not await.
 * @throws `MessageOptionError` when the word names nothing found, or a channel the option does
 * not accept.
 */
export function settleEntity(word: EntityWord, message: Message, fetched: FetchedEntities | null): ParsedOptionValue {
  const { option, id, form } = word;
  switch (option.type) {
    case ApplicationCommandOptionType.User: {
      const user = cachedUser(id, message, fetched);
      if (!user) throw notFound('user', word, fetched);
      return { type: option.type, value: user, member: cachedMember(id, message, fetched) ?? null };
    }
    case ApplicationCommandOptionType.Channel: {
      const channel = message.client.channels.cache.get(id) ?? fetched?.channels.get(id);
      const elsewhere = channel && 'guildId' in channel && channel.guildId && channel.guildId !== message.guildId;
      if (!channel || elsewhere) throw notFound('channel', word, fetched);
      if (option.channel_types && option.channel_types.length > 0 && !option.channel_types.includes(channel.type as never)) {
        throw new MessageOptionError(`The channel ${word.raw} is not of a kind "${option.name}" accepts.`);
      }
      return { type: option.type, value: channel };
    }
    case ApplicationCommandOptionType.Role:
      return { type: option.type, value: cachedRole(word, message, fetched) };
    case ApplicationCommandOptionType.Mentionable: {
      if (form === 'role') return { type: option.type, value: cachedRole(word, message, fetched), member: null };
      const guildRole = form === 'bare' ? message.guild?.roles.cache.get(id) : undefined;
      if (guildRole) return { type: option.type, value: guildRole, member: null };
      const user = cachedUser(id, message, fetched);
      if (user) return { type: option.type, value: user, member: cachedMember(id, message, fetched) ?? null };
      const fetchedRole = form === 'bare' ? fetched?.roles.get(id) : undefined;
      if (fetchedRole) return { type: option.type, value: fetchedRole, member: null };
      throw notFound('user', word, fetched);
    }
  }
}

function cachedUser(id: string, message: Message, fetched: FetchedEntities | null): User | undefined {
  return message.mentions.users.get(id) ?? message.client.users.cache.get(id) ?? fetched?.users.get(id);
}

function cachedMember(id: string, message: Message, fetched: FetchedEntities | null): GuildMember | undefined {
  if (!message.guild) return undefined;
  return message.guild.members.cache.get(id) ?? fetched?.members.get(id);
}

function cachedRole(word: EntityWord, message: Message, fetched: FetchedEntities | null): Role {
  const role = message.guild?.roles.cache.get(word.id) ?? fetched?.roles.get(word.id);
  if (!role) throw notFound('role', word, fetched);
  return role;
}

function notFound(kind: 'user' | 'channel' | 'role', word: EntityWord, fetched: FetchedEntities | null): MessageOptionError {
  const problem = `No ${kind} found for "${word.raw}" (option "${word.option.name}")`;
  // Without a fetch, the cache may just not hold it: say so, and how to look it up.
  if (!fetched)
    return new MessageOptionError(`${problem} in discord.js's cache; await MessageCommandParser.resolve() to look it up on Discord.`);
  return new MessageOptionError(`${problem}.`);
}
