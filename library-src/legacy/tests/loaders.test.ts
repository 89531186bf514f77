// The loaders of 0.1.x files: commands, validations and events, read from temp folders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  FILE_EXTENSIONS,
  loadLegacyCommands,
  loadLegacyEvents,
  loadLegacyValidations,
  missingPermissionsEmbed,
  type CommandFileData,
  type ValidationProps,
} from '../src/index.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'commandkit-legacy-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
}

describe('loadLegacyCommands', () => {
  it('reads named and default exports, builders, categories (first folder level) and leaves deleted commands out', async () => {
    write({
      'commands/ping.ts': `export const data = { name: 'ping', description: 'Ping' };\nexport const run = () => {};\nexport const extra = 42;`,
      'commands/fun/deep/joke.ts': `export default { data: { name: 'joke', description: 'Joke' }, run() {}, options: { cooldown: 5 } };`,
      'commands/fun/built.ts': `export const data = { toJSON: () => ({ name: 'built', description: 'Built' }) };\nexport function run() {}`,
      'commands/old.ts': `export const data = { name: 'old', description: 'Old' };\nexport const run = () => {};\nexport const options = { deleted: true };`,
      'commands/_helper.ts': `export const notACommand = true;`,
      'commands/types.d.ts': `export {};`,
    });
    const commands = await loadLegacyCommands(join(root, 'commands'));
    expect(commands.map(({ commandObj }) => [commandObj.data.name, commandObj.category, commandObj.options])).toEqual([
      ['built', 'fun', undefined],
      ['joke', 'fun', { cooldown: 5 }],
      ['ping', null, undefined],
    ]);
    const ping = commands[2]!;
    expect(ping.commandObj).toMatchObject({ filePath: join(root, 'commands/ping.ts'), extra: 42 });
    expect(ping.commandObj).not.toHaveProperty('run');
    expect(typeof ping.run).toBe('function');
  });

  it('reads nothing from a missing folder', async () => {
    await expect(loadLegacyCommands(join(root, 'nope'))).resolves.toEqual([]);
  });

  it("gives each command 1.0's CommandFileData: data as JSON, path, category, and run under the handler of its type", async () => {
    write({
      'commands/tools/ping.ts': `export const data = { name: 'ping', description: 'Ping' };\nexport const run = () => 'ping ran';\nexport const options = { devOnly: true };`,
      'commands/built.ts': `export const data = { toJSON: () => ({ name: 'built', description: 'Built' }) };\nexport function run() { return 'built ran'; }`,
      'commands/user.ts': `export const data = { name: 'User Info', type: 2 };\nexport const run = () => 'user ran';`,
      'commands/quote.ts': `export const data = { name: 'Quote', type: 3 };\nexport const run = () => 'quote ran';`,
      'commands/search.ts': `export const data = { name: 'search', description: 'Search' };\nexport const autocomplete = () => 'completed';`,
    });
    const commands: CommandFileData[] = await loadLegacyCommands(join(root, 'commands'));
    const byName = new Map(commands.map((command) => [command.data.name, command]));
    const props = {} as never;

    const ping = byName.get('ping')!;
    expect(ping).toMatchObject({
      data: { name: 'ping', description: 'Ping' },
      options: { devOnly: true },
      path: join(root, 'commands/tools/ping.ts'),
      category: 'tools',
    });
    expect(await ping.chatInput(props)).toBe('ping ran');
    expect(ping.userContextMenu).toBeUndefined();
    expect(ping.messageContextMenu).toBeUndefined();
    expect(byName.get('built')!.data).toEqual({ name: 'built', description: 'Built' });
    expect(byName.get('built')!.category).toBeNull();

    const user = byName.get('User Info')!;
    expect(await user.userContextMenu!(props)).toBe('user ran');
    expect(user.messageContextMenu).toBeUndefined();
    await expect(user.chatInput(props)).rejects.toThrow(
      `The legacy command "User Info" (${join(root, 'commands/user.ts')}) is a user context-menu command, so it cannot answer a slash command: call its userContextMenu instead.`,
    );
    const quote = byName.get('Quote')!;
    expect(await quote.messageContextMenu!(props)).toBe('quote ran');
    expect(quote.userContextMenu).toBeUndefined();
    await expect(quote.chatInput(props)).rejects.toThrow(
      'is a message context-menu command, so it cannot answer a slash command: call its messageContextMenu instead.',
    );

    const search = byName.get('search')!;
    expect(await search.autocomplete!(props)).toBe('completed');
    await expect(search.chatInput(props)).rejects.toThrow(
      'exports no "run" function, so it cannot answer a slash command: export async function run({ interaction }) { ... } to answer it.',
    );
  });

  it('names the file of a command without data', async () => {
    write({ 'commands/bad.ts': `export const run = () => {};` });
    const file = join(root, 'commands/bad.ts');
    await expect(loadLegacyCommands(join(root, 'commands'))).rejects.toThrow(
      `The legacy command file ${file} does not export "data": export the command's definition, such as export const data = { name: 'ping', description: 'Pong!' }.`,
    );
  });

  it('names the file of a command without run or autocomplete', async () => {
    write({ 'commands/bad.ts': `export const data = { name: 'bad', description: 'Bad' };` });
    await expect(loadLegacyCommands(join(root, 'commands'))).rejects.toThrow(
      `The legacy command file ${join(root, 'commands/bad.ts')} exports neither "run" nor "autocomplete": export async function run({ interaction }) { ... }.`,
    );
  });

  it('names the file of data without a name', async () => {
    write({ 'commands/bad.ts': `export const data = { description: 'Bad' };\nexport const run = () => {};` });
    await expect(loadLegacyCommands(join(root, 'commands'))).rejects.toThrow(
      `The "data" export of the legacy command file ${join(root, 'commands/bad.ts')} needs a "name"`,
    );
  });
});

describe('loadLegacyValidations', () => {
  it('loads every file, sub-folders included, in name order, each sub-folder before the next entry', async () => {
    write({
      'validations/b.ts': `export default () => 'b';`,
      'validations/a/z.ts': `export default () => 'a/z';`,
      'validations/a/y.ts': `export default () => 'a/y';`,
      'validations/0-first.ts': `export default () => '0';`,
      'validations/_skip.ts': `export default 1;`,
    });
    const validations = await loadLegacyValidations(join(root, 'validations'));
    expect(validations.map((validation) => validation.validate({} as never))).toEqual(['0', 'a/y', 'a/z', 'b']);
  });

  it('names each validation after its file, with its path', async () => {
    write({ 'validations/sub/01-log.ts': `export default () => 'log';` });
    const [validation] = await loadLegacyValidations(join(root, 'validations'));
    const file = join(root, 'validations/sub/01-log.ts');
    expect(validation).toMatchObject({ name: '01-log', path: file, file });
  });

  it("takes 1.0's (path, options, noBuiltIn?) and returns { validations }, the built-ins after the user's", async () => {
    write({ 'validations/mine.ts': `export default () => 'mine';` });
    const directory = join(root, 'validations');
    const names = (result: { validations: { name: string; path: string }[] }) => result.validations.map(({ name, path }) => [name, path]);
    expect(names(await loadLegacyValidations(directory, {}))).toEqual([
      ['mine', join(directory, 'mine.ts')],
      ['devOnly', 'built-in:devOnly'],
      ['permissions', 'built-in:permissions'],
    ]);
    expect(names(await loadLegacyValidations(directory, {}, true))).toEqual([['mine', join(directory, 'mine.ts')]]);
    expect(names(await loadLegacyValidations(directory, { skipBuiltInValidations: true }))).toEqual([['mine', join(directory, 'mine.ts')]]);
    // noBuiltIn, when given, decides over the option.
    expect(names(await loadLegacyValidations(directory, { skipBuiltInValidations: true }, false))).toHaveLength(3);
  });

  it("the built-in devOnly of the 1.0 form checks the options' developer lists, else the config's", async () => {
    const { validations } = await loadLegacyValidations(join(root, 'none'), { devUserIds: ['dev'] });
    const devOnly = validations.find((validation) => validation.name === 'devOnly')!;
    const replies: unknown[] = [];
    const props = (userId: string) =>
      ({
        interaction: {
          isAutocomplete: () => false,
          inGuild: () => false,
          user: { id: userId },
          member: null,
          replied: false,
          deferred: false,
          reply: async (payload: unknown) => void replies.push(payload),
        },
        commandObj: { data: { name: 'debug' }, options: { devOnly: true }, filePath: '', category: null },
        handler: { devGuildIds: [], devUserIds: ['config-dev'], devRoleIds: [] },
      }) as unknown as ValidationProps;
    expect(await devOnly.validate(props('dev'))).toBe(false);
    expect(await devOnly.validate(props('config-dev'))).toBe(true);
    expect(replies).toEqual([expect.objectContaining({ content: '❌ This command can only be used by developers.' })]);
    const [configOnly] = (await loadLegacyValidations(join(root, 'none'), {})).validations;
    expect(await configOnly!.validate(props('config-dev'))).toBe(false);
  });

  it('refuses a second argument that is neither an importer nor the options, and noBuiltIn without the options', async () => {
    await expect(loadLegacyValidations(root, 5 as never)).rejects.toThrow(
      'loadLegacyValidations() takes a module importer function or the plugin options as its second argument, got number.',
    );
    await expect(loadLegacyValidations(root, undefined as never, true)).rejects.toThrow(
      'loadLegacyValidations() takes noBuiltIn only after the plugin options: loadLegacyValidations(path, options, noBuiltIn).',
    );
  });

  it('names a validation file whose default export is not a function', async () => {
    write({ 'validations/bad.ts': `export default { nope: true };` });
    await expect(loadLegacyValidations(join(root, 'validations'))).rejects.toThrow(
      `The validation file ${join(root, 'validations/bad.ts')} does not default-export a function: export default function ({ interaction, commandObj }) { ... }.`,
    );
  });
});

describe('loadLegacyEvents', () => {
  it('loads <event>/<file> (sub-folders included), ignores loose files, and a truthy return stops the event', async () => {
    write({
      'events/ready/a.ts': `export default (...args) => { (globalThis as any).eventArgs = args; };`,
      'events/messageCreate/01-stop.ts': `export default () => true;`,
      'events/messageCreate/sub/x.ts': `export default () => {};`,
      'events/loose.ts': `export default () => {};`,
    });
    const handlers = await loadLegacyEvents(join(root, 'events'));
    expect(handlers.map((handler) => [handler.event, handler.file])).toEqual([
      ['messageCreate', join(root, 'events/messageCreate/01-stop.ts')],
      ['messageCreate', join(root, 'events/messageCreate/sub/x.ts')],
      ['ready', join(root, 'events/ready/a.ts')],
    ]);
    await handlers[2]!.handler('client', 'client', 'handler');
    expect((globalThis as { eventArgs?: unknown }).eventArgs).toEqual(['client', 'client', 'handler']);
    // The truthy return becomes CommandKit's stopEvents() signal.
    await expect(handlers[0]!.handler('message')).rejects.toMatchObject({ name: 'StopEventPropagationError' });
  });

  it('names an event file that does not default-export a function', async () => {
    write({ 'events/ready/bad.ts': `export const x = 1;` });
    await expect(loadLegacyEvents(join(root, 'events'))).rejects.toThrow(
      `(${join(root, 'events/ready/bad.ts')}) does not default-export a function`,
    );
  });
});

describe('FILE_EXTENSIONS', () => {
  it('is a RegExp matching the module extensions the plugin loads, and nothing else', () => {
    expect(FILE_EXTENSIONS).toBeInstanceOf(RegExp);
    for (const name of ['ping.js', 'ping.mjs', 'ping.cjs', 'ping.ts', 'ping.mts', 'ping.cts', 'ping.jsx', 'ping.tsx', 'dir/ping.ts']) {
      expect([name, FILE_EXTENSIONS.test(name)]).toEqual([name, true]);
    }
    for (const name of ['notes.md', 'data.json', 'ping.ts.bak', 'pingts', 'ping.tsxx', 'ping.mjsx', 'ping.d']) {
      expect([name, FILE_EXTENSIONS.test(name)]).toEqual([name, false]);
    }
    // No state kept between calls, as a /g expression would.
    expect([FILE_EXTENSIONS.test('a.ts'), FILE_EXTENSIONS.test('a.ts')]).toEqual([true, true]);
  });
});

describe('missingPermissionsEmbed', () => {
  it('words the refusal as 0.1.10 did', () => {
    expect(missingPermissionsEmbed(['BanMembers', 'KickMembers', 'ManageGuild'], ['SendMessages'])).toEqual({
      title: ':x: Missing permissions!',
      description:
        '- You must have the `Ban Members`, `Kick Members`, and `Manage Guild` permissions to be able to run this command.\n' +
        '- I must have the `Send Messages` permission to be able to execute this command.\n',
      color: 0xed4245,
    });
  });
});
