import {
  Colors,
  GuildMember,
  MessageFlags,
  type APIEmbed,
  type InteractionReplyOptions,
  type PermissionsString,
  type RepliableInteraction,
} from 'discord.js';
import type { CommandKit } from 'commandkit';
import type { LegacyPluginOptions } from './plugin-options.ts';
import type { ValidationFunctionData, ValidationProps } from './types.ts';

/** The developer lists the built-in `devOnly` validation checks. */
export interface DeveloperLists {
  /** Guilds where dev-only commands may be used. */
  readonly devGuildIds: readonly string[];
  /** Users who may use dev-only commands. */
  readonly devUserIds: readonly string[];
  /** Roles whose members may use dev-only commands. */
  readonly devRoleIds: readonly string[];
}

/** The replies of the built-in validations: the words of CommandKit 0.1.x. */
export const BUILT_IN_MESSAGES = {
  /** `devOnly`, used in a guild that is not a dev guild. */
  devGuildOnly: '❌ This command can only be used inside development servers.',
  /** `devOnly`, used by someone who is neither a dev user nor has a dev role. */
  developersOnly: '❌ This command can only be used by developers.',
  /** The title of the `permissions` embed. */
  missingPermissionsTitle: ':x: Missing permissions!',
} as const;

/**
 * The developer lists of the legacy plugin's options, each falling back to the list of the same
 * name in the config (as the running CommandKit holds it).
 *
 * @param options - The plugin's options (only the three lists are read).
 * @param commandkit - The running CommandKit.
 * @returns The lists the built-in `devOnly` validation checks.
 */
export function developerLists(
  options: Pick<LegacyPluginOptions, 'devGuildIds' | 'devUserIds' | 'devRoleIds'>,
  commandkit: CommandKit,
): DeveloperLists {
  return {
    devGuildIds: options.devGuildIds ?? commandkit.devGuildIds,
    devUserIds: options.devUserIds ?? commandkit.devUserIds,
    devRoleIds: options.devRoleIds ?? commandkit.devRoleIds,
  };
}

/**
 * The built-in validations, in the order they run after the user's: `devOnly`, then
 * `permissions`.
 *
 * @param options - The plugin's options: the developer lists, each falling back to the config's.
 * @returns The two validations.
 */
export function builtInValidations(
  options: Pick<LegacyPluginOptions, 'devGuildIds' | 'devUserIds' | 'devRoleIds'>,
): ValidationFunctionData[] {
  return [devOnlyValidation((commandkit) => developerLists(options, commandkit)), permissionsValidation()];
}

/**
 * The built-in `devOnly` validation: for a command whose `options.devOnly` is `true`, refuses it
 * (with an ephemeral reply) in a guild that is not a dev guild, then to a user who is not in
 * `devUserIds` and has no role of `devRoleIds`. Autocomplete is let through.
 *
 * @param lists - The dev guilds, users and roles; called at each check with the CommandKit
 * running the command.
 * @returns The validation.
 */
export function devOnlyValidation(lists: (commandkit: CommandKit) => DeveloperLists): ValidationFunctionData {
  return {
    name: 'devOnly',
    path: 'built-in:devOnly',
    file: 'built-in:devOnly',
    async validate({ interaction, commandObj, handler }: ValidationProps) {
      if (interaction.isAutocomplete() || commandObj.options?.devOnly !== true) return false;
      const { devGuildIds, devUserIds, devRoleIds } = lists(handler);
      if (interaction.inGuild() && !devGuildIds.includes(interaction.guildId)) {
        await answer(interaction, { content: BUILT_IN_MESSAGES.devGuildOnly, flags: MessageFlags.Ephemeral });
        return true;
      }
      if (devUserIds.includes(interaction.user.id) || roleIdsOf(interaction).some((role) => devRoleIds.includes(role))) return false;
      await answer(interaction, { content: BUILT_IN_MESSAGES.developersOnly, flags: MessageFlags.Ephemeral });
      return true;
    },
  };
}

/**
 * The built-in `permissions` validation: for a command with `options.userPermissions` or
 * `options.botPermissions`, refuses it with an ephemeral red embed listing what is missing: the
 * member's permissions in the channel, and the bot's (the interaction's app permissions, or its
 * guild permissions). In direct messages neither can be read and nothing is checked.
 * Autocomplete is let through.
 *
 * @returns The validation.
 */
export function permissionsValidation(): ValidationFunctionData {
  return {
    name: 'permissions',
    path: 'built-in:permissions',
    file: 'built-in:permissions',
    async validate({ interaction, commandObj }: ValidationProps) {
      if (interaction.isAutocomplete()) return false;
      const userRequired = asList(commandObj.options?.userPermissions);
      const botRequired = asList(commandObj.options?.botPermissions);
      if (userRequired.length === 0 && botRequired.length === 0) return false;
      const userHas = interaction.memberPermissions;
      const botHas = interaction.inGuild() ? (interaction.appPermissions ?? interaction.guild?.members.me?.permissions ?? null) : null;
      const userMissing = userHas ? userRequired.filter((permission) => !userHas.has(permission)) : [];
      const botMissing = botHas ? botRequired.filter((permission) => !botHas.has(permission)) : [];
      if (userMissing.length === 0 && botMissing.length === 0) return false;
      await answer(interaction, { embeds: [missingPermissionsEmbed(userMissing, botMissing)], flags: MessageFlags.Ephemeral });
      return true;
    },
  };
}

/**
 * The embed of the `permissions` validation, as 0.1.x worded it: one line for the member, one for
 * the bot, with the permission names spaced out (`KickMembers` → `Kick Members`).
 *
 * @param userMissing - What the member lacks.
 * @param botMissing - What the bot lacks.
 * @returns The embed.
 *
 * @example
 * ```ts
 * missingPermissionsEmbed(['BanMembers'], []).description;
 * // '- You must have the `Ban Members` permission to be able to run this command.\n'
 * ```
 */
export function missingPermissionsEmbed(userMissing: readonly string[], botMissing: readonly string[]): APIEmbed {
  const list = (permissions: readonly string[]) =>
    `${new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(permissions.map((permission) => `\`${spaceOut(permission)}\``))} ${permissions.length === 1 ? 'permission' : 'permissions'}`;
  let description = '';
  if (userMissing.length > 0) description += `- You must have the ${list(userMissing)} to be able to run this command.\n`;
  if (botMissing.length > 0) description += `- I must have the ${list(botMissing)} to be able to execute this command.\n`;
  return { title: BUILT_IN_MESSAGES.missingPermissionsTitle, description, color: Colors.Red };
}

/** `KickMembers` → `Kick Members`, `ManageGuildExpressions` → `Manage Guild Expressions`. */
function spaceOut(name: string): string {
  return name.replace(/([a-z])([A-Z])|([A-Z]+)([A-Z][a-z])/g, '$1$3 $2$4');
}

function asList(value: PermissionsString | readonly PermissionsString[] | undefined): PermissionsString[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

function roleIdsOf(interaction: ValidationProps['interaction']): string[] {
  const member = interaction.member;
  if (!member) return [];
  return member instanceof GuildMember ? [...member.roles.cache.keys()] : [...(member.roles as readonly string[])];
}

/** Replies, or follows up when a validation before this one already answered. */
async function answer(target: ValidationProps['interaction'], payload: InteractionReplyOptions): Promise<void> {
  const interaction = target as RepliableInteraction;
  if (interaction.replied || interaction.deferred) await interaction.followUp(payload);
  else await interaction.reply(payload as InteractionReplyOptions & { withResponse?: false });
}
