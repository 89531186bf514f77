// A small bot project that uses every way the build has to handle imports: a .ts specifier, a
// NodeNext-style .js specifier, an extensionless one, a directory, a JSON file and a CommonJS
// .cts module. Its app.ts points discord.js at FAKE_DISCORD_REST when that is set, so the built
// bot can log in to the fake Discord of tests/support/fake-discord.

/** Options for {@link botFixture}. */
export interface BotFixtureOptions {
  /** The fields of `defineConfig({ ... })`, as TypeScript source. */
  config?: string;
  /** What the ping command replies, through the lib/ helpers. */
  reply?: string;
}

export function botFixture({ config = '', reply = 'pong' }: BotFixtureOptions = {}): Record<string, string> {
  return {
    'commandkit.config.ts': `import { defineConfig } from 'commandkit';\n\nexport default defineConfig({${config}});\n`,
    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
  ...rest,
});
`,
    'src/app/commands/ping.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { replyText } from '../../lib/format.ts';

export const command: CommandData = { name: 'ping', description: 'Replies with pong' };

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.reply(replyText());
};
`,
    'src/app/events/clientReady/log.ts': `import type { EventHandler } from 'commandkit';

const handler: EventHandler<'clientReady'> = (client) => {
  console.log(\`fixture ready: pid=\${process.pid} NODE_ENV=\${process.env.NODE_ENV} GREETING=\${process.env.GREETING} user=\${client.user.tag}\`);
};

export default handler;
`,
    'src/lib/format.ts': `import settings from '../data/settings.json' with { type: 'json' };
import counter from './counter.cts';
import { exclaim } from './punctuation.js';
import { shout } from './text';

export function replyText(): string {
  return exclaim(shout(settings.reply)) + ' x' + counter.count;
}
`,
    'src/lib/punctuation.ts': `export const exclaim = (text: string): string => \`\${text}!\`;\n`,
    'src/lib/text/index.ts': `export { shout } from './shout';\n`,
    'src/lib/text/shout.ts': `export const shout = (text: string): string => text.toUpperCase();\n`,
    'src/lib/counter.cts': `const counter: { count: number } = { count: 3 };\nexport = counter;\n`,
    'src/data/settings.json': `${JSON.stringify({ reply })}\n`,
    'src/types.d.ts': `declare module 'nothing-real';\n`,
    'src/.scratch.ts': `this is not TypeScript, and hidden files are not built\n`,
  };
}
