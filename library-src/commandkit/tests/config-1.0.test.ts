// commandkit/config's Config (CommandKitConfiguration at commandkit): 1.0's run-time settings,
// whose prefix function our prefix resolver can call.
import { Locale } from 'discord.js';
import * as configEntry from '../src/config.ts';
import type { Config } from '../src/config.ts';
import type { CommandKitConfiguration } from '../src/index.ts';
import { buildMessage } from './runtime/support/discord.ts';
import { cleanUp, harness, resetCalls } from './runtime/support/runtime.ts';

afterEach(cleanUp);

describe('Config', () => {
  it('types 1.0 run-time settings whose getMessageCommandPrefix can serve as the prefix resolver', async () => {
    const settings: Config = {
      defaultLocale: Locale.French,
      getMessageCommandPrefix: async (message) => (message.content.startsWith('?') ? '?' : ['$', '!']),
    };
    const same: CommandKitConfiguration = settings;
    const calls = resetCalls();
    const { client, commandkit } = await harness({
      'commands/ping.ts': `export const command = { name: 'ping', description: 'Ping' };\nexport const message = () => { (globalThis as any).calls.push('ping'); };`,
    });
    commandkit.setPrefixResolver(async (message) => same.getMessageCommandPrefix(message));
    for (const content of ['?ping', '$ping', '!ping', '%ping']) await commandkit.handleMessage(buildMessage(client, { content }));
    expect(calls).toEqual(['ping', 'ping', 'ping']);
    expect(settings.defaultLocale).toBe('fr');
    // commandkit/config keeps its functions beside the type.
    expect(typeof configEntry.defineConfig).toBe('function');
  });
});
