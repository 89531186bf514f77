import { Locale, type Message } from 'discord.js';
import type { CommandSource } from './command-source.ts';

// The locale a context falls back to when neither an explicit one nor the guild's is known (a
// DM, or a message command outside a cached guild). The core has no locale setting of its own;
// the i18n plugin applies its own default when it translates.
export const FALLBACK_LOCALE: Locale = Locale.EnglishUS;

function isMessage(source: CommandSource): source is Message {
  return 'author' in source;
}

/** The preferred locale of the guild the command came from, when Discord or the cache gives it. */
export function guildLocaleOf(source: CommandSource): Locale | null {
  if (isMessage(source)) return source.guild?.preferredLocale ?? null;
  return source.guildLocale ?? null;
}

/** The locale of the user's Discord client; messages do not carry it. */
export function userLocaleOf(source: CommandSource): Locale | null {
  return isMessage(source) ? null : source.locale;
}
