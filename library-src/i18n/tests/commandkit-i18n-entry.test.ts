// CommandLocalizationContext is one type, declared by commandkit/i18n and re-exported here: what
// locale() returns fits code written against either import path.
import type { CommandLocalizationContext } from 'commandkit/i18n';
import type { CommandLocalizationContext as FromPlugin } from '../src/index.ts';
import { i18n, locale } from '../src/index.ts';
import { createEnvironment } from '../../commandkit/src/context/environment.ts';
import { runDispatch } from '../../commandkit/src/helpers/after.ts';
import { appWithLocales, fakeCommandKit, removeApps } from './support/locales.ts';

afterEach(removeApps);

test('locale() returns a CommandLocalizationContext of both import paths', async () => {
  const plugin = i18n();
  const commandkit = fakeCommandKit(appWithLocales({ 'en-US/common.json': { yes: 'yes' }, 'fr/guildMemberAdd.event.json': { hi: 'Salut' } }), undefined, [plugin]);
  await plugin.activate(commandkit);

  const inEvent: CommandLocalizationContext = await runDispatch('test', async () => locale('fr'), createEnvironment(commandkit, 'event', { event: 'guildMemberAdd' }));
  const same: FromPlugin = inEvent;
  expect(same.locale).toBe('fr');
  expect(same.t('hi')).toBe('Salut');
  expect(same.i18n).toBe(plugin.i18n);
});
