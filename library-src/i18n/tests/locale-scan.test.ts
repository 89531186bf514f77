// Reading the locales directory: valid locale folders, namespaces (commands, events, others),
// the warnings for a bad folder or a missing directory, and one-line JSON errors.
import { join } from 'node:path';
import { COMMAND_METADATA_KEY, DISCORD_LOCALES, scanLocales } from '../src/index.ts';
import { appWithLocales, recordingLogger, removeApps } from './support/locales.ts';

afterEach(removeApps);

describe('scanLocales', () => {
  test('reads <locale>/<namespace>.json, with event and extra namespaces, and keeps $command apart', () => {
    const appDir = appWithLocales({
      'en-US/ping.json': { [COMMAND_METADATA_KEY]: { description: 'Pong!' }, reply: 'Pong' },
      'fr/ping.json': { reply: 'Pong (fr)' },
      'fr/guildMemberAdd.event.json': { welcome: 'Bienvenue' },
      'fr/common.json': { yes: 'oui' },
      'fr/notes.txt': 'not JSON, ignored',
    });
    const logger = recordingLogger();
    const scanned = scanLocales(join(appDir, 'locales'), logger);

    expect(scanned.found).toBe(true);
    expect(scanned.locales).toEqual(['en-US', 'fr']);
    expect(scanned.namespaces).toEqual(['common', 'guildMemberAdd.event', 'ping']);
    const ping = scanned.files.find((file) => file.locale === 'en-US' && file.namespace === 'ping')!;
    expect(ping.resources).toEqual({ reply: 'Pong' });
    expect(ping.command).toEqual({ description: 'Pong!' });
    expect(ping.file).toBe(join(appDir, 'locales', 'en-US', 'ping.json'));
    expect(logger.messages('warn')).toEqual([]);
  });

  test('a folder that is not a Discord locale is skipped with a warning naming it and listing the codes', () => {
    const appDir = appWithLocales({ 'en/ping.json': { reply: 'Pong' }, 'en-US/ping.json': { reply: 'Pong' } });
    const logger = recordingLogger();
    const scanned = scanLocales(join(appDir, 'locales'), logger);

    expect(scanned.locales).toEqual(['en-US']);
    expect(scanned.files).toHaveLength(1);
    const [warning] = logger.messages('warn');
    expect(logger.messages('warn')).toHaveLength(1);
    expect(warning).toContain('skipped the folder "en"');
    expect(warning).toContain('is not a Discord locale');
    for (const code of DISCORD_LOCALES) expect(warning).toContain(code);
    expect(warning).not.toContain('\n');
  });

  test('a missing directory is a warning and an empty result', () => {
    const logger = recordingLogger();
    const scanned = scanLocales('/nowhere/locales', logger);
    expect(scanned).toEqual({ directory: '/nowhere/locales', found: false, files: [], locales: [], namespaces: [] });
    expect(logger.messages('warn')).toEqual([
      'I18nPlugin: no locales directory at /nowhere/locales, so there are no translations; add JSON files in src/app/locales/<locale>/ to translate.',
    ]);
  });

  test('a JSON syntax error names the file, line and column in one line', () => {
    const appDir = appWithLocales({ 'fr/ping.json': '{\n  "reply": "Pong",\n  "other" 2\n}\n' });
    const file = join(appDir, 'locales', 'fr', 'ping.json');
    expect(() => scanLocales(join(appDir, 'locales'), recordingLogger())).toThrow(
      `Invalid JSON in ${file} at line 3, column 11: Unexpected number.`,
    );
  });

  test('a truncated file points at its end', () => {
    const appDir = appWithLocales({ 'fr/ping.json': '{\n  "reply": "Pong",\n' });
    expect(() => scanLocales(join(appDir, 'locales'), recordingLogger())).toThrow(/ping\.json at line 3, column 1: /);
  });

  test('a file that is not a JSON object is refused, naming it', () => {
    const appDir = appWithLocales({ 'fr/ping.json': '["Pong"]' });
    expect(() => scanLocales(join(appDir, 'locales'), recordingLogger())).toThrow(
      `The locale file ${join(appDir, 'locales', 'fr', 'ping.json')} must hold a JSON object of translations, not an array.`,
    );
  });
});
