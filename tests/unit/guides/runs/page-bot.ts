// Builds a guide page's project with `commandkit build`, starts it with `commandkit start` on the
// fake Discord, and carries out the steps of its run directives. The bot's code is the page's,
// unchanged: discord.js is pointed at the fake by a preload (fake-discord-api.cjs) that changes
// @discordjs/rest's default API address before the page's Client is made.
import { execFileSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import fs from 'node:fs';
import path from 'node:path';
import {
  ApplicationCommandOptionType,
  ComponentType,
  GatewayIntentBits,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
  type APIMessage,
  type APIMessageComponent,
  type APIUser,
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
  type FakeDiscordOptions,
} from '../../../../library-src/commandkit/tests/support/fake-discord/index.ts';
import { startRedisServer, type RedisServer } from '../../../../library-src/redis/tests/support/redis-server.ts';
import { patternOf, type Action, type Expectation, type Step } from './directives';

/** The preload that points discord.js at the fake (fake-discord-api.cjs), for a bot's NODE_OPTIONS. */
export const PRELOAD = path.join(__dirname, 'fake-discord-api.cjs');
/** Registration is the last thing the bot does when it starts: any of these ends it. */
const STARTED =
  /Registered \d+ application commands? globally\.|Application commands globally are up to date|cancelled the registration|Not registering the application commands globally|Registering the application commands globally failed/;
/** How long a step waits for what it expects to appear. */
export const STEP_TIMEOUT_MS = 10_000;

export interface PageBot {
  readonly fake: FakeDiscord;
  readonly cli: CliProcess;
  /**
   * How long the reader takes to click, select or submit after the bot's message appears. Zero for
   * a bot that is listening when its message is sent; 0.1.10's ButtonKit starts listening only once
   * `fetchReply()` has returned, which no person clicks faster than.
   */
  readonly reactionMs?: number;
  stop(): Promise<void>;
}

/** The bare specifiers the project's files import (`discord.js`, `commandkit/i18n`), `node:` ones left out. */
function importedSpecifiers(files: Record<string, string>): Set<string> {
  const source = Object.values(files).join('\n');
  const specifiers = new Set<string>();
  for (const [, specifier] of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"./][^'"]*)['"]/g)) {
    if (!specifier.startsWith('node:')) specifiers.add(specifier);
  }
  return specifiers;
}

/** The official packages a project imports, to install beside commandkit. */
function linkOptions(specifiers: Set<string>): LinkOptions {
  const imports = (name: string) => specifiers.has(`@commandkit/${name}`);
  return {
    redis: imports('redis'),
    i18n: imports('i18n') || specifiers.has('commandkit/i18n'),
    legacy: imports('legacy'),
    cache: imports('cache'),
    devtools: imports('devtools'),
  };
}

/** The workspace's node_modules, where the npm packages a page's code imports are installed. */
export const WORKSPACE_MODULES = path.resolve(__dirname, '../../../../node_modules');

/**
 * Links into the project the npm packages its files import (`magic-string`, `@babel/parser`) that
 * it lacks and the workspace has installed, as the reader would have installed them.
 */
function linkImportedPackages(root: string, specifiers: Set<string>): void {
  const names = new Set(
    [...specifiers].map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  );
  for (const name of names) {
    const target = path.join(root, 'node_modules', name);
    const installed = path.join(WORKSPACE_MODULES, name);
    if (fs.existsSync(target) || !fs.existsSync(path.join(installed, 'package.json'))) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(installed, target, 'dir');
  }
}

/** A project whose code runs `git` (`git rev-parse HEAD`) is a Git repository with one commit, as the reader's is. */
function commitIfGitIsUsed(root: string, files: Record<string, string>): void {
  if (!Object.values(files).some((code) => /['"`]git\s/.test(code))) return;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Guide', '-c', 'user.email=guide@example.com', ...args], { cwd: root, stdio: 'ignore' });
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The page project');
}

/** The fake Discord a guide's bot logs in to: one guild with two members besides the bot. */
export function createGuideDiscord(options: Pick<FakeDiscordOptions, 'helloDelayMs'> = {}): Promise<FakeDiscord> {
  return createFakeDiscord({
    guilds: [
      { name: 'Guide Guild', members: [member(user({ username: 'alice', global_name: 'Alice' })), member(user({ username: 'bob' }))] },
    ],
    ...options,
  });
}

/**
 * Stops a started bot: SIGTERM to the CLI (to its whole process group when it runs detached), then
 * SIGKILL after 10 s, as a bot that does not stop on SIGTERM must not hold the test run.
 */
export async function stopPageBot(cli: CliProcess, fake: FakeDiscord, after?: () => Promise<void>): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    if (cli.child.exitCode !== null || cli.child.signalCode !== null) return;
    if (cli.detached) process.kill(-cli.child.pid!, name);
    else cli.child.kill(name);
  };
  signal('SIGTERM');
  const kill = setTimeout(() => signal('SIGKILL'), 10_000);
  await cli.exited;
  clearTimeout(kill);
  await fake.close();
  await after?.();
}

/** Builds and starts a Next project; rejects with the CLI's output when either fails. */
export async function startPageBot(files: Record<string, string>): Promise<PageBot> {
  const specifiers = importedSpecifiers(files);
  const links = linkOptions(specifiers);
  const root = tempProject(files, links);
  linkImportedPackages(root, specifiers);
  commitIfGitIsUsed(root, files);
  // A project that uses @commandkit/redis gets a throw-away Redis server, at REDIS_URL.
  const redisServer: RedisServer | undefined = links.redis ? await startRedisServer() : undefined;
  const build = await runCli(['build'], { cwd: root });
  if (build.code !== 0) {
    await redisServer?.stop();
    throw new Error(`commandkit build exited with ${build.code}:\n${build.stdout}${build.stderr}`);
  }
  const fake = await createGuideDiscord();
  const cli = spawnCli(['start'], {
    cwd: root,
    env: {
      DISCORD_TOKEN: fake.token,
      GUIDE_RUN_DISCORD_API: fake.restUrl,
      NODE_OPTIONS: `--require ${PRELOAD}`,
      COMMANDKIT_LOG_LEVEL: 'debug',
      ...(redisServer ? { REDIS_URL: redisServer.url } : {}),
    },
  });
  const stop = () => stopPageBot(cli, fake, redisServer && (() => redisServer.stop()));
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
export async function runStep(bot: PageBot, step: Step, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
  const { fake, cli } = bot;
  const before = new Map(fake.messages.map((sent) => [sent.id, JSON.stringify(textsOf(sent))]));
  // What the bot printed while starting counts for `start`.
  const outputFrom = step.action.kind === 'start' ? 0 : cli.outputLength();
  const modalsFrom = fake.modals.length;
  if (bot.reactionMs && ['click', 'select', 'submit'].includes(step.action.kind)) await delay(bot.reactionMs);
  await perform(fake, step.action);

  for (const expectation of step.expect) {
    await expectSeen(bot, expectation, { before, outputFrom, modalsFrom }, timeoutMs).catch((error: Error) => {
      throw new Error(`${error.message}\n--- the bot's output ---\n${cli.stdout()}${cli.stderr()}`);
    });
  }
}

interface StepStart {
  before: Map<string, string>;
  outputFrom: number;
  modalsFrom: number;
}

async function expectSeen(bot: PageBot, expectation: Expectation, start: StepStart, timeoutMs: number): Promise<void> {
  const { fake, cli } = bot;
  if (expectation.kind === 'log') {
    await cli.waitFor(patternOf(expectation.text), { from: start.outputFrom, timeoutMs }).catch(() => {
      throw new Error(`The bot printed no line with "${expectation.text}".`);
    });
    return;
  }
  const pattern = patternOf(expectation.text, { whole: true });
  const seen = (): string[] =>
    expectation.kind === 'modal'
      ? fake.modals.slice(start.modalsFrom).map((modal) => modal.title)
      : fake.messages
          .filter((sent) => start.before.get(sent.id) !== JSON.stringify(textsOf(sent)))
          .flatMap(textsOf)
          // A text of several lines also shows each of its lines, which `…` (one line) cannot span.
          .flatMap((text) => (text.includes('\n') ? [text, ...text.split('\n').filter((line) => line !== '')] : [text]));
  await fake
    .waitForRequest(() => seen().some((text) => pattern.test(text)), timeoutMs)
    .catch(() => {
      const what = expectation.kind === 'modal' ? 'showed no modal titled' : 'sent or changed no message showing';
      throw new Error(`The bot ${what} "${expectation.text}". It showed: ${JSON.stringify(seen())}`);
    });
}

async function perform(fake: FakeDiscord, action: Action): Promise<void> {
  const scene = fake.scene();
  switch (action.kind) {
    case 'start':
      return;
    case 'say': {
      // `@bob` names the member bob (`@FakeBot` the bot): Discord's text has the mention, <@id>, and
      // lists the user in `mentions`.
      const mentions: APIUser[] = [];
      const content = action.text.replace(/(^|\s)@([\w.]+)/g, (whole, space: string, username: string) => {
        const named =
          username === fake.botUser.username
            ? fake.botUser
            : scene.guild.members.find((candidate) => candidate.user?.username === username)?.user;
        if (!named) return whole;
        if (!mentions.includes(named)) mentions.push(named);
        return `${space}<@${named.id}>`;
      });
      // Discord leaves a message's text out without the Message Content intent, unless it mentions the bot.
      const intents = [GatewayIntentBits.GuildMessages, ...(mentions.includes(fake.botUser) ? [] : [GatewayIntentBits.MessageContent])];
      requireIntents(fake, intents, 'this message with its text');
      fake.dispatch('MESSAGE_CREATE', message(scene, { content, mentions }));
      return;
    }
    case 'join': {
      requireIntents(fake, [GatewayIntentBits.GuildMembers], 'a member join (guildMemberAdd)');
      const joined = member(user({ username: 'newcomer', global_name: 'Newcomer' }));
      fake.dispatch('GUILD_MEMBER_ADD', { ...joined, guild_id: scene.guild.id });
      return;
    }
    case 'command': {
      const [name, ...subcommands] = action.path;
      // Global commands, then the guild's: a bot may still be registering them one by one.
      const registeredCommands = () => [...fake.commands(), ...fake.commands(scene.guild.id)];
      const find = () => registeredCommands().find((command) => command.name === name);
      const registered =
        find() ??
        (await fake
          .waitForRequest(() => find() !== undefined, STEP_TIMEOUT_MS)
          .then(find, () => {
            const names = registeredCommands().map((command) => command.name);
            throw new Error(`No command "/${name}" is registered; registered: ${names.join(', ') || 'none'}.`);
          }))!;
      const resolved: APIInteractionDataResolved = {};
      const options = commandOptions(registered.options ?? [], subcommands, action.options, name, { scene, resolved });
      fake.dispatch(
        'INTERACTION_CREATE',
        chatInputInteraction(scene, { name, commandId: registered.id, options, ...(resolved.users ? { resolved } : {}) }),
      );
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
      if (action.values.every((value) => /^[#@]./.test(value))) {
        // `select "#general"` picks channels in a channel select; `select "@bob"`, members or roles
        // (by name) in a user, role or mentionable select, as a user would search them.
        const picked = action.values.map((value) => mentionedIn(scene, value));
        const [sent, customId] = findComponent(fake, (component) => picked.every((pick) => pick.menus.includes(component.type)));
        fake.selectMenu(
          sent,
          customId,
          picked.map((pick) => pick.id),
        );
        return;
      }
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

/** The id `#channel`, `@role` or `@member` (by username) names in the scene's guild, and the menus that offer it. */
function mentionedIn(scene: ReturnType<FakeDiscord['scene']>, value: string): { id: string; menus: ComponentType[] } {
  const name = value.slice(1);
  if (value.startsWith('#')) {
    const channel = scene.guild.channels.find((candidate) => candidate.name === name);
    if (channel) return { id: channel.id, menus: [ComponentType.ChannelSelect] };
    throw new Error(`The guild has no channel "${value}".`);
  }
  const role = scene.guild.roles.find((candidate) => candidate.name === name || candidate.name === value);
  if (role) return { id: role.id, menus: [ComponentType.RoleSelect, ComponentType.MentionableSelect] };
  const found = scene.guild.members.find((candidate) => candidate.user?.username === name);
  if (found?.user) return { id: found.user.id, menus: [ComponentType.UserSelect, ComponentType.MentionableSelect] };
  throw new Error(`The guild has no role or member "${value}".`);
}

/**
 * Discord sends an event only to a bot that asked for its intents (the fake sends everything): a
 * step whose event the page's client would never get fails, naming the missing intents.
 */
function requireIntents(fake: FakeDiscord, needed: GatewayIntentBits[], event: string): void {
  const identify = fake.gatewayPayloads.find((payload) => payload.op === 2)?.d as { intents?: number } | undefined;
  const missing = needed.filter((bit) => ((identify?.intents ?? 0) & bit) === 0);
  if (missing.length > 0) {
    throw new Error(
      `The bot's client lacks the ${missing.map((bit) => GatewayIntentBits[bit]).join(' and ')} intent, so Discord would not send it ${event}.`,
    );
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

interface OptionContext {
  scene: ReturnType<FakeDiscord['scene']>;
  /** Filled with the users (and members) that user options name, as Discord resolves them. */
  resolved: APIInteractionDataResolved;
}

/** A user option's value: the id of the guild member `user:bob` (or `user:@bob`) names, resolved. */
function resolveUser(raw: string, { scene, resolved }: OptionContext, name: string): string {
  const username = raw.replace(/^@/, '');
  const found = scene.guild.members.find((candidate) => candidate.user?.username === username);
  if (!found?.user) throw new Error(`/${name}: the guild has no member "${username}".`);
  const { user: foundUser, deaf: _deaf, mute: _mute, ...resolvedMember } = found;
  resolved.users = { ...resolved.users, [foundUser.id]: foundUser };
  resolved.members = { ...resolved.members, [foundUser.id]: { ...resolvedMember, permissions: '0' } };
  return foundUser.id;
}

/** The interaction options for `/name sub key:value`, typed as the registered command declares them. */
function commandOptions(
  declared: APIApplicationCommandOption[],
  subcommands: string[],
  values: Record<string, string>,
  name: string,
  context: OptionContext,
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
        options: commandOptions(option.options ?? [], deeper, values, name, context),
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
          : option.type === ApplicationCommandOptionType.User
            ? resolveUser(raw, context, name)
            : raw;
    return { name: key, type: option.type, value } as APIApplicationCommandInteractionDataOption;
  });
}
