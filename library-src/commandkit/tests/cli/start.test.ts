import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatInputInteraction, createFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.ts';
import { botFixture } from './support/bot-fixture.ts';
import { lines, removeTempDirs, runCli, spawnCli, tempDir, tempProject, writeFiles } from './support/cli-harness.ts';

const CALLBACK = 'POST /interactions/:interaction/:token/callback';

let fake: FakeDiscord | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
afterAll(removeTempDirs);

describe('commandkit start', () => {
  it('runs the build: the bot logs in, registers its command and answers it, with .env and the config env', async () => {
    fake = await createFakeDiscord();
    // The REST address reaches the bot through the config's env, the token through .env, and
    // GREETING is in both: .env wins.
    const root = tempProject(
      botFixture({ config: ` env: { FAKE_DISCORD_REST: ${JSON.stringify(fake.restUrl)}, GREETING: 'from the config' } ` }),
    );
    writeFileSync(join(root, '.env'), `DISCORD_TOKEN=${fake.token}\nGREETING="from .env"\n`);
    expect((await runCli(['build'], { cwd: root })).code).toBe(0);

    const cli = spawnCli(['start'], { cwd: root });
    try {
      await cli.waitFor(/fixture ready: .*\n/);
      expect(cli.stdout()).toContain('[commandkit] Starting the bot from dist/ with 2 variables from .env.\n');
      expect(cli.stdout()).toMatch(/fixture ready: pid=\d+ NODE_ENV=production GREETING=from \.env user=FakeBot#0001/);
      await cli.waitFor(/Registered 1 application command globally\./);
      expect(fake.commands().map((command) => command.name)).toEqual(['ping']);

      fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene(), { name: 'ping' }));
      await fake.waitForRequest((request) => request.route === CALLBACK);
      expect(fake.interactionResponses.at(-1)?.data).toMatchObject({ content: 'PONG! x3' });
    } finally {
      cli.child.kill('SIGTERM');
    }
    // SIGTERM is passed on to the bot, which logs out and exits cleanly.
    expect(await cli.exited).toBe(0);
    expect(cli.stderr()).toBe('');
  });

  it('shows the error line of the runtime and exits 1 when the bot cannot start', async () => {
    const root = tempProject(botFixture());
    expect((await runCli(['build'], { cwd: root })).code).toBe(0);

    const result = await runCli(['start'], { cwd: root });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      '[CommandKit] ERROR No bot token: set DISCORD_TOKEN in the environment (for example in .env) or pass the token to start().',
    ]);
  });

  it('refuses to run a build with the defaults when the config it was built with is gone: one line, exit code 1', async () => {
    const root = tempProject(botFixture());
    expect((await runCli(['build'], { cwd: root })).code).toBe(0);
    rmSync(join(root, 'commandkit.config.ts'));

    const result = await runCli(['start'], { cwd: root, env: { DISCORD_TOKEN: 'unused' } });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      `[CommandKit] ERROR No CommandKit config file in ${root}, but this bot requires one: its project had one when it was built. Put the project's commandkit.config file back there, beside the build, rather than run the bot with the default settings.`,
    ]);
  });

  it('refuses to start without a build: one line, exit code 1', async () => {
    const root = tempProject(botFixture());
    const result = await runCli(['start'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual([
      '[commandkit] Error: No build to start: dist/commandkit.entry.js does not exist. Run "commandkit build" first.',
    ]);
  });

  it('refuses to start a project that does not have the commandkit package', async () => {
    const root = tempDir();
    writeFiles(root, botFixture());
    expect((await runCli(['build'], { cwd: root })).code).toBe(0);

    const result = await runCli(['start'], { cwd: root });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      `[commandkit] Error: The project in ${root} does not have the commandkit package, which the build imports. Run "npm install commandkit" there.`,
    ]);
  });
});
