// The plugin: activation (its own i18next instance, fallbacks, options and modules), translations
// from ctx.locale() and locale() in every kind of handler, useI18n/fetchT, prepareCommand, reload.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import globalI18next from 'i18next';
import { Client, GatewayIntentBits, SlashCommandBuilder } from 'discord.js';
import {
  CommandKit,
  CommandKitEnvironment,
  Context,
  getCurrentDirectory,
  isCompilerPlugin,
  isRuntimePlugin,
  loadConfig,
  MiddlewareContext,
  type CommandData,
  type CommandKind,
  type LoadedCommand,
  type PreparedAppCommandExecution,
} from 'commandkit';
import { createEnvironment } from '../../commandkit/src/context/environment.ts';
import { removeTempProjects, tempProject } from '../../commandkit/tests/helpers/temp-project.ts';
import { runDispatch } from '../../commandkit/src/helpers/after.ts';
import { releaseRunningCommandKit, setRunningCommandKit } from '../../commandkit/src/runtime/running-instance.ts';
import { fetchT, getI18n, i18n, I18N_INSTANCE_VARIABLE, I18nCliTemplatePlugin, I18nPlugin, locale, useI18n } from '../src/index.ts';
import { appWithLocales, fakeCommandKit, recordingLogger, removeApps, type Localized } from './support/locales.ts';

afterEach(removeApps);

const locales = {
  'en-US/ping.json': {
    $command: { name: 'ping', description: 'Replies with pong', options: [{ name: 'loud', description: 'Shout it' }] },
    reply: 'Pong, {{user}}!',
    onlyEnglish: 'Only in English',
    count_one: '{{count}} pong',
    count_other: '{{count}} pongs',
    nested: { deep: 'Deep' },
  },
  'fr/ping.json': {
    $command: { name: 'ping', description: 'Répond pong', options: [{ name: 'fort', description: 'Le crier' }] },
    reply: 'Pong, {{user}} !',
  },
  'en-US/common.json': { yes: 'yes', shared: 'shared text' },
  'fr/common.json': { yes: 'oui' },
  'en-US/guildMemberAdd.event.json': { welcome: 'Welcome {{user}}' },
  'fr/guildMemberAdd.event.json': { welcome: 'Bienvenue {{user}}' },
};

async function activated(files: Record<string, unknown> = locales, plugin = new I18nPlugin()) {
  const logger = recordingLogger();
  const commandkit = fakeCommandKit(appWithLocales(files), logger, [plugin]);
  await plugin.activate(commandkit.plugins);
  return { plugin, commandkit, logger };
}

const pingCommand = { name: 'ping', data: { name: 'ping', description: 'Replies with pong' } } as unknown as LoadedCommand;

/** A command context whose source is just what locale detection reads. */
function contextFor(
  commandkit: CommandKit,
  kind: CommandKind,
  source: object,
  command = pingCommand,
  Kind: typeof Context = Context,
): Context {
  return new Kind({ commandkit, command, kind, source: source as never, options: {} as never, args: [], store: new Map() });
}

describe('i18n() and activation', () => {
  test('makes a runtime plugin named I18nPlugin with en-US as the default locale, and the template plugin', () => {
    const [plugin, templates] = i18n();
    expect(plugin).toBeInstanceOf(I18nPlugin);
    expect(isRuntimePlugin(plugin)).toBe(true);
    expect(plugin.name).toBe('I18nPlugin');
    expect(plugin.defaultLocale).toBe('en-US');
    expect(i18n({ defaultLocale: 'fr' })[0].defaultLocale).toBe('fr');
    expect(templates).toBeInstanceOf(I18nCliTemplatePlugin);
    expect(isCompilerPlugin(templates)).toBe(true);
    expect(templates.name).toBe('I18nCliTemplatePlugin');
  });

  test('a default locale Discord does not know is refused in one line', () => {
    expect(() => i18n({ defaultLocale: 'en' })).toThrow(
      /^i18n\(\): defaultLocale "en" is not a Discord locale; use one of id, en-US, .*vi\.$/,
    );
  });

  test('uses an i18next instance of its own, never the global singleton', async () => {
    const { plugin, commandkit } = await activated();
    expect(plugin.i18n).not.toBe(globalI18next);
    expect(globalI18next.isInitialized).toBeFalsy();
    expect(useI18n(commandkit)).toBe(plugin.i18n);
    expect(getI18n(commandkit)).toBe(plugin.i18n);
    expect(plugin.locales?.locales).toEqual(['en-US', 'fr']);
  });

  test('before activation, the instance and useI18n say what is missing', () => {
    expect(() => new I18nPlugin().i18n).toThrow(
      'The I18nPlugin has not been activated yet: the bot must be started before translations can be used.',
    );
    expect(() => useI18n(fakeCommandKit('/nowhere'))).toThrow(
      'No active I18nPlugin: add i18n() to the plugins of commandkit.config.ts, and use translations once the bot has started.',
    );
  });

  test('without a locales directory it warns and still works with keys as text', async () => {
    const { plugin, logger } = await activated({});
    // appWithLocales({}) creates no locales/ directory.
    expect(logger.messages('warn')[0]).toMatch(
      /^I18nPlugin: no locales directory at .*locales, so there are no translations; add JSON files in src\/app\/locales\/<locale>\/ to translate\.$/,
    );
    expect(plugin.i18n.getFixedT('fr', 'ping')('reply')).toBe('reply');
  });

  test("the warning names the sources' locales folder of the config's layout", async () => {
    const root = tempProject({ 'commandkit.config.ts': `export default { appDir: 'app' };\n` });
    await loadConfig(root);
    try {
      const { logger } = await activated({});
      expect(logger.messages('warn')[0]).toMatch(/; add JSON files in app\/locales\/<locale>\/ to translate\.$/);
    } finally {
      await loadConfig(process.cwd());
      removeTempProjects();
    }
  });

  test('files without the default locale folder are a warning', async () => {
    const { logger } = await activated({ 'fr/ping.json': { reply: 'Pong' } });
    expect(logger.messages('warn')).toEqual([expect.stringMatching(/has no "en-US" folder for the default locale/)]);
  });

  test('i18nOptions apply over the defaults and modules are used before init', async () => {
    const processed: string[] = [];
    const shout = {
      type: 'postProcessor' as const,
      name: 'shout',
      process: (value: string) => (processed.push(value), value.toUpperCase()),
    };
    const { plugin } = await activated(
      locales,
      new I18nPlugin({ plugins: [shout], i18nOptions: { postProcess: ['shout'], resources: { fr: { extra: { hi: 'salut' } } } } }),
    );
    expect(plugin.i18n.getFixedT('fr', 'ping')('reply', { user: 'Ann' })).toBe('PONG, ANN !');
    expect(plugin.i18n.getFixedT('fr', 'extra')('hi')).toBe('SALUT');
    expect(processed).toContain('salut');
  });

  test('a JSON error stops CommandKit.start naming the plugin, file, line and column', async () => {
    const appDir = appWithLocales({ 'fr/ping.json': '{\n  "reply": "Pong",,\n}' });
    const commandkit = new CommandKit({ client: new Client({ intents: [GatewayIntentBits.Guilds] }), appDir, plugins: [new I18nPlugin()] });
    try {
      await expect(commandkit.start('token')).rejects.toThrow(
        `Failed to activate the plugin "I18nPlugin": Invalid JSON in ${join(appDir, 'locales', 'fr', 'ping.json')} at line 2, column 19: `,
      );
    } finally {
      await commandkit.destroy();
    }
  });
});

describe('translations', () => {
  test('ctx.locale() uses the command name as namespace and the interaction locale', async () => {
    const { commandkit } = await activated();
    const ctx = contextFor(commandkit, 'chatInput', { locale: 'fr' });
    const { t, locale: used, i18n: instance } = ctx.locale();
    expect(used).toBe('fr');
    expect(instance).toBe(useI18n(commandkit));
    expect(t('reply', { user: '<Ann>' })).toBe('Pong, <Ann> !');
    // Missing in fr → the default locale; missing in the command's namespace → common.
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('yes')).toBe('oui');
    expect(t('shared')).toBe('shared text');
    expect(t('count', { count: 2 })).toBe('2 pongs');
    expect(t('guildMemberAdd.event:welcome', { user: 'Ann' })).toBe('Bienvenue Ann');
    expect(t('nowhere')).toBe('nowhere');
  });

  test('a locale with no folder falls back to the default locale; ctx.locale(x) forces one', async () => {
    const { commandkit } = await activated();
    const ctx = contextFor(commandkit, 'chatInput', { locale: 'de' });
    expect(ctx.locale().locale).toBe('de');
    expect(ctx.locale().t('reply', { user: 'Ann' })).toBe('Pong, Ann!');
    expect(ctx.locale('fr').t('reply', { user: 'Ann' })).toBe('Pong, Ann !');
  });

  test('message commands use the guild preferred locale (default locale in DMs), and the command name whatever the alias', async () => {
    const { commandkit } = await activated();
    const inGuild = contextFor(commandkit, 'message', { guild: { preferredLocale: 'fr' }, content: '!p' });
    expect(inGuild.locale().locale).toBe('fr');
    expect(inGuild.locale().t('reply', { user: 'Ann' })).toBe('Pong, Ann !');
    const inDm = contextFor(commandkit, 'message', { guild: null });
    expect(inDm.locale().locale).toBe('en-US');
  });

  test('works on a middleware context', async () => {
    const { commandkit } = await activated();
    const ctx = contextFor(commandkit, 'chatInput', { locale: 'fr' }, pingCommand, MiddlewareContext);
    expect(ctx.locale().t('yes')).toBe('oui');
  });

  test('locale() in a command, an event handler, a component handler and outside any handler', async () => {
    const { commandkit } = await activated();
    const ctx = contextFor(commandkit, 'chatInput', { locale: 'fr' });

    const inCommand = await runDispatch('test', async () => locale(), {
      ...createEnvironment(commandkit, 'command', { command: pingCommand }),
      context: ctx,
    });
    expect(inCommand.locale).toBe('fr');
    expect(inCommand.t('reply', { user: 'Ann' })).toBe('Pong, Ann !');

    const inEvent = await runDispatch(
      'test',
      async () => [locale(), locale('fr')],
      createEnvironment(commandkit, 'event', { event: 'guildMemberAdd' }),
    );
    expect(inEvent.map((l) => l.locale)).toEqual(['en-US', 'fr']);
    expect(inEvent.map((l) => l.t('welcome', { user: 'Ann' }))).toEqual(['Welcome Ann', 'Bienvenue Ann']);

    const interaction = { locale: 'fr' } as never;
    const inComponent = await runDispatch(
      'test',
      async () => locale(),
      createEnvironment(commandkit, 'component', { command: pingCommand, interaction }),
    );
    expect(inComponent.t('reply', { user: 'Ann' })).toBe('Pong, Ann !');

    // Outside any handler: the running CommandKit, the default namespace and locale.
    setRunningCommandKit(commandkit);
    try {
      expect(locale().locale).toBe('en-US');
      expect(locale().t('yes')).toBe('yes');
      expect(locale('fr').t('yes')).toBe('oui');
      expect(fetchT('fr', 'ping')('reply', { user: 'Ann' })).toBe('Pong, Ann !');
      expect(fetchT(['de', 'fr'])('yes')).toBe('oui');
      expect(fetchT('en-US', 'ping', 'nested')('deep')).toBe('Deep');
    } finally {
      releaseRunningCommandKit(commandkit);
    }
  });

  test('after deactivate, the plugin is no longer found', async () => {
    const { plugin, commandkit } = await activated();
    plugin.deactivate();
    expect(plugin.active).toBe(false);
    expect(() => contextFor(commandkit, 'chatInput', { locale: 'fr' }).locale()).toThrow(/^No active I18nPlugin/);
  });

  test('deactivate takes the ctx CommandKit passes (as 1.0 did) and logs through its logger, once', async () => {
    const { plugin, commandkit, logger } = await activated();
    plugin.deactivate(commandkit.plugins);
    plugin.deactivate(commandkit.plugins);
    expect(plugin.active).toBe(false);
    expect(logger.messages('debug').filter((line) => line.includes('deactivated'))).toEqual([
      'I18nPlugin: deactivated; translations are no longer served.',
    ]);
  });
});

describe('executeCommand', () => {
  const prepared = { command: pingCommand, middlewares: [] } as unknown as PreparedAppCommandExecution;

  test("leaves the i18next instance in the run's env.variables, as 1.0 did, and lets the command run", async () => {
    const { plugin, commandkit } = await activated();
    const env = new CommandKitEnvironment(commandkit, 'command', { command: pingCommand });
    // 1.0's four arguments; CommandKit also passes execute, which the plugin never calls.
    expect(plugin.executeCommand(commandkit.plugins, env, {} as never, prepared)).toBe(false);
    expect(env.variables.get(I18N_INSTANCE_VARIABLE)).toBe(plugin.i18n);
    const execute = jest.fn(async () => {});
    expect(plugin.executeCommand(commandkit.plugins, env, {} as never, prepared, execute)).toBe(false);
    expect(execute).not.toHaveBeenCalled();
  });

  test('leaves nothing before activation or after deactivation', async () => {
    const { plugin, commandkit } = await activated();
    plugin.deactivate();
    const env = new CommandKitEnvironment(commandkit, 'command', { command: pingCommand });
    expect(plugin.executeCommand(commandkit.plugins, env, {} as never, prepared)).toBe(false);
    expect(new I18nPlugin().executeCommand(commandkit.plugins, env, {} as never, prepared)).toBe(false);
    expect(env.variables.has(I18N_INSTANCE_VARIABLE)).toBe(false);
  });
});

describe('I18nPlugin.getLoadPath', () => {
  test('is <cwd>/app/locales/<lng>/<ns>.json, with the placeholders of i18next by default', () => {
    expect(I18nPlugin.getLoadPath('/bot/dist', 'fr', 'ping')).toBe(join('/bot/dist', 'app', 'locales', 'fr', 'ping.json'));
    expect(I18nPlugin.getLoadPath('/bot/dist', 'de')).toBe(join('/bot/dist', 'app', 'locales', 'de', '{{ns}}.json'));
    expect(I18nPlugin.getLoadPath('/bot/dist')).toBe(join('/bot/dist', 'app', 'locales', '{{lng}}', '{{ns}}.json'));
  });

  test('without cwd, names the file the running bot reads, whatever its appDir is called', async () => {
    const { plugin, commandkit } = await activated();
    setRunningCommandKit(commandkit);
    try {
      const read = plugin.locales!.files.find((file) => file.locale === 'fr' && file.namespace === 'ping')!.file;
      expect(I18nPlugin.getLoadPath(undefined, 'fr', 'ping')).toBe(read);
      expect(I18nPlugin.getLoadPath()).toBe(join(commandkit.appDir, 'locales', '{{lng}}', '{{ns}}.json'));
    } finally {
      releaseRunningCommandKit(commandkit);
    }
  });

  test('without cwd and without a bot, uses getCurrentDirectory()', () => {
    expect(CommandKit.instance).toBeUndefined();
    expect(I18nPlugin.getLoadPath(undefined, 'fr', 'common')).toBe(join(getCurrentDirectory(), 'app', 'locales', 'fr', 'common.json'));
  });

  test('refuses an argument that is not a string in one line', () => {
    expect(() => I18nPlugin.getLoadPath('/bot', 42 as unknown as string)).toThrow(
      'I18nPlugin.getLoadPath() takes lng as a string, got number.',
    );
  });
});

describe('prepareCommand and reload', () => {
  test('adds the $command localizations of every locale to the command it names', async () => {
    const { plugin, commandkit } = await activated();
    const data: CommandData = {
      name: 'ping',
      description: 'Replies with pong',
      options: [{ type: 5, name: 'loud', description: 'Shout it' }],
    };
    const prepared = plugin.prepareCommand(commandkit.plugins, data) as unknown as Localized;
    expect(prepared.name_localizations).toEqual({ 'en-US': 'ping', fr: 'ping' });
    expect(prepared.description_localizations).toEqual({ 'en-US': 'Replies with pong', fr: 'Répond pong' });
    expect(prepared.options[0].name_localizations).toEqual({ 'en-US': 'loud', fr: 'fort' });
    expect(plugin.prepareCommand(commandkit.plugins, { name: 'other', description: 'x' })).toBeUndefined();
  });

  test('takes a builder as 1.0 passed one, and returns the localized JSON', async () => {
    const { plugin, commandkit } = await activated();
    const builder = new SlashCommandBuilder()
      .setName('ping')
      .setDescription('Replies with pong')
      .addBooleanOption((option) => option.setName('loud').setDescription('Shout it'));
    const prepared = plugin.prepareCommand(commandkit.plugins, builder) as unknown as Localized;
    expect(prepared).not.toBeInstanceOf(SlashCommandBuilder);
    expect(prepared.name).toBe('ping');
    expect(prepared.description_localizations).toEqual({ 'en-US': 'Replies with pong', fr: 'Répond pong' });
    expect(prepared.options[0]!.name_localizations).toEqual({ 'en-US': 'loud', fr: 'fort' });
    // Nothing to match a file by: left as it is.
    expect(plugin.prepareCommand(commandkit.plugins, { description: 'no name' })).toBeUndefined();
  });

  test('a bad name is left out with a warning through the logger', async () => {
    const { plugin, commandkit, logger } = await activated({ 'en-US/ping.json': { $command: { name: 'Ping' } } });
    const prepared = plugin.prepareCommand(commandkit.plugins, { name: 'ping', description: 'x' }) as unknown as Localized;
    expect(prepared.name_localizations).toBeUndefined();
    expect(logger.messages('warn')).toEqual([
      expect.stringMatching(/^I18nPlugin: left out "Ping", \$command\.name in .*en-US.ping\.json \(en-US\): /),
    ]);
  });

  test('commands reloaded in development re-read the files; an invalid file keeps the old translations', async () => {
    const { plugin, commandkit, logger } = await activated();
    const file = join(commandkit.appDir, 'locales', 'fr', 'ping.json');
    const t = () => plugin.i18n.getFixedT('fr', 'ping')('reply', { user: 'Ann' });

    plugin.onBeforeCommandsLoad(commandkit.plugins); // the first load, right after activation: nothing to do
    writeFileSync(file, JSON.stringify({ reply: 'Re-pong {{user}}' }));
    expect(t()).toBe('Pong, Ann !');
    plugin.onBeforeCommandsLoad(commandkit.plugins);
    expect(t()).toBe('Re-pong Ann');

    writeFileSync(file, '{');
    plugin.onBeforeCommandsLoad(commandkit.plugins);
    expect(t()).toBe('Re-pong Ann');
    expect(logger.messages('error')).toEqual(['I18nPlugin: could not reload the locale files; the previous translations stay.']);
  });
});
