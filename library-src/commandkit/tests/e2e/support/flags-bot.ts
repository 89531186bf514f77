// The bot project of the feature-flag end-to-end test (../flags.test.ts), built with
// `commandkit build` and run with `commandkit start` against the fake Discord.
//
//   commandkit.config.ts            the dev guild
//   flags.json                      the JSON provider's file: vip-greeting on, for "alice"
//   src/app.ts                      the Client (REST at FAKE_DISCORD_REST); setFlagProvider(JsonFlagProvider)
//   src/flags/vip-greeting.ts       flag({ key: 'vip-greeting' }): identify → the username, decide
//                                   → on when the provider is on and names that user
//   src/app/commands/greet.ts       /greet: a VIP or a plain greeting, from the flag (called twice,
//                                   from the middleware and the command: one decision)
//   src/app/commands/+greet.middleware.ts   calls the flag too, stores what it saw
//   src/app/events/clientReady/ready.ts     logs a ready line with the pid
import { DEV_GUILD_ID } from './fixture-bot.ts';

/** Every command the flags bot registers, globally. */
export const FLAGS_COMMANDS = ['greet'];

/** What the bot logs once it is ready (the harness waits for it). */
export const FLAGS_READY = /flags bot ready: pid=(\d+) user=FakeBot#0001 guilds=2\n/;

export function flagsBot(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'flags-bot', version: '0.1.0', private: true, type: 'module' }, null, 2)}\n`,

    'commandkit.config.ts': `import { defineConfig } from 'commandkit';

export default defineConfig({ devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}] });
`,

    'flags.json': `${JSON.stringify({ 'vip-greeting': { enabled: true, config: { vip: 'alice' } } }, null, 2)}\n`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';
import { JsonFlagProvider, setFlagProvider } from 'commandkit/flag';

// commandkit start runs the bot in the project root, where flags.json is.
setFlagProvider(new JsonFlagProvider('flags.json'));

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({ intents: [GatewayIntentBits.Guilds], ...rest });
`,

    'src/flags/vip-greeting.ts': `import { flag } from 'commandkit/flag';

let decisions = 0;

/** How many times the flag decided, to show one decision per command run. */
export const decisionCount = () => decisions;

export const vipGreeting = flag({
  key: 'vip-greeting',
  description: 'A special greeting for the VIP named in flags.json',
  identify: (context) => ({ username: context.user?.username ?? '' }),
  decide: ({ entities, provider }) => {
    decisions += 1;
    return provider?.enabled === true && provider.config?.vip === entities.username;
  },
});
`,

    'src/app/commands/+greet.middleware.ts': `import type { MiddlewareContext } from 'commandkit';
import { vipGreeting } from '../../flags/vip-greeting.ts';

export async function beforeExecute(ctx: MiddlewareContext) {
  ctx.store.set('vip in middleware', await vipGreeting());
}
`,

    'src/app/commands/greet.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { decisionCount, vipGreeting } from '../../flags/vip-greeting.ts';

export const command: CommandData = { name: 'greet', description: 'Greets you, VIPs specially' };

export const chatInput: ChatInputCommand = async (ctx) => {
  const vip = await vipGreeting();
  const greeting = vip ? \`Welcome back, VIP \${ctx.user.username}!\` : \`Hello, \${ctx.user.username}.\`;
  await ctx.interaction.reply(\`\${greeting} (middleware saw \${ctx.store.get('vip in middleware')}, decisions so far: \${decisionCount()})\`);
};
`,

    'src/app/events/clientReady/ready.ts': `import type { EventHandler } from 'commandkit';

const handler: EventHandler<'clientReady'> = (client) => {
  console.log(\`flags bot ready: pid=\${process.pid} user=\${client.user.tag} guilds=\${client.guilds.cache.size}\`);
};

export default handler;
`,
  };
}
