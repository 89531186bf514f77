// The bot project of the devtools end-to-end tests (API here, browser in tests/browser): devtools
// in its config, commands in two categories with middleware, a failing command, an event handler
// and a feature flag.
//
//   commandkit.config.ts                          devtools({ port, ...options }), the dev guild, watch off
//   src/app.ts                                    the Client (REST at FAKE_DISCORD_REST)
//   src/flags.ts                                  the flag "beta-greeting"
//   src/app/commands/+global-middleware.ts        runs before every command
//   src/app/commands/(fun)/greet.ts               /greet, reads the flag
//   src/app/commands/(fun)/+middleware.ts         runs before the (fun) commands
//   src/app/commands/(admin)/crash.ts             /crash throws
//   src/app/commands/(admin)/reload.ts            dev-only /reload
//   src/app/events/clientReady/ready.ts           logs the ready line
import { createServer } from 'node:net';
import { DEV_GUILD_ID } from '../../../commandkit/tests/e2e/support/fixture-bot.ts';

/** The line the bot logs once ready, with its pid. */
export const DEVTOOLS_BOT_READY = /devtools bot ready: pid=(\d+)/;
/** The line devtools logs when it listens. */
export const DEVTOOLS_LISTENING = /Devtools: (http:\/\/127\.0\.0\.1:(\d+))/;

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface DevtoolsBotOptions {
  /** The options passed to devtools(), as source text. */
  readonly devtoolsOptions: string;
}

export function devtoolsBot({ devtoolsOptions }: DevtoolsBotOptions): Record<string, string> {
  return {
    'commandkit.config.ts': `import { defineConfig } from 'commandkit';
import { devtools } from '@commandkit/devtools';

export default defineConfig({
  devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}],
  watch: false,
  plugins: [devtools(${devtoolsOptions})],
});
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({ intents: [GatewayIntentBits.Guilds], ...rest });
`,

    'src/flags.ts': `import { flag } from 'commandkit/flag';

export const betaGreeting = flag({
  key: 'beta-greeting',
  description: 'Greets with the new wording',
  identify: (context) => ({ userId: context.user?.id }),
  decide: ({ entities }) => entities.userId !== undefined,
});
`,

    'src/app/commands/+global-middleware.ts': `import type { MiddlewareContext } from 'commandkit';

export function beforeExecute(_ctx: MiddlewareContext) {}
export function afterExecute(_ctx: MiddlewareContext) {}
`,

    'src/app/commands/(fun)/+middleware.ts': `import type { MiddlewareContext } from 'commandkit';

export function beforeExecute(_ctx: MiddlewareContext) {}
`,

    'src/app/commands/(fun)/greet.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { betaGreeting } from '../../../flags.ts';

export const command: CommandData = {
  name: 'greet',
  description: 'Says hello',
  options: [{ name: 'name', description: 'Who to greet', type: 3, required: false }],
};

export const chatInput: ChatInputCommand = async (ctx) => {
  const beta = await betaGreeting();
  await ctx.reply(beta ? 'Hey there!' : 'Hello.');
};
`,

    'src/app/commands/(admin)/crash.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = { name: 'crash', description: 'Fails on purpose' };

export const chatInput: ChatInputCommand = () => {
  throw new TypeError('the database is unreachable');
};
`,

    'src/app/commands/(admin)/reload.ts': `import type { ChatInputCommand, CommandData, CommandMetadata } from 'commandkit';

export const command: CommandData = { name: 'reload', description: 'Reloads the bot' };
export const metadata: CommandMetadata = { devOnly: true };

export const chatInput: ChatInputCommand = (ctx) => ctx.reply('Reloaded.');
`,

    'src/app/events/clientReady/ready.ts': `export default function ready() {
  console.log(\`devtools bot ready: pid=\${process.pid}\`);
}
`,
  };
}
