// The run-mode constants as a bot sees them when the CLI starts it: the real CLI, the real bot
// process, the environment the CLI gives it.
import { lines, removeTempDirs, runCli, spawnCli, tempProject, type CliProcess } from './support/cli-harness.ts';

let cli: CliProcess | undefined;

afterEach(async () => {
  if (cli && cli.child.exitCode === null && cli.child.signalCode === null) {
    cli.child.kill('SIGINT');
    await cli.exited;
  }
  cli = undefined;
});
afterAll(removeTempDirs);

/** A bot whose app.ts prints the constants and calls a devOnly function, then has no token. */
function runModeProject(): string {
  return tempProject({
    'commandkit.config.ts': `import { defineConfig } from 'commandkit';\n\nexport default defineConfig({});\n`,
    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';
import { COMMANDKIT_BOOTSTRAP_MODE, COMMANDKIT_IS_CLI, COMMANDKIT_IS_DEV, COMMANDKIT_IS_TEST, devOnly } from 'commandkit';

console.log(\`run mode: cli=\${COMMANDKIT_IS_CLI} dev=\${COMMANDKIT_IS_DEV} test=\${COMMANDKIT_IS_TEST} bootstrap=\${COMMANDKIT_BOOTSTRAP_MODE}\`);
devOnly(() => console.log('devOnly ran'))();

export default new Client({ intents: [GatewayIntentBits.Guilds] });
`,
    'src/app/commands/ping.ts': `export const command = { name: 'ping', description: 'Replies with pong' };\nexport const chatInput = () => {};\n`,
  });
}

describe('the run-mode constants in a bot started by the CLI', () => {
  it('under commandkit start: started by the CLI, in production, not in development', async () => {
    const root = runModeProject();
    expect((await runCli(['build'], { cwd: root })).code).toBe(0);
    const result = await runCli(['start'], { cwd: root });
    expect(lines(result.stdout)).toContain('run mode: cli=true dev=false test=false bootstrap=production');
    expect(result.stdout).not.toContain('devOnly ran');
    // No token: the bot stops after app.ts ran.
    expect(result.code).toBe(1);
  });

  it('under commandkit dev: started by the CLI, in development; devOnly functions run', async () => {
    const root = runModeProject();
    cli = spawnCli(['dev'], { cwd: root });
    await cli.waitFor(/run mode: .*\n/);
    await cli.waitFor(/devOnly ran\n/);
    expect(lines(cli.stdout())).toContain('run mode: cli=true dev=true test=false bootstrap=development');
  });
});
