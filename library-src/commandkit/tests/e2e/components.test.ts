// End to end, message components: the components bot (support/components-bot.ts), whose commands
// are `.tsx` files written with CommandKit's JSX, is built with `commandkit build`, started with
// `commandkit start` against the fake Discord, and used as a person would: slash commands, then
// clicks, selections and a modal submission on the messages it sent (fake.clickButton,
// fake.selectMenu, fake.submitModal). The fake validates every component payload like Discord.
// Everything is awaited on what the fake records or the bot logs; no fixed sleeps. One bot process
// serves the whole file.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  MessageFlags,
  SeparatorSpacingSize,
  TextInputStyle,
  type APIInteraction,
  type APIMessage,
} from 'discord.js';
import { removeTempDirs, tempProject } from '../cli/support/cli-harness.ts';
import {
  allComponents,
  chatInputInteraction,
  type FakeDiscord,
  type InteractionResponse,
  type Scene,
} from '../support/fake-discord/index.ts';
import { COMPONENT_COMMANDS, COMPONENTS_READY, componentsBot, THUMBNAIL_URL, TIMED_MS } from './support/components-bot.ts';
import { MAIN_GUILD_ID } from './support/fixture-bot.ts';
import { buildBot, CALLBACK, commandId, createFixtureDiscord, startBot, type RunningBot } from './support/harness.ts';

const EPHEMERAL = MessageFlags.Ephemeral;
const COMMAND_FAILED = 'Something went wrong while running this command.';
const AUTO_ID = /^buttonkit::[0-9a-f-]{36}$/;

let fake: FakeDiscord;
let bot: RunningBot | undefined;
let main: Scene;
let typecheck: Promise<{ code: number; output: string }>;

beforeAll(async () => {
  fake = await createFixtureDiscord();
  main = fake.scene({ guildId: MAIN_GUILD_ID });
  const root = tempProject(componentsBot());
  // The project type-checks as a user's would (`tsc --noEmit` with its tsconfig), run alongside the
  // build and the tests (it takes about as long as they do). Its commandkit package re-exports the
  // library's .ts sources, hence the one extra option, as in the CLI's create test.
  writeFileSync(
    join(root, 'tsconfig.check.json'),
    JSON.stringify({ extends: './tsconfig.json', compilerOptions: { allowImportingTsExtensions: true } }),
  );
  typecheck = new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.check.json'],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
  await buildBot(root);
  bot = await startBot(root, fake, { ready: COMPONENTS_READY });
}, 150_000);

afterAll(async () => {
  await bot?.stop();
  await typecheck;
  await fake?.close();
  removeTempDirs();
}, 30_000);

/** Sends /name from alice in the main guild and resolves with the interaction and the reply the fake stored. */
async function runCommand(name: string): Promise<{ interaction: APIInteraction; reply: APIMessage }> {
  const interaction = chatInputInteraction(main, { name, commandId: commandId(fake, name) });
  fake.dispatch('INTERACTION_CREATE', interaction);
  const reply = await fake.waitForMessage((message) => message.interaction_metadata?.id === interaction.id);
  return { interaction, reply };
}

/** The interaction's first accepted callback of `type`, recorded or still to come. */
function response(interaction: APIInteraction, type: InteractionResponseType): Promise<InteractionResponse> {
  return fake.waitForInteractionResponse(type, { interactionId: interaction.id });
}

/** The message's components of `type`, nested ones included, as the fake stores them. */
function componentsOf(message: APIMessage, type: ComponentType): Record<string, unknown>[] {
  return (allComponents(message.components) as Record<string, unknown>[]).filter((component) => component.type === type);
}

/** The custom id of the button labelled `label` on the stored message `id`, as a user finds it: by its label. */
function buttonId(id: string, label: string): string {
  const button = componentsOf(fake.message(id)!, ComponentType.Button).find((component) => component.label === label);
  if (!button) throw new Error(`Message ${id} has no button labelled "${label}".`);
  return button.custom_id as string;
}

function labels(id: string): unknown[] {
  return componentsOf(fake.message(id)!, ComponentType.Button).map((button) => button.label);
}

/** The callback requests of an interaction, refused ones included: `status code` each. */
function callbackStatuses(interaction: APIInteraction): string[] {
  return fake.requests
    .filter((request) => request.route === CALLBACK && request.path.startsWith(`/interactions/${interaction.id}/`))
    .map((request) => `${request.status} ${(request.response as { code?: number } | undefined)?.code ?? ''}`.trim());
}

describe('message components: a JSX bot built with the CLI, on the fake Discord', () => {
  it('registered its commands', () => {
    expect(
      fake
        .commands()
        .map((command) => command.name)
        .sort(),
    ).toEqual(COMPONENT_COMMANDS);
  });

  describe('/panel: a row of buttons and a row with a string select menu', () => {
    let panel: APIMessage;

    it('replies with the JSX message, which the fake accepts', async () => {
      const { interaction, reply } = await runCommand('panel');
      panel = reply;
      expect(callbackStatuses(interaction)).toEqual(['204']);
      expect(panel.content).toBe('Count: 0');
      expect(panel.components).toEqual([
        { type: ComponentType.ActionRow, components: expect.any(Array) },
        { type: ComponentType.ActionRow, components: [expect.objectContaining({ type: ComponentType.StringSelect })] },
      ]);
      const buttons = componentsOf(panel, ComponentType.Button);
      expect(buttons.map(({ label, style }) => ({ label, style }))).toEqual([
        { label: 'Add one', style: ButtonStyle.Success },
        { label: 'Who am I?', style: ButtonStyle.Secondary },
        { label: 'Feedback', style: ButtonStyle.Primary },
        { label: 'Break', style: ButtonStyle.Danger },
      ]);
      expect(buttons[0]!.emoji).toMatchObject({ name: '➕' });
      // Buttons with onClick and no customId get unique generated ids.
      for (const button of buttons) expect(button.custom_id).toMatch(AUTO_ID);
      expect(new Set(buttons.map((button) => button.custom_id)).size).toBe(4);
      const [menu] = componentsOf(panel, ComponentType.StringSelect);
      expect(menu).toEqual({
        type: ComponentType.StringSelect,
        custom_id: expect.stringMatching(/^selectmenukit::[0-9a-f-]{36}$/),
        placeholder: 'Pick one or two fruits',
        min_values: 1,
        max_values: 2,
        options: [
          { label: 'Apple', value: 'apple', emoji: expect.objectContaining({ name: '🍎' }) },
          { label: 'Banana', value: 'banana' },
          { label: 'Cherry', value: 'cherry', description: 'Small and red' },
        ],
      });
    });

    it("a click reaches onClick, whose update() changes the message's content and the button's label", async () => {
      const first = fake.clickButton(panel.id, buttonId(panel.id, 'Add one'));
      await response(first, InteractionResponseType.UpdateMessage);
      expect(fake.message(panel.id)?.content).toBe('Count: 1 (last click by alice)');
      expect(labels(panel.id)).toEqual(['Added 1', 'Who am I?', 'Feedback', 'Break']);

      // The same button (same custom id, new label), clicked by someone else.
      const bob = main.guild.members.find((guildMember) => guildMember.user?.username === 'bob')!.user!;
      const second = fake.clickButton(panel.id, buttonId(panel.id, 'Added 1'), { user: bob });
      await response(second, InteractionResponseType.UpdateMessage);
      expect(fake.message(panel.id)?.content).toBe('Count: 2 (last click by bob)');
      expect(labels(panel.id)).toEqual(['Added 2', 'Who am I?', 'Feedback', 'Break']);
      // The select menu row was sent again with the update and is still there.
      expect(componentsOf(fake.message(panel.id)!, ComponentType.StringSelect)).toHaveLength(1);
    });

    it('a selection reaches onSelect, which replies with the chosen values', async () => {
      const [menu] = componentsOf(fake.message(panel.id)!, ComponentType.StringSelect);
      const selection = fake.selectMenu(panel.id, menu!.custom_id as string, ['apple', 'cherry']);
      const answer = await response(selection, InteractionResponseType.ChannelMessageWithSource);
      expect(answer.data).toMatchObject({ content: 'You picked apple and cherry.' });
      expect(fake.lastMessage((message) => message.interaction_metadata?.id === selection.id)?.content).toBe(
        'You picked apple and cherry.',
      );
    });

    it('the hooks of commandkit/hooks and getContext() work in a click handler', async () => {
      const click = fake.clickButton(panel.id, buttonId(panel.id, 'Who am I?'));
      const answer = await response(click, InteractionResponseType.ChannelMessageWithSource);
      expect(answer.data).toMatchObject({ content: 'hooks: command=panel kind=component bot=FakeBot', flags: EPHEMERAL });
    });

    it('a click opens a JSX <Modal> with showModal(); the submission reaches onSubmit, which replies with the values', async () => {
      const click = fake.clickButton(panel.id, buttonId(panel.id, 'Feedback'));
      const shown = await response(click, InteractionResponseType.Modal);
      expect(shown.data).toEqual({
        title: 'Feedback',
        custom_id: expect.stringMatching(/^modalkit::[0-9a-f-]{36}$/),
        components: [
          {
            type: ComponentType.ActionRow,
            components: [
              { type: ComponentType.TextInput, custom_id: 'name', label: 'Your name', style: TextInputStyle.Short, max_length: 40 },
            ],
          },
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.TextInput,
                custom_id: 'comment',
                label: 'What do you think?',
                style: TextInputStyle.Paragraph,
                placeholder: 'Anything',
              },
            ],
          },
        ],
      });
      expect(fake.modals.at(-1)).toBe(shown.data);

      const submit = fake.submitModal({ name: 'Ada', comment: 'Lovely bot.\nTruly.' });
      const answer = await response(submit, InteractionResponseType.ChannelMessageWithSource);
      // onSubmit's collector was created in the click handler, so it too belongs to /panel.
      expect(answer.data).toMatchObject({
        content: 'Thanks, Ada! You said: Lovely bot.\nTruly. (hooks: command=panel kind=component bot=FakeBot)',
      });
    });

    it('a click handler that throws (no onError) is logged naming the command, the user gets the failure reply, and the bot keeps answering', async () => {
      const from = bot!.cli.outputLength();
      const click = fake.clickButton(panel.id, buttonId(panel.id, 'Break'));
      const answer = await response(click, InteractionResponseType.ChannelMessageWithSource);
      expect(answer.data).toMatchObject({ content: COMMAND_FAILED, flags: EPHEMERAL });
      const logged = await bot!.cli.waitFor(
        /\[CommandKit\] ERROR The handler of the ButtonKit "(buttonkit::[^"]+)" set by the command "panel" failed\./,
        { from },
      );
      expect(logged[1]).toBe(buttonId(panel.id, 'Break'));
      expect(bot!.cli.stderr()).toContain('The Break button failed on purpose.');

      // The bot keeps answering: another button of the same message still works.
      const next = fake.clickButton(panel.id, buttonId(panel.id, 'Added 2'));
      await response(next, InteractionResponseType.UpdateMessage);
      expect(fake.message(panel.id)?.content).toBe('Count: 3 (last click by alice)');
    });
  });

  describe('/timed: buttons with a short time', () => {
    it("time out: onEnd gets 'time' and disables the buttons by editing the reply", async () => {
      const from = bot!.cli.outputLength();
      const { reply } = await runCommand('timed');
      const buttonsOf = (message: APIMessage) => componentsOf(message, ComponentType.Button);
      const states = (message: APIMessage) =>
        buttonsOf(message).map((button) => ({ label: button.label, disabled: button.disabled === true }));
      // The reply as first stored (its edit replaces the stored object): enabled buttons.
      expect(reply.content).toBe('Yes or no?');
      expect(states(reply)).toEqual([
        { label: 'Yes', disabled: false },
        { label: 'No', disabled: false },
      ]);
      const yesId = buttonsOf(reply)[0]!.custom_id as string;

      // No click: the time (TIMED_MS) runs out and onEnd edits the reply.
      const edited = await fake.waitForMessage(
        (message) => message.id === reply.id && buttonsOf(message).every((button) => button.disabled === true),
        TIMED_MS + 5_000,
      );
      expect(edited.content).toBe('No answer in time (onEnd reason: time).');
      expect(states(edited)).toEqual([
        { label: 'Yes', disabled: true },
        { label: 'No', disabled: true },
      ]);
      expect(edited.edited_timestamp).not.toBeNull();
      await bot!.cli.waitFor(/timed: onEnd reason=time\n/, { from });
      // A disabled button cannot be clicked: Discord's client (and the fake) sends nothing.
      expect(() => fake.clickButton(reply.id, yesId)).toThrow(/disabled/);
    });
  });

  describe('Components V2', () => {
    it('a Container with a TextDisplay, a Separator and a Section with a Thumbnail is accepted and stored with the flag', async () => {
      const { interaction, reply } = await runCommand('card');
      expect(callbackStatuses(interaction)).toEqual(['204']);
      expect(reply.flags! & MessageFlags.IsComponentsV2).toBe(MessageFlags.IsComponentsV2);
      expect(reply.content).toBe('');
      expect(reply.components).toEqual([
        {
          type: ComponentType.Container,
          accent_color: 0x5865f2,
          components: [
            { type: ComponentType.TextDisplay, content: '## Profile of alice' },
            expect.objectContaining({ type: ComponentType.Separator, spacing: SeparatorSpacingSize.Large }),
            {
              type: ComponentType.Section,
              components: [{ type: ComponentType.TextDisplay, content: 'Joined the fake Discord today.' }],
              accessory: expect.objectContaining({
                type: ComponentType.Thumbnail,
                media: { url: THUMBNAIL_URL },
                description: 'An avatar',
              }),
            },
          ],
        },
      ]);
    });

    it('a V2 message with content is refused with 400/50035; the failure is logged, the user gets the failure reply, and the bot keeps running', async () => {
      const from = bot!.cli.outputLength();
      const interaction = chatInputInteraction(main, { name: 'bad-card', commandId: commandId(fake, 'bad-card') });
      fake.dispatch('INTERACTION_CREATE', interaction);
      const answer = await response(interaction, InteractionResponseType.ChannelMessageWithSource);
      expect(answer.data).toMatchObject({ content: COMMAND_FAILED, flags: EPHEMERAL });

      // The reply was refused like Discord does, then the failure reply was accepted.
      expect(callbackStatuses(interaction)).toEqual(['400 50035', '204']);
      const refused = fake.requests.find(
        (request) => request.route === CALLBACK && request.path.startsWith(`/interactions/${interaction.id}/`),
      )!;
      expect(refused.response).toMatchObject({
        code: 50035,
        message: 'Invalid Form Body',
        errors: {
          data: { content: { _errors: [expect.objectContaining({ code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2' })] } },
        },
      });
      await bot!.cli.waitFor(/\[CommandKit\] ERROR The command "bad-card" \(.*bad-card\.js\) failed\./, { from });
      await bot!.cli.waitFor(/Invalid Form Body/, { from });
      expect(
        fake.messages.some((message) => message.interaction_metadata?.id === interaction.id && message.content === 'Here is your card:'),
      ).toBe(false);

      // Still running: another command works.
      const { reply } = await runCommand('card');
      expect(reply.flags! & MessageFlags.IsComponentsV2).toBe(MessageFlags.IsComponentsV2);
    });
  });

  it('made no request the fake does not know, had only the provoked one refused, and logged only the provoked errors', () => {
    expect(fake.unhandledRequests).toEqual([]);
    expect(fake.requests.filter((request) => request.status >= 400).map((request) => `${request.route} ${request.status}`)).toEqual([
      `${CALLBACK} 400`,
    ]);
    expect(bot!.cli.stdout()).not.toContain('Could not send a reply');
    const errors = bot!.cli
      .stderr()
      .split('\n')
      .filter((line) => line.includes('ERROR'));
    expect(errors).toEqual([
      expect.stringMatching(/^\[CommandKit\] ERROR The handler of the ButtonKit "buttonkit::[^"]+" set by the command "panel" failed\./),
      expect.stringMatching(/^\[CommandKit\] ERROR The command "bad-card" \(.*bad-card\.js\) failed\./),
    ]);
  });

  // Awaited last: tsc runs while the tests above use the bot.
  it("its .tsx files type-check with tsc, as a user project's would", async () => {
    expect(await typecheck).toEqual({ code: 0, output: '' });
  });

  it('stops cleanly on SIGTERM with collectors still live', async () => {
    expect(await bot!.stop()).toBe(0);
  });
});
