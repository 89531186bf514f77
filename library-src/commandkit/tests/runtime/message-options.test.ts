import { ApplicationCommandOptionType as T, ChannelType, type APIApplicationCommandOption, type Client } from 'discord.js';
import { MessageOptions } from '../../src/context/options.ts';
import { describeUsage, MessageOptionError, parseMessageOptions, tokenize } from '../../src/context/parse-message-options.ts';
import { buildMessage, createTestClient, ids, makeReady, rawUser, type TestClient } from './support/discord.ts';

let test: TestClient;
let client: Client;
beforeEach(() => {
  test = createTestClient();
  client = test.client;
  makeReady(client);
});
afterEach(() => client.destroy());

async function parse(options: APIApplicationCommandOption[], text: string, init: Parameters<typeof buildMessage>[1] = { content: '' }) {
  return new MessageOptions(await parseMessageOptions(options, text, buildMessage(client, init)));
}

async function failure(options: APIApplicationCommandOption[], text: string, init?: Parameters<typeof buildMessage>[1]): Promise<string> {
  const error = await parse(options, text, init).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MessageOptionError);
  return (error as Error).message;
}

describe('tokenize', () => {
  it('splits at whitespace and keeps quoted words together', () => {
    expect(tokenize(`  add "two words"  'single \\'quoted\\'' “smart quotes” plain\\n `).map((token) => token.value)).toEqual([
      'add',
      'two words',
      "single 'quoted'",
      'smart quotes',
      'plain\\n',
    ]);
  });

  it('treats a quote that is never closed as an ordinary character', () => {
    expect(tokenize(`say "hello there`).map((token) => [token.value, token.quoted, token.unclosed])).toEqual([
      ['say', false, undefined],
      ['"hello', false, '"'],
      ['there', false, undefined],
    ]);
    expect(tokenize(`'sup “a “b „c`).map((token) => token.value)).toEqual([`'sup`, '“a', '“b', '„c']);
    expect(tokenize(`"a" 'b c`).map((token) => [token.value, token.start])).toEqual([
      ['a', 0],
      [`'b`, 4],
      ['c', 7],
    ]);
  });
});

describe('parseMessageOptions', () => {
  const str = (name: string, extra: object = {}) => ({ name, description: name, type: T.String, ...extra }) as APIApplicationCommandOption;
  const opt = (name: string, type: T, extra: object = {}) => ({ name, description: name, type, ...extra }) as APIApplicationCommandOption;

  it('reads strings, integers, numbers and booleans in declared order', async () => {
    const options = await parse(
      [str('name', { required: true }), opt('count', T.Integer), opt('ratio', T.Number), opt('loud', T.Boolean), str('note')],
      `"Ann Lee" -3 2.5e1 yes note`,
    );
    expect(options.getString('name', true)).toBe('Ann Lee');
    expect(options.getInteger('count')).toBe(-3);
    expect(options.getNumber('ratio')).toBe(25);
    expect(options.getBoolean('loud')).toBe(true);
    expect(options.getString('note')).toBe('note');
  });

  it('gives the rest of the text to a last string option, and null for options not given', async () => {
    const options = await parse([opt('times', T.Integer, { required: true }), str('text')], '2  hello   big world ');
    expect(options.getString('text')).toBe('hello   big world');
    const bare = await parse([opt('times', T.Integer), str('text')], '');
    expect([bare.getInteger('times'), bare.getString('text')]).toEqual([null, null]);
    expect(() => bare.getString('text', true)).toThrow('Option "text" is required but was not given.');
    expect(() => bare.getInteger('text')).not.toThrow();
  });

  it('gives the last string option the rest as typed, removing quotes only when the rest is one quoted string', async () => {
    const read = async (text: string) => (await parse([opt('times', T.Integer), str('text')], text)).getString('text');
    expect(await read('1 "hi there"  ')).toBe('hi there');
    expect(await read('1 “hi there”')).toBe('hi there');
    expect(await read('1 "hi" there')).toBe('"hi" there');
    expect(await read('1 "hi" "there"')).toBe('"hi" "there"');
    expect(await read('1 "say \\"hi\\""')).toBe('say \\"hi\\"');
    expect(await read('1 "say \\"hi\\"" now')).toBe('"say \\"hi\\"" now');
    expect(await read(`1 'sup`)).toBe(`'sup`);
    expect(await read('1 "take the pizza out')).toBe('"take the pizza out');
  });

  it('rejects a quote that is never closed in a word read on its own', async () => {
    expect(await failure([str('name'), opt('count', T.Integer)], '"Ann Lee 3')).toBe(
      'A quote opened at ""Ann Lee 3" is never closed. Close it with ".',
    );
    expect(await failure([opt('count', T.Integer), str('text')], '“3 pizzas')).toBe(
      'A quote opened at "“3 pizzas" is never closed. Close it with ”.',
    );
  });

  it('throws when an option is read with the getter of another type', async () => {
    const options = await parse([opt('count', T.Integer)], '5');
    expect(() => options.getString('count')).toThrow('Option "count" is of type Integer; expected String.');
  });

  it('checks choices (by value or name), lengths and ranges', async () => {
    const options = [
      str('size', {
        choices: [
          { name: 'Small', value: 's' },
          { name: 'Large', value: 'l' },
        ],
      }),
      opt('level', T.Integer, {
        min_value: 1,
        max_value: 3,
        choices: [
          { name: 'one', value: 1 },
          { name: 'two', value: 2 },
          { name: 'three', value: 3 },
        ],
      }),
    ];
    const parsed = await parse(options, 'large two');
    expect([parsed.getString('size'), parsed.getInteger('level')]).toEqual(['l', 2]);
    expect(await failure(options, 'medium')).toBe('"medium" is not a choice for "size": use one of Small (s), Large (l).');
    expect(
      await failure(
        [
          opt('level', T.Integer, {
            choices: [
              { name: '1', value: 1 },
              { name: 'two', value: 2 },
            ],
          }),
        ],
        '3',
      ),
    ).toBe('"3" is not a choice for "level": use one of 1, two (2).');
    expect(await failure([opt('n', T.Integer, { min_value: 1, max_value: 3 })], '7')).toBe('"n" must be at most 3, got 7.');
    expect(await failure([opt('n', T.Number, { min_value: 0.5 })], '0.1')).toBe('"n" must be at least 0.5, got 0.1.');
    expect(await failure([str('code', { min_length: 4 })], 'abc')).toBe('"code" must be at least 4 characters long.');
    expect(await failure([str('code', { max_length: 2 }), str('x')], 'abc d')).toBe('"code" must be at most 2 characters long.');
  });

  it.each([
    [[opt('count', T.Integer)], '1.5', '"1.5" is not a whole number, which "count" must be.'],
    [[opt('count', T.Integer)], '99999999999999999999', '"99999999999999999999" is not a whole number, which "count" must be.'],
    [[opt('ratio', T.Number)], 'abc', '"abc" is not a number, which "ratio" must be.'],
    [[opt('flag', T.Boolean)], 'maybe', '"maybe" is not yes or no, which "flag" must be: use true or false.'],
    [[opt('count', T.Integer, { required: true })], '', 'Missing a value for "count" (a whole number).'],
    [[opt('count', T.Integer)], '1 2', 'Too many arguments: "2" not expected.'],
    [[opt('who', T.User)], 'bob', '"bob" is not a user mention or id, which "who" must be.'],
    [[opt('where', T.Channel)], '#general', '"#general" is not a channel mention or id, which "where" must be.'],
  ])('explains bad input: %j %s', async (options, text, message) => {
    expect(await failure(options as APIApplicationCommandOption[], text)).toBe(message);
  });

  it('resolves users by mention from the message, and by id through the API, with their member', async () => {
    test.respond('GET', `/users/${ids.otherUser}`, rawUser(ids.otherUser));
    test.respond('GET', `/guilds/${ids.guild}/members/${ids.otherUser}`, {
      user: rawUser(ids.otherUser),
      roles: [ids.role],
      joined_at: '2024-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: 0,
    });
    const options = [opt('first', T.User, { required: true }), opt('second', T.User)];
    const mentioned = await parse(options, `<@${ids.user}> ${ids.otherUser}`, { content: '', mentions: [rawUser(ids.user)] });
    expect(mentioned.getUser('first', true).id).toBe(ids.user);
    // The author's member comes with the message, so it needs no request.
    expect(mentioned.getMember('first')).toMatchObject({ id: ids.user });
    expect(mentioned.getUser('second')?.username).toBe('user02');
    expect(mentioned.getMember('second')).toMatchObject({ id: ids.otherUser });
    // 1.0's getMember(name, required): a required member that is missing throws.
    expect(mentioned.getMember('first', true).id).toBe(ids.user);
    expect(() => mentioned.getMember('absent', true)).toThrow(new TypeError('Option "absent" is required but was not given.'));
    expect(test.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /users/${ids.otherUser}`,
      `GET /guilds/${ids.guild}/members/${ids.otherUser}`,
    ]);
    test.respond('GET', '/users/300000000000000077', () => ({ status: 404, body: { message: 'Unknown User', code: 10013 } }));
    expect(await failure(options, '<@!300000000000000077>')).toBe('No user found for "<@!300000000000000077>" (option "first").');
  });

  it('resolves channels and roles by mention or id, checking channel types and the guild', async () => {
    const options = [
      opt('where', T.Channel, { channel_types: [ChannelType.GuildText] }),
      opt('role', T.Role),
      opt('either', T.Mentionable),
    ];
    const parsed = await parse(options, `<#${ids.channel}> ${ids.role} <@&${ids.devRole}>`);
    expect(parsed.getChannel('where')?.id).toBe(ids.channel);
    expect(parsed.getRole('role')?.id).toBe(ids.role);
    expect((parsed.getMentionable('either') as { id: string }).id).toBe(ids.devRole);
    expect(parsed.getRole('either')?.id).toBe(ids.devRole);
    expect(parsed.getUser('either')).toBeNull();
    expect(parsed.getMember('either')).toBeNull();
    expect(() => parsed.getMember('either', true)).toThrow(new TypeError('Option "either" is required and holds no member of the guild.'));
    expect(await failure([opt('where', T.Channel, { channel_types: [ChannelType.GuildVoice] })], `<#${ids.channel}>`)).toBe(
      `The channel <#${ids.channel}> is not of a kind "where" accepts.`,
    );
    test.respond('GET', `/guilds/${ids.guild}/roles`, []);
    expect(await failure([opt('role', T.Role)], '400000000000000555')).toBe('No role found for "400000000000000555" (option "role").');
    expect(await failure([opt('role', T.Role)], `<@&${ids.role}>`, { content: '', guildId: null })).toBe(
      'Roles can only be given in a server (option "role").',
    );
  });

  it('takes attachments in order for attachment options', async () => {
    const attachment = (id: string) => ({
      id,
      filename: `${id}.png`,
      size: 1,
      url: `https://cdn.invalid/${id}.png`,
      proxy_url: `https://cdn.invalid/${id}.png`,
    });
    const options = [opt('image', T.Attachment, { required: true }), opt('extra', T.Attachment), str('caption')];
    const parsed = await parse(options, 'a cat', { content: '', attachments: [attachment('800000000000000001')] });
    expect(parsed.getAttachment('image', true).name).toBe('800000000000000001.png');
    expect(parsed.getAttachment('extra')).toBeNull();
    expect(parsed.getString('caption')).toBe('a cat');
    expect(await failure(options, 'a cat')).toBe('Attach a file for "image".');
  });

  it('reads subcommand groups and subcommands first', async () => {
    const options: APIApplicationCommandOption[] = [
      {
        type: T.SubcommandGroup,
        name: 'role',
        description: 'Roles',
        options: [{ type: T.Subcommand, name: 'give', description: 'Give', options: [str('name', { required: true }) as never] }],
      },
      {
        type: T.SubcommandGroup,
        name: 'nick',
        description: 'Nicknames',
        options: [{ type: T.Subcommand, name: 'reset', description: 'Reset' }],
      },
    ];
    const parsed = await parse(options, 'ROLE give "Big Boss"');
    expect([parsed.getSubcommandGroup(), parsed.getSubcommand(), parsed.getString('name')]).toEqual(['role', 'give', 'Big Boss']);
    expect(await failure(options, 'colour')).toBe('Unknown subcommand group "colour": use one of role, nick.');
    expect(await failure(options, 'nick')).toBe('Name a subcommand: one of reset.');
    expect(describeUsage(options)).toBe('<role|nick> ...');
    const plain = await parse([], '');
    expect(() => plain.getSubcommand()).toThrow('The command was used without a subcommand.');
    expect(plain.getSubcommand(false)).toBeNull();
  });

  it('matches the first word against subcommand groups and subcommands side by side', async () => {
    const options: APIApplicationCommandOption[] = [
      {
        type: T.SubcommandGroup,
        name: 'role',
        description: 'Roles',
        options: [{ type: T.Subcommand, name: 'give', description: 'Give', options: [str('name', { required: true }) as never] }],
      },
      { type: T.Subcommand, name: 'ping', description: 'Ping', options: [opt('times', T.Integer) as never] },
    ];
    const sub = await parse(options, 'Ping 3');
    expect([sub.getSubcommandGroup(), sub.getSubcommand(), sub.getInteger('times')]).toEqual([null, 'ping', 3]);
    const grouped = await parse(options, 'role give Ann');
    expect([grouped.getSubcommandGroup(), grouped.getSubcommand(), grouped.getString('name')]).toEqual(['role', 'give', 'Ann']);
    expect(await failure(options, 'pong')).toBe('Unknown subcommand or subcommand group "pong": use one of role, ping.');
    expect(await failure(options, '')).toBe('Name a subcommand or subcommand group: one of role, ping.');
    expect(await failure(options, 'role')).toBe('Name a subcommand: one of give.');
    expect(describeUsage(options)).toBe('<role|ping> ...');
  });

  it('describes usage with required and optional options', () => {
    expect(describeUsage([str('count', { required: true }), str('reason'), opt('file', T.Attachment)])).toBe('<count> [reason]');
  });
});
