// Builders for the raw payloads Discord sends, shaped like the API's (discord-api-types, re-exported
// by discord.js) so the compiler catches a field discord.js needs and a builder forgot. Each takes
// overrides for what a test cares about and fills in the rest with realistic values.
import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  ChannelType,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  InteractionContextType,
  InteractionType,
  Locale,
  MessageType,
  PermissionFlagsBits,
  type APIApplicationCommandAutocompleteGuildInteraction,
  type ChannelFlags,
  type GuildMemberFlags,
  type MessageFlags,
  type RoleFlags,
  type UserFlags,
  type APIApplicationCommandInteractionDataOption,
  type APIChatInputApplicationCommandGuildInteraction,
  type APIChatInputApplicationCommandInteractionData,
  type APIGuildMember,
  type APIInteractionDataResolved,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageApplicationCommandGuildInteraction,
  type APIRole,
  type APITextChannel,
  type APIUser,
  type APIUserApplicationCommandGuildInteraction,
  type GatewayGuildCreateDispatchData,
  type GatewayMessageCreateDispatchData,
} from 'discord.js';

// ---------------------------------------------------------------------------------------------
// Snowflakes

const DISCORD_EPOCH = 1420070400000n;
let increment = 0n;

/** A fresh snowflake for the current time: ordered, unique in this process, like Discord's. */
export function snowflake(at: number = Date.now()): string {
  increment = (increment + 1n) % 4096n;
  // worker 1, process 0: the bits don't matter to discord.js, but a real id has them.
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

/** A random-looking token: interaction tokens are opaque strings to discord.js. */
export function fakeToken(prefix = 'aW50ZXJhY3Rpb246'): string {
  return prefix + Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

// ---------------------------------------------------------------------------------------------
// Users, roles, members, channels, guilds

export function user(overrides: Partial<APIUser> = {}): APIUser {
  const id = overrides.id ?? snowflake();
  return {
    id,
    username: `user${id.slice(-4)}`,
    discriminator: '0',
    global_name: null,
    avatar: null,
    bot: false,
    system: false,
    public_flags: 0 as UserFlags,
    flags: 0 as UserFlags,
    ...overrides,
  };
}

/** A bot account. Bots kept their four-digit discriminators, so `tag` reads `FakeBot#0001`. */
export function botUser(overrides: Partial<APIUser> = {}): APIUser {
  return user({ username: 'FakeBot', discriminator: '0001', bot: true, verified: true, mfa_enabled: false, ...overrides });
}

export function role(guildId: string, overrides: Partial<APIRole> = {}): APIRole {
  return {
    id: snowflake(),
    name: 'role',
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: 1,
    permissions: '0',
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
    ...overrides,
    // The @everyone role's id is the guild's id; keep that true if a test passes no id.
    ...(overrides.name === '@everyone' && !overrides.id ? { id: guildId, position: 0 } : {}),
  };
}

export function member(memberUser: APIUser, overrides: Partial<APIGuildMember> = {}): APIGuildMember & { user: APIUser } {
  return {
    user: memberUser,
    nick: null,
    avatar: null,
    banner: null,
    roles: [],
    joined_at: new Date(Date.now() - 86_400_000).toISOString(),
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
    ...overrides,
  };
}

export function textChannel(guildId: string, overrides: Partial<APITextChannel> = {}): APITextChannel {
  return {
    id: snowflake(),
    type: ChannelType.GuildText,
    guild_id: guildId,
    name: 'general',
    position: 0,
    permission_overwrites: [],
    parent_id: null,
    topic: null,
    nsfw: false,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0 as ChannelFlags,
    ...overrides,
  };
}

export interface GuildOptions {
  id?: string;
  name?: string;
  ownerId?: string;
  /** Extra roles; @everyone is always added first. */
  roles?: APIRole[];
  /** Defaults to one text channel named "general". */
  channels?: APITextChannel[];
  /** Members besides the bot, which joins every guild it is sent. Defaults to one human user. */
  members?: APIGuildMember[];
}

/**
 * A GUILD_CREATE payload: the full guild discord.js caches, with its channels, roles and members.
 * `bot` is the bot's user, listed as a member (Discord always includes it, and discord.js reads
 * `guild.members.me` from the cache).
 */
export function guild(bot: APIUser, options: GuildOptions = {}): GatewayGuildCreateDispatchData {
  const id = options.id ?? snowflake();
  const humans = options.members ?? [member(user({ username: 'alice' }))];
  const owner = options.ownerId ?? humans[0]?.user?.id ?? bot.id;
  const everyone = role(id, {
    name: '@everyone',
    // Discord's default @everyone permissions, so permission checks in tests behave as in a new server.
    permissions: String(
      PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.ReadMessageHistory |
        PermissionFlagsBits.UseApplicationCommands | PermissionFlagsBits.AddReactions | PermissionFlagsBits.EmbedLinks,
    ),
  });
  const channels = (options.channels ?? [textChannel(id)]).map((channel) => ({ ...channel, guild_id: id }));
  const members = [...humans, member(bot)];
  return {
    id,
    name: options.name ?? 'Fake Guild',
    icon: null,
    icon_hash: null,
    splash: null,
    discovery_splash: null,
    owner_id: owner,
    region: 'us-west',
    afk_channel_id: null,
    afk_timeout: 300,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: [everyone, ...(options.roles ?? [])],
    emojis: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: channels[0]?.id ?? null,
    system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotificationReplies,
    rules_channel_id: null,
    max_presences: null,
    max_members: 500_000,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: GuildPremiumTier.None,
    premium_subscription_count: 0,
    preferred_locale: Locale.EnglishUS,
    public_updates_channel_id: null,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    nsfw_level: GuildNSFWLevel.Default,
    stickers: [],
    premium_progress_bar_enabled: false,
    hub_type: null,
    safety_alerts_channel_id: null,
    incidents_data: null,
    // GUILD_CREATE-only fields.
    joined_at: new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: members.length,
    voice_states: [],
    members,
    channels,
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Messages

/** Where a payload happens: a guild (from `guild()`), a channel in it, and who acts. */
export interface Scene {
  applicationId: string;
  guild: GatewayGuildCreateDispatchData;
  /** Defaults to the guild's first channel. */
  channelId?: string;
  /** Defaults to the guild's first member that isn't a bot. */
  user?: APIUser;
}

function resolveScene(scene: Scene) {
  const channel = scene.guild.channels.find((c) => c.id === (scene.channelId ?? scene.guild.channels[0]?.id));
  if (!channel) throw new Error(`fake-discord: guild ${scene.guild.id} has no channel ${scene.channelId ?? '(any)'}`);
  const actor = scene.user ?? scene.guild.members.find((m) => m.user && !m.user.bot)?.user;
  if (!actor) throw new Error(`fake-discord: guild ${scene.guild.id} has no human member to act`);
  const guildMember = scene.guild.members.find((m) => m.user?.id === actor.id) ?? member(actor);
  return { channel, actor, guildMember };
}

export function message(
  scene: Omit<Scene, 'applicationId'>,
  overrides: Partial<APIMessage> = {},
): GatewayMessageCreateDispatchData {
  const { channel, actor, guildMember } = resolveScene({ ...scene, applicationId: '' });
  const { user: _user, ...memberWithoutUser } = guildMember;
  return {
    id: snowflake(),
    channel_id: channel.id,
    guild_id: scene.guild.id,
    author: actor,
    // MESSAGE_CREATE carries the author's member without its user.
    member: memberWithoutUser,
    content: 'hello',
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: MessageType.Default,
    flags: 0 as MessageFlags,
    components: [],
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Interactions

/** The fields every guild interaction shares: discord.js reads all of these while constructing one. */
function interactionBase(scene: Scene) {
  const { channel, actor, guildMember } = resolveScene(scene);
  const everyone = scene.guild.roles.find((r) => r.id === scene.guild.id);
  const interactionMember: APIInteractionGuildMember = {
    ...guildMember,
    user: actor,
    // Interactions carry the member's computed permissions in the channel.
    permissions: everyone?.permissions ?? '0',
  };
  return {
    id: snowflake(),
    application_id: scene.applicationId,
    token: fakeToken(),
    version: 1 as const,
    guild_id: scene.guild.id,
    guild: { id: scene.guild.id, features: scene.guild.features, locale: scene.guild.preferred_locale },
    channel: { ...channel },
    channel_id: channel.id,
    member: interactionMember,
    app_permissions: String(PermissionFlagsBits.SendMessages | PermissionFlagsBits.ViewChannel | PermissionFlagsBits.EmbedLinks),
    locale: Locale.EnglishUS,
    guild_locale: scene.guild.preferred_locale,
    entitlements: [],
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: scene.guild.id },
    context: InteractionContextType.Guild,
    attachment_size_limit: 10 * 1024 * 1024,
  };
}

export interface CommandOptions {
  name: string;
  /** The registered command's id; pass the id the fake returned from PUT commands to be faithful. */
  commandId?: string;
  /** Set when the command is registered to the guild rather than globally. */
  commandGuildId?: string;
}

/** A slash command: `options` are the raw option values, e.g. `{ name: 'text', type: 3, value: 'hi' }`. */
export function chatInputInteraction(
  scene: Scene,
  command: CommandOptions & { options?: APIApplicationCommandInteractionDataOption[]; resolved?: APIInteractionDataResolved },
): APIChatInputApplicationCommandGuildInteraction {
  const data: APIChatInputApplicationCommandInteractionData = {
    id: command.commandId ?? snowflake(),
    name: command.name,
    type: ApplicationCommandType.ChatInput,
    ...(command.options ? { options: command.options } : {}),
    ...(command.resolved ? { resolved: command.resolved } : {}),
    ...(command.commandGuildId ? { guild_id: command.commandGuildId } : {}),
  };
  return { ...interactionBase(scene), type: InteractionType.ApplicationCommand, data };
}

/** A user context-menu command run on `target` (a member of the scene's guild if it is one). */
export function userContextMenuInteraction(
  scene: Scene,
  command: CommandOptions & { target: APIUser },
): APIUserApplicationCommandGuildInteraction {
  const base = interactionBase(scene);
  const targetMember = scene.guild.members.find((m) => m.user?.id === command.target.id);
  let members: APIInteractionDataResolved['members'];
  if (targetMember) {
    // Resolved members come without their user (that's under `users`) and without voice fields.
    const { user: _user, deaf: _deaf, mute: _mute, ...resolvedMember } = targetMember;
    members = { [command.target.id]: { ...resolvedMember, permissions: base.member.permissions } };
  }
  return {
    ...base,
    type: InteractionType.ApplicationCommand,
    data: {
      id: command.commandId ?? snowflake(),
      name: command.name,
      type: ApplicationCommandType.User,
      target_id: command.target.id,
      resolved: { users: { [command.target.id]: command.target }, ...(members ? { members } : {}) },
      ...(command.commandGuildId ? { guild_id: command.commandGuildId } : {}),
    },
  };
}

/** A message context-menu command run on `target` (build it with `message()`). */
export function messageContextMenuInteraction(
  scene: Scene,
  command: CommandOptions & { target: APIMessage },
): APIMessageApplicationCommandGuildInteraction {
  return {
    ...interactionBase(scene),
    type: InteractionType.ApplicationCommand,
    data: {
      id: command.commandId ?? snowflake(),
      name: command.name,
      type: ApplicationCommandType.Message,
      target_id: command.target.id,
      resolved: { messages: { [command.target.id]: command.target } },
      ...(command.commandGuildId ? { guild_id: command.commandGuildId } : {}),
    },
  };
}

/**
 * An autocomplete request for a slash command: mark the option being typed with `focused: true`,
 * e.g. `{ name: 'query', type: 3, value: 'pi', focused: true }`.
 */
export function autocompleteInteraction(
  scene: Scene,
  command: CommandOptions & { options: APIApplicationCommandInteractionDataOption[] },
): APIApplicationCommandAutocompleteGuildInteraction {
  return {
    ...interactionBase(scene),
    type: InteractionType.ApplicationCommandAutocomplete,
    data: {
      id: command.commandId ?? snowflake(),
      name: command.name,
      type: ApplicationCommandType.ChatInput,
      options: command.options,
      ...(command.commandGuildId ? { guild_id: command.commandGuildId } : {}),
    },
  };
}
