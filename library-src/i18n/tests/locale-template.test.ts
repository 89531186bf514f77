// The I18nCliTemplatePlugin and its `locale` template: registered with `commandkit create`'s
// runtime (never in a build), the locale file it writes, its one-line errors, and the command
// line end to end.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompilerPluginRuntime } from 'commandkit';
import { lines, removeTempDirs, runCli, tempProject } from '../../commandkit/tests/cli/support/cli-harness.ts';
import { I18nCliTemplatePlugin, i18n } from '../src/index.ts';
import { createLocaleFile } from '../src/locale-template.ts';

let root: string;
let printed: string[];
const project = () => ({ root, appDir: join(root, 'src', 'app'), info: (message: string) => void printed.push(message) });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'commandkit-locale-template-'));
  mkdirSync(join(root, 'src', 'app'), { recursive: true });
  printed = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
afterAll(removeTempDirs);

describe('I18nCliTemplatePlugin', () => {
  test('registers the locale template with commandkit create, and removes it when deactivated', async () => {
    const runtime = new CompilerPluginRuntime([new I18nCliTemplatePlugin()], root);
    await runtime.init();
    expect([...runtime.getTemplates().keys()]).toEqual(['locale']);
    await runtime.getTemplate('locale')!(['fr', 'ping'], project());
    expect(JSON.parse(readFileSync(join(root, 'src/app/locales/fr/ping.json'), 'utf8'))).toEqual({
      $command: { name: 'ping', description: 'ping command' },
    });
    await runtime.destroy();
    expect(runtime.getTemplates().size).toBe(0);
  });

  test('activated without a runtime, it registers nothing; it transforms nothing', async () => {
    const plugin = i18n()[1];
    await plugin.activate(undefined);
    expect(await plugin.transform({ code: 'export {};', id: '/bot/src/app.ts', root: '/bot' })).toBeNull();
    await plugin.deactivate(undefined);
  });
});

describe('commandkit create locale <locale> <command>', () => {
  test('writes the $command block of a slash command, creating the locale folder', async () => {
    const file = await createLocaleFile(['pt-BR', 'ping'], project());
    expect(file).toBe(join(root, 'src/app/locales/pt-BR/ping.json'));
    expect(readFileSync(file, 'utf8')).toBe('{\n  "$command": {\n    "name": "ping",\n    "description": "ping command"\n  }\n}\n');
    expect(printed).toEqual([
      "Created src/app/locales/pt-BR/ping.json: translate the command's name and description there, and add the keys of its replies.",
    ]);
  });

  test('a context-menu command (capitals, spaces) gets no description, which Discord would refuse', async () => {
    const file = await createLocaleFile(['fr', 'User Info'], project());
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ $command: { name: 'User Info' } });
  });

  test.each([
    [
      [],
      'The locale template takes a locale and a command name, got nothing: run commandkit create locale <locale> <command>, such as commandkit create locale fr ping.',
    ],
    [
      ['fr'],
      'The locale template takes a locale and a command name, got "fr": run commandkit create locale <locale> <command>, such as commandkit create locale fr ping.',
    ],
    [['en', 'ping'], /^"en" is not a Discord locale: use one of id, en-US, en-GB, .*, vi\.$/],
    [
      ['fr', '../ping'],
      '"../ping" cannot name a command\'s locale file: it must be a file name, without / or \\ and not starting with ".".',
    ],
    [['fr', 'a'.repeat(33)], `"${'a'.repeat(33)}" cannot name a command's locale file: command names are 1-32 characters.`],
  ])('%j is refused in one line', async (args, message) => {
    await expect(createLocaleFile(args, project())).rejects.toThrow(message);
  });

  test('never overwrites a locale file', async () => {
    await createLocaleFile(['fr', 'ping'], project());
    writeFileSync(join(root, 'src/app/locales/fr/ping.json'), '{ "mine": "kept" }');
    await expect(createLocaleFile(['fr', 'ping'], project())).rejects.toThrow(
      'src/app/locales/fr/ping.json already exists: edit it, or delete it to start again.',
    );
    expect(readFileSync(join(root, 'src/app/locales/fr/ping.json'), 'utf8')).toBe('{ "mine": "kept" }');
  });

  test('outside a project with its appDir it says where to run it', async () => {
    rmSync(join(root, 'src'), { recursive: true });
    await expect(createLocaleFile(['fr', 'ping'], project())).rejects.toThrow(
      `There is no src/app directory in ${root}: run the template in the project root, or set appDir in commandkit.config.ts.`,
    );
  });
});

describe('the locale template on the command line', () => {
  const config = `import { defineConfig } from 'commandkit';
import { i18n } from '@commandkit/i18n';

export default defineConfig({ appDir: 'bot/app', plugins: [i18n()] });
`;

  test("writes the file under the config's appDir and prints where", async () => {
    const project = tempProject({ 'commandkit.config.ts': config, 'bot/app/commands/ping.ts': 'export {};\n' }, { i18n: true });
    const result = await runCli(['create', 'locale', 'fr', 'ping'], { cwd: project });
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toEqual([
      "[commandkit] Created bot/app/locales/fr/ping.json: translate the command's name and description there, and add the keys of its replies.",
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(join(project, 'bot/app/locales/fr/ping.json'), 'utf8'))).toEqual({
      $command: { name: 'ping', description: 'ping command' },
    });
  });

  test('wrong arguments and unknown templates are one error line and exit code 1', async () => {
    const project = tempProject({ 'commandkit.config.ts': config, 'bot/app/commands/ping.ts': 'export {};\n' }, { i18n: true });
    const missing = await runCli(['create', 'locale', 'fr'], { cwd: project });
    expect({ code: missing.code, stdout: missing.stdout, stderr: lines(missing.stderr) }).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        '[commandkit] Error: The locale template takes a locale and a command name, got "fr": run commandkit create locale <locale> <command>, such as commandkit create locale fr ping.',
      ],
    });
    const unknown = await runCli(['create', 'lokale', 'fr', 'ping'], { cwd: project });
    expect(unknown.code).toBe(1);
    expect(lines(unknown.stderr)).toEqual([
      '[commandkit] Error: No template "lokale" in this project: the plugins of its config offer locale. To create a project instead, "commandkit create <dir>" takes one directory, got 3: lokale fr ping; quote a name with spaces.',
    ]);
  });
});
