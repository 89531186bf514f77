// End to end: a bot using i18n(), built with `commandkit build` and started with `commandkit
// start` against the fake Discord. Its command is registered with the translations of its locale
// files, and answers each user in their own locale (interactions) or in the guild's preferred
// locale (message commands, through an alias too), from the command and its middleware.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Locale, type APIApplicationCommand, type APIApplicationCommandStringOption } from 'discord.js';
import { removeTempDirs, tempProject } from '../../../commandkit/tests/cli/support/cli-harness.ts';
import { MAIN_GUILD_ID } from '../../../commandkit/tests/e2e/support/fixture-bot.ts';
import {
  buildBot,
  commandId,
  contentOf,
  createFixtureDiscord,
  interact,
  sendMessage,
  startBot,
  waitForReplyTo,
  type RunningBot,
} from '../../../commandkit/tests/e2e/support/harness.ts';
import { chatInputInteraction, type FakeDiscord } from '../../../commandkit/tests/support/fake-discord/index.ts';
import { I18N_BOT_READY, i18nBot } from './i18n-bot.ts';

let fake: FakeDiscord;
let bot: RunningBot;
let root: string;

beforeAll(async () => {
  fake = await createFixtureDiscord();
  // The main guild prefers French: message commands there answer in French.
  fake.guilds.find((guild) => guild.id === MAIN_GUILD_ID)!.preferred_locale = Locale.French;
  root = tempProject(i18nBot(), { i18n: true });
  await buildBot(root);
  bot = await startBot(root, fake, { ready: I18N_BOT_READY });
}, 60_000);

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  removeTempDirs();
}, 30_000);

const output = () => bot.cli.stdout() + bot.cli.stderr();

/** Runs /greet as alice of the main guild with her client in `locale`; resolves with the reply. */
async function greet(locale: Locale, style?: 'formal' | 'casual'): Promise<string | undefined> {
  const scene = fake.scene({ guildId: MAIN_GUILD_ID });
  const options = style ? [{ name: 'style', type: 3 as const, value: style }] : undefined;
  const interaction = { ...chatInputInteraction(scene, { name: 'greet', commandId: commandId(fake, 'greet'), options }), locale };
  return (await interact(fake, interaction)).data?.content;
}

describe('@commandkit/i18n in a bot built with the CLI, on the fake Discord', () => {
  it('copies the locale files into the build', () => {
    expect(existsSync(join(root, 'dist', 'app', 'locales', 'fr', 'greet.json'))).toBe(true);
    expect(existsSync(join(root, 'dist', 'app', 'locales', 'en-US', 'clientReady.event.json'))).toBe(true);
  });

  it('registers the command with its name, description, option and choice localizations', () => {
    const greetCommand = fake.commands().find((command) => command.name === 'greet') as APIApplicationCommand;
    expect(greetCommand.name_localizations).toEqual({ 'en-US': 'greet', fr: 'saluer' });
    expect(greetCommand.description_localizations).toEqual({ 'en-US': 'Greets you', de: 'Grüßt dich', fr: 'Vous salue' });
    const style = greetCommand.options![0] as APIApplicationCommandStringOption;
    expect(style.description_localizations).toEqual({ 'en-US': 'How to greet', fr: 'Comment saluer' });
    expect(style.choices!.map((choice) => choice.name_localizations)).toEqual([
      { 'en-US': 'Formal', fr: 'Soutenu' },
      { 'en-US': 'Casual', fr: 'Familier' },
    ]);
  });

  it('warns about the folder that is not a Discord locale and the name Discord would refuse', () => {
    expect(output()).toMatch(
      /I18nPlugin: skipped the folder "en" in \S+locales: it is not a Discord locale\. Rename it to one of id, en-US, /,
    );
    expect(output()).toMatch(
      /I18nPlugin: left out "Grüßen", \$command\.name in \S+de.greet\.json \(de\): slash command and option names must be/,
    );
  });

  it('translates event handlers with the <event>.event namespace', () => {
    expect(output()).toMatch(/i18n bot ready: pid=\d+ events=ready \/ prêt\n/);
  });

  it('answers each user in their own locale, from the command and its middleware', async () => {
    expect(await greet(Locale.French, 'formal')).toBe('Bonjour, alice. [fr] vérifié');
    expect(await greet(Locale.EnglishUS, 'casual')).toBe('Hi alice! [en-US] checked');
    // German has no "checked": it falls back to the default locale.
    expect(await greet(Locale.German)).toBe('Hallo alice! [de] checked');
  });

  it("answers message commands in the guild's preferred locale, by name and by alias", async () => {
    const scene = fake.scene({ guildId: MAIN_GUILD_ID });
    for (const content of ['!greet formal', '!hi']) {
      const sent = sendMessage(fake, scene, content);
      const reply = await waitForReplyTo(fake, sent.id);
      expect(contentOf(reply)).toBe(content === '!hi' ? 'Salut alice ! [fr] vérifié' : 'Bonjour, alice. [fr] vérifié');
    }
  });
});
