// commandkit/i18n re-exports locale(), getI18n() and CommandLocalizationContext from
// @commandkit/i18n, an optional peer dependency of commandkit: the same functions when the plugin
// package is installed, one error line naming it when it is not, and commandkit itself loads
// without it.
import type { CommandLocalizationContext } from 'commandkit/i18n';
import type { CommandLocalizationContext as FromPlugin } from '../src/index.ts';
import { I18nPlugin, locale } from '../src/index.ts';
import { createEnvironment } from '../../commandkit/src/context/environment.ts';
import { runDispatch } from '../../commandkit/src/helpers/after.ts';
import { appWithLocales, fakeCommandKit, removeApps } from './support/locales.ts';
import { projectWithPackages, removeProjects, runModule } from './support/installed-packages.ts';

afterEach(removeApps);
afterAll(removeProjects);

test('locale() returns a CommandLocalizationContext of both import paths', async () => {
  const plugin = new I18nPlugin();
  const commandkit = fakeCommandKit(
    appWithLocales({ 'en-US/common.json': { yes: 'yes' }, 'fr/guildMemberAdd.event.json': { hi: 'Salut' } }),
    undefined,
    [plugin],
  );
  await plugin.activate(commandkit.plugins);

  const inEvent: CommandLocalizationContext = await runDispatch(
    'test',
    async () => locale('fr'),
    createEnvironment(commandkit, 'event', { event: 'guildMemberAdd' }),
  );
  const same: FromPlugin = inEvent;
  expect(same.locale).toBe('fr');
  expect(same.t('hi')).toBe('Salut');
  expect(same.i18n).toBe(plugin.i18n);
  // 1.0's isEventWorker: true in an event handler, false elsewhere.
  expect(same.isEventWorker).toBe(true);
  const outside: CommandLocalizationContext = await runDispatch(
    'test',
    async () => locale('fr'),
    createEnvironment(commandkit, 'component', {}),
  );
  expect(outside.isEventWorker).toBe(false);
});

describe('commandkit/i18n in a project', () => {
  test("with @commandkit/i18n installed, it exports the plugin package's own locale and getI18n", async () => {
    const root = projectWithPackages({ i18n: true });
    const run = await runModule(
      root,
      `const entry = await import('commandkit/i18n');
       const plugin = await import('@commandkit/i18n');
       console.log(JSON.stringify({ names: Object.keys(entry).sort(), locale: entry.locale === plugin.locale, getI18n: entry.getI18n === plugin.getI18n }));`,
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ names: ['getI18n', 'locale'], locale: true, getI18n: true });
  });

  test('without it, commandkit loads and commandkit/i18n fails with one line naming the package', async () => {
    const root = projectWithPackages({ i18n: false });
    const run = await runModule(
      root,
      `const main = await import('commandkit');
       let failure;
       try { await import('commandkit/i18n'); } catch (error) { failure = { code: error.code, message: error.message }; }
       console.log(JSON.stringify({ commandkit: typeof main.CommandKit, failure }));`,
    );
    expect(run.stderr).toBe('');
    const { commandkit, failure } = JSON.parse(run.stdout);
    expect(commandkit).toBe('function');
    expect(failure.code).toBe('ERR_MODULE_NOT_FOUND');
    expect(failure.message).toMatch(
      /^Cannot find package '@commandkit\/i18n' imported from \S+[\\/]node_modules[\\/]commandkit[\\/]src[\\/]i18n\.ts$/,
    );
  });
});
