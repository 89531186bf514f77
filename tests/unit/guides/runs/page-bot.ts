// Builds a guide page's project with `commandkit build`, starts it with `commandkit start` on the
// fake Discord, and carries out the steps of its run directives. The bot's code is the page's,
// unchanged: discord.js is pointed at the fake by a preload (fake-discord-api.cjs) that changes
// @discordjs/rest's default API address before the page's Client is made.
import path from 'node:path';
import {
  ApplicationCommandOptionType,
  ComponentType,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIMessage,
  type APIMessageComponent,
} from 'discord.js';
import {
  removeTempDirs,
  runCli,
  spawnCli,
  tempProject,
  type CliProcess,
  type LinkOptions,
} from '../../../../library-src/commandkit/tests/cli/support/cli-harness.ts';
import {
  allComponents,
  chatInputInteraction,
  createFakeDiscord,
  member,
  message,
  user,
  type FakeDiscord,
} from '../../../../library-src/commandkit/tests/support/fake-discord/index.ts';
import { patternOf, type Action, type Expectation, type Step } from './directives';

const PRELOAD = path.join(__dirname, 'fake-discord-api.cjs');
/** Registration is the last thing the bot does when it starts: any of these ends it. */
const STARTED =
  /Registered \d+ application commands? globally\.|Application commands globally are up to date|cancelled the registration|Not registering the application commands globally|Registering the application commands globally failed/;
const STEP_TIMEOUT_MS = 10_000;

export interface PageBot {
  readonly fake: FakeDiscord;
  readonly cli: CliProcess;
  stop(): Promise<void>;
}

/** The official packages a project imports, to install beside commandkit. */
function linkOptions(files: Record<string, string>): LinkOptions {
  const source = Object.values(files).join('\n');
  const imports = (name: string) => new RegExp(`from ['"]@commandkit/${name}['"]`).test(source);
  return {
    redis: imports('redis'),
    i18n: imports('i18n') || /from ['"]commandkit\/i18n['"]/.test(source),
    legacy: imports('legacy'),
    cache: imports('cache'),
    devtools: imports('devtools'),
  };
}

/** Builds and starts the project; rejects with the CLI's output when either fails. */
export async function startPageBot(files: Record<string, string>, env: NodeJS.ProcessEnv = {}): Promise<PageBot> {
  const root = tempProject(files, linkOptions(files));
  const build = await runCli(['build'], { cwd: root });
  if (build.code !== 0) throw new Error(`commandkit build exited with ${build.code}:\n${build.stdout}${build.stderr}`);
  const fake = await createFakeDiscord({
    guilds: [
      { name: 'Guide Guild', members: [member(user({ username: 'alice', global_name: 'Alice' })), member(user({ username: 'bob' }))] },
    ],
  });
  const cli = spawnCli(['start'], {
    cwd: root,
    env: {
      DISCORD_TOKEN: fake.token,
      GUIDE_RUN_DISCORD_API: fake.restUrl,
      NODE_OPTIONS: `--require ${PRELOAD}`,
      COMMANDKIT_LOG_LEVEL: 'debug',
      ...env,
    },
  });
  const stop = async () => {
    if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill('SIGTERM');
    await cli.exited;
    await fake.close();
  };
  try {
    await cli.waitFor(STARTED, { timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { fake, cli, stop };
}

export function removePageProjects(): void {
  removeTempDirs();
}

/** The text a message shows: its content, its embeds' text and its Components V2 text displays. */
export function textsOf(sent: APIMessage): string[] {
  const texts: string[] = [];
  if (sent.content) texts.push(sent.content);
  for (const embed of sent.embeds ?? []) {
    for (const text of [embed.title, embed.description, embed.author?.name, embed.footer?.text]) if (text) texts.push(text);
    for (const field of embed.fields ?? []) texts.push(field.name, field.value);
  }
  for (const component of allComponents(sent.components ?? []) as unknown as APIMessageComponent[]) {
    if (component.type === ComponentType.TextDisplay) texts.push(component.content);
  }
  return texts;
}

/** Carries out one step and checks its expectations; throws a message saying what was seen instead. */
export async function runStep(bot: PageBot, step: Step): Promise<void> {
  const { fake, cli } = bot;
  const before = new Map(fake.messages.map((sent) => [sent.id, JSON.stringify(textsOf(sent))]));
  // What the bot printed while starting counts for `start`.
  const outputFrom = step.action.kind === 'start' ? 0 : cli.outputLength();
  const modalsFrom = fake.modals.length;
  perform(fake, step.action);

  for (const expectation of step.expect) {
    await expectSeen(bot, expectation, { before, outputFrom, modalsFrom }).catch((error: Error) => {
      throw new Error(`${error.message}\n--- the bot's output ---\n${cli.stdout()}${cli.stderr()}`);
    });
  }
}

interface StepStart {
  before: Map<string, string>;
  outputFrom: number;
  modalsFrom: number;
}

async function expectSeen(bot: PageBot, expectation: Expectation, start: StepStart): Promise<void> {
  const { fake, cli } = bot;
  if (expectation.kind === 'log') {
    await cli.waitFor(patternOf(expectation.text), { from: start.outputFrom, timeoutMs: STEP_TIMEOUT_MS }).catch(() => {
      throw new Error(`The bot printed no line with "${expectation.text}".`);
    });
    return;
  }
  const pattern = patternOf(expectation.text, { whole: true });
  const seen = (): string[] =>
    expectation.kind === 'modal'
      ? fake.modals.slice(start.modalsFrom).map((modal) => modal.title)
      : fake.messages.filter((sent) => start.before.get(sent.id) !== JSON.stringify(textsOf(sent))).flatMap(textsOf);
  await fake
    .waitForRequest(() => seen().some((text) => pattern.test(text)), STEP_TIMEOUT_MS)
    .catch(() => {
      const what = expectation.kind === 'modal' ? 'showed no modal titled' : 'sent or changed no message showing';
      throw new Error(`The bot ${what} "${expectation.text}". It showed: ${JSON.stringify(seen())}`);
    });
}

function perform(fake: FakeDiscord, action: Action): void {
  const scene = fake.scene();
  switch (action.kind) {
    case 'start':
      return;
    case 'say':
      fake.dispatch('MESSAGE_CREATE', message(scene, { content: action.text }));
      return;
    case 'join': {
      const joined = member(user({ username: 'newcomer', global_name: 'Newcomer' }));
      fake.dispatch('GUILD_MEMBER_ADD', { ...joined, guild_id: scene.guild.id });
      return;
    }
    case 'command': {
      const [name, ...subcommands] = action.path;
      const registered = fake.commands().find((command) => command.name === name);
      if (!registered)
        throw new Error(
          `No command "/${name}" is registered; registered: ${
            fake
              .commands()
              .map((c) => c.name)
              .join(', ') || 'none'
          }.`,
        );
      const options = commandOptions(registered.options ?? [], subcommands, action.options, name);
      fake.dispatch('INTERACTION_CREATE', chatInputInteraction(scene, { name, commandId: registered.id, options }));
      return;
    }
    case 'click': {
      const [sent, customId] = findComponent(
        fake,
        (component) => component.type === ComponentType.Button && 'label' in component && component.label === action.label,
      );
      fake.clickButton(sent, customId);
      return;
    }
    case 'select': {
      const [sent, customId] = findComponent(
        fake,
        (component) =>
          component.type === ComponentType.StringSelect &&
          action.values.every((value) => component.options.some((option) => option.value === value)),
      );
      fake.selectMenu(sent, customId, action.values);
      return;
    }
    case 'submit':
      fake.submitModal(action.fields);
      return;
  }
}

/** The newest bot message with a component matching, and that component's custom id. */
function findComponent(fake: FakeDiscord, matches: (component: APIMessageComponent) => boolean): [APIMessage, string] {
  for (const sent of [...fake.messages].reverse()) {
    const component = (allComponents(sent.components ?? []) as unknown as APIMessageComponent[]).find(matches);
    if (component && 'custom_id' in component) return [sent, component.custom_id];
  }
  throw new Error('No message of the bot has that component.');
}

/** The interaction options for `/name sub key:value`, typed as the registered command declares them. */
function commandOptions(
  declared: APIApplicationCommandOption[],
  subcommands: string[],
  values: Record<string, string>,
  name: string,
): APIApplicationCommandInteractionDataOption[] {
  const [sub, ...deeper] = subcommands;
  if (sub !== undefined) {
    const option = declared.find((candidate) => candidate.name === sub);
    if (
      !option ||
      (option.type !== ApplicationCommandOptionType.Subcommand && option.type !== ApplicationCommandOptionType.SubcommandGroup)
    ) {
      throw new Error(`/${name} has no subcommand "${sub}".`);
    }
    return [
      {
        name: sub,
        type: option.type,
        options: commandOptions(option.options ?? [], deeper, values, name),
      } as APIApplicationCommandInteractionDataOption,
    ];
  }
  return Object.entries(values).map(([key, raw]) => {
    const option = declared.find((candidate) => candidate.name === key);
    if (!option) throw new Error(`/${name} has no option "${key}".`);
    const value =
      option.type === ApplicationCommandOptionType.Integer || option.type === ApplicationCommandOptionType.Number
        ? Number(raw)
        : option.type === ApplicationCommandOptionType.Boolean
          ? raw === 'true'
          : raw;
    return { name: key, type: option.type, value } as APIApplicationCommandInteractionDataOption;
  });
}
