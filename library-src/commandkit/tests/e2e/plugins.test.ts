// End to end, plugins: the plugins bot (support/plugins-bot.ts), with a compiler plugin and a
// runtime plugin in its config, is built with `commandkit build`, started with `commandkit start`
// against the fake Discord and sent a slash command. One bot process serves the whole file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatInputInteraction } from '../support/fake-discord/index.ts';
import { botForTestFile, commandId, interact } from './support/harness.ts';
import { PLUGINS_READY, pluginsBot } from './support/plugins-bot.ts';

const e2e = botForTestFile(pluginsBot, PLUGINS_READY);

describe('a compiler plugin and a runtime plugin in a bot built with the CLI, on the fake Discord', () => {
  it('ran the compiler plugin during the build', () => {
    const built = readFileSync(join(e2e.root, 'dist/app/commands/hello.js'), 'utf8');
    expect(built).toContain('"Hello from the build"');
    expect(built).not.toContain('__GREETING__');
  });

  it('installed the runtime plugin: its prepareCommand shaped the registered command', () => {
    expect(e2e.fake.commands().map((command) => [command.name, command.description])).toEqual([['hello', 'Says hello (wrapped)']]);
    expect(e2e.bot.cli.stdout()).toContain('wrapper: logged in');
  });

  it('answers through the runtime plugin with the code the compiler plugin produced', async () => {
    const body = await interact(e2e.fake, chatInputInteraction(e2e.main, { name: 'hello', commandId: commandId(e2e.fake, 'hello') }));
    expect(body.data?.content).toBe('Hello from the build, wrapped by wrapper');
  });
});
