// End to end, devtools with sharding: the sharded bot of the sharding test (two shard processes
// started by src/sharding-manager.ts) with devtools in its config, run by `commandkit start` with a
// login from the environment. One UI serves the whole bot: only shard 0's process listens, it
// shows both shards, and a command answered by shard 1 reaches its run list.
import {
  chatInputInteraction,
  createFakeDiscord,
  guildIdOnShard,
  member,
  user,
  type FakeDiscord,
} from '../../../commandkit/tests/support/fake-discord/index.ts';
import { removeTempDirs, spawnCli, tempProject, type CliProcess } from '../../../commandkit/tests/cli/support/cli-harness.ts';
import { buildBot, commandId, interact } from '../../../commandkit/tests/e2e/support/harness.ts';
import { MANAGER_READY, shardedBot } from '../../../commandkit/tests/e2e/support/sharded-bot.ts';
import type { BotInfo, CommandRun } from '../../src/protocol.ts';
import { DEVTOOLS_LISTENING, freePort } from './devtools-bot.ts';

const GUILD_ON_0 = guildIdOnShard(0, 2, 1);
const GUILD_ON_1 = guildIdOnShard(1, 2, 1);
const LOGIN = { username: 'ops', password: 'shards-share-one-ui' };

let fake: FakeDiscord;
let cli: CliProcess;
let url: string;
let cookie: string;

beforeAll(async () => {
  fake = await createFakeDiscord({
    shards: 2,
    guilds: [
      { id: GUILD_ON_0, name: 'Zero Guild', members: [member(user({ username: 'alice' }))] },
      { id: GUILD_ON_1, name: 'One Guild', members: [member(user({ username: 'bob' }))] },
    ],
  });
  const port = await freePort();
  const root = tempProject(
    {
      ...shardedBot(),
      'commandkit.config.ts': `import { defineConfig } from 'commandkit';
import { devtools } from '@commandkit/devtools';

export default defineConfig({ plugins: [devtools({ enableOnProduction: true, port: ${port} })] });
`,
    },
    { devtools: true },
  );
  await buildBot(root);
  cli = spawnCli(['start'], {
    cwd: root,
    env: {
      DISCORD_TOKEN: fake.token,
      FAKE_DISCORD_REST: fake.restUrl,
      COMMANDKIT_LOG_LEVEL: 'debug',
      COMMANDKIT_DEVTOOLS_USERNAME: LOGIN.username,
      COMMANDKIT_DEVTOOLS_PASSWORD: LOGIN.password,
    },
  });
  url = (await cli.waitFor(DEVTOOLS_LISTENING, { timeoutMs: 60_000 }))[1]!;
  await cli.waitFor(MANAGER_READY, { timeoutMs: 60_000 });
  await cli.waitFor(/Devtools runs in the process of shard 0; shard 1 passes its command runs on to it\./);
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  expect(login.status).toBe(204);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, 90_000);

afterAll(async () => {
  if (cli && cli.child.exitCode === null) {
    cli.child.kill('SIGTERM');
    await cli.exited;
  }
  await fake?.close();
  removeTempDirs();
}, 30_000);

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${url}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('devtools in a sharded bot', () => {
  it('listens once, from the process of shard 0', () => {
    expect([...cli.stdout().matchAll(new RegExp(DEVTOOLS_LISTENING, 'g'))]).toHaveLength(1);
  });

  it('shows both shards and every guild', async () => {
    const bot = await api<BotInfo>('/api/bot');
    expect(bot.shards.map((shard) => [shard.id, shard.guildCount])).toEqual([
      [0, 1],
      [1, 1],
    ]);
    expect(bot.guildCount).toBe(2);
  });

  it('streams and lists a command run answered by shard 1', async () => {
    const stream = await fetch(`${url}/api/stream`, { headers: { cookie } });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const body = await interact(
      fake,
      chatInputInteraction(fake.scene({ guildId: GUILD_ON_1 }), { name: 'where', commandId: commandId(fake, 'where') }),
    );
    expect(body.data?.content).toBe('shard 1 answered in One Guild');

    let received = '';
    while (!/event: run\n/.test(received)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('The stream ended.');
      received += value;
    }
    await reader.cancel();
    const run = JSON.parse(/event: run\ndata: (.*)\n/.exec(received)![1]!) as CommandRun;
    expect(run).toMatchObject({ command: 'where', shardId: 1, guildId: GUILD_ON_1, status: 'succeeded' });
    const { runs } = await api<{ runs: CommandRun[] }>('/api/runs');
    expect(runs.map((entry) => [entry.command, entry.shardId])).toEqual([['where', 1]]);
  }, 30_000);
});
