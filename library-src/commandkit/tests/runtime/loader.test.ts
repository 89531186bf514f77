import { join } from 'node:path';
import { loadCommands } from '../../src/loader/load-commands.ts';
import { removeTempProjects } from '../helpers/temp-project.ts';
import { appProject, commandFile } from './support/project.ts';

afterEach(removeTempProjects);

describe('loadCommands', () => {
  it('loads command files, with (category) directories setting the category only', async () => {
    const appDir = appProject({
      'commands/ping.ts': commandFile('ping'),
      'commands/(fun)/joke.ts': commandFile('joke'),
      'commands/(fun)/nested/(games)/dice.ts': commandFile('dice'),
      'commands/_helpers/util.ts': `export const notACommand = true;`,
      'commands/_draft.ts': `throw new Error('private files are not loaded');`,
      'commands/notes.md': `# not a module`,
      'commands/types.d.ts': `export type X = string;`,
    });
    const commands = await loadCommands(join(appDir, 'commands'));
    expect([...commands.keys()]).toEqual(['joke', 'dice', 'ping']);
    expect(commands.get('ping')).toMatchObject({ category: undefined, file: join(appDir, 'commands', 'ping.ts') });
    expect(commands.get('joke')?.category).toBe('fun');
    expect(commands.get('dice')?.category).toBe('games');
    expect(commands.get('ping')?.data).toEqual({ name: 'ping', description: 'The ping command' });
    expect(commands.get('ping')?.metadata).toEqual({ devOnly: false, aliases: [] });
  });
});

describe('loadCommands, command files', () => {
  it('accepts builders, CommonJS files and metadata', async () => {
    const appDir = appProject({
      'commands/built.ts': [
        `import { SlashCommandBuilder } from 'discord.js';`,
        `export const command = new SlashCommandBuilder().setName('built').setDescription('From a builder').addStringOption((o) => o.setName('text').setDescription('Text').setRequired(true));`,
        `export const chatInput = () => {};`,
        `export const metadata = { devOnly: true, aliases: ['B', 'bb'] };`,
      ].join('\n'),
      'commands/legacy.cjs': `module.exports = { command: { name: 'legacy', description: 'CommonJS' }, message: () => {} };`,
      'commands/report.ts': `export const command = { name: 'Report User', type: 2 };\nexport const userContextMenu = () => {};`,
    });
    const commands = await loadCommands(join(appDir, 'commands'));
    expect(commands.get('built')?.data).toMatchObject({
      name: 'built',
      description: 'From a builder',
      options: [{ name: 'text', type: 3, required: true }],
    });
    expect(commands.get('built')?.metadata).toEqual({ devOnly: true, aliases: ['b', 'bb'] });
    expect(Object.keys(commands.get('legacy')!.handlers)).toEqual(['message']);
    expect(commands.get('userContextMenu:Report User')?.data.type).toBe(2);
  });

  it('keys commands by type and name: a slash and a context-menu command may share a name', async () => {
    const appDir = appProject({
      'commands/info.ts': commandFile('info'),
      'commands/(menus)/user-info.ts': `export const command = { name: 'info', type: 2 };\nexport const userContextMenu = () => {};`,
      'commands/(menus)/message-info.ts': `export const command = { name: 'info', type: 3 };\nexport const messageContextMenu = () => {};`,
    });
    const commands = await loadCommands(join(appDir, 'commands'));
    expect([...commands.keys()]).toEqual(['messageContextMenu:info', 'userContextMenu:info', 'info']);
    expect(commands.get('info')?.file).toBe(join(appDir, 'commands', 'info.ts'));
    expect(commands.get('userContextMenu:info')?.file).toBe(join(appDir, 'commands', '(menus)', 'user-info.ts'));
  });

  it('rejects two context-menu commands of one type and name, including the twin of a slash command file', async () => {
    const appDir = appProject({
      'commands/a.ts': `export const command = { name: 'Info', type: 2 };\nexport const userContextMenu = () => {};`,
      'commands/b.ts': `export const command = { name: 'info', description: 'Info' };\nexport const chatInput = () => {};\nexport const userContextMenu = () => {};`,
    });
    await expect(loadCommands(join(appDir, 'commands'))).rejects.toThrow(
      `Two command files define the user context-menu command "info": ${join(appDir, 'commands', 'a.ts')} and ${join(appDir, 'commands', 'b.ts')}. Rename one of them.`,
    );
    const twice = appProject({
      'commands/a.ts': `export const command = { name: 'Quote', type: 3 };\nexport const messageContextMenu = () => {};`,
      'commands/b.ts': `export const command = { name: 'Quote', type: 3 };\nexport const messageContextMenu = () => {};`,
    });
    await expect(loadCommands(join(twice, 'commands'))).rejects.toThrow(
      'Two command files define the message context-menu command "Quote"',
    );
  });

  it('lets an alias share a name with a context-menu command, not with a slash command', async () => {
    const appDir = appProject({
      'commands/menu.ts': `export const command = { name: 'p', type: 2 };\nexport const userContextMenu = () => {};`,
      'commands/ping.ts': commandFile('ping', `export const metadata = { aliases: ['p'] };`),
    });
    expect([...(await loadCommands(join(appDir, 'commands'))).keys()]).toEqual(['userContextMenu:p', 'ping']);
  });

  it('rejects two files with the same command name, naming both', async () => {
    const appDir = appProject({
      'commands/(a)/ping.ts': commandFile('ping'),
      'commands/(b)/pong.ts': commandFile('ping'),
    });
    await expect(loadCommands(join(appDir, 'commands'))).rejects.toThrow(
      `Two command files define the command "ping": ${join(appDir, 'commands', '(a)', 'ping.ts')} and ${join(appDir, 'commands', '(b)', 'pong.ts')}. Rename one of them.`,
    );
  });

  it('rejects an alias that is another command name', async () => {
    const appDir = appProject({
      'commands/help.ts': commandFile('help'),
      'commands/info.ts': commandFile('info', `export const metadata = { aliases: ['help'] };`),
    });
    await expect(loadCommands(join(appDir, 'commands'))).rejects.toThrow(
      `Two command files define "help" (as an alias): ${join(appDir, 'commands', 'help.ts')} and ${join(appDir, 'commands', 'info.ts')}.`,
    );
  });

  it.each([
    ['no command export', `export const chatInput = () => {};`, 'has no "command" export'],
    [
      'no handler',
      `export const command = { name: 'x', description: 'x' };`,
      'exports no handler. Export at least one of: chatInput, message',
    ],
    [
      'a handler that is not a function',
      `export const command = { name: 'x', description: 'x' };\nexport const chatInput = 'hi';`,
      'The "chatInput" export of the command file',
    ],
    [
      'an invalid name',
      `export const command = { name: 'Bad Name', description: 'x' };\nexport const chatInput = () => {};`,
      'The command name "Bad Name" in',
    ],
    [
      'a slash command without description',
      `export const command = { name: 'x' };\nexport const chatInput = () => {};`,
      'needs a "description" of 1 to 100 characters',
    ],
    [
      'a context menu with a slash handler',
      `export const command = { name: 'X', type: 3 };\nexport const messageContextMenu = () => {};\nexport const chatInput = () => {};`,
      'must export "messageContextMenu" and no other handler (found chatInput)',
    ],
    [
      'bad metadata',
      `export const command = { name: 'x', description: 'x' };\nexport const chatInput = () => {};\nexport const metadata = { devonly: true };`,
      'has unknown fields: devonly',
    ],
    ['a syntax error', `export const command = {{`, 'Failed to load the command file'],
    ['a file that throws', `throw new Error('boom at load');`, 'Failed to load the command file'],
  ])('rejects a command file with %s, naming the file', async (_, source, message) => {
    const appDir = appProject({ 'commands/(cat)/broken.ts': source });
    const error = (await loadCommands(join(appDir, 'commands')).catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain(message);
    expect(error.message).toContain(join(appDir, 'commands', '(cat)', 'broken.ts'));
  });

  it('accepts a message-only command without description', async () => {
    const appDir = appProject({ 'commands/echo.ts': `export const command = { name: 'echo' };\nexport const message = () => {};` });
    expect((await loadCommands(join(appDir, 'commands'))).get('echo')?.data).toEqual({ name: 'echo' });
  });

  it('treats a missing commands directory as empty', async () => {
    const appDir = appProject({});
    expect((await loadCommands(join(appDir, 'commands'))).size).toBe(0);
  });
});

describe('loadCommands, middleware', () => {
  const middleware = (label: string) => `export const beforeExecute = () => '${label}';`;

  it('chains global, directory (outer to inner) and command-specific middleware in that order', async () => {
    const appDir = appProject({
      'commands/+global-middleware.ts': middleware('global'),
      'commands/+middleware.ts': middleware('root'),
      'commands/(admin)/+middleware.ts': middleware('admin'),
      'commands/(admin)/(mod)/+middleware.ts': middleware('mod'),
      'commands/(admin)/(mod)/ban.ts': commandFile('ban'),
      'commands/(admin)/(mod)/+ban.middleware.ts': middleware('ban'),
      'commands/(admin)/(mod)/kick.ts': commandFile('kick'),
      'commands/(admin)/config.ts': commandFile('config'),
      'commands/ping.ts': commandFile('ping'),
    });
    const commands = await loadCommands(join(appDir, 'commands'));
    const labels = (name: string) => commands.get(name)!.middleware.map((entry) => [entry.scope, entry.beforeExecute({} as never)]);
    expect(labels('ban')).toEqual([
      ['global', 'global'],
      ['directory', 'root'],
      ['directory', 'admin'],
      ['directory', 'mod'],
      ['command', 'ban'],
    ]);
    expect(labels('kick')).toEqual([
      ['global', 'global'],
      ['directory', 'root'],
      ['directory', 'admin'],
      ['directory', 'mod'],
    ]);
    expect(labels('config')).toEqual([
      ['global', 'global'],
      ['directory', 'root'],
      ['directory', 'admin'],
    ]);
    expect(labels('ping')).toEqual([
      ['global', 'global'],
      ['directory', 'root'],
    ]);
  });

  it('rejects global middleware outside the top of commands/, naming the file and the fix', async () => {
    const appDir = appProject({
      'commands/+global-middleware.ts': middleware('global'),
      'commands/(admin)/+global-middleware.js': middleware('nested'),
      'commands/(admin)/ban.ts': commandFile('ban'),
    });
    const commandsDir = join(appDir, 'commands');
    await expect(loadCommands(commandsDir)).rejects.toThrow(
      `The global middleware file ${join(commandsDir, '(admin)', '+global-middleware.js')} must be directly in ${commandsDir}: it runs for every command, wherever it is. Move it to ${join(commandsDir, '+global-middleware.js')}, or rename it to +middleware.js to run it for the commands of ${join(commandsDir, '(admin)')} only.`,
    );
    const twice = appProject({ 'commands/+global-middleware.ts': middleware('a'), 'commands/+global-middleware.js': middleware('b') });
    await expect(loadCommands(join(twice, 'commands'))).rejects.toThrow('Two files play the same middleware role');
  });

  it('rejects command-specific middleware without its command file', async () => {
    const appDir = appProject({ 'commands/ping.ts': commandFile('ping'), 'commands/+pong.middleware.ts': middleware('x') });
    await expect(loadCommands(join(appDir, 'commands'))).rejects.toThrow(
      `The middleware file ${join(appDir, 'commands', '+pong.middleware.ts')} is for the command file "pong"`,
    );
  });

  it('rejects unknown + files and middleware without beforeExecute', async () => {
    const unknown = appProject({ 'commands/+middlewares.ts': middleware('x') });
    await expect(loadCommands(join(unknown, 'commands'))).rejects.toThrow(
      `Unknown special file ${join(unknown, 'commands', '+middlewares.ts')}`,
    );
    const empty = appProject({ 'commands/+middleware.ts': `export const afterExecute = () => {};` });
    await expect(loadCommands(join(empty, 'commands'))).rejects.toThrow(
      `The middleware file ${join(empty, 'commands', '+middleware.ts')} must export a "beforeExecute" function`,
    );
  });
});
