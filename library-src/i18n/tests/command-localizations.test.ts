// The $command key → name/description localizations of the command, its options (nested in
// subcommands) and choices, matched by position; values Discord would refuse are left out.
import { ApplicationCommandOptionType, ApplicationCommandType, Locale } from 'discord.js';
import type { CommandData } from 'commandkit';
import { localizeCommand } from '../src/index.ts';
import type { Localized } from './support/locales.ts';

const file = '/bot/dist/app/locales/fr/settings.json';

function localize(data: CommandData, command: unknown, locale: Locale = Locale.French) {
  const warnings: string[] = [];
  const result = localizeCommand(data, [{ locale, file, command }], (message) => warnings.push(message));
  return { result: result as unknown as Localized, warnings };
}

const settings: CommandData = {
  name: 'settings',
  description: 'Change the settings',
  options: [
    {
      type: ApplicationCommandOptionType.SubcommandGroup,
      name: 'colour',
      description: 'Colours',
      options: [
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'set',
          description: 'Set a colour',
          options: [
            {
              type: ApplicationCommandOptionType.String,
              name: 'value',
              description: 'The colour',
              choices: [
                { name: 'Red', value: 'red' },
                { name: 'Blue', value: 'blue' },
              ],
            },
          ],
        },
      ],
    },
    { type: ApplicationCommandOptionType.Subcommand, name: 'reset', description: 'Reset everything' },
  ],
};

describe('localizeCommand', () => {
  test('localizes the command, nested options and choices by position, leaving the input alone', () => {
    const before = structuredClone(settings);
    const { result, warnings } = localize(settings, {
      name: 'réglages',
      description: 'Changer les réglages',
      options: [
        {
          name: 'couleur',
          description: 'Couleurs',
          options: [
            {
              name: 'définir',
              description: 'Définir une couleur',
              options: [{ name: 'valeur', description: 'La couleur', choices: [{ name: 'Rouge' }, { name: 'Bleu' }] }],
            },
          ],
        },
        { description: 'Tout remettre à zéro' },
      ],
    });

    expect(warnings).toEqual([]);
    expect(settings).toEqual(before);
    expect(result.name).toBe('settings');
    expect(result.name_localizations).toEqual({ fr: 'réglages' });
    expect(result.description_localizations).toEqual({ fr: 'Changer les réglages' });
    const group = result.options[0];
    expect(group.name_localizations).toEqual({ fr: 'couleur' });
    expect(group.description_localizations).toEqual({ fr: 'Couleurs' });
    const sub = group.options[0];
    expect(sub.name_localizations).toEqual({ fr: 'définir' });
    const value = sub.options[0];
    expect(value.name_localizations).toEqual({ fr: 'valeur' });
    expect(value.description_localizations).toEqual({ fr: 'La couleur' });
    expect(value.choices).toEqual([
      { name: 'Red', value: 'red', name_localizations: { fr: 'Rouge' } },
      { name: 'Blue', value: 'blue', name_localizations: { fr: 'Bleu' } },
    ]);
    expect(result.options[1].name_localizations).toBeUndefined();
    expect(result.options[1].description_localizations).toEqual({ fr: 'Tout remettre à zéro' });
  });

  test('several locales add up, keeping localizations the definition already had', () => {
    const data = { name: 'ping', description: 'Pong', description_localizations: { de: 'Pong (de)' } } as CommandData;
    const result = localizeCommand(
      data,
      [
        { locale: Locale.French, file, command: { description: 'Pong (fr)' } },
        { locale: Locale.SpanishES, file, command: { description: 'Pong (es)', name: 'ping' } },
      ],
      () => {},
    ) as unknown as Localized;
    expect(result.description_localizations).toEqual({ de: 'Pong (de)', fr: 'Pong (fr)', 'es-ES': 'Pong (es)' });
    expect(result.name_localizations).toEqual({ 'es-ES': 'ping' });
  });

  test.each([
    ['upper case', 'Ping'],
    ['a space', 'ping pong'],
    ['over 32 characters', 'p'.repeat(33)],
    ['empty', ''],
  ])('a slash command name with %s is left out with a warning naming the file and locale', (_, name) => {
    const { result, warnings } = localize({ name: 'ping', description: 'Pong' }, { name, description: 'Répond' });
    expect(result.name_localizations).toBeUndefined();
    expect(result.description_localizations).toEqual({ fr: 'Répond' });
    expect(warnings).toEqual([
      `I18nPlugin: left out ${JSON.stringify(name)}, $command.name in ${file} (fr): slash command and option names must be 1-32 characters, lower case, without spaces (letters, digits, - _ ').`,
    ]);
  });

  test('option names follow the slash rules; descriptions and choices their length limits', () => {
    const { result, warnings } = localize(settings, {
      description: 'x'.repeat(101),
      options: [{ name: 'Couleur', options: [{ options: [{ choices: [{ name: '' }, 'Bleu'] }] }] }],
    });
    expect(result.description_localizations).toBeUndefined();
    expect(result.options[0].name_localizations).toBeUndefined();
    expect(result.options[0].options[0].options[0].choices[1].name_localizations).toEqual({ fr: 'Bleu' });
    expect(warnings).toEqual([
      `I18nPlugin: left out "${'x'.repeat(101)}", $command.description in ${file} (fr): descriptions must be 1-100 characters.`,
      `I18nPlugin: left out "Couleur", $command.options[0].name in ${file} (fr): slash command and option names must be 1-32 characters, lower case, without spaces (letters, digits, - _ ').`,
      `I18nPlugin: left out "", $command.options[0].options[0].options[0].choices[0].name in ${file} (fr): choice names must be 1-100 characters.`,
    ]);
  });

  test('context-menu names may have capitals and spaces; only the name is applied', () => {
    const data: CommandData = { type: ApplicationCommandType.User, name: 'Report user' };
    const { result, warnings } = localize(data, { name: 'Signaler le membre', description: 'ignored' });
    expect(warnings).toEqual([]);
    expect(result).toEqual({ type: ApplicationCommandType.User, name: 'Report user', name_localizations: { fr: 'Signaler le membre' } });
  });

  test('entries without a matching option, and values of the wrong type, are warnings', () => {
    const { result, warnings } = localize({ name: 'ping', description: 'Pong' }, { name: 3, options: [{ name: 'extra' }] });
    expect(result).toEqual({ name: 'ping', description: 'Pong' });
    expect(warnings).toEqual([
      `I18nPlugin: left out $command.name in ${file} (fr): it must be a string.`,
      `I18nPlugin: ignored $command.options[0] in ${file} (fr): the command has no option at that position (options are matched by position).`,
    ]);
    expect(localize({ name: 'ping', description: 'Pong' }, 'ping').warnings).toEqual([
      `I18nPlugin: ignored $command in ${file} (fr): it must be an object such as { "name": "...", "description": "..." }.`,
    ]);
  });
});
