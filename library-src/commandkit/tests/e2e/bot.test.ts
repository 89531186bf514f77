// End to end: the fixture bot (support/fixture-bot.ts) is built with `commandkit build`, started
// with `commandkit start` against the fake Discord, and driven through the fake's gateway. Every
// assertion is on what reached the fake's REST API. One bot process serves the whole file, but for
// the last test, which starts the same build again with another config.
import { InteractionResponseType, MessageFlags } from 'discord.js';
import { removeTempDirs, tempProject, writeFiles } from '../cli/support/cli-harness.ts';
import {
  autocompleteInteraction,
  chatInputInteraction,
  message,
  messageContextMenuInteraction,
  userContextMenuInteraction,
  type FakeDiscord,
  type Scene,
} from '../support/fake-discord/index.ts';
import { DEV_COMMANDS, DEV_GUILD_ID, fixtureBot, GLOBAL_COMMANDS, MAIN_GUILD_ID } from './support/fixture-bot.ts';
import {
  buildBot,
  channelMessages,
  commandId,
  contentOf,
  createFixtureDiscord,
  interact,
  interactionMessages,
  isReplyTo,
  sendMessage,
  startBot,
  waitForChannelMessage,
  waitForFollowUp,
  waitForReplyTo,
  type RunningBot,
} from './support/harness.ts';

const EPHEMERAL = MessageFlags.Ephemeral;
const COMMAND_FAILED = 'Something went wrong while running this command.';
const DEV_ONLY = 'This command is only available to the developers of this bot.';
/** The message after() throws when a timer calls it once the command "careless" is over. */
const LATE_AFTER =
  'after() was called after the command "careless" had finished, from a timer or a promise that was not awaited; its function would never run. Call after() before the handler returns, or await the work that calls it.';

let fake: FakeDiscord;
let root: string;
let bot: RunningBot | undefined;
// The same build, started again with unhandledErrors: 'exit' once the first bot has stopped.
let exitingBot: RunningBot | undefined;
let main: Scene;
let dev: Scene;

beforeAll(async () => {
  fake = await createFixtureDiscord();
  main = fake.scene({ guildId: MAIN_GUILD_ID });
  dev = fake.scene({ guildId: DEV_GUILD_ID });
  root = tempProject(fixtureBot());
  await buildBot(root);
  bot = await startBot(root, fake);
}, 150_000);

afterAll(async () => {
  await bot?.stop();
  await exitingBot?.stop();
  await fake?.close();
  removeTempDirs();
}, 30_000);

/**
 * A slash command interaction in `scene`, with the id the fake registered the command under. A
 * dev-only command is registered in the dev guild only, so Discord would not offer it elsewhere;
 * CommandKit still refuses it there (a stale registration, a forged payload), which the tests
 * exercise by sending it from the main guild anyway.
 */
function slash(scene: Scene, name: string, options: Parameters<typeof chatInputInteraction>[1]['options'] = undefined) {
  const guildId = DEV_COMMANDS.includes(name) ? DEV_GUILD_ID : undefined;
  return chatInputInteraction(scene, {
    name,
    commandId: commandId(fake, name, guildId),
    ...(guildId ? { commandGuildId: guildId } : {}),
    ...(options ? { options } : {}),
  });
}

describe('the fixture bot, built and started with the CLI', () => {
  it('is logged in and has registered its commands: global ones globally, the dev-only one in the dev guild only', () => {
    expect(bot!.cli.stdout()).toContain('[commandkit] Starting the bot from dist/.');
    expect(
      fake
        .commands()
        .map((command) => command.name)
        .sort(),
    ).toEqual([...GLOBAL_COMMANDS].sort());
    expect(fake.commands(DEV_GUILD_ID).map((command) => command.name)).toEqual(DEV_COMMANDS);
    expect(fake.commands(MAIN_GUILD_ID)).toEqual([]);
  });

  it('answers a slash command with options', async () => {
    const response = await interact(
      fake,
      slash(main, 'echo', [
        { name: 'times', type: 4, value: 3 },
        { name: 'text', type: 3, value: 'hi there' },
      ]),
    );
    expect(response).toEqual({
      type: InteractionResponseType.ChannelMessageWithSource,
      data: expect.objectContaining({ content: 'echo (chatInput): hi there | hi there | hi there' }),
    });
    expect(fake.messages.at(-1)).toMatchObject({ content: 'echo (chatInput): hi there | hi there | hi there', guild_id: MAIN_GUILD_ID });
  });

  describe('message commands with the per-guild prefix of an async prefix resolver', () => {
    it('runs "?echo" in the main guild, whose prefix is "?", and replies to the message', async () => {
      const sent = sendMessage(fake, main, '?echo 2 hello world');
      const reply = await waitForReplyTo(fake, sent.id);
      expect(contentOf(reply)).toBe('echo (message): hello world | hello world');
      expect(reply.path).toBe(`/channels/${sent.channel_id}/messages`);
    });

    it('ignores the default prefix "!" in the main guild', async () => {
      const ignored = sendMessage(fake, main, '!echo 1 ignored');
      // A later message of the same kind as a barrier: messages are handled in the order they
      // arrive and the replies share one REST queue, so a reply to the first would come first.
      const barrier = sendMessage(fake, main, '?echo 1 barrier');
      expect(contentOf(await waitForReplyTo(fake, barrier.id))).toBe('echo (message): barrier');
      expect(fake.requests.filter((request) => isReplyTo(request, ignored.id))).toEqual([]);
    });

    it('uses the configured "!" elsewhere (the dev guild), where "?" does nothing', async () => {
      const ignored = sendMessage(fake, dev, '?echo 1 ignored');
      const used = sendMessage(fake, dev, '!echo 1 in the dev guild');
      expect(contentOf(await waitForReplyTo(fake, used.id))).toBe('echo (message): in the dev guild');
      expect(fake.requests.filter((request) => isReplyTo(request, ignored.id))).toEqual([]);
    });
  });

  describe('context-menu commands', () => {
    it('runs a user command on its target', async () => {
      const bob = main.guild.members.find((guildMember) => guildMember.user?.username === 'bob')!.user!;
      const response = await interact(
        fake,
        userContextMenuInteraction(main, { name: 'User Info', commandId: commandId(fake, 'User Info'), target: bob }),
      );
      expect(response.type).toBe(InteractionResponseType.ChannelMessageWithSource);
      expect(response.data?.content).toBe(`bob (${bob.id}) is a member of Main Guild`);
    });

    it('runs a message command on its target, with an ephemeral reply', async () => {
      const bob = main.guild.members.find((guildMember) => guildMember.user?.username === 'bob')!.user!;
      const target = message({ ...main, user: bob }, { content: 'a sentence worth quoting' });
      const response = await interact(
        fake,
        messageContextMenuInteraction(main, { name: 'Quote', commandId: commandId(fake, 'Quote'), target }),
      );
      expect(response).toEqual({
        type: InteractionResponseType.ChannelMessageWithSource,
        data: expect.objectContaining({ content: '"a sentence worth quoting" by bob', flags: EPHEMERAL }),
      });
    });
  });

  it('answers autocomplete with the matching choices (callback type 8)', async () => {
    const response = await interact(
      fake,
      autocompleteInteraction(main, {
        name: 'fruit',
        commandId: commandId(fake, 'fruit'),
        options: [{ name: 'name', type: 3, value: 'ap', focused: true }],
      }),
    );
    expect(response).toEqual({
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: {
        choices: [
          { name: 'APPLE', value: 'apple' },
          { name: 'APRICOT', value: 'apricot' },
        ],
      },
    });
    expect(InteractionResponseType.ApplicationCommandAutocompleteResult).toBe(8);
  });

  describe('middleware', () => {
    it('runs beforeExecute global → directory → command, then the command, then every afterExecute', async () => {
      const interaction = slash(main, 'order');
      const response = await interact(fake, interaction);
      expect(response.data?.content).toBe('ran: global > directory > command > handler');
      // The command-specific afterExecute runs last and reports the whole dispatch as a follow-up.
      await waitForFollowUp(fake, interaction.token, /^after: /);
      expect(interactionMessages(fake, interaction)).toEqual([
        'ran: global > directory > command > handler',
        'after: global > directory > command > handler > global:after > directory:after > command:after',
      ]);
    });

    it('exitMiddleware() stops the command: only what the middleware replied, no handler, no afterExecute', async () => {
      const interaction = slash(main, 'guarded');
      const response = await interact(fake, interaction);
      expect(response.data).toMatchObject({ content: 'Stopped by the middleware.', flags: EPHEMERAL });
      // The middleware scheduled a report with after(), which runs once the dispatch is over.
      await waitForFollowUp(fake, interaction.token, /^guarded dispatch over: /);
      expect(interactionMessages(fake, interaction)).toEqual([
        'Stopped by the middleware.',
        'guarded dispatch over: global > directory > command',
      ]);
    });

    it("redirect('modern') runs the other command, with its own middleware, in place of the first", async () => {
      const interaction = slash(main, 'legacy');
      const response = await interact(fake, interaction);
      expect(response.data?.content).toBe('modern ran for /legacy: global > handler');
      expect(fake.messages.map((sent) => sent.content)).not.toContain('legacy: the handler ran');
    });
  });

  describe('stopEvents()', () => {
    it('lets both messageCreate handlers run when it is not called', async () => {
      sendMessage(fake, main, 'events: pass');
      await waitForChannelMessage(fake, 'events over: events: pass');
      expect(channelMessages(fake).filter((content) => content?.endsWith('events: pass'))).toEqual([
        'first handler: events: pass',
        'second handler: events: pass',
        'events over: events: pass',
      ]);
    });

    it('in the first handler, keeps the second from running', async () => {
      sendMessage(fake, main, 'events: stop');
      // Scheduled with after() by the first handler: it runs after every handler of the event.
      await waitForChannelMessage(fake, 'events over: events: stop');
      expect(channelMessages(fake).filter((content) => content?.endsWith('events: stop'))).toEqual([
        'first handler: events: stop',
        'events over: events: stop',
      ]);
    });
  });

  describe('after()', () => {
    it('runs its function once the command and its afterExecute are done', async () => {
      const interaction = slash(main, 'work');
      expect((await interact(fake, interaction)).data?.content).toBe('work done');
      await waitForFollowUp(fake, interaction.token, /^after\(\) ran/);
      expect(interactionMessages(fake, interaction)).toEqual([
        'work done',
        'after() ran once the command was done: global > handler > global:after',
      ]);
    });

    it('runs it also when the command threw, after the error reply', async () => {
      const interaction = slash(main, 'work', [{ name: 'fail', type: 5, value: true }]);
      const response = await interact(fake, interaction);
      expect(response.data).toMatchObject({ content: COMMAND_FAILED, flags: EPHEMERAL });
      await waitForFollowUp(fake, interaction.token, /^after\(\) ran/);
      expect(interactionMessages(fake, interaction)).toEqual([
        COMMAND_FAILED,
        'after() ran once the command was done: global > handler > global:after',
      ]);
      expect(bot!.cli.stderr()).toContain('work failed on purpose');
    });
  });

  describe('a dev-only command', () => {
    it('is refused outside the dev guilds with an ephemeral reply', async () => {
      const refused = slash(main, 'reload');
      const response = await interact(fake, refused);
      expect(response).toEqual({
        type: InteractionResponseType.ChannelMessageWithSource,
        data: expect.objectContaining({ content: DEV_ONLY, flags: EPHEMERAL }),
      });
      // The allowed use below is handled after this one: had the handler run here, its reply
      // would be recorded by then.
      await interact(fake, slash(dev, 'reload'));
      expect(interactionMessages(fake, refused)).toEqual([DEV_ONLY]);
      expect(fake.messages.map((sent) => sent.content)).not.toContain('reloaded in Main Guild');
    });

    it('runs in the dev guild', async () => {
      const response = await interact(fake, slash(dev, 'reload'));
      expect(response).toEqual({
        type: InteractionResponseType.ChannelMessageWithSource,
        data: expect.objectContaining({ content: 'reloaded in Dev Guild' }),
      });
      expect(response.data?.flags ?? 0).toBe(0);
    });
  });

  describe('errors no handler can catch, with the default unhandledErrors: "log"', () => {
    it.each([
      [
        'a promise it did not await, which rejects',
        'rejection',
        'Unhandled promise rejection',
        'careless: the stats were not saved',
        /^\s+at saveStats /m,
      ],
      ['a timer that throws', 'timer', 'Uncaught exception', 'careless: the timer threw', /^\s+at Timeout\./m],
      ['a timer that calls after() once the command is over', 'after', 'Uncaught exception', LATE_AFTER, /^\s+at after /m],
    ])(
      'a command leaving %s: logged as an error naming the command and its user, with the stack; the bot keeps answering',
      async (_title, mistake, kind, error, stackLine) => {
        // The line names the run; the error, printed after it, gives its message and stack.
        const line = `${kind} in code started by ${carelessRun()}. Error: ${error}`;
        const from = bot!.cli.outputLength();
        const response = await interact(fake, slash(main, 'careless', [{ name: 'mistake', type: 3, value: mistake }]));
        expect(response.data?.content).toBe(`careless: ${mistake}`);
        const logged = await bot!.cli.waitFor(new RegExp(`\\[CommandKit\\] ERROR ${escapeRegExp(line)}\n(?:.*\n){1,8}`), { from });
        expect(logged[0]).toMatch(stackLine);
        await expectStillAnswering();
      },
    );

    it("an event handler's timer that throws: logged naming the event; the bot keeps answering", async () => {
      const from = bot!.cli.outputLength();
      sendMessage(fake, main, 'careless event');
      await bot!.cli.waitFor(
        new RegExp(
          escapeRegExp(
            '[CommandKit] ERROR Uncaught exception in code started by the event "messageCreate". Error: careless: the event timer threw',
          ),
        ),
        { from },
      );
      await expectStillAnswering();
    });
  });

  it('made no request the fake does not know, was never refused, and logged no error but the ones provoked', () => {
    expect(fake.unhandledRequests).toEqual([]);
    expect(
      fake.requests.filter((request) => request.status >= 400).map((request) => `${request.method} ${request.path} ${request.status}`),
    ).toEqual([]);
    expect(bot!.cli.stdout()).not.toContain('Could not send a reply');
    const errors = bot!.cli
      .stderr()
      .split('\n')
      .filter((line) => line.includes('ERROR'));
    expect(errors).toEqual([
      expect.stringMatching(/^\[CommandKit\] ERROR The command "work" \(.*work\.js\) failed\./),
      `[CommandKit] ERROR Unhandled promise rejection in code started by ${carelessRun()}. Error: careless: the stats were not saved`,
      `[CommandKit] ERROR Uncaught exception in code started by ${carelessRun()}. Error: careless: the timer threw`,
      `[CommandKit] ERROR Uncaught exception in code started by ${carelessRun()}. Error: ${LATE_AFTER}`,
      '[CommandKit] ERROR Uncaught exception in code started by the event "messageCreate". Error: careless: the event timer threw',
    ]);
  });

  it('stops cleanly on SIGTERM: the CLI passes it on, the bot logs out and both exit 0', async () => {
    expect(await bot!.stop()).toBe(0);
  });
});

describe("the same build with unhandledErrors: 'exit' in its config", () => {
  it("exits on a forgotten await as Node.js does by default (its report, exit code 1), after CommandKit's line naming the command", async () => {
    writeFiles(root, { 'commandkit.config.ts': fixtureBot({ unhandledErrors: 'exit' })['commandkit.config.ts']! });
    exitingBot = await startBot(root, fake);
    await interact(fake, slash(main, 'careless', [{ name: 'mistake', type: 3, value: 'rejection' }]));
    expect(await exitingBot.cli.exited).toBe(1);
    const stderr = exitingBot.cli.stderr();
    expect(stderr).toContain(`[CommandKit] ERROR Unhandled promise rejection in code started by ${carelessRun()}.\n`);
    // Node's own report of an uncaught error: the error with its stack, then the Node.js version.
    expect(stderr).toMatch(/^Error: careless: the stats were not saved\n\s+at saveStats /m);
    expect(stderr).toMatch(/^Node\.js v\d+\.\d+\.\d+$/m);
  }, 30_000);
});

/** How the error lines name a run of /careless by alice, the default user of the main guild. */
function carelessRun(): string {
  const alice = main.guild.members.find((guildMember) => guildMember.user?.username === 'alice')!.user!;
  return `the command "careless" (used by alice, ${alice.id})`;
}

/** Checks the bot process is still running and still answers a command. */
async function expectStillAnswering(): Promise<void> {
  expect(bot!.cli.child.exitCode).toBeNull();
  expect(() => process.kill(bot!.pid, 0)).not.toThrow();
  const response = await interact(
    fake,
    slash(main, 'echo', [
      { name: 'times', type: 4, value: 1 },
      { name: 'text', type: 3, value: 'still here' },
    ]),
  );
  expect(response.data?.content).toBe('echo (chatInput): still here');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
