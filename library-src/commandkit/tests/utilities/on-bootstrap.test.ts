import { join } from 'node:path';
import { CommandKit, onApplicationBootstrap, onBootstrap, setLogger } from '../../src/index.ts';
import { createTestClient, makeReady } from '../runtime/support/discord.ts';
import { botProject, commandFile } from '../runtime/support/project.ts';
import { cleanUp, harness, recordingLogger } from '../runtime/support/runtime.ts';

afterEach(cleanUp);
afterEach(async () => {
  try {
    await CommandKit.instance?.destroy();
  } catch {
    // No instance left.
  }
});

describe('onBootstrap', () => {
  it('runs with onApplicationBootstrap functions, in registration order, after loading and before login', async () => {
    setLogger(recordingLogger());
    const test = createTestClient();
    const order: string[] = [];
    test.client.login = async (token?: string) => {
      order.push('login');
      makeReady(test.client);
      return token ?? '';
    };
    test.respond('GET', /commands$/, []);
    test.respond('PUT', /commands$/, { body: [] });
    const root = botProject({ 'src/app/commands/ping.ts': commandFile('ping') });
    const commandkit = new CommandKit({ client: test.client, appDir: join(root, 'src', 'app') });
    onBootstrap(async (kit) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`onBootstrap ${kit === commandkit} ${kit.commands.size}`);
    });
    onApplicationBootstrap(() => void order.push('onApplicationBootstrap'));
    await commandkit.start('secret');
    expect(order).toEqual(['onBootstrap true 1', 'onApplicationBootstrap', 'login']);

    onBootstrap(() => void order.push('late'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order.at(-1)).toBe('late');
  });

  it('stops the start when a function throws', async () => {
    const { commandkit } = await harness({});
    onBootstrap(() => {
      throw new Error('no database');
    });
    await expect(commandkit.start()).rejects.toThrow('An onApplicationBootstrap function threw: no database');
  });

  it('needs a function', () => {
    expect(() => onBootstrap(undefined as never)).toThrow(new TypeError('onBootstrap() expects a function, got undefined.'));
  });
});
