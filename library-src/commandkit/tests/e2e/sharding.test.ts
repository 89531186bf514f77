// End to end, sharding: a bot with src/sharding-manager.ts, built with `commandkit build` and run
// with `commandkit start` against a fake Discord that recommends two shards. The CLI runs the
// manager, which starts two shard processes of the built bot; each gets its own guilds' events
// and answers its own guilds' commands, and the application commands are registered once.
import {
  chatInputInteraction,
  createFakeDiscord,
  guildIdOnShard,
  member,
  message,
  shardOf,
  user,
  type FakeDiscord,
} from '../support/fake-discord/index.ts';
import { removeTempDirs, spawnCli, tempProject, type CliProcess } from '../cli/support/cli-harness.ts';
import { buildBot, commandId, interact } from './support/harness.ts';
import { MANAGER_READY, SHARD_READY, shardedBot } from './support/sharded-bot.ts';

const GUILD_ON_0 = guildIdOnShard(0, 2, 1);
const GUILD_ON_1 = guildIdOnShard(1, 2, 1);

let fake: FakeDiscord;
let cli: CliProcess;
let shardPids: number[] = [];

beforeAll(async () => {
  fake = await createFakeDiscord({
    shards: 2,
    guilds: [
      { id: GUILD_ON_0, name: 'Zero Guild', members: [member(user({ username: 'alice' }))] },
      { id: GUILD_ON_1, name: 'One Guild', members: [member(user({ username: 'bob' }))] },
    ],
  });
  const root = tempProject(shardedBot());
  await buildBot(root);
  cli = spawnCli(['start'], {
    cwd: root,
    env: { DISCORD_TOKEN: fake.token, FAKE_DISCORD_REST: fake.restUrl, COMMANDKIT_LOG_LEVEL: 'debug' },
  });
  await cli.waitFor(MANAGER_READY, { timeoutMs: 60_000 });
  await cli.waitFor(/Registered 1 application command globally\./);
  await cli.waitFor(/Not registering the application commands on shard 1: the process of shard 0 registers them\./);
  shardPids = [...cli.stdout().matchAll(SHARD_READY)].map((match) => Number(match[1]));
}, 90_000);

afterAll(async () => {
  if (cli && cli.child.exitCode === null) {
    cli.child.kill('SIGTERM');
    await cli.exited;
  }
  await fake?.close();
  removeTempDirs();
}, 30_000);

describe('a sharded bot run by commandkit start', () => {
  it('runs the sharding manager instead of the entry file, which starts two shard processes', () => {
    expect(cli.stdout()).toMatch(/Starting the sharding manager dist\/sharding-manager\.js\./);
    const shards = [...cli.stdout().matchAll(SHARD_READY)].map((match) => ({
      pid: Number(match[1]),
      shard: Number(match[2]),
      guilds: match[3],
    }));
    expect(shards.map((entry) => entry.shard).sort()).toEqual([0, 1]);
    expect(new Set(shards.map((entry) => entry.pid)).size).toBe(2);
    expect(shards.find((entry) => entry.shard === 0)?.guilds).toBe(GUILD_ON_0);
    expect(shards.find((entry) => entry.shard === 1)?.guilds).toBe(GUILD_ON_1);
    expect(shardOf(GUILD_ON_1, 2)).toBe(1);
  });

  it('identified each shard with Discord', () => {
    const identified = fake.gatewayConnections.filter((connection) => connection.identified).map((connection) => connection.shard);
    expect(identified).toEqual(
      expect.arrayContaining([
        [0, 2],
        [1, 2],
      ]),
    );
  });

  it('registered the application commands once, from shard 0', () => {
    const commandRequests = fake.requests.filter((request) => request.route?.includes('/applications/:app/commands'));
    expect(commandRequests.map((request) => request.method)).toEqual(['GET', 'PUT']);
    expect(fake.commands().map((command) => command.name)).toEqual(['where']);
  });

  it('answers a command on the shard of its guild', async () => {
    for (const [guildId, answer] of [
      [GUILD_ON_0, 'shard 0 answered in Zero Guild'],
      [GUILD_ON_1, 'shard 1 answered in One Guild'],
    ] as const) {
      const body = await interact(
        fake,
        chatInputInteraction(fake.scene({ guildId }), { name: 'where', commandId: commandId(fake, 'where') }),
      );
      expect(body.data?.content).toBe(answer);
    }
  });

  it('gives each shard the events of its own guilds', async () => {
    const from = cli.outputLength();
    fake.dispatch('MESSAGE_CREATE', message(fake.scene({ guildId: GUILD_ON_1 }), { content: 'hello one' }));
    fake.dispatch('MESSAGE_CREATE', message(fake.scene({ guildId: GUILD_ON_0 }), { content: 'hello zero' }));
    await cli.waitFor(new RegExp(`shard 1 saw "hello one" in ${GUILD_ON_1}`), { from });
    await cli.waitFor(new RegExp(`shard 0 saw "hello zero" in ${GUILD_ON_0}`), { from });
    expect(cli.stdout().slice(from)).not.toMatch(/shard 0 saw "hello one"|shard 1 saw "hello zero"/);
  });

  it('stops every shard on SIGTERM', async () => {
    expect(shardPids).toHaveLength(2);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    for (const pid of shardPids) expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });
});
