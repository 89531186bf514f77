// Message components and modals on the fake, end to end with a real discord.js Client: button
// clicks, every select menu kind and modal submits arrive as the right interaction classes; the
// bot's update(), deferUpdate(), showModal(), editReply() and message.edit() change the stored
// message; and component payloads Discord would refuse are refused with Discord's 50035 error.
import { once } from 'node:events';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonInteraction,
  ButtonStyle,
  ChannelSelectMenuBuilder,
  ChannelSelectMenuInteraction,
  ChatInputCommandInteraction,
  Client,
  ComponentType,
  ContainerBuilder,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  InteractionResponseType,
  LabelBuilder,
  MentionableSelectMenuBuilder,
  MentionableSelectMenuInteraction,
  MessageFlags,
  ModalBuilder,
  ModalSubmitInteraction,
  RoleSelectMenuBuilder,
  RoleSelectMenuInteraction,
  Routes,
  SectionBuilder,
  SeparatorBuilder,
  StringSelectMenuBuilder,
  StringSelectMenuInteraction,
  TextDisplayBuilder,
  TextInputBuilder,
  TextInputStyle,
  ThumbnailBuilder,
  UserSelectMenuBuilder,
  UserSelectMenuInteraction,
  type APIMessage,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import {
  allComponents,
  buttonInteraction,
  chatInputInteraction,
  createFakeDiscord,
  findComponent,
  member,
  modalSubmitInteraction,
  role,
  textChannel,
  user,
  validateMessage,
  validateModal,
  type FakeDiscord,
} from '../support/fake-discord/index.ts';

let fake: FakeDiscord;
let client: Client;
let channel: TextChannel;

const guildId = '1100000000000000001';
const bob = user({ username: 'bob' });
const moderators = role(guildId, { name: 'moderators' });
const logs = textChannel(guildId, { name: 'logs' });

/** The next interaction the client emits. */
function nextInteraction(): Promise<Interaction> {
  return once(client, Events.InteractionCreate).then(([value]) => value as Interaction);
}

function confirmRow(disabled = false) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('confirm').setLabel('Confirm').setStyle(ButtonStyle.Success).setDisabled(disabled),
    new ButtonBuilder().setCustomId('cancel').setLabel('Cancel').setStyle(ButtonStyle.Secondary).setDisabled(disabled),
    new ButtonBuilder().setURL('https://example.com').setLabel('Docs').setStyle(ButtonStyle.Link),
  );
}

/** The bot sends a message with buttons and a string select; returns the stored message. */
async function sendPanel(): Promise<APIMessage> {
  const sent = await channel.send({
    content: 'Pick one',
    components: [
      confirmRow(),
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId('colour')
          .setPlaceholder('Colour')
          .setMaxValues(2)
          .addOptions({ label: 'Red', value: 'red' }, { label: 'Green', value: 'green' }, { label: 'Blue', value: 'blue' }),
      ),
    ],
  });
  return fake.message(sent.id)!;
}

beforeEach(async () => {
  fake = await createFakeDiscord({
    guilds: [
      {
        id: guildId,
        members: [member(user({ username: 'alice' })), member(bob)],
        roles: [moderators],
        channels: [textChannel(guildId), logs],
      },
    ],
  });
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
  const ready = once(client, Events.ClientReady);
  await client.login(fake.token);
  await ready;
  channel = client.channels.cache.get(fake.guilds[0]!.channels[0]!.id) as TextChannel;
});

afterEach(async () => {
  await client.destroy();
  await fake.close();
});

describe('component interactions', () => {
  it('delivers a button click as a ButtonInteraction whose update() edits the message', async () => {
    const panel = await sendPanel();
    expect(panel.components).toHaveLength(2);
    const received = nextInteraction();
    const payload = fake.clickButton(panel, 'confirm');
    const interaction = await received;
    expect(interaction).toBeInstanceOf(ButtonInteraction);
    if (!interaction.isButton()) throw new Error('expected a button');
    expect(interaction.customId).toBe('confirm');
    expect(interaction.componentType).toBe(ComponentType.Button);
    expect(interaction.message.id).toBe(panel.id);
    expect(interaction.user.username).toBe('alice');
    expect(payload.type).toBe(3);

    await interaction.update({ content: 'Confirmed', components: [confirmRow(true)] });
    const response = await fake.waitForInteractionResponse(InteractionResponseType.UpdateMessage, { interactionId: interaction.id });
    expect(response.data).toMatchObject({ content: 'Confirmed' });
    const updated = fake.message(panel.id)!;
    expect(updated.content).toBe('Confirmed');
    expect(updated.edited_timestamp).not.toBeNull();
    expect(findComponent(updated.components, 'confirm')).toMatchObject({ disabled: true });
    expect(() => fake.clickButton(panel, 'confirm')).toThrow(/disabled/);

    // After update(), editReply() edits the same message through the interaction webhook.
    await interaction.editReply({ content: 'Confirmed!', components: [] });
    expect(fake.message(panel.id)).toMatchObject({ content: 'Confirmed!', components: [] });
    expect(fake.messages).toHaveLength(1);
  });

  it('records deferUpdate(), then editReply() and message.edit() change the stored message', async () => {
    const panel = await sendPanel();
    const received = nextInteraction();
    fake.clickButton(panel.id, 'cancel');
    const interaction = await received;
    if (!interaction.isButton()) throw new Error('expected a button');
    await interaction.deferUpdate();
    expect(await fake.waitForInteractionResponse(InteractionResponseType.DeferredMessageUpdate)).toMatchObject({
      interactionId: interaction.id,
    });
    expect(fake.message(panel.id)!.content).toBe('Pick one');

    const edited = await interaction.editReply({ content: 'Cancelled' });
    expect(edited.id).toBe(panel.id);
    await interaction.message.edit({ components: [confirmRow(true)] });
    expect(fake.requests.at(-1)).toMatchObject({ route: 'PATCH /channels/:channel/messages/:message', status: 200 });
    const now = fake.message(panel.id)!;
    expect(now.content).toBe('Cancelled');
    expect(
      allComponents(now.components)
        .filter((c) => c.type === ComponentType.Button && c.custom_id)
        .every((c) => c.disabled),
    ).toBe(true);
    // A test can wait for that state, e.g. buttons disabled by a collector's time-out.
    await expect(
      fake.waitForMessage((m) => m.id === panel.id && findComponent(m.components, 'confirm')?.disabled === true, 100),
    ).resolves.toBeDefined();
  });

  it('answers a reply with components on a component interaction as a new message', async () => {
    const panel = await sendPanel();
    const received = nextInteraction();
    fake.dispatch('INTERACTION_CREATE', buttonInteraction(fake.scene(), { customId: 'confirm', message: panel }));
    const interaction = await received;
    if (!interaction.isButton()) throw new Error('expected a button');
    const reply = await interaction.reply({ content: 'Sure?', components: [confirmRow()], withResponse: true });
    expect(reply.resource?.message?.components).toHaveLength(1);
    expect(fake.messages).toHaveLength(2);
    expect(fake.lastMessage()).toMatchObject({ content: 'Sure?', interaction_metadata: { id: interaction.id } });
  });

  it('builds a default message holding the component when the test gives none', async () => {
    const received = nextInteraction();
    fake.dispatch('INTERACTION_CREATE', buttonInteraction(fake.scene(), { customId: 'ping' }));
    const interaction = await received;
    if (!interaction.isButton()) throw new Error('expected a button');
    expect(interaction.message.author.id).toBe(fake.botUser.id);
    await interaction.update({ content: 'pong' });
    expect(fake.message(interaction.message.id)!.content).toBe('pong');
  });

  it('delivers each select menu kind with its values and resolved data', async () => {
    const panel = await sendPanel();
    let received = nextInteraction();
    fake.selectMenu(panel, 'colour', ['red', 'blue']);
    const strings = await received;
    expect(strings).toBeInstanceOf(StringSelectMenuInteraction);
    if (!strings.isStringSelectMenu()) throw new Error('expected a string select');
    expect(strings.customId).toBe('colour');
    expect(strings.values).toEqual(['red', 'blue']);
    expect(() => fake.selectMenu(panel, 'colour', ['purple'])).toThrow(/no option purple/);
    expect(() => fake.selectMenu(panel, 'colour', ['red', 'green', 'blue'])).toThrow(/1 to 2 values/);

    const menus = await channel.send({
      content: 'Who and where?',
      components: [
        new ActionRowBuilder<UserSelectMenuBuilder>().addComponents(new UserSelectMenuBuilder().setCustomId('who')),
        new ActionRowBuilder<RoleSelectMenuBuilder>().addComponents(new RoleSelectMenuBuilder().setCustomId('role')),
        new ActionRowBuilder<ChannelSelectMenuBuilder>().addComponents(new ChannelSelectMenuBuilder().setCustomId('where')),
        new ActionRowBuilder<MentionableSelectMenuBuilder>().addComponents(
          new MentionableSelectMenuBuilder().setCustomId('ping').setMaxValues(2),
        ),
      ],
    });

    received = nextInteraction();
    fake.selectMenu(menus.id, 'who', [bob.id]);
    const users = await received;
    expect(users).toBeInstanceOf(UserSelectMenuInteraction);
    if (!users.isUserSelectMenu()) throw new Error('expected a user select');
    expect(users.values).toEqual([bob.id]);
    expect(users.users.get(bob.id)?.username).toBe('bob');
    expect(users.members.get(bob.id)).toBeDefined();

    received = nextInteraction();
    fake.selectMenu(menus.id, 'role', [moderators.id]);
    const roles = await received;
    expect(roles).toBeInstanceOf(RoleSelectMenuInteraction);
    if (!roles.isRoleSelectMenu()) throw new Error('expected a role select');
    expect(roles.roles.get(moderators.id)?.name).toBe('moderators');

    received = nextInteraction();
    fake.selectMenu(menus.id, 'where', [logs.id]);
    const channels = await received;
    expect(channels).toBeInstanceOf(ChannelSelectMenuInteraction);
    if (!channels.isChannelSelectMenu()) throw new Error('expected a channel select');
    expect(channels.channels.get(logs.id)?.id).toBe(logs.id);

    received = nextInteraction();
    fake.selectMenu(menus.id, 'ping', [bob.id, moderators.id]);
    const mentionables = await received;
    expect(mentionables).toBeInstanceOf(MentionableSelectMenuInteraction);
    if (!mentionables.isMentionableSelectMenu()) throw new Error('expected a mentionable select');
    expect([...mentionables.users.keys()]).toEqual([bob.id]);
    expect([...mentionables.roles.keys()]).toEqual([moderators.id]);

    expect(() => fake.selectMenu(menus.id, 'who', ['123'])).toThrow(/is no user/);
  });
});

describe('modals', () => {
  it('records showModal() and submits it as a ModalSubmitInteraction that can update the message', async () => {
    const panel = await sendPanel();
    let received = nextInteraction();
    fake.clickButton(panel, 'confirm', { user: bob });
    const click = await received;
    if (!click.isButton()) throw new Error('expected a button');
    await click.showModal(
      new ModalBuilder()
        .setCustomId('profile')
        .setTitle('Your profile')
        .addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(
            new TextInputBuilder().setCustomId('name').setLabel('Name').setStyle(TextInputStyle.Short),
          ),
          new ActionRowBuilder<TextInputBuilder>().addComponents(
            new TextInputBuilder().setCustomId('bio').setLabel('Bio').setStyle(TextInputStyle.Paragraph).setRequired(false),
          ),
        ),
    );
    await fake.waitForInteractionResponse(InteractionResponseType.Modal);
    expect(fake.modals).toEqual([expect.objectContaining({ custom_id: 'profile', title: 'Your profile' })]);
    expect(() => fake.submitModal({ bio: 'x' })).toThrow(/"name" is required/);
    expect(() => fake.submitModal({ name: 'Bob', age: '3' })).toThrow(/no field "age"/);

    received = nextInteraction();
    fake.submitModal({ name: 'Bob' });
    const submit = await received;
    expect(submit).toBeInstanceOf(ModalSubmitInteraction);
    if (!submit.isModalSubmit()) throw new Error('expected a modal submit');
    expect(submit.customId).toBe('profile');
    expect(submit.user.username).toBe('bob');
    expect(submit.fields.getTextInputValue('name')).toBe('Bob');
    expect(submit.fields.getTextInputValue('bio')).toBe('');
    expect(submit.isFromMessage()).toBe(true);
    if (!submit.isFromMessage()) throw new Error('expected a modal from a message');
    await submit.update({ content: 'Saved Bob' });
    expect(fake.message(panel.id)!.content).toBe('Saved Bob');
  });

  it('parses the label-wrapped layout, with a select menu in a label', async () => {
    const received = nextInteraction();
    fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene(), { name: 'survey' }));
    const command = await received;
    expect(command).toBeInstanceOf(ChatInputCommandInteraction);
    if (!command.isChatInputCommand()) throw new Error('expected a command');
    await command.showModal(
      new ModalBuilder()
        .setCustomId('survey')
        .setTitle('Survey')
        .addLabelComponents(
          new LabelBuilder()
            .setLabel('Name')
            .setTextInputComponent(new TextInputBuilder().setCustomId('name').setStyle(TextInputStyle.Short)),
          new LabelBuilder()
            .setLabel('Colour')
            .setStringSelectMenuComponent(
              new StringSelectMenuBuilder()
                .setCustomId('colour')
                .addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' }),
            ),
          new LabelBuilder().setLabel('Friend').setUserSelectMenuComponent(new UserSelectMenuBuilder().setCustomId('friend')),
        ),
    );

    const submitted = nextInteraction();
    const payload = fake.submitModal({ name: 'Ada', colour: ['blue'], friend: [bob.id] });
    expect(payload.data).toMatchObject({
      components: [{ type: ComponentType.Label, component: { type: ComponentType.TextInput, value: 'Ada' } }, {}, {}],
    });
    const submit = await submitted;
    if (!submit.isModalSubmit()) throw new Error('expected a modal submit');
    expect(submit.isFromMessage()).toBe(false);
    expect(submit.fields.getTextInputValue('name')).toBe('Ada');
    expect(submit.fields.getStringSelectValues('colour')).toEqual(['blue']);
    expect(submit.fields.getSelectedUsers('friend')?.get(bob.id)?.username).toBe('bob');
    // A modal submit that did not come from a message cannot update one.
    await expect(
      client.rest.post(Routes.interactionCallback(submit.id, submit.token), {
        body: { type: InteractionResponseType.UpdateMessage, data: { content: 'x' } },
        auth: false,
      }),
    ).rejects.toMatchObject({ code: 50035, rawError: { errors: { type: expect.anything() } } });
  });

  it('builds a submission without a recorded modal, as rows or labels', () => {
    const rows = modalSubmitInteraction(fake.scene(), { customId: 'quick', values: { topic: 'bugs' } });
    expect(rows.data.components).toEqual([{ type: 1, id: 1, components: [{ type: 4, id: 2, custom_id: 'topic', value: 'bugs' }] }]);
    const labels = modalSubmitInteraction(fake.scene(), { customId: 'quick', values: { topic: 'bugs' }, layout: 'label' });
    expect(labels.data.components).toEqual([{ type: 18, id: 1, component: { type: 4, id: 2, custom_id: 'topic', value: 'bugs' } }]);
  });
});

describe('Components V2', () => {
  it('accepts a flagged message with v2 components and stores it with its flag', async () => {
    const container = new ContainerBuilder()
      .setAccentColor(0x5865f2)
      .addTextDisplayComponents(new TextDisplayBuilder().setContent('# Release notes'))
      .addSeparatorComponents(new SeparatorBuilder())
      .addSectionComponents(
        new SectionBuilder()
          .addTextDisplayComponents(new TextDisplayBuilder().setContent('Version 2 is out'))
          .setButtonAccessory(new ButtonBuilder().setCustomId('read').setLabel('Read').setStyle(ButtonStyle.Primary)),
      )
      .addSectionComponents(
        new SectionBuilder()
          .addTextDisplayComponents(new TextDisplayBuilder().setContent('Our logo'))
          .setThumbnailAccessory(new ThumbnailBuilder().setURL('https://example.com/logo.png')),
      );
    const sent = await channel.send({ flags: MessageFlags.IsComponentsV2, components: [container, confirmRow()] });
    const stored = fake.message(sent.id)!;
    expect(stored.flags! & MessageFlags.IsComponentsV2).toBeTruthy();
    expect(stored.content).toBe('');
    expect(stored.components![0]).toMatchObject({ type: ComponentType.Container, accent_color: 0x5865f2 });
    expect(sent.flags.has(MessageFlags.IsComponentsV2)).toBe(true);

    // A button in a section accessory is clickable like any other.
    const received = nextInteraction();
    fake.clickButton(sent.id, 'read');
    const click = await received;
    if (!click.isButton()) throw new Error('expected a button');
    await click.update({ components: [new TextDisplayBuilder().setContent('Thanks for reading')] });
    expect(fake.message(sent.id)!.components).toEqual([
      expect.objectContaining({ type: ComponentType.TextDisplay, content: 'Thanks for reading' }),
    ]);
    // The flag stays: adding content to a V2 message is refused.
    await expect(click.editReply({ content: 'hello' })).rejects.toMatchObject({
      code: 50035,
      rawError: { errors: { content: expect.anything() } },
    });
  });

  it('lets a deferred reply become a V2 message and a v1 message upgrade only by clearing its content', async () => {
    const received = nextInteraction();
    fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene(), { name: 'status' }));
    const command = await received;
    if (!command.isChatInputCommand()) throw new Error('expected a command');
    await command.deferReply();
    await command.editReply({ flags: MessageFlags.IsComponentsV2, components: [new TextDisplayBuilder().setContent('All good')] });
    expect(fake.lastMessage()).toMatchObject({ flags: MessageFlags.IsComponentsV2, components: [{ type: ComponentType.TextDisplay }] });

    const v1 = await channel.send('plain text');
    await expect(
      v1.edit({ flags: MessageFlags.IsComponentsV2, components: [new TextDisplayBuilder().setContent('now v2')] }),
    ).rejects.toMatchObject({ code: 50035 });
    await v1.edit({ content: null, flags: MessageFlags.IsComponentsV2, components: [new TextDisplayBuilder().setContent('now v2')] });
    expect(fake.message(v1.id)).toMatchObject({ content: '', flags: MessageFlags.IsComponentsV2 });
  });
});

// ------------------------------------------------------------------------------------------------
// What Discord refuses

const button = (customId: string, extra: object = {}) => ({ type: 2, style: 1, custom_id: customId, label: 'Go', ...extra });
const row = (...components: object[]) => ({ type: 1, components });
const text = (content: string) => ({ type: 10, content });
const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `o${i}`, value: `o${i}` }));
const V2 = MessageFlags.IsComponentsV2;

/** [what, message body, the path discord.js prints, Discord's code at that path] */
const invalidMessages: Array<[string, { content?: string; flags?: number; components: object[] }, string, string]> = [
  [
    'a custom_id over 100 characters',
    { components: [row(button('a'), button('b'.repeat(101)))] },
    'components[0].components[1].custom_id',
    'BASE_TYPE_MAX_LENGTH',
  ],
  ['an empty custom_id', { components: [row(button(''))] }, 'components[0].components[0].custom_id', 'BASE_TYPE_MIN_LENGTH'],
  [
    'a duplicated custom_id',
    { components: [row(button('same')), row(button('same'))] },
    'components[1].components[0].custom_id',
    'COMPONENT_CUSTOM_ID_DUPLICATED',
  ],
  ['six action rows', { components: Array.from({ length: 6 }, (_, i) => row(button(`b${i}`))) }, 'components', 'BASE_TYPE_MAX_LENGTH'],
  ['an empty action row', { components: [row()] }, 'components[0].components', 'BASE_TYPE_MIN_LENGTH'],
  [
    'six buttons in a row',
    { components: [row(...Array.from({ length: 6 }, (_, i) => button(`b${i}`)))] },
    'components[0].components[5]',
    'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  ],
  [
    'a button beside a select menu',
    { components: [row(button('b'), { type: 3, custom_id: 's', options: options(2) })] },
    'components[0].components[1]',
    'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  ],
  [
    'two select menus in a row',
    { components: [row({ type: 5, custom_id: 'u' }, { type: 6, custom_id: 'r' })] },
    'components[0].components[1]',
    'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  ],
  [
    'a button label over 80 characters',
    { components: [row(button('b', { label: 'x'.repeat(81) }))] },
    'components[0].components[0].label',
    'BASE_TYPE_MAX_LENGTH',
  ],
  [
    'a link button with a custom_id',
    { components: [row(button('b', { style: 5, url: 'https://example.com' }))] },
    'components[0].components[0].custom_id',
    'BUTTON_COMPONENT_INVALID_FIELD',
  ],
  [
    'a link button without a url',
    { components: [row({ type: 2, style: 5, label: 'x' })] },
    'components[0].components[0].url',
    'BASE_TYPE_REQUIRED',
  ],
  [
    'a non-link button with a url',
    { components: [row(button('b', { url: 'https://example.com' }))] },
    'components[0].components[0].url',
    'BUTTON_COMPONENT_INVALID_FIELD',
  ],
  [
    'a non-link button without a custom_id',
    { components: [row({ type: 2, style: 1, label: 'x' })] },
    'components[0].components[0].custom_id',
    'BASE_TYPE_REQUIRED',
  ],
  [
    'a premium button with a label',
    { components: [row({ type: 2, style: 6, sku_id: '1234567890', label: 'Buy' })] },
    'components[0].components[0].label',
    'BUTTON_COMPONENT_INVALID_FIELD',
  ],
  [
    'a string select without options',
    { components: [row({ type: 3, custom_id: 's', options: [] })] },
    'components[0].components[0].options',
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'a string select with 26 options',
    { components: [row({ type: 3, custom_id: 's', options: options(26) })] },
    'components[0].components[0].options',
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'an option label over 100 characters',
    { components: [row({ type: 3, custom_id: 's', options: [{ label: 'x'.repeat(101), value: 'v' }] })] },
    'components[0].components[0].options[0].label',
    'BASE_TYPE_MAX_LENGTH',
  ],
  [
    'an option value over 100 characters',
    { components: [row({ type: 3, custom_id: 's', options: [{ label: 'l', value: 'v'.repeat(101) }] })] },
    'components[0].components[0].options[0].value',
    'BASE_TYPE_MAX_LENGTH',
  ],
  [
    'a placeholder over 150 characters',
    { components: [row({ type: 5, custom_id: 'u', placeholder: 'p'.repeat(151) })] },
    'components[0].components[0].placeholder',
    'BASE_TYPE_MAX_LENGTH',
  ],
  [
    'max_values over 25',
    { components: [row({ type: 5, custom_id: 'u', max_values: 26 })] },
    'components[0].components[0].max_values',
    'NUMBER_TYPE_MAX',
  ],
  [
    'min_values over max_values',
    { components: [row({ type: 6, custom_id: 'r', min_values: 3, max_values: 2 })] },
    'components[0].components[0].min_values',
    'NUMBER_TYPE_MAX',
  ],
  [
    'a text input in a message',
    { components: [row({ type: 4, custom_id: 't', style: 1, label: 'x' })] },
    'components[0].components[0].type',
    'UNION_TYPE_CHOICES',
  ],
  ['a v2 component without the flag', { components: [text('hi')] }, 'components[0].type', 'UNION_TYPE_CHOICES'],
  [
    'content with the V2 flag',
    { content: 'hi', flags: V2, components: [text('hi')] },
    'content',
    'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
  ],
  [
    'a section with four text displays',
    { flags: V2, components: [{ type: 9, components: [text('1'), text('2'), text('3'), text('4')], accessory: button('b') }] },
    'components[0].components',
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'a section without an accessory',
    { flags: V2, components: [{ type: 9, components: [text('1')] }] },
    'components[0].accessory',
    'BASE_TYPE_REQUIRED',
  ],
  [
    'a section with a select menu accessory',
    { flags: V2, components: [{ type: 9, components: [text('1')], accessory: { type: 3, custom_id: 's', options: options(1) } }] },
    'components[0].accessory.type',
    'UNION_TYPE_CHOICES',
  ],
  [
    'a thumbnail at the top level',
    { flags: V2, components: [{ type: 11, media: { url: 'https://example.com/a.png' } }] },
    'components[0].type',
    'UNION_TYPE_CHOICES',
  ],
  [
    'a container inside a container',
    { flags: V2, components: [{ type: 17, components: [{ type: 17, components: [text('x')] }] }] },
    'components[0].components[0].type',
    'UNION_TYPE_CHOICES',
  ],
  ['an empty text display', { flags: V2, components: [text('')] }, 'components[0].content', 'BASE_TYPE_MIN_LENGTH'],
  [
    'a media gallery with 11 items',
    { flags: V2, components: [{ type: 12, items: Array.from({ length: 11 }, () => ({ media: { url: 'https://example.com/a.png' } })) }] },
    'components[0].items',
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'a file that is a link',
    { flags: V2, components: [{ type: 13, file: { url: 'https://example.com/a.txt' } }] },
    'components[0].file.url',
    'URL_TYPE_INVALID_SCHEME',
  ],
  [
    '41 components',
    { flags: V2, components: [{ type: 17, components: Array.from({ length: 40 }, (_, i) => text(`${i}`)) }] },
    'components',
    'BASE_TYPE_MAX_LENGTH',
  ],
];

describe('validation of component payloads', () => {
  it.each(invalidMessages)('refuses %s with 50035 naming the field', async (_what, body, path, code) => {
    // Raw JSON goes to the fake as is (discord.js only validates its builders), like a bug would.
    const sent = channel.send(body as never);
    await expect(sent).rejects.toBeInstanceOf(DiscordAPIError);
    const error = (await sent.catch((e: unknown) => e)) as DiscordAPIError;
    expect(error.code).toBe(50035);
    expect(error.status).toBe(400);
    expect(error.message).toContain(`${path}[${code}]`);
    expect(fake.messages).toHaveLength(0);
  });

  it("answers with Discord's nested error shape", async () => {
    const sent = channel.send({ components: [row(button('a'), button('b'.repeat(101)))] } as never);
    const error = (await sent.catch((e: unknown) => e)) as DiscordAPIError;
    expect(error.rawError).toEqual({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        components: {
          0: {
            components: { 1: { custom_id: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }] } } },
          },
        },
      },
    });
  });

  it('validates interaction replies, updates, follow-ups, edits and modals under their own paths', async () => {
    const tooLong = { components: [row(button('x'.repeat(101)))] } as never;
    const panel = await sendPanel();
    const received = nextInteraction();
    fake.clickButton(panel, 'confirm');
    const click = await received;
    if (!click.isButton()) throw new Error('expected a button');

    await expect(click.reply(tooLong)).rejects.toThrow('data.components[0].components[0].custom_id[BASE_TYPE_MAX_LENGTH]');
    await expect(click.update(tooLong)).rejects.toThrow('data.components[0].components[0].custom_id');
    const badModals: Array<[object, string]> = [
      [
        { custom_id: 'm', title: 't'.repeat(46), components: [row({ type: 4, custom_id: 'a', style: 1, label: 'A' })] },
        'data.title[BASE_TYPE_MAX_LENGTH]',
      ],
      [{ custom_id: 'm', title: 'T', components: [] }, 'data.components[BASE_TYPE_BAD_LENGTH]'],
      [
        {
          custom_id: 'm',
          title: 'T',
          components: Array.from({ length: 6 }, (_, i) => row({ type: 4, custom_id: `a${i}`, style: 1, label: 'A' })),
        },
        'data.components[BASE_TYPE_BAD_LENGTH]',
      ],
      [
        {
          custom_id: 'm',
          title: 'T',
          components: [row({ type: 4, custom_id: 'a', style: 1, label: 'A' }, { type: 4, custom_id: 'b', style: 1, label: 'B' })],
        },
        'data.components[0].components[BASE_TYPE_BAD_LENGTH]',
      ],
      [
        { custom_id: 'm', title: 'T', components: [row({ type: 4, custom_id: 'a', style: 1, label: 'L'.repeat(46) })] },
        'data.components[0].components[0].label[BASE_TYPE_MAX_LENGTH]',
      ],
      [
        { custom_id: 'm', title: 'T', components: [row({ type: 4, custom_id: 'a', style: 1, label: 'A', max_length: 4001 })] },
        'data.components[0].components[0].max_length[NUMBER_TYPE_MAX]',
      ],
      [{ custom_id: 'm', title: 'T', components: [row(button('b'))] }, 'data.components[0].components[0].type[UNION_TYPE_CHOICES]'],
    ];
    for (const [modal, path] of badModals) await expect(click.showModal(modal as never)).rejects.toThrow(path);
    // None of these acknowledged the interaction: a valid answer still works.
    expect(fake.interactionResponses).toHaveLength(0);
    await click.deferUpdate();

    await expect(click.followUp(tooLong)).rejects.toThrow('components[0].components[0].custom_id');
    await expect(click.editReply(tooLong)).rejects.toThrow('components[0].components[0].custom_id');
    await expect(click.message.edit(tooLong)).rejects.toMatchObject({ code: 50035 });
    expect(fake.message(panel.id)!.components).toEqual(panel.components);
  });

  it('refuses a callback type the interaction cannot take', async () => {
    const received = nextInteraction();
    fake.dispatch('INTERACTION_CREATE', chatInputInteraction(fake.scene(), { name: 'ping' }));
    const command = await received;
    const update = client.rest.post(Routes.interactionCallback(command.id, (command as ChatInputCommandInteraction).token), {
      body: { type: InteractionResponseType.UpdateMessage, data: { content: 'x' } },
      auth: false,
    });
    await expect(update).rejects.toMatchObject({
      code: 50035,
      rawError: { errors: { type: { _errors: [expect.objectContaining({ code: 'BASE_TYPE_CHOICES' })] } } },
    });
  });

  it('keeps v1 messages as before and checks pure payloads without a server', async () => {
    const sent = await channel.send({ content: 'v1', components: [confirmRow()], flags: MessageFlags.SuppressNotifications });
    expect(fake.message(sent.id)).toMatchObject({ content: 'v1', flags: MessageFlags.SuppressNotifications, components: [{ type: 1 }] });
    expect(validateMessage({ components: [confirmRow().toJSON()] })).toEqual([]);
    expect(validateModal({ custom_id: 'm', title: 'T', components: [{ type: 10, content: 'Hello' }] })).toEqual([]);
    expect(validateMessage({ components: [text('x')] })).toEqual([
      { path: ['components', 0, 'type'], code: 'UNION_TYPE_CHOICES', message: 'Value of field "type" must be one of (1).' },
    ]);
  });
});
