// End to end, plugins: the plugins bot (support/plugins-bot.ts), with a compiler plugin and a
// runtime plugin in its config, is built with `commandkit build`, started with `commandkit start`
// against the fake Discord and sent a slash command. One bot process serves the whole file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeTempDirs, tempProject } from '../cli/support/cli-harness.ts';
import { chatInputInteraction, type FakeDiscord, type Scene } from '../support/fake-discord/index.ts';
import { MAIN_GUILD_ID } from './support/fixture-bot.ts';
import { buildBot, commandId, createFixtureDiscord, interact, startBot, type RunningBot } from './support/harness.ts';
import { PLUGINS_READY, pluginsBot } from './support/plugins-bot.ts';

let fake: FakeDiscord;
let bot: RunningBot | undefined;
let main: Scene;
let root: string;

beforeAll(async () => {
  fake = await createFixtureDiscord();
  main = fake.scene({ guildId: MAIN_GUILD_ID });
  root = tempProject(pluginsBot());
  await buildBot(root);
  bot = await startBot(root, fake, { ready: PLUGINS_READY });
}, 60_000);

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  removeTempDirs();
}, 30_000);

describe('a compiler plugin and a runtime plugin in a bot built with the CLI, on the fake Discord', () => {
  it('ran the compiler plugin during the build', () => {
    const built = readFileSync(join(root, 'dist/app/commands/hello.js'), 'utf8');
    expect(built).toContain('"Hello from the build"');
    expect(built).not.toContain('__GREETING__');
  });

  it('installed the runtime plugin: its prepareCommand shaped the registered command', () => {
    expect(fake.commands().map((command) => [command.name, command.description])).toEqual([['hello', 'Says hello (wrapped)']]);
    expect(bot!.cli.stdout()).toContain('wrapper: logged in');
  });

  it('answers through the runtime plugin with the code the compiler plugin produced', async () => {
    const body = await interact(fake, chatInputInteraction(main, { name: 'hello', commandId: commandId(fake, 'hello') }));
    expect(body.data?.content).toBe('Hello from the build, wrapped by wrapper');
  });
});
