// End to end, CommandKit 1.0 compatibility: a bot written as a 1.0 user writes one
// (support/bot-1.0.ts: 1.0's config, import paths, names and hook signatures) must type-check with
// a 1.0 project's tsconfig, build with `commandkit build`, and answer every command on the fake
// Discord once started with `commandkit start`. One build and one bot process serve the whole
// file; the type-check runs beside them. Every answer is read from what reached the fake's REST
// API; everything is awaited on a recorded request or a log line, never a sleep.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ComponentType, InteractionResponseType, Locale, MessageFlags, type APIInteraction, type APIMessage } from 'discord.js';
import { removeTempDirs, spawnCli, tempProject, type CliProcess } from '../cli/support/cli-harness.ts';
import { allComponents, chatInputInteraction, type FakeDiscord, type Scene } from '../support/fake-discord/index.ts';
import { BOT_1_0_GLOBAL_COMMANDS, BOT_1_0_MAIN_GUILD_COMMANDS, BOT_1_0_READY, bot10 } from './support/bot-1.0.ts';
import { DEV_GUILD_ID, MAIN_GUILD_ID } from './support/fixture-bot.ts';
import {
  buildBot,
  commandId,
  contentOf,
  createFixtureDiscord,
  interact,
  interactionMessages,
  sendMessage,
  waitForChannelMessage,
  waitForFollowUp,
  waitForReplyTo,
  type CallbackBody,
} from './support/harness.ts';

const EPHEMERAL = MessageFlags.Ephemeral;
/**
 * The follow-up AuditPlugin's onAfterCommand sends once a slash command's run is over, naming the
 * command its executeCommand hook was given (1.0's PreparedAppCommandExecution) and its source.
 */
const audit = (name: string) => `audit: /${name} (executeCommand: ${name}, source: interaction)`;
// The bot has no dev guild (1.0 configs have none): its last registration is the main guild's,
// where server-info is registered through `guilds` in its data.
const REGISTERED = new RegExp(
  `(?:Registered \\d+ application commands? in the guild ${MAIN_GUILD_ID}\\.|Application commands in the guild ${MAIN_GUILD_ID} are up to date \\(\\d+\\)\\.)`,
);
const STOP_TIMEOUT_MS = 10_000;

let fake: FakeDiscord;
let cli: CliProcess | undefined;
let botPid: number | undefined;
let main: Scene;
let dev: Scene;
let root: string;
let typecheck: Promise<{ code: number; output: string }>;

// The project, and its type-check started in the background: its test comes last, so it runs
// beside the build and the bot's tests, and reports on its own even when the bot fails to start.
beforeAll(async () => {
  fake = await createFixtureDiscord();
  main = fake.scene({ guildId: MAIN_GUILD_ID });
  dev = fake.scene({ guildId: DEV_GUILD_ID });
  root = tempProject(bot10(), { i18n: true, legacy: true, cache: true });
  // `tsc --noEmit -p` on the project's own tsconfig, run beside the build. The project's commandkit
  // package re-exports the library's .ts sources, whose imports end in .ts: the one option added
  // for that, in a config extending the project's (as the components test does).
  writeFileSync(
    join(root, 'tsconfig.check.json'),
    JSON.stringify({ extends: './tsconfig.json', compilerOptions: { allowImportingTsExtensions: true } }),
  );
  typecheck = new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.check.json'],
      { cwd: root, timeout: 110_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
});

afterAll(async () => {
  await stopBot();
  await typecheck;
  await fake?.close();
  removeTempDirs();
}, 30_000);

/** Stops the bot as Ctrl+C would (SIGTERM to the CLI, which passes it on); kills both processes, by pid, if they hang. */
async function stopBot(): Promise<number | string | undefined> {
  if (!cli) return undefined;
  if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS)));
  const outcome = await Promise.race([cli.exited, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'timeout') return outcome;
  try {
    if (botPid !== undefined) process.kill(botPid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  cli.child.kill('SIGKILL');
  await cli.exited;
  return 'timeout';
}

/** A slash command interaction in `scene`, with the id the fake registered the command under. */
function slash(
  scene: Scene,
  name: string,
  options?: Parameters<typeof chatInputInteraction>[1]['options'],
  guildId?: string,
): APIInteraction {
  return chatInputInteraction(scene, {
    name,
    commandId: commandId(fake, name, guildId),
    ...(guildId ? { commandGuildId: guildId } : {}),
    ...(options ? { options } : {}),
  });
}

/**
 * Sends the interaction and resolves with its callback once AuditPlugin's follow-up, the last
 * message of a run, is recorded (its text is checked in the plugin's own tests).
 */
async function runToTheEnd(interaction: APIInteraction): Promise<CallbackBody> {
  const callback = await interact(fake, interaction);
  await waitForFollowUp(fake, interaction.token, /^audit: /);
  return callback;
}

/** The message the bot replied to an interaction with, as the fake stores it. */
function replyTo(interaction: APIInteraction): Promise<APIMessage> {
  return fake.waitForMessage((message) => message.interaction_metadata?.id === interaction.id);
}

/** bob, the main guild's second member (alice, its first, acts by default). */
function bob() {
  return main.guild.members.find((member) => member.user?.username === 'bob')!.user!;
}

describe('a bot written for CommandKit 1.0, unchanged, built and started with the CLI', () => {
  beforeAll(async () => {
    await buildBot(root);
    cli = spawnCli(['start'], {
      cwd: root,
      env: { DISCORD_TOKEN: fake.token, FAKE_DISCORD_REST: fake.restUrl, COMMANDKIT_LOG_LEVEL: 'debug' },
    });
    botPid = Number((await cli.waitFor(BOT_1_0_READY, { timeoutMs: 60_000 }))[1]);
    await cli.waitFor(REGISTERED, { timeoutMs: 60_000 });
  }, 180_000);

  it('built with `commandkit build` and started with `commandkit start`, it registered its commands: server-info, whose data lists the main guild, only there', () => {
    expect(cli!.stdout()).toContain('[commandkit] Starting the bot from dist/.');
    expect(
      fake
        .commands()
        .map((command) => command.name)
        .sort(),
    ).toEqual(BOT_1_0_GLOBAL_COMMANDS);
    expect(fake.commands(MAIN_GUILD_ID).map((command) => command.name)).toEqual(BOT_1_0_MAIN_GUILD_COMMANDS);
    expect(fake.commands(DEV_GUILD_ID)).toEqual([]);
  });

  describe('(General)', () => {
    it('/ping replies, then its after() callback follows up with env.getExecutionTime()', async () => {
      const interaction = slash(main, 'ping');
      expect((await runToTheEnd(interaction)).data?.content).toBe('Pong!');
      expect(interactionMessages(fake, interaction).slice(0, 2)).toEqual(['Pong!', expect.stringMatching(/^ping took \d+ ms$/)]);
    });

    it('!ping runs its message command', async () => {
      const sent = sendMessage(fake, main, '!ping');
      expect(contentOf(await waitForReplyTo(fake, sent.id))).toBe('Pong!');
    });

    it('/shortcut forwards to /ping with ctx.forwardCommand()', async () => {
      const interaction = slash(main, 'shortcut');
      expect((await runToTheEnd(interaction)).data?.content).toBe('Pong! (forwarded from /shortcut)');
      expect(interactionMessages(fake, interaction).slice(0, 2)).toEqual([
        'Pong! (forwarded from /shortcut)',
        expect.stringMatching(/^ping took \d+ ms$/),
      ]);
    });

    it('/echo reads its option; !echo reads ctx.args()', async () => {
      expect((await interact(fake, slash(main, 'echo', [{ name: 'text', type: 3, value: 'hi there' }]))).data?.content).toBe(
        'echo: hi there',
      );
      const sent = sendMessage(fake, main, '!echo hello world');
      expect(contentOf(await waitForReplyTo(fake, sent.id))).toBe('echo: hello world');
    });

    it('/greet answers with ctx.locale(): English by default, French in a French guild', async () => {
      expect((await interact(fake, slash(main, 'greet'))).data?.content).toBe('Hello, alice!');
      const french = { ...slash(main, 'greet'), locale: Locale.French, guild_locale: Locale.French };
      expect((await interact(fake, french)).data?.content).toBe('Bonjour, alice !');
    });

    it('/greet was registered with the $command translations of src/app/locales/fr/greet.json', () => {
      expect(fake.commands().find((command) => command.name === 'greet')).toMatchObject({
        name_localizations: { fr: 'saluer' },
        description_localizations: { fr: 'Te salue dans ta langue' },
      });
    });

    it('/server-info answers in the guild it is registered in', async () => {
      expect((await interact(fake, slash(main, 'server-info', undefined, MAIN_GUILD_ID))).data?.content).toBe('This is Main Guild.');
    });
  });

  describe('(Moderation) with its +middleware.ts', () => {
    it('beforeExecute cancels /purge without confirm: its own ephemeral reply, no handler, no executeCommand, no afterExecute', async () => {
      const from = cli!.outputLength();
      const refused = slash(main, 'purge', [{ name: 'count', type: 4, value: 3 }]);
      expect((await runToTheEnd(refused)).data).toMatchObject({ content: 'Moderation commands need confirm:True.', flags: EPHEMERAL });
      // The run is over (onAfterCommand, as in 1.0, still ends a cancelled run).
      expect(interactionMessages(fake, refused)).toEqual([
        'Moderation commands need confirm:True.',
        'audit: /purge (executeCommand: not run, source: unknown)',
      ]);
      // Logger from commandkit/logger, in the middleware.
      await cli!.waitFor(/moderation middleware: before \/purge/, { from });
    });

    it('with confirm, the handler of /purge runs, then afterExecute follows up', async () => {
      const allowed = slash(main, 'purge', [
        { name: 'count', type: 4, value: 3 },
        { name: 'confirm', type: 5, value: true },
      ]);
      expect((await runToTheEnd(allowed)).data?.content).toBe('Purged 3 messages.');
      expect(interactionMessages(fake, allowed).slice(0, 2)).toEqual(['Purged 3 messages.', 'moderation middleware: /purge finished']);
    });
  });

  describe('(Fun)', () => {
    it('/counter replies with a JSX <ActionRow><Button onClick>; each click updates the message', async () => {
      const interaction = slash(main, 'counter');
      await interact(fake, interaction);
      const reply = await replyTo(interaction);
      expect(reply.content).toBe('Clicks: 0');
      const [button] = allComponents(reply.components).filter((component) => component.type === ComponentType.Button);
      expect(button).toMatchObject({ label: 'Click me', style: 1 });

      const first = fake.clickButton(reply.id, button!.custom_id as string);
      await fake.waitForInteractionResponse(InteractionResponseType.UpdateMessage, { interactionId: first.id });
      expect(fake.message(reply.id)?.content).toBe('Clicks: 1 (last by alice)');
      const second = fake.clickButton(reply.id, button!.custom_id as string, { user: bob() });
      await fake.waitForInteractionResponse(InteractionResponseType.UpdateMessage, { interactionId: second.id });
      expect(fake.message(reply.id)?.content).toBe('Clicks: 2 (last by bob)');
    });

    it('/award emits custom:pointsAwarded with useEvents(); the handler in events/(custom)/pointsAwarded/ announces it', async () => {
      expect((await interact(fake, slash(main, 'award', [{ name: 'points', type: 4, value: 5 }]))).data?.content).toBe(
        'Awarding 5 points.',
      );
      await waitForChannelMessage(fake, 'alice earned 5 points!');
    });

    it('/leaderboard computes once, answers from the "use cache" function after, and again once revalidateTag() ran', async () => {
      const board = async (refresh?: boolean) =>
        (await interact(fake, slash(main, 'leaderboard', refresh ? [{ name: 'refresh', type: 5, value: true }] : undefined))).data?.content;
      expect(await board()).toBe(`Leaderboard of ${MAIN_GUILD_ID}: computation 1`);
      expect(await board()).toBe(`Leaderboard of ${MAIN_GUILD_ID}: computation 1`);
      expect(await board(true)).toBe(`Leaderboard of ${MAIN_GUILD_ID}: computation 2`);
      expect(await board()).toBe(`Leaderboard of ${MAIN_GUILD_ID}: computation 2`);
    });

    it('/sparkle follows the flag: on in the main guild, off elsewhere', async () => {
      expect((await interact(fake, slash(main, 'sparkle'))).data?.content).toBe('Sparkles in Main Guild!');
      expect((await interact(fake, slash(dev, 'sparkle'))).data?.content).toBe('No sparkles in Dev Guild.');
    });
  });

  describe("the runtime plugin (AuditPlugin, on 1.0's hook signatures)", () => {
    it("executeCommand gets 1.0's (ctx, env, source, command, execute) and runs the command; onAfterCommand(ctx, env) follows up after the after() callbacks", async () => {
      const interaction = slash(main, 'ping');
      await runToTheEnd(interaction);
      expect(interactionMessages(fake, interaction)).toEqual(['Pong!', expect.stringMatching(/^ping took \d+ ms$/), audit('ping')]);
      // onAfterCommand logs with Logger from commandkit/logger too.
      await cli!.waitFor(/audit: \/ping took \d+(?:\.\d+)? ms/);
    });

    it('follows up every slash command with what executeCommand saw, legacy ones included', async () => {
      const echo = slash(main, 'echo', [{ name: 'text', type: 3, value: 'audited' }]);
      const oldping = slash(main, 'oldping');
      await runToTheEnd(echo);
      await runToTheEnd(oldping);
      expect(interactionMessages(fake, echo)).toEqual(['echo: audited', audit('echo')]);
      expect(interactionMessages(fake, oldping)).toEqual(['Old pong from FakeBot!', audit('oldping')]);
    });

    it('answers /locked in onBeforeInteraction and captures it: the command never runs', async () => {
      const locked = slash(main, 'locked');
      expect((await interact(fake, locked)).data).toMatchObject({ content: '/locked is locked by AuditPlugin.', flags: EPHEMERAL });
      // A later command run to its end: had /locked run, its reply and audit would be recorded by then.
      await runToTheEnd(slash(main, 'ping'));
      expect(interactionMessages(fake, locked)).toEqual(['/locked is locked by AuditPlugin.']);
    });
  });

  describe('legacy commands (src/commands, run by the legacy plugin)', () => {
    it('/oldping runs its 0.1.x run({ interaction, client })', async () => {
      expect((await interact(fake, slash(main, 'oldping'))).data?.content).toBe('Old pong from FakeBot!');
    });

    it('/oldinfo, a default-exported command in the Misc category, runs', async () => {
      expect((await interact(fake, slash(main, 'oldinfo'))).data?.content).toBe('Old info: Main Guild');
    });
  });

  describe('(Admin)', () => {
    it('/reload calls commandkit.reloadCommands() through the commandkit export; app and legacy commands still answer after', async () => {
      const interaction = slash(main, 'reload');
      expect((await interact(fake, interaction)).type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
      const edited = await fake.waitForMessage(
        (message) => message.interaction_metadata?.id === interaction.id && message.content.startsWith('Reloaded'),
      );
      expect(edited.content).toBe(`Reloaded ${BOT_1_0_GLOBAL_COMMANDS.length + BOT_1_0_MAIN_GUILD_COMMANDS.length} commands.`);
      expect((await interact(fake, slash(main, 'ping'))).data?.content).toBe('Pong!');
      expect((await interact(fake, slash(main, 'oldping'))).data?.content).toBe('Old pong from FakeBot!');
    });
  });

  it('made no request the fake does not know, was never refused, and logged no error', () => {
    expect(fake.unhandledRequests).toEqual([]);
    expect(
      fake.requests.filter((request) => request.status >= 400).map((request) => `${request.method} ${request.path} ${request.status}`),
    ).toEqual([]);
    expect(`${cli!.stdout()}${cli!.stderr()}`.split('\n').filter((line) => /\b(ERROR|WARN)\b/.test(line))).toEqual([]);
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await stopBot()).toBe(0);
  });
});

describe('the same bot, type-checked', () => {
  it('passes tsc --noEmit with a 1.0 tsconfig (module Preserve, moduleResolution Bundler, JSX from commandkit, a @/* alias)', async () => {
    const { code, output } = await typecheck;
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 120_000);
});
