import { Locale } from 'discord.js';

/**
 * The locale codes Discord sends (`interaction.locale`, `guild.preferredLocale`) and accepts in
 * `name_localizations` and `description_localizations`: the values of discord.js's `Locale` enum,
 * such as `'en-US'`, `'fr'` or `'pt-BR'`. A folder of the locales directory must have one of
 * these names.
 */
export const DISCORD_LOCALES: readonly Locale[] = Object.freeze(Object.values(Locale));

const known = new Set<string>(DISCORD_LOCALES);

/**
 * Whether a string is one of Discord's locale codes ({@link DISCORD_LOCALES}). The match is
 * exact: `'en'` and `'en-us'` are not Discord locales, `'en-US'` is.
 *
 * @param value - The string to check, such as a folder name.
 * @returns `true` when Discord knows the locale.
 *
 * @example
 * ```ts
 * isDiscordLocale('pt-BR'); // true
 * isDiscordLocale('pt'); // false
 * ```
 */
export function isDiscordLocale(value: string): value is Locale {
  return known.has(value);
}
