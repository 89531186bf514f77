// The bot project the two-process test builds once and starts twice: `cache()` + `redis()` in its
// config, a "use cache" function tagged per user, a command reading it and one revalidating it.
import { DEV_GUILD_ID } from '../../../commandkit/tests/e2e/support/fixture-bot.ts';

/** The line the bot logs once ready, with its pid as the first group. */
export const REDIS_BOT_READY = /redis bot ready: pid=(\d+)\n/;

/**
 * The project's files (path → source). Both commands are dev-only, registered in the dev guild
 * that the e2e harness waits for. The cached value names the process that computed it (its pid)
 * and how many times it has computed it, so the test can tell a shared hit from a recomputation.
 */
export function redisBot(): Record<string, string> {
  return {
    'commandkit.config.ts': `import { defineConfig } from 'commandkit';
import { cache } from 'commandkit/cache';
import { redis } from '@commandkit/redis';

export default defineConfig({
  devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}],
  plugins: [cache(), redis({ url: process.env.REDIS_URL, prefix: 'e2e:' })],
});
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({ intents: [GatewayIntentBits.Guilds], ...rest });
`,

    'src/lib/score.ts': `import { cacheTag } from 'commandkit/cache';

let computed = 0;

export async function getScore(userId: string) {
  'use cache';
  cacheTag(\`score:\${userId}\`);
  computed++;
  return { userId, by: \`pid=\${process.pid} run=\${computed}\` };
}
`,

    'src/app/commands/score.ts': `import type { ChatInputCommand, CommandData, CommandMetadata } from 'commandkit';
import { getScore } from '../../lib/score.ts';

export const command: CommandData = { name: 'score', description: 'Shows the cached score' };
export const metadata: CommandMetadata = { devOnly: true };

export const chatInput: ChatInputCommand = async (ctx) => {
  const score = await getScore('42');
  await ctx.reply(\`score of \${score.userId} computed by \${score.by}\`);
};
`,

    'src/app/commands/bump.ts': `import type { ChatInputCommand, CommandData, CommandMetadata } from 'commandkit';
import { revalidateTag } from 'commandkit/cache';

export const command: CommandData = { name: 'bump', description: 'Revalidates the score' };
export const metadata: CommandMetadata = { devOnly: true };

export const chatInput: ChatInputCommand = async (ctx) => {
  await revalidateTag('score:42');
  await ctx.reply('bumped');
};
`,

    'src/app/events/clientReady/ready.ts': `import type { EventHandler } from 'commandkit';

const handler: EventHandler<'clientReady'> = () => {
  console.log(\`redis bot ready: pid=\${process.pid}\`);
};

export default handler;
`,
  };
}
