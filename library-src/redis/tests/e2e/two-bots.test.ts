// End to end: one bot project using cache() + redis(), built with `commandkit build` and started
// twice with `commandkit start`, each process logged in to its own fake Discord, both on one
// redis-server. A result cached by one process is a hit in the other, and revalidateTag in one
// makes the other recompute.
import { chatInputInteraction, type FakeDiscord, type Scene } from '../../../commandkit/tests/support/fake-discord/index.ts';
import { removeTempDirs, tempProject } from '../../../commandkit/tests/cli/support/cli-harness.ts';
import { DEV_GUILD_ID } from '../../../commandkit/tests/e2e/support/fixture-bot.ts';
import {
  buildBot,
  commandId,
  createFixtureDiscord,
  interact,
  startBot,
  type RunningBot,
} from '../../../commandkit/tests/e2e/support/harness.ts';
import { Redis } from 'ioredis';

import { startRedisServer, type RedisServer } from '../support/redis-server.ts';
import { REDIS_BOT_READY, redisBot } from './redis-bot.ts';

interface BotUnderTest {
  readonly fake: FakeDiscord;
  readonly scene: Scene;
  readonly bot: RunningBot;
}

let server: RedisServer;
const bots: BotUnderTest[] = [];
const previousRedisUrl = process.env.REDIS_URL;

/** Runs `/name` on a bot and resolves with the content of its reply. */
async function run({ fake, scene }: BotUnderTest, name: string): Promise<string | undefined> {
  const interaction = chatInputInteraction(scene, { name, commandId: commandId(fake, name, DEV_GUILD_ID), commandGuildId: DEV_GUILD_ID });
  return (await interact(fake, interaction)).data?.content;
}

beforeAll(async () => {
  server = await startRedisServer();
  // The CLI passes the test's environment on to the bots.
  process.env.REDIS_URL = server.url;
  const root = tempProject(redisBot(), { redis: true });
  await buildBot(root);
  for (let i = 0; i < 2; i++) {
    const fake = await createFixtureDiscord();
    const scene = fake.scene({ guildId: DEV_GUILD_ID });
    try {
      bots.push({ fake, scene, bot: await startBot(root, fake, { ready: REDIS_BOT_READY }) });
    } catch (error) {
      await fake.close();
      throw error;
    }
  }
}, 240_000);

afterAll(async () => {
  for (const { bot, fake } of bots.splice(0)) {
    await bot.stop();
    await fake.close();
  }
  if (previousRedisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = previousRedisUrl;
  await server?.stop();
  removeTempDirs();
}, 30_000);

describe('two bot processes sharing Redis', () => {
  test('a result one process cached is a hit in the other, and revalidateTag crosses processes', async () => {
    const [first, second] = bots as [BotUnderTest, BotUnderTest];
    const computedByFirst = `score of 42 computed by pid=${first.bot.pid} run=1`;
    expect(await run(first, 'score')).toBe(computedByFirst);
    // The result and its tag's token are in Redis, under the configured prefix.
    const admin = new Redis(server.url);
    try {
      const keys = await admin.keys('e2e:*');
      expect(keys).toContain('e2e:tag:score:42');
      expect(keys.length).toBe(2);
    } finally {
      await admin.quit();
    }
    // The second process never computed it: it reads the first one's result from Redis.
    expect(await run(second, 'score')).toBe(computedByFirst);
    expect(await run(first, 'score')).toBe(computedByFirst);

    // The second process revalidates the tag; the first one recomputes on its next call…
    expect(await run(second, 'bump')).toBe('bumped');
    const recomputed = `score of 42 computed by pid=${first.bot.pid} run=2`;
    expect(await run(first, 'score')).toBe(recomputed);
    // …and the second one sees that fresh result.
    expect(await run(second, 'score')).toBe(recomputed);

    // Revalidated by the first, recomputed by the second.
    expect(await run(first, 'bump')).toBe('bumped');
    expect(await run(second, 'score')).toBe(`score of 42 computed by pid=${second.bot.pid} run=1`);
  });

  test('the bots logged no plugin failure', () => {
    for (const { bot } of bots) {
      expect(bot.cli.stdout() + bot.cli.stderr()).not.toMatch(/failed|Error/);
    }
  });
});
