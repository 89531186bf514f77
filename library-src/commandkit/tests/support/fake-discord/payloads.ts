// Builders for the raw payloads Discord sends, shaped like the API's (discord-api-types, re-exported
// by discord.js) so the compiler catches a field discord.js needs and a builder forgot. Each takes
// overrides for what a test cares about and fills in the rest with realistic values.
import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  ButtonStyle,
  ChannelType,
  ComponentType,
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
  type APIGuildInteractionWrapper,
  type APIInteractionDataResolvedChannel,
  type APIInteractionDataResolvedGuildMember,
  type APIMessageComponentButtonInteraction,
  type APIMessageComponentSelectMenuInteraction,
  type APIMessageSelectMenuInteractionData,
  type APIMessageTopLevelComponent,
  type APIModalInteractionResponseCallbackData,
  type APIModalSubmissionComponent,
  type APIModalSubmitInteraction,
  type ModalSubmitComponent,
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

/**
 * The shard that receives a guild's events when a bot runs `shardCount` shards, by Discord's
 * formula `(guild_id >> 22) % num_shards`: the guild id's creation timestamp decides. DMs have no
 * guild and always go to shard 0.
 */
export function shardOf(guildId: string, shardCount: number): number {
  if (!/^\d+$/.test(guildId)) throw new Error(`fake-discord: guild id ${JSON.stringify(guildId)} is no snowflake, so it has no shard`);
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

// A fixed time (2021-01-01) for the numbered ids of guildIdOnShard(): before any fresh snowflake,
// so they never collide with the fake's other ids.
const NUMBERED_BASE = 1609459200000n - DISCORD_EPOCH;

/**
 * A guild id that lands on shard `shardId` of `shardCount` (see `shardOf`), for
 * `createFakeDiscord({ guilds: [{ id: guildIdOnShard(1, 2) }] })`. Without `n`, a fresh snowflake
 * (its timestamp moved back by under `shardCount` ms), different on every call; with `n`, the
 * n-th such id (0, 1, 2…), the same on every call, for tests that want fixed ids.
 */
export function guildIdOnShard(shardId: number, shardCount: number, n?: number): string {
  if (!Number.isInteger(shardCount) || shardCount < 1)
    throw new Error(`fake-discord: guildIdOnShard() needs a shard count of 1 or more, not ${shardCount}`);
  if (!Number.isInteger(shardId) || shardId < 0 || shardId >= shardCount) {
    throw new Error(`fake-discord: guildIdOnShard() needs a shard id from 0 to ${shardCount - 1}, not ${shardId}`);
  }
  const count = BigInt(shardCount);
  if (n !== undefined) {
    if (!Number.isInteger(n) || n < 0) throw new Error(`fake-discord: guildIdOnShard()'s n must be an integer of 0 or more, not ${n}`);
    const timestamp = NUMBERED_BASE - (NUMBERED_BASE % count) + BigInt(n) * count + BigInt(shardId);
    return ((timestamp << 22n) | (1n << 17n)).toString();
  }
  const fresh = BigInt(snowflake());
  const timestamp = fresh >> 22n;
  const onShard = timestamp - ((timestamp - BigInt(shardId)) % count);
  return ((onShard << 22n) | (fresh & 0x3fffffn)).toString();
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
      PermissionFlagsBits.ViewChannel |
        PermissionFlagsBits.SendMessages |
        PermissionFlagsBits.ReadMessageHistory |
        PermissionFlagsBits.UseApplicationCommands |
        PermissionFlagsBits.AddReactions |
        PermissionFlagsBits.EmbedLinks,
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

export function message(scene: Omit<Scene, 'applicationId'>, overrides: Partial<APIMessage> = {}): GatewayMessageCreateDispatchData {
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

// ---------------------------------------------------------------------------------------------
// Message components and modals

/** What a component interaction needs: the component's custom id and the message it is on. */
export interface ComponentInteractionOptions {
  customId: string;
  /**
   * The message the component is on, e.g. `fake.lastMessage()` (what the bot sent). Default: a
   * message from the bot in the scene's channel holding just this component.
   */
  message?: APIMessage;
}

/** A button click (interaction type 3, component_type 2), as discord.js turns into a ButtonInteraction. */
export function buttonInteraction(
  scene: Scene,
  options: ComponentInteractionOptions,
): APIGuildInteractionWrapper<APIMessageComponentButtonInteraction> {
  const fallback = () =>
    botMessage(scene, [{ type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: options.customId, label: 'Button' }]);
  return {
    ...interactionBase(scene),
    type: InteractionType.MessageComponent,
    message: options.message ?? fallback(),
    data: { custom_id: options.customId, component_type: ComponentType.Button },
  };
}

/** A choice in a string select menu: `values` are the chosen options' values. */
export function stringSelectInteraction(
  scene: Scene,
  options: ComponentInteractionOptions & { values: string[] },
): APIGuildInteractionWrapper<APIMessageComponentSelectMenuInteraction> {
  return selectInteraction(scene, options, {
    custom_id: options.customId,
    component_type: ComponentType.StringSelect,
    values: options.values,
  });
}

/** A user select: `values` are user ids of the scene guild's members; `resolved` carries their users and members. */
export function userSelectInteraction(
  scene: Scene,
  options: ComponentInteractionOptions & { values: string[] },
): APIGuildInteractionWrapper<APIMessageComponentSelectMenuInteraction> {
  const { users, members } = resolve(scene, options.values, ['user']);
  return selectInteraction(scene, options, {
    custom_id: options.customId,
    component_type: ComponentType.UserSelect,
    values: options.values,
    resolved: { users, members },
  });
}

/** A role select: `values` are role ids of the scene's guild. */
export function roleSelectInteraction(
  scene: Scene,
  options: ComponentInteractionOptions & { values: string[] },
): APIGuildInteractionWrapper<APIMessageComponentSelectMenuInteraction> {
  const { roles } = resolve(scene, options.values, ['role']);
  return selectInteraction(scene, options, {
    custom_id: options.customId,
    component_type: ComponentType.RoleSelect,
    values: options.values,
    resolved: { roles },
  });
}

/** A mentionable select: `values` mix members' user ids and role ids; each is resolved as what it is. */
export function mentionableSelectInteraction(
  scene: Scene,
  options: ComponentInteractionOptions & { values: string[] },
): APIGuildInteractionWrapper<APIMessageComponentSelectMenuInteraction> {
  const { users, members, roles } = resolve(scene, options.values, ['user', 'role']);
  const resolved = { ...(Object.keys(users).length ? { users, members } : {}), ...(Object.keys(roles).length ? { roles } : {}) };
  return selectInteraction(scene, options, {
    custom_id: options.customId,
    component_type: ComponentType.MentionableSelect,
    values: options.values,
    resolved,
  });
}

/** A channel select: `values` are ids of the scene guild's channels (or threads). */
export function channelSelectInteraction(
  scene: Scene,
  options: ComponentInteractionOptions & { values: string[] },
): APIGuildInteractionWrapper<APIMessageComponentSelectMenuInteraction> {
  const { channels } = resolve(scene, options.values, ['channel']);
  return selectInteraction(scene, options, {
    custom_id: options.customId,
    component_type: ComponentType.ChannelSelect,
    values: options.values,
    resolved: { channels },
  });
}

function selectInteraction(
  scene: Scene,
  options: ComponentInteractionOptions,
  data: APIMessageSelectMenuInteractionData,
): APIGuildInteractionWrapper<APIMessageComponentSelectMenuInteraction> {
  const fallback = () => {
    const menu =
      data.component_type === ComponentType.StringSelect
        ? {
            type: ComponentType.StringSelect,
            custom_id: options.customId,
            options: data.values.map((value) => ({ label: value, value })),
            max_values: Math.max(1, data.values.length),
          }
        : { type: data.component_type, custom_id: options.customId, max_values: Math.max(1, data.values.length) };
    return botMessage(scene, [menu as APISelectInRow]);
  };
  return { ...interactionBase(scene), type: InteractionType.MessageComponent, message: options.message ?? fallback(), data };
}

type APISelectInRow = Extract<APIMessageTopLevelComponent, { type: ComponentType.ActionRow }>['components'][number];

/** A message from the bot (the scene's application) in the scene's channel with one row of `components`. */
function botMessage(scene: Scene, components: APISelectInRow[]): APIMessage {
  const bot = scene.guild.members.find((m) => m.user?.id === scene.applicationId)?.user ?? botUser({ id: scene.applicationId });
  const { member: _member, ...fields } = message(scene, {
    author: bot,
    content: '',
    application_id: scene.applicationId,
    components: [{ type: ComponentType.ActionRow, components }],
  });
  return fields;
}

type ResolvedKind = 'user' | 'role' | 'channel';

/** Resolved data for ids in the scene's guild, as Discord sends it with select menus. Throws for an unknown id. */
function resolve(scene: Scene, ids: string[], kinds: ResolvedKind[]) {
  const everyone = scene.guild.roles.find((r) => r.id === scene.guild.id);
  const users: Record<string, APIUser> = {};
  const members: Record<string, APIInteractionDataResolvedGuildMember> = {};
  const roles: Record<string, APIRole> = {};
  const channels: Record<string, APIInteractionDataResolvedChannel> = {};
  for (const id of ids) {
    const found = scene.guild.members.find((m) => m.user?.id === id);
    const foundRole = scene.guild.roles.find((r) => r.id === id);
    const foundChannel = [...scene.guild.channels, ...scene.guild.threads].find((c) => c.id === id);
    if (kinds.includes('user') && found?.user) {
      // Resolved members come without their user (that's under `users`) and without voice fields.
      const { user: memberUser, deaf: _deaf, mute: _mute, ...resolvedMember } = found;
      users[id] = memberUser;
      members[id] = { ...resolvedMember, permissions: everyone?.permissions ?? '0' };
    } else if (kinds.includes('role') && foundRole) {
      roles[id] = foundRole;
    } else if (kinds.includes('channel') && foundChannel) {
      const partial = { id, type: foundChannel.type, name: foundChannel.name ?? null, permissions: everyone?.permissions ?? '0' };
      const thread =
        'thread_metadata' in foundChannel ? { parent_id: foundChannel.parent_id, thread_metadata: foundChannel.thread_metadata } : {};
      channels[id] = { ...partial, ...thread } as APIInteractionDataResolvedChannel;
    } else {
      throw new Error(`fake-discord: ${id} is no ${kinds.join(' or ')} of guild ${scene.guild.id}; add it to the guild's options`);
    }
  }
  return { users, members, roles, channels };
}

/** What a user entered in a modal: a string for a text input or radio group, string[] for a select or file upload, boolean for a checkbox. */
export type ModalValues = Record<string, string | string[] | boolean>;

export interface ModalSubmitOptions {
  /**
   * The modal the bot showed, e.g. `fake.modals.at(-1)`: the submission mirrors its layout (action
   * rows or labels), custom ids and component ids, as Discord's does. Without it, give `customId`.
   */
  modal?: APIModalInteractionResponseCallbackData;
  /** The modal's custom id (default: the modal's). */
  customId?: string;
  /** What the user entered, by the field's custom id. A required text input left out is an error. */
  values: ModalValues;
  /** The message whose component opened the modal: Discord includes it, and the bot may then update it. */
  message?: APIMessage;
  /** Without `modal`: the layout, action rows of text inputs (default) or labels (Discord's newer one). */
  layout?: 'actionRow' | 'label';
}

/**
 * A modal submit (interaction type 5), as discord.js turns into a ModalSubmitInteraction.
 * `fake.submitModal()` builds and dispatches one for the last modal shown.
 */
export function modalSubmitInteraction(scene: Scene, options: ModalSubmitOptions): APIGuildInteractionWrapper<APIModalSubmitInteraction> {
  const customId = options.customId ?? options.modal?.custom_id;
  if (!customId) throw new Error('fake-discord: modalSubmitInteraction needs `modal` or `customId`');
  const unused = new Set(Object.keys(options.values));
  const resolved: {
    users: Record<string, APIUser>;
    members: Record<string, APIInteractionDataResolvedGuildMember>;
    roles: Record<string, APIRole>;
    channels: Record<string, APIInteractionDataResolvedChannel>;
  } = { users: {}, members: {}, roles: {}, channels: {} };
  const autoPopulated: Partial<Record<ComponentType, ResolvedKind[]>> = {
    [ComponentType.UserSelect]: ['user'],
    [ComponentType.RoleSelect]: ['role'],
    [ComponentType.MentionableSelect]: ['user', 'role'],
    [ComponentType.ChannelSelect]: ['channel'],
  };
  let nextId = 1;
  const field = (input: { type: ComponentType; custom_id?: string; id?: number; required?: boolean }): ModalSubmitComponent => {
    const id = input.id ?? nextId++;
    const customIdOf = input.custom_id ?? '';
    const value = options.values[customIdOf];
    unused.delete(customIdOf);
    switch (input.type) {
      case ComponentType.TextInput:
        if ((value === undefined || value === '') && input.required !== false) {
          throw new Error(
            `fake-discord: the modal's text input "${customIdOf}" is required; Discord would not let the user submit without it`,
          );
        }
        return { type: ComponentType.TextInput, id, custom_id: customIdOf, value: String(value ?? '') };
      case ComponentType.Checkbox:
        return { type: ComponentType.Checkbox, id, custom_id: customIdOf, value: value === true };
      case ComponentType.RadioGroup:
        return { type: ComponentType.RadioGroup, id, custom_id: customIdOf, value: typeof value === 'string' ? value : null };
      default: {
        const values = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
        const kinds = autoPopulated[input.type];
        if (kinds) {
          const found = resolve(scene, values, kinds);
          for (const key of ['users', 'members', 'roles', 'channels'] as const) Object.assign(resolved[key], found[key]);
        }
        return { type: input.type, id, custom_id: customIdOf, values } as ModalSubmitComponent;
      }
    }
  };

  let components: APIModalSubmissionComponent[];
  if (options.modal) {
    components = options.modal.components.map((component): APIModalSubmissionComponent => {
      const id = component.id ?? nextId++;
      if (component.type === ComponentType.ActionRow) {
        return {
          type: ComponentType.ActionRow,
          id,
          components: component.components.map((input) => field(input) as Extract<ModalSubmitComponent, { type: ComponentType.TextInput }>),
        };
      }
      if (component.type === ComponentType.Label) return { type: ComponentType.Label, id, component: field(component.component) };
      return { type: ComponentType.TextDisplay, id };
    });
  } else {
    components = Object.keys(options.values).map((key): APIModalSubmissionComponent => {
      const id = nextId++;
      const value = options.values[key];
      const type = Array.isArray(value)
        ? ComponentType.StringSelect
        : typeof value === 'boolean'
          ? ComponentType.Checkbox
          : ComponentType.TextInput;
      if (options.layout === 'label' || type !== ComponentType.TextInput)
        return { type: ComponentType.Label, id, component: field({ type, custom_id: key }) };
      return {
        type: ComponentType.ActionRow,
        id,
        components: [field({ type, custom_id: key }) as Extract<ModalSubmitComponent, { type: ComponentType.TextInput }>],
      };
    });
  }
  if (unused.size) throw new Error(`fake-discord: the modal has no field ${[...unused].map((k) => `"${k}"`).join(', ')}`);

  return {
    ...interactionBase(scene),
    type: InteractionType.ModalSubmit,
    ...(options.message ? { message: options.message } : {}),
    data: {
      custom_id: customId,
      components,
      // Only the kinds something resolved to, as Discord sends it.
      ...(Object.values(resolved).some((r) => Object.keys(r).length)
        ? { resolved: Object.fromEntries(Object.entries(resolved).filter(([, r]) => Object.keys(r).length)) }
        : {}),
    },
  };
}
