// The LegacyCommandsCLIPlugin and its `legacy` template: registered with `commandkit create`'s
// runtime (never in a build), the 0.1.x command and event files it writes where the LegacyPlugin
// loads them, its one-line errors, and the command line end to end.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'acorn';
import { CompilerPluginRuntime } from 'commandkit';
import { lines, removeTempDirs, runCli, tempProject } from '../../commandkit/tests/cli/support/cli-harness.ts';
import { LegacyCommandsCLIPlugin, legacy, loadLegacyCommands, loadLegacyEvents, type LegacyPluginOptions } from '../src/index.ts';
import { createLegacyFile } from '../src/legacy-templates.ts';

let root: string;
let printed: string[];
const project = () => ({ root, appDir: join(root, 'src', 'app'), info: (message: string) => void printed.push(message) });
const create = (args: string[], options: LegacyPluginOptions = {}) => createLegacyFile(options, args, project());

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'commandkit-legacy-template-'));
  mkdirSync(join(root, 'src', 'app'), { recursive: true });
  printed = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
afterAll(removeTempDirs);

describe('LegacyCommandsCLIPlugin', () => {
  test('legacy() returns it after the LegacyPlugin; it registers the legacy template with commandkit create', async () => {
    const [, plugin] = legacy({ commandsPath: 'old/commands' });
    expect(plugin).toBeInstanceOf(LegacyCommandsCLIPlugin);
    expect(plugin.name).toBe('LegacyCommandsCLIPlugin');
    const runtime = new CompilerPluginRuntime([plugin], root);
    await runtime.init();
    expect([...runtime.getTemplates().keys()]).toEqual(['legacy']);
    // It writes where its options say.
    await runtime.getTemplate('legacy')!(['command', 'ping'], project());
    expect(existsSync(join(root, 'src/old/commands/ping.js'))).toBe(true);
    await runtime.destroy();
    expect(runtime.getTemplates().size).toBe(0);
  });

  test('activated without a runtime, it registers nothing; it transforms nothing', async () => {
    const plugin = new LegacyCommandsCLIPlugin();
    await plugin.activate(undefined);
    expect(await plugin.transform({ code: 'export {};', id: '/bot/src/app.ts', root: '/bot' })).toBeNull();
    await plugin.deactivate(undefined);
  });

  test('two of them in a config are refused, naming the template; templates are registered in activate() only', async () => {
    const runtime = new CompilerPluginRuntime([new LegacyCommandsCLIPlugin(), new LegacyCommandsCLIPlugin()], root);
    await expect(runtime.init()).rejects.toThrow(
      'Failed to activate the compiler plugin "LegacyCommandsCLIPlugin": The compiler plugins "LegacyCommandsCLIPlugin" and "LegacyCommandsCLIPlugin" both register the template "legacy": keep one of them in commandkit.config.ts.',
    );
    expect(runtime.getTemplates().size).toBe(0);
    expect(() => runtime.registerTemplate('legacy', () => undefined)).toThrow(
      `registerTemplate("legacy") was called outside a compiler plugin's activate(): register templates in activate().`,
    );
  });
});

describe('commandkit create legacy command <name>', () => {
  test('writes a TypeScript command in a TypeScript project, which the legacy loader loads', async () => {
    writeFileSync(join(root, 'tsconfig.json'), '{}');
    const file = await create(['command', 'ping']);
    expect(file).toBe(join(root, 'src/commands/ping.ts'));
    expect(readFileSync(file, 'utf8')).toContain("import type { CommandData, SlashCommandProps } from '@commandkit/legacy';");
    expect(printed).toEqual(['Created src/commands/ping.ts: a 0.1.x slash command; change its data and run.']);

    const [command] = await loadLegacyCommands(join(root, 'src/commands'));
    expect(command!.commandObj.data).toEqual({ name: 'ping', description: 'ping command' });
    const replies: string[] = [];
    await command!.run!({ interaction: { reply: async (text: string) => void replies.push(text) } } as never);
    expect(replies).toEqual(['Hello from ping command!']);
  });

  test('writes valid JavaScript, exporting data, in a project without tsconfig.json', async () => {
    const file = await create(['command', "don't"]);
    expect(file).toBe(join(root, "src/commands/don't.js"));
    const source = readFileSync(file, 'utf8');
    expect(() => parse(source, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    expect(source).toContain("export const data = {\n  name: 'don\\'t',");
  });

  test('never overwrites a command of that name, whatever its extension', async () => {
    mkdirSync(join(root, 'src/commands'));
    writeFileSync(join(root, 'src/commands/ping.mjs'), 'export {};');
    writeFileSync(join(root, 'tsconfig.json'), '{}');
    await expect(create(['command', 'ping'])).rejects.toThrow('src/commands/ping.mjs already exists: edit it, or pick another name.');
    expect(existsSync(join(root, 'src/commands/ping.ts'))).toBe(false);
  });
});

describe('commandkit create legacy event <name>', () => {
  test("writes an event function in the event's folder, numbering the next ones, which the legacy loader loads", async () => {
    writeFileSync(join(root, 'tsconfig.json'), '{}');
    const first = await create(['event', 'messageCreate']);
    const second = await create(['event', 'messageCreate']);
    expect([first, second]).toEqual([
      join(root, 'src/events/messageCreate/messageCreate.ts'),
      join(root, 'src/events/messageCreate/messageCreate-1.ts'),
    ]);
    expect(readFileSync(first, 'utf8')).toBe(
      "export default function onMessageCreate() {\n  console.log('messageCreate event fired!');\n}\n",
    );
    expect(printed[0]).toBe('Created src/events/messageCreate/messageCreate.ts: a 0.1.x handler of the messageCreate event.');

    const events = await loadLegacyEvents(join(root, 'src/events'));
    expect(events.map((event) => event.event)).toEqual(['messageCreate', 'messageCreate']);
  });

  test('follows eventsPath, and makes a handler name of a dashed event', async () => {
    const file = await create(['event', 'guild-create'], { eventsPath: 'old/events' });
    expect(file).toBe(join(root, 'src/old/events/guild-create/guild-create.js'));
    expect(() => parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    expect(readFileSync(file, 'utf8')).toMatch(/^export default function onGuildCreate\(\) \{/);
  });
});

test.each([
  [
    [],
    'The legacy template takes command or event, then a name, got nothing: run commandkit create legacy <command|event> <name>, such as commandkit create legacy command ping.',
  ],
  [
    ['validation', 'x'],
    'The legacy template takes command or event, then a name, got "validation x": run commandkit create legacy <command|event> <name>, such as commandkit create legacy command ping.',
  ],
  [
    ['command'],
    'The legacy template takes command or event, then a name, got "command": run commandkit create legacy <command|event> <name>, such as commandkit create legacy command ping.',
  ],
  [
    ['command', 'Ping'],
    '"Ping" cannot be a slash command\'s name: use 1-32 lower case letters, digits, - _ or \', without spaces, such as "ping".',
  ],
  [
    ['command', '../ping'],
    '"../ping" cannot be a slash command\'s name: use 1-32 lower case letters, digits, - _ or \', without spaces, such as "ping".',
  ],
  [
    ['event', '../ready'],
    '"../ready" cannot be an event folder: use the client event\'s name, such as "messageCreate" (letters, digits, _ and -).',
  ],
])('%j is refused in one line', async (args, message) => {
  await expect(create(args)).rejects.toThrow(message);
});

describe('the legacy template on the command line', () => {
  test('writes the command where the legacy plugin reads it and prints where', async () => {
    const config = `import { defineConfig } from 'commandkit';
import { legacy } from '@commandkit/legacy';

export default defineConfig({ plugins: [legacy({ commandsPath: 'old-commands' })] });
`;
    const project = tempProject(
      { 'commandkit.config.ts': config, 'tsconfig.json': '{}', 'src/app/commands/hello.ts': 'export {};\n' },
      { legacy: true },
    );
    const result = await runCli(['create', 'legacy', 'command', 'ping'], { cwd: project });
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toEqual([
      '[commandkit] Created src/old-commands/ping.ts: a 0.1.x slash command; change its data and run.',
    ]);
    expect(result.code).toBe(0);
    expect(readFileSync(join(project, 'src/old-commands/ping.ts'), 'utf8')).toContain(
      'export async function run({ interaction }: SlashCommandProps) {',
    );
  });

  test('without legacy() in the config, it says which plugin adds the template', async () => {
    const project = tempProject({
      'commandkit.config.ts': "import { defineConfig } from 'commandkit';\n\nexport default defineConfig({});\n",
    });
    const result = await runCli(['create', 'legacy', 'command', 'ping'], { cwd: project });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      '[commandkit] Error: No template "legacy" in this project: the plugins of its config offer none (i18n() of @commandkit/i18n adds "locale", legacy() of @commandkit/legacy adds "legacy"). To create a project instead, "commandkit create <dir>" takes one directory, got 3: legacy command ping; quote a name with spaces.',
    ]);
    expect(existsSync(join(project, 'src/commands'))).toBe(false);
  });
});
