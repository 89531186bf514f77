// The bot project of the caching end-to-end test (../cache.test.ts): `cache()` in its config and
// a "use cache" function, built with `commandkit build` and run with `commandkit start` against
// the fake Discord.
//
//   commandkit.config.ts            plugins: [cache()], the dev guild
//   src/app.ts                      the Client, its REST at FAKE_DISCORD_REST
//   src/lib/points.ts               getPoints(userId): 'use cache', tagged points:<id>; counts its
//                                   computations; a stack trace line of the cached body
//   src/app/commands/points.ts      /points: replies with the (cached) result
//   src/app/commands/bump.ts        /bump: revalidateTag(points:<id>)
//   src/app/events/clientReady/ready.ts   logs a ready line with the pid
import { DEV_GUILD_ID } from './fixture-bot.ts';

/** Every command the cache bot registers, globally. */
export const CACHE_COMMANDS = ['bump', 'points'];

/** What the bot logs once it is ready (the harness waits for it). */
export const CACHE_READY = /cache bot ready: pid=(\d+) user=FakeBot#0001 guilds=2\n/;

export function cacheBot(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'cache-bot', version: '0.1.0', private: true, type: 'module' }, null, 2)}\n`,

    'commandkit.config.ts': `import { defineConfig } from 'commandkit';
import { cache } from 'commandkit/cache';

export default defineConfig({
  devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}],
  plugins: [cache()],
});
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({ intents: [GatewayIntentBits.Guilds], ...rest });
`,

    'src/lib/points.ts': `import { cacheTag } from 'commandkit/cache';

let computations = 0;

export async function getPoints(userId: string) {
  'use cache';
  cacheTag(\`points:\${userId}\`);
  computations += 1;
  const where = new Error('trace').stack!.split('\\n')[1]!.trim();
  return { userId, computation: computations, where };
}
`,

    'src/app/commands/points.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { isCachedFunction } from 'commandkit/cache';
import { getPoints } from '../../lib/points.ts';

export const command: CommandData = { name: 'points', description: 'Your points, cached' };

export const chatInput: ChatInputCommand = async (ctx) => {
  const result = await getPoints(ctx.interaction.user.id);
  await ctx.interaction.reply(\`points of \${result.userId}: computation \${result.computation}, cached=\${isCachedFunction(getPoints)}, at \${result.where}\`);
};
`,

    'src/app/commands/bump.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { revalidateTag } from 'commandkit/cache';

export const command: CommandData = { name: 'bump', description: 'Makes your cached points stale' };

export const chatInput: ChatInputCommand = async (ctx) => {
  await revalidateTag(\`points:\${ctx.interaction.user.id}\`);
  await ctx.interaction.reply('revalidated');
};
`,

    'src/app/events/clientReady/ready.ts': `import type { EventHandler } from 'commandkit';

const handler: EventHandler<'clientReady'> = (client) => {
  console.log(\`cache bot ready: pid=\${process.pid} user=\${client.user.tag} guilds=\${client.guilds.cache.size}\`);
};

export default handler;
`,
  };
}
