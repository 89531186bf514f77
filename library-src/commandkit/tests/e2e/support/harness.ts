// Runs the fixture bot (./fixture-bot.ts) the way a user does: `commandkit build`, then
// `commandkit start` in a child process, logged in to the fake Discord through the environment
// (DISCORD_TOKEN, and FAKE_DISCORD_REST, which the fixture's app.ts gives discord.js as its REST
// address). Everything is awaited on something observable (a log line, a REST request the fake
// recorded): no fixed sleeps.
import { InteractionResponseType, type APIInteraction, type APIMessage } from 'discord.js';
import { removeTempDirs, runCli, spawnCli, tempProject, type CliProcess } from '../../cli/support/cli-harness.ts';
import {
  createFakeDiscord,
  member,
  message,
  user,
  type FakeDiscord,
  type RecordedRequest,
  type Scene,
} from '../../support/fake-discord/index.ts';
import { DEV_GUILD_ID, MAIN_GUILD_ID } from './fixture-bot.ts';

export const CALLBACK = 'POST /interactions/:interaction/:token/callback';
export const FOLLOW_UP = 'POST /webhooks/:app/:token';
export const CHANNEL_MESSAGE = 'POST /channels/:channel/messages';

// The bot logs at debug level so that an unchanged registration is logged too: it is the last
// thing bootstrap() does, so either line means the bot is ready and its commands registered.
const REGISTERED = new RegExp(
  `(?:Registered \\d+ application commands? in the dev guild ${DEV_GUILD_ID}\\.|Application commands in the dev guild ${DEV_GUILD_ID} are up to date \\(\\d+\\)\\.)`,
);
const READY = /fixture bot ready: pid=(\d+) user=FakeBot#0001 guilds=2\n/;
const STOP_TIMEOUT_MS = 10_000;

/** The fake Discord of the fixture: a main guild (alice, bob) and a dev guild (dev). */
export function createFixtureDiscord(): Promise<FakeDiscord> {
  return createFakeDiscord({
    guilds: [
      { id: MAIN_GUILD_ID, name: 'Main Guild', members: [member(user({ username: 'alice' })), member(user({ username: 'bob' }))] },
      { id: DEV_GUILD_ID, name: 'Dev Guild', members: [member(user({ username: 'dev' }))] },
    ],
  });
}

/** `commandkit build` in `root`; throws with the CLI's output when it fails. */
export async function buildBot(root: string): Promise<void> {
  const result = await runCli(['build'], { cwd: root });
  if (result.code !== 0) throw new Error(`commandkit build exited with ${result.code}:\n${result.stdout}${result.stderr}`);
}

export interface RunningBot {
  readonly cli: CliProcess;
  /** The bot process's pid (a child of the CLI). */
  readonly pid: number;
  /**
   * Stops the bot as Ctrl+C would (SIGTERM to the CLI, which passes it on) and resolves with the
   * CLI's exit code. If it has not exited after 10 s, both processes are killed. Idempotent.
   */
  stop(): Promise<number | string>;
}

export interface StartBotOptions {
  /**
   * The line the bot logs when it is ready, with its pid as the first group.
   *
   * @defaultValue the fixture bot's `fixture bot ready: pid=… user=FakeBot#0001 guilds=2`
   */
  ready?: RegExp;
}

/** `commandkit start` in `root`, resolved once the bot is logged in and has registered its commands. */
export async function startBot(root: string, fake: FakeDiscord, { ready = READY }: StartBotOptions = {}): Promise<RunningBot> {
  const cli = spawnCli(['start'], {
    cwd: root,
    env: { DISCORD_TOKEN: fake.token, FAKE_DISCORD_REST: fake.restUrl, COMMANDKIT_LOG_LEVEL: 'debug' },
  });
  let pid: number | undefined;
  let stopping: Promise<number | string> | undefined;
  const stop = () => (stopping ??= stopProcesses(cli, pid));
  try {
    // A guard, not a wait: under a full parallel test run on two cores, starting the CLI and then
    // the bot (both loading their code afresh) has taken over 30 s.
    pid = Number((await cli.waitFor(ready, { timeoutMs: 90_000 }))[1]);
    await cli.waitFor(REGISTERED);
  } catch (error) {
    await stop();
    throw error;
  }
  return { cli, pid, stop };
}

async function stopProcesses(cli: CliProcess, botPid: number | undefined): Promise<number | string> {
  if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS)));
  const outcome = await Promise.race([cli.exited, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'timeout') return outcome;
  // Only the two processes this harness started, by pid.
  if (botPid !== undefined) {
    try {
      process.kill(botPid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  cli.child.kill('SIGKILL');
  await cli.exited;
  return 'timeout';
}

/** The id the fake gave a registered command, to put in interactions as Discord does. */
export function commandId(fake: FakeDiscord, name: string, guildId?: string): string {
  const command = fake.commands(guildId).find((registered) => registered.name === name);
  if (!command) throw new Error(`No command "${name}" is registered ${guildId ? `in ${guildId}` : 'globally'}.`);
  return command.id;
}

/** The body of an interaction callback. */
export interface CallbackBody {
  type: InteractionResponseType;
  data?: { content?: string; flags?: number; choices?: { name: string; value: string | number }[] };
}

/** Sends an interaction through the gateway and resolves with the bot's callback (its first answer). */
export async function interact(fake: FakeDiscord, interaction: APIInteraction): Promise<CallbackBody> {
  fake.dispatch('INTERACTION_CREATE', interaction);
  const request = await fake.waitForRequest((r) => r.route === CALLBACK && r.path.startsWith(`/interactions/${interaction.id}/`));
  expect(request.status).toBe(204);
  return request.body as CallbackBody;
}

/** Whether a request is a follow-up message of the interaction with `token`. */
export function isFollowUpOf(request: RecordedRequest, token: string): boolean {
  return request.route === FOLLOW_UP && request.path.split('/')[3] === token;
}

/** The first follow-up of an interaction whose content matches, recorded or still to come. */
export async function waitForFollowUp(fake: FakeDiscord, token: string, content: string | RegExp): Promise<RecordedRequest> {
  return fake.waitForRequest((r) => isFollowUpOf(r, token) && matches(contentOf(r), content));
}

/** The contents of everything the bot sent for an interaction so far: its callback, then its follow-ups. */
export function interactionMessages(fake: FakeDiscord, interaction: APIInteraction): (string | undefined)[] {
  return fake.requests
    .filter((r) => (r.route === CALLBACK && r.path.startsWith(`/interactions/${interaction.id}/`)) || isFollowUpOf(r, interaction.token))
    .map((r) => (r.route === CALLBACK ? (r.body as CallbackBody).data?.content : contentOf(r)));
}

/** Sends a message through the gateway, as `scene.user` (default: the guild's first human). */
export function sendMessage(fake: FakeDiscord, scene: Scene, content: string): APIMessage {
  const payload = message(scene, { content });
  fake.dispatch('MESSAGE_CREATE', payload);
  return payload;
}

/** Whether a request is the bot's reply to the message with `messageId`. */
export function isReplyTo(request: RecordedRequest, messageId: string): boolean {
  return (
    request.route === CHANNEL_MESSAGE &&
    (request.body as { message_reference?: { message_id?: string } }).message_reference?.message_id === messageId
  );
}

/** The bot's reply to a message, recorded or still to come. */
export function waitForReplyTo(fake: FakeDiscord, messageId: string): Promise<RecordedRequest> {
  return fake.waitForRequest((r) => isReplyTo(r, messageId));
}

/** A message the bot sent to a channel (not a reply), recorded or still to come. */
export function waitForChannelMessage(fake: FakeDiscord, content: string): Promise<RecordedRequest> {
  return fake.waitForRequest((r) => r.route === CHANNEL_MESSAGE && contentOf(r) === content);
}

/** The contents of the messages the bot sent to channels (POST /channels/:id/messages) so far. */
export function channelMessages(fake: FakeDiscord): (string | undefined)[] {
  return fake.requests.filter((r) => r.route === CHANNEL_MESSAGE).map(contentOf);
}

export function contentOf(request: RecordedRequest): string | undefined {
  return (request.body as { content?: string } | undefined)?.content;
}

function matches(value: string | undefined, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? value === expected : value !== undefined && expected.test(value);
}

/** The bot of a test file, once {@link botForTestFile}'s `beforeAll` has run. */
export interface TestFileBot {
  readonly fake: FakeDiscord;
  /** The fixture's main guild. */
  readonly main: Scene;
  /** The bot project's root. */
  readonly root: string;
  readonly bot: RunningBot;
}

/**
 * Registers the `beforeAll` / `afterAll` of a test file served by one bot: writes `files` into a
 * temp project, builds it with `commandkit build` and starts it with `commandkit start` on the
 * fixture's fake Discord; afterwards stops both and removes the project.
 *
 * @param files - The project's files (path → contents).
 * @param ready - The line the bot logs when it is ready, its pid as the first group.
 * @returns The running bot and its fake Discord, readable inside the tests.
 */
export function botForTestFile(files: () => Record<string, string>, ready: RegExp): TestFileBot {
  let fake: FakeDiscord | undefined;
  let bot: RunningBot | undefined;
  let root: string | undefined;
  beforeAll(async () => {
    fake = await createFixtureDiscord();
    root = tempProject(files());
    await buildBot(root);
    bot = await startBot(root, fake, { ready });
  }, 60_000);
  afterAll(async () => {
    await bot?.stop();
    await fake?.close();
    removeTempDirs();
  }, 30_000);
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The bot of this test file has not started.');
    return value;
  };
  return {
    get fake() {
      return started(fake);
    },
    get main() {
      return started(fake).scene({ guildId: MAIN_GUILD_ID });
    },
    get root() {
      return started(root);
    },
    get bot() {
      return started(bot);
    },
  };
}
