import type { Awaitable, Locale, Message } from 'discord.js';

/**
 * The two settings a CommandKit 1.0 instance kept at run time, beside its config file: the
 * default locale and the function giving a message's command prefixes. This version sets them
 * elsewhere: the prefixes with {@link CommandKitConfig.prefix} or
 * `commandkit.setPrefixResolver()` (give it a function that calls `getMessageCommandPrefix`),
 * the default locale with the i18n plugin's `defaultLocale` option. The type remains for code
 * written against 1.0 that declares such an object.
 *
 * @example
 * ```ts
 * import { Locale } from 'discord.js';
 * import type { CommandKitConfiguration } from 'commandkit';
 *
 * const settings: CommandKitConfiguration = {
 *   defaultLocale: Locale.EnglishUS,
 *   getMessageCommandPrefix: (message) => (message.guildId ? '!' : ['!', '?']),
 * };
 * commandkit.setPrefixResolver(async (message) => settings.getMessageCommandPrefix(message));
 * ```
 */
export interface CommandKitConfiguration {
  /** The locale to use when a user's or a guild's is not known. */
  defaultLocale: Locale;
  /**
   * Gives the prefix, or prefixes, that mark a message as a message command.
   *
   * @param message - The message received.
   * @returns The prefix or prefixes (or a promise of them).
   */
  getMessageCommandPrefix: (message: Message) => Awaitable<string | string[]>;
}

/** The name `commandkit/config` gives {@link CommandKitConfiguration}, as in CommandKit 1.0. */
export type Config = CommandKitConfiguration;
