// The loaders of 0.1.x files: commands, validations and events, read from temp folders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadLegacyCommands, loadLegacyEvents, loadLegacyValidations, missingPermissionsEmbed } from '../src/index.ts';

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
    await expect(loadLegacyCommands(join(root, 'commands'))).rejects.toThrow(`The "data" export of the legacy command file ${join(root, 'commands/bad.ts')} needs a "name"`);
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
    await expect(loadLegacyEvents(join(root, 'events'))).rejects.toThrow(`(${join(root, 'events/ready/bad.ts')}) does not default-export a function`);
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
