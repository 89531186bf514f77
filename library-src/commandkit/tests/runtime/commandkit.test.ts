import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { bootstrap, CommandKit, onApplicationBootstrap, setLogger } from '../../src/index.ts';
import { libraryRoot, writeFile } from '../helpers/temp-project.ts';
import { createTestClient, ids, makeReady } from './support/discord.ts';
import { botProject, commandFile, discordSupport } from './support/project.ts';
import { cleanUp, harness, recordingLogger, resetCalls } from './support/runtime.ts';

afterEach(cleanUp);

// Tests that create a CommandKit without the harness leave it for this to destroy.
async function destroyAny(): Promise<void> {
  try {
    await CommandKit.instance?.destroy();
  } catch {
    // No instance left.
  }
}
afterEach(destroyAny);

describe('CommandKit', () => {
  it('is one instance per process, reachable statically until destroyed', async () => {
    const { commandkit, client } = await harness({});
    expect(CommandKit.instance).toBe(commandkit);
    expect(() => new CommandKit({ client })).toThrow('A CommandKit instance already exists in this process.');
    await commandkit.destroy();
    expect(CommandKit.instance).toBeUndefined();
    await commandkit.destroy();
    expect(client.listenerCount('interactionCreate')).toBe(0);
  });

  it('takes its settings from the active config unless given', async () => {
    const { client } = createTestClient();
    const commandkit = new CommandKit({ client, appDir: 'bot' });
    expect(commandkit.appDir).toBe(join(process.cwd(), 'bot'));
    expect([commandkit.prefixes, commandkit.devGuildIds, commandkit.devUserIds, commandkit.devRoleIds]).toEqual([['!'], [], [], []]);
    await commandkit.destroy();
  });

  it('start() refuses to run without a token when the client is not logged in', async () => {
    setLogger(recordingLogger());
    const { client } = createTestClient();
    const commandkit = new CommandKit({ client, appDir: join(libraryRoot, 'missing') });
    await expect(commandkit.start()).rejects.toThrow(
      'No bot token: set DISCORD_TOKEN in the environment (for example in .env) or pass the token to start().',
    );
  });

  it('start() loads, runs bootstrap functions before login, logs in, then registers commands', async () => {
    const logger = recordingLogger();
    setLogger(logger);
    const test = createTestClient();
    const order: string[] = [];
    test.client.login = async (token?: string) => {
      order.push(`login ${token}`);
      makeReady(test.client);
      return token ?? '';
    };
    test.respond('GET', /commands$/, []);
    test.respond('PUT', /commands$/, () => {
      order.push('register');
      return { body: [] };
    });
    const root = botProject({ 'src/app/commands/ping.ts': commandFile('ping') });
    const commandkit = new CommandKit({ client: test.client, appDir: join(root, 'src', 'app') });
    onApplicationBootstrap((kit) => void order.push(`bootstrap 1 ${kit === commandkit} ${kit.commands.size}`));
    onApplicationBootstrap(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('bootstrap 2');
    });
    await commandkit.start('secret');
    expect(order).toEqual(['bootstrap 1 true 1', 'bootstrap 2', 'login secret', 'register']);
    expect(logger.messages('info')).toEqual([
      `Loaded 1 command and 0 event handlers from ${join(root, 'src', 'app')}.`,
      'Logged in as user01.',
      'Registered 1 application command globally.',
    ]);
    onApplicationBootstrap(() => void order.push('late'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order.at(-1)).toBe('late');
    await expect(commandkit.start('secret')).rejects.toThrow('CommandKit was already started.');
  });

  it('start() fails when a bootstrap function throws, and logs failed registration without failing', async () => {
    const { commandkit, logger } = await harness({});
    onApplicationBootstrap(() => {
      throw new Error('no database');
    });
    await expect(commandkit.start()).rejects.toThrow('An onApplicationBootstrap function threw: no database');

    await commandkit.destroy();
    const second = await harness({});
    await second.commandkit.start();
    expect(second.logger.messages('error')).toEqual(['Registering the application commands globally failed.']);
    void logger;
  });

  it('warns when message commands exist without the message intents', async () => {
    const logger = recordingLogger();
    setLogger(logger);
    const { createTestClient: create } = await import('./support/discord.ts');
    const test = create([]);
    makeReady(test.client);
    test.respond('GET', /commands$/, []);
    const root = botProject({ 'src/app/commands/ping.ts': commandFile('ping') });
    const commandkit = new CommandKit({ client: test.client, appDir: join(root, 'src', 'app') });
    await commandkit.start();
    expect(logger.messages('warn')).toEqual([
      "Message commands need the GuildMessages and MessageContent intents; add them to your Client's intents.",
    ]);
  });
});

describe('bootstrap', () => {
  const appEntry = [
    `import { createTestClient, makeReady } from ${JSON.stringify(discordSupport)};`,
    `const test = createTestClient();`,
    `test.respond('GET', /commands$/, []);`,
    `test.respond('PUT', /commands$/, (request: any) => ({ body: request.body }));`,
    `(globalThis as any).bootstrapTest = test;`,
    `test.client.login = async (token?: string) => { (globalThis as any).calls.push('login ' + token); makeReady(test.client); return token ?? ''; };`,
    `export default test.client;`,
  ].join('\n');

  it('loads the config and the app entry, starts CommandKit and registers commands', async () => {
    const calls = resetCalls();
    setLogger(recordingLogger());
    const root = botProject({
      'commandkit.config.ts': `export default { prefix: '?', devGuildIds: ['${ids.devGuild}'] };`,
      'src/app.ts': appEntry,
      'src/app/commands/ping.ts': commandFile('ping'),
      'src/app/commands/debug.ts': commandFile('debug', `export const metadata = { devOnly: true };`),
    });
    const commandkit = await bootstrap({ cwd: root, token: 'from-options' });
    expect(CommandKit.instance).toBe(commandkit);
    expect(commandkit.prefixes).toEqual(['?']);
    expect(calls).toEqual(['login from-options']);
    const test = (globalThis as { bootstrapTest?: ReturnType<typeof createTestClient> }).bootstrapTest!;
    expect(commandkit.client).toBe(test.client);
    expect(
      test.requests
        .filter((request) => request.method === 'PUT')
        .map((request) => [request.path, (request.body as { name: string }[]).map((c) => c.name)]),
    ).toEqual([
      [`/applications/${ids.application}/commands`, ['ping']],
      [`/applications/${ids.application}/guilds/${ids.devGuild}/commands`, ['debug']],
    ]);
  });

  it('takes explicit paths and DISCORD_TOKEN from the environment', async () => {
    const calls = resetCalls();
    setLogger(recordingLogger());
    const root = botProject({ 'build/main.ts': appEntry, 'build/bot/commands/ping.ts': commandFile('ping') });
    process.env.DISCORD_TOKEN = 'from-env';
    try {
      const commandkit = await bootstrap({ cwd: root, appDir: 'build/bot', appEntry: 'build/main.ts' });
      expect(calls).toEqual(['login from-env']);
      expect([...commandkit.commands.keys()]).toEqual(['ping']);
    } finally {
      delete process.env.DISCORD_TOKEN;
    }
  });

  it('with requireConfig, refuses a project without a config file instead of using the defaults', async () => {
    setLogger(recordingLogger());
    const root = botProject({ 'src/app.ts': appEntry, 'src/app/commands/ping.ts': commandFile('ping') });
    await expect(bootstrap({ cwd: root, token: 't', requireConfig: true })).rejects.toThrow(
      `No CommandKit config file in ${root}, but this bot requires one: its project had one when it was built.`,
    );
    expect(CommandKit.instance).toBeUndefined();
    resetCalls();
    writeFile(root, 'commandkit.config.ts', `export default { prefix: '?' };`);
    expect((await bootstrap({ cwd: root, token: 't', requireConfig: true })).prefixes).toEqual(['?']);
  });

  it('explains a missing app entry, a bad default export and a missing token', async () => {
    setLogger(recordingLogger());
    const empty = botProject({});
    await expect(bootstrap({ cwd: empty })).rejects.toThrow(
      `No app entry file found beside ${join(empty, 'src', 'app')}. Create src/app.ts that default-exports your discord.js Client: export default new Client({ intents: [...] });`,
    );
    const wrong = botProject({ 'src/app.ts': `export const client = 1;` });
    await expect(bootstrap({ cwd: wrong })).rejects.toThrow(
      `The app entry ${join(wrong, 'src', 'app.ts')} must default-export your discord.js Client`,
    );
    const tokenless = botProject({ 'src/app.ts': `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });` });
    delete process.env.DISCORD_TOKEN;
    await expect(bootstrap({ cwd: tokenless })).rejects.toThrow('No bot token');
    expect(CommandKit.instance).toBeUndefined();
  });
});

// Jest runs the library as CommonJS; a bot runs it as ES modules (the build, which dev runs too),
// where files are imported natively by URL. These run in a plain Node process with tsx.
describe('in a plain Node process', () => {
  it('loads ESM .js, .mjs, CommonJS .cjs and TypeScript command and event files', async () => {
    const root = botProject({
      'package.json': JSON.stringify({ type: 'module' }),
      'src/app/commands/(esm)/a.js': `export const command = { name: 'a', description: 'A' };\nexport const chatInput = () => {};`,
      'src/app/commands/b.mjs': `import { Client } from 'discord.js';\nexport const command = { name: 'b', description: String(typeof Client) };\nexport const message = () => {};`,
      'src/app/commands/c.cjs': `module.exports = { command: { name: 'c', description: 'C' }, message() {} };`,
      'src/app/commands/d.ts': `export const command: { name: string } = { name: 'd' };\nexport const message = (): void => {};`,
      'src/app/events/custom/1.js': `export default (value, client, kit) => { globalThis.seen = [value, kit.commands.size]; };`,
    });
    writeFile(root, 'src/app/commands/+middleware.mjs', `export function beforeExecute() {}`);
    const entry = pathToFileURL(join(libraryRoot, 'src', 'index.ts')).href;
    const script = [
      `const lib = await import(${JSON.stringify(entry)});`,
      `const { Client } = await import('discord.js');`,
      `lib.setLogger(new lib.ConsoleLogger({ level: 'silent' }));`,
      `const kit = new lib.CommandKit({ client: new Client({ intents: [] }), appDir: ${JSON.stringify(join(root, 'src', 'app'))} });`,
      `await kit.load();`,
      `await kit.dispatchEvent('custom', ['hi']);`,
      `const commands = [...kit.commands.values()].map((c) => [c.name, c.category, c.data.description ?? null, Object.keys(c.handlers), c.middleware.length]);`,
      `process.stdout.write(JSON.stringify({ commands, seen: globalThis.seen }));`,
      `await kit.destroy();`,
    ].join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: libraryRoot,
    });
    expect(JSON.parse(stdout)).toEqual({
      commands: [
        ['a', 'esm', 'A', ['chatInput'], 1],
        ['b', null, 'function', ['message'], 1],
        ['c', null, 'C', ['message'], 1],
        ['d', null, null, ['message'], 1],
      ],
      seen: ['hi', 4],
    });
  });
});
