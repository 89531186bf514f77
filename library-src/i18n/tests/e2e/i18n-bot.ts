// The bot project of the i18n end-to-end test: i18n() in its config, a localized command with a
// middleware and a message alias, an event handler using locale(), and the locale files (one
// invalid folder, one name Discord would refuse).
//
//   commandkit.config.ts                      prefix '!', the dev guild, i18n()
//   src/app.ts                                the Client (REST at FAKE_DISCORD_REST), message intents
//   src/app/commands/greet.ts                 /greet style:<formal|casual>, and !greet / !hi
//   src/app/commands/+greet.middleware.ts     stores t('checked') for the command to show
//   src/app/events/clientReady/ready.ts       logs the ready line with locale() translations
//   src/app/locales/{en-US,fr,de,en}/...      the translations
import { DEV_GUILD_ID } from '../../../commandkit/tests/e2e/support/fixture-bot.ts';

/** The line the bot logs once ready: its pid, then the ready text in the default locale and in French. */
export const I18N_BOT_READY = /i18n bot ready: pid=(\d+) events=(.*)\n/;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function i18nBot(): Record<string, string> {
  return {
    'package.json': json({ name: 'i18n-bot', version: '0.1.0', private: true, type: 'module' }),

    'commandkit.config.ts': `import { defineConfig } from 'commandkit';
import { i18n } from '@commandkit/i18n';

export default defineConfig({
  prefix: '!',
  devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}],
  plugins: [i18n()],
});
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
  ...rest,
});
`,

    'src/app/commands/greet.ts': `import type { ChatInputCommand, CommandData, CommandMetadata, Context, MessageCommand } from 'commandkit';

export const command: CommandData = {
  name: 'greet',
  description: 'Greets you',
  options: [
    {
      type: 3,
      name: 'style',
      description: 'How to greet',
      choices: [
        { name: 'Formal', value: 'formal' },
        { name: 'Casual', value: 'casual' },
      ],
    },
  ],
};

export const metadata: CommandMetadata = { aliases: ['hi'] };

const run = async (ctx: Context) => {
  const { t, locale } = ctx.locale();
  const style = ctx.options.getString('style') ?? 'casual';
  await ctx.reply(\`\${t(style, { user: ctx.user.username })} [\${locale}] \${String(ctx.store.get('checked'))}\`);
};

export const chatInput: ChatInputCommand = run;
export const message: MessageCommand = run;
`,

    'src/app/commands/+greet.middleware.ts': `import type { MiddlewareContext } from 'commandkit';

export function beforeExecute(ctx: MiddlewareContext) {
  ctx.store.set('checked', ctx.locale().t('checked'));
}
`,

    'src/app/events/clientReady/ready.ts': `import type { EventHandler } from 'commandkit';
import { locale } from '@commandkit/i18n';

const handler: EventHandler<'clientReady'> = () => {
  console.log(\`i18n bot ready: pid=\${process.pid} events=\${locale().t('ready')} / \${locale('fr').t('ready')}\`);
};

export default handler;
`,

    'src/app/locales/en-US/greet.json': json({
      $command: {
        name: 'greet',
        description: 'Greets you',
        options: [{ name: 'style', description: 'How to greet', choices: [{ name: 'Formal' }, { name: 'Casual' }] }],
      },
      formal: 'Good day, {{user}}.',
      casual: 'Hi {{user}}!',
      checked: 'checked',
    }),
    'src/app/locales/fr/greet.json': json({
      $command: {
        name: 'saluer',
        description: 'Vous salue',
        options: [{ name: 'style', description: 'Comment saluer', choices: [{ name: 'Soutenu' }, { name: 'Familier' }] }],
      },
      formal: 'Bonjour, {{user}}.',
      casual: 'Salut {{user}} !',
      checked: 'vérifié',
    }),
    // A name Discord refuses (capital letter): left out with a warning, the description is kept.
    'src/app/locales/de/greet.json': json({ $command: { name: 'Grüßen', description: 'Grüßt dich' }, casual: 'Hallo {{user}}!' }),
    // Not a Discord locale: skipped with a warning.
    'src/app/locales/en/greet.json': json({ casual: 'Hey {{user}}' }),
    'src/app/locales/en-US/clientReady.event.json': json({ ready: 'ready' }),
    'src/app/locales/fr/clientReady.event.json': json({ ready: 'prêt' }),
  };
}
