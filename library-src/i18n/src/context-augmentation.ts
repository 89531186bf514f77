// Gives every command context a locale() method: typed by the module augmentation below, and
// installed on Context.prototype when the package is imported (the config imports it, so every
// command file sees it).
import { Context, type ContextSource } from 'commandkit';
import { localizeContext, type LocalizationContext } from './localization-context.ts';

declare module 'commandkit' {
  // Type parameters must match the class's for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface Context<Source extends ContextSource = ContextSource, Args extends Record<string, any> = Record<string, any>> {
    /**
     * A `t` bound to this command's namespace (its name, for every alias) and to the user's
     * locale: `interaction.locale` for interactions, the guild's preferred locale for message
     * commands, the default locale otherwise. Added by `@commandkit/i18n`; works in middleware
     * too.
     *
     * @param locale - A locale to use instead of the detected one, such as `'fr'`.
     * @returns The bound `t`, its locale and the i18next instance.
     * @throws `Error` when the bot has no active I18nPlugin (add `i18n()` to the config).
     *
     * @example
     * ```ts
     * export const chatInput: ChatInputCommand = async (ctx) => {
     *   const { t } = ctx.locale();
     *   await ctx.reply(t('reply', { user: ctx.user.username }));
     * };
     * ```
     */
    locale(locale?: string): LocalizationContext;
  }
}

if (!Object.prototype.hasOwnProperty.call(Context.prototype, 'locale')) {
  Object.defineProperty(Context.prototype, 'locale', {
    configurable: true,
    writable: true,
    enumerable: false,
    value: function locale(this: Context, locale?: string): LocalizationContext {
      return localizeContext(this, locale);
    },
  });
}
