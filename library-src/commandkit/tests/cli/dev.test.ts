import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.ts';
import { botFixture } from './support/bot-fixture.ts';
import { removeTempDirs, spawnCli, tempProject, type CliProcess } from './support/cli-harness.ts';

let fake: FakeDiscord;
let cli: CliProcess | undefined;

beforeEach(async () => {
  fake = await createFakeDiscord();
});
afterEach(async () => {
  if (cli && cli.child.exitCode === null && cli.child.signalCode === null) {
    cli.child.kill('SIGINT');
    await cli.exited;
  }
  cli = undefined;
  await fake.close();
});
afterAll(removeTempDirs);

function devProject(): string {
  const root = tempProject(botFixture({ config: ` env: { FAKE_DISCORD_REST: ${JSON.stringify(fake.restUrl)} } ` }));
  writeFileSync(join(root, '.env'), `DISCORD_TOKEN=${fake.token}\n`);
  return root;
}

/** Whether a process with this id is running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const READY = /fixture ready: pid=(\d+) NODE_ENV=(\w+)/;

describe('commandkit dev', () => {
  it('builds and runs the bot, then rebuilds and restarts it when a file changes', async () => {
    const root = devProject();
    cli = spawnCli(['dev'], { cwd: root });

    const [, firstPid, nodeEnv] = await cli.waitFor(READY);
    expect(nodeEnv).toBe('development');
    await cli.waitFor(/Watching src\/, the config and \.env for changes\. Press Ctrl\+C to stop\./);
    expect(cli.stdout()).toMatch(
      /^\[commandkit\] Built 8 files and copied 1 into dist\/ in \d+ ms\.\n\[commandkit\] Starting the bot with 1 variable from \.env\.\n/,
    );

    const from = cli.outputLength();
    writeFileSync(join(root, 'src/data/settings.json'), JSON.stringify({ reply: 'changed' }));
    await cli.waitFor(/\[commandkit\] src\/data\/settings\.json changed\. Rebuilding\.\n/, { from });
    await cli.waitFor(/\[commandkit\] Restarting the bot with 1 variable from \.env\.\n/, { from });
    const [, secondPid] = await cli.waitFor(READY, { from });
    expect(JSON.parse(readFileSync(join(root, 'dist/data/settings.json'), 'utf8'))).toEqual({ reply: 'changed' });

    const again = cli.outputLength();
    writeFileSync(
      join(root, 'src/app/commands/ping.ts'),
      `export const command = { name: 'ping', description: 'Edited' };\nexport const chatInput = () => {};\n`,
    );
    await cli.waitFor(/src\/app\/commands\/ping\.ts changed\. Rebuilding\./, { from: again });
    const [, thirdPid] = await cli.waitFor(READY, { from: again });
    expect(readFileSync(join(root, 'dist/app/commands/ping.js'), 'utf8')).toContain('description: "Edited"');

    // Each restart stopped the previous bot before starting the next one.
    expect(new Set([firstPid, secondPid, thirdPid]).size).toBe(3);
    expect(isRunning(Number(firstPid))).toBe(false);
    expect(isRunning(Number(secondPid))).toBe(false);
    expect(isRunning(Number(thirdPid))).toBe(true);

    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
    expect(isRunning(Number(thirdPid))).toBe(false);
    expect(cli.stderr()).toBe('');
  });

  it('reports a failed rebuild in one line, keeps watching, and restarts once the file is fixed', async () => {
    const root = devProject();
    cli = spawnCli(['dev'], { cwd: root });
    await cli.waitFor(READY);
    await cli.waitFor(/Watching src\//);

    const from = cli.outputLength();
    const file = join(root, 'src/lib/punctuation.ts');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, 'export const exclaim = (text: string => text;\n');
    await cli.waitFor(/\[commandkit\] Waiting for changes\.\n/, { from });
    expect(cli.stderr()).toMatch(/^\[commandkit\] Error: Build failed: src\/lib\/punctuation\.ts:1:\d+: .+\. Fix it and build again\.\n$/);

    writeFileSync(file, original);
    await cli.waitFor(/Restarting the bot/, { from });
    await cli.waitFor(READY, { from });
  });

  it('restarts with the new environment when .env or the config changes', async () => {
    const root = devProject();
    cli = spawnCli(['dev'], { cwd: root });
    await cli.waitFor(READY);
    await cli.waitFor(/Watching src\//);

    let from = cli.outputLength();
    writeFileSync(join(root, '.env'), `DISCORD_TOKEN=${fake.token}\nGREETING=hello\n`);
    await cli.waitFor(/\[commandkit\] \.env changed\. Rebuilding\./, { from });
    await cli.waitFor(/Restarting the bot with 2 variables from \.env\./, { from });
    await cli.waitFor(/fixture ready: .* GREETING=hello /, { from });

    from = cli.outputLength();
    writeFileSync(
      join(root, 'commandkit.config.ts'),
      `import { defineConfig } from 'commandkit';\nexport default defineConfig({ env: { FAKE_DISCORD_REST: ${JSON.stringify(fake.restUrl)}, NODE_ENV: 'staging' } });\n`,
    );
    await cli.waitFor(/commandkit\.config\.ts changed\. Rebuilding\./, { from });
    await cli.waitFor(/fixture ready: pid=\d+ NODE_ENV=staging GREETING=hello /, { from });
  });

  it('with watch: false, runs the bot once and ends with its exit code', async () => {
    const root = tempProject(botFixture({ config: ' watch: false ' }));
    cli = spawnCli(['dev'], { cwd: root });
    expect(await cli.exited).toBe(1);
    expect(cli.stdout()).toContain('[commandkit] Not watching for changes: watch is false in the config.\n');
    expect(cli.stderr()).toContain('[CommandKit] ERROR No bot token');
  });
});
