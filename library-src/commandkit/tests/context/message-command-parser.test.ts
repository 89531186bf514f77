import { ApplicationCommandOptionType as T, type APIApplicationCommandOption, type Client, type User } from 'discord.js';
import { MessageCommandParser } from '../../src/context/message-command-parser.ts';
import type { MessageCommandOptionsSchema } from '../../src/context/message-command-schema.ts';
import { MessageOptionError } from '../../src/context/parse-message-options.ts';
import { MessageOptions } from '../../src/context/options.ts';
import { buildMessage, createTestClient, ids, makeReady, rawUser, type TestClient } from '../runtime/support/discord.ts';

let test: TestClient;
let client: Client;
beforeEach(() => {
  test = createTestClient();
  client = test.client;
  makeReady(client);
});
afterEach(() => client.destroy());

const opt = (name: string, type: T, extra: object = {}) => ({ name, description: name, type, ...extra }) as APIApplicationCommandOption;

function parser(
  content: string,
  schema: MessageCommandOptionsSchema = [],
  prefixes = ['!', '!!', '?'],
  init: { mentions?: Record<string, unknown>[] } = {},
) {
  return new MessageCommandParser(buildMessage(client, { content, ...init }), prefixes, () => schema);
}

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected a throw.');
}

describe('MessageCommandParser: prefix and command', () => {
  it('takes the longest prefix the message starts with, and the name right after it', () => {
    const doubled = parser('!!Ping now');
    expect([doubled.getPrefix(), doubled.getCommand(), doubled.getArgs()]).toEqual(['!!', 'Ping', ['now']]);
    const single = parser('?ping');
    expect([single.getPrefix(), single.getCommand(), single.getArgs()]).toEqual(['?', 'ping', []]);
  });

  it('reads a message that is not a prefix and a name as no command, with a one-line error', () => {
    for (const content of ['hello !ping', '! ping', '!', '']) {
      const read = parser(content);
      expect(read.getPrefix()).toBeUndefined();
      const error = thrown(() => read.getCommand());
      expect(error.message).toBe(
        'The message is not a command: it does not start with a prefix ("!", "!!", "?") followed by a command name. Check getPrefix() before reading it.',
      );
      expect(() => read.parse()).toThrow(error.message);
    }
  });

  it('returns the words after the name, quotes removed and subcommand names included, in a new array each time', () => {
    const read = parser(`!tag add "two words" it's`, [
      { type: T.Subcommand, name: 'add', description: 'Add', options: [opt('text', T.String) as never] },
    ]);
    const args = read.getArgs();
    expect(args).toEqual(['add', 'two words', "it's"]);
    args.push('changed');
    expect(read.getArgs()).toEqual(['add', 'two words', "it's"]);
  });

  it('refuses prefixes that are not a list of strings, and a schema that is not a function', () => {
    const message = buildMessage(client, { content: '!ping' });
    expect(() => new MessageCommandParser(message, '!' as never, () => [])).toThrow(
      `MessageCommandParser takes its prefixes as a list of strings, such as ['!'], got "!".`,
    );
    expect(() => new MessageCommandParser(message, ['!'], [] as never)).toThrow('MessageCommandParser needs a schema function');
  });
});

describe('MessageCommandParser: options by schema', () => {
  const roleCommand: APIApplicationCommandOption[] = [
    {
      type: T.SubcommandGroup,
      name: 'role',
      description: 'Roles',
      options: [{ type: T.Subcommand, name: 'give', description: 'Give', options: [opt('name', T.String, { required: true }) as never] }],
    },
    { type: T.Subcommand, name: 'ping', description: 'Ping', options: [opt('times', T.Integer) as never] },
  ];

  it('reads a subcommand group and subcommand, and the full command name', () => {
    const read = parser('!admin ROLE give "Big Boss"', roleCommand);
    expect([read.getSubcommandGroup(), read.getSubcommand(), read.getFullCommand()]).toEqual(['role', 'give', 'admin role give']);
    expect(read.parse()).toEqual({
      command: 'admin',
      subcommandGroup: 'role',
      subcommand: 'give',
      options: [{ name: 'name', value: 'Big Boss' }],
    });
    const sub = parser('!admin ping 3', roleCommand);
    expect([sub.getSubcommandGroup(), sub.getSubcommand(), sub.getFullCommand()]).toEqual([undefined, 'ping', 'admin ping']);
    expect(sub.parse()).toEqual({ command: 'admin', subcommand: 'ping', options: [{ name: 'times', value: 3 }] });
    const plain = parser('!admin', []);
    expect([plain.getSubcommand(), plain.getSubcommandGroup(), plain.getFullCommand()]).toEqual([undefined, undefined, 'admin']);
  });

  it('reads options by definitions, with their checks, and through getOption and options', () => {
    const read = parser('!remind 10 take the pizza out', [
      opt('minutes', T.Integer, { required: true, min_value: 1 }),
      opt('loud', T.Boolean),
      opt('text', T.String),
    ]);
    // Positional: "take" is not a boolean.
    expect(thrown(() => read.parse())).toEqual(new MessageOptionError('"take" is not yes or no, which "loud" must be: use true or false.'));
    const ok = parser('!remind 10 yes take the pizza out', [
      opt('minutes', T.Integer, { required: true, min_value: 1 }),
      opt('loud', T.Boolean),
      opt('text', T.String),
    ]);
    expect(ok.parse().options).toEqual([
      { name: 'minutes', value: 10 },
      { name: 'loud', value: true },
      { name: 'text', value: 'take the pizza out' },
    ]);
    expect(ok.getOption<number>('minutes')).toBe(10);
    expect(ok.getOption('missing')).toBeUndefined();
    expect(ok.options).toBeInstanceOf(MessageOptions);
    expect(ok.options).toBe(ok.options);
    expect([ok.options.getInteger('minutes', true), ok.options.getString('text')]).toEqual([10, 'take the pizza out']);
  });

  it("reads 1.0's short form, a map of option name to type, as optional options in map order", () => {
    const read = parser('!roll 3 1.5', { times: T.Integer, ratio: T.Number, note: T.String });
    expect(read.parse().options).toEqual([
      { name: 'times', value: 3 },
      { name: 'ratio', value: 1.5 },
    ]);
    const sub = parser('!tag Remove', { add: T.Subcommand, remove: T.Subcommand });
    expect([sub.getSubcommand(), sub.getFullCommand()]).toEqual(['remove', 'tag remove']);
    expect(parser('!roll', {}).parse()).toEqual({ command: 'roll', options: [] });
  });

  it('asks the schema once, with the command name as typed', () => {
    const asked: string[] = [];
    const read = new MessageCommandParser(buildMessage(client, { content: '!Roll 2' }), ['!'], (command) => {
      asked.push(command);
      return { times: T.Integer };
    });
    read.parse();
    read.getSubcommand();
    read.getOption('times');
    expect(asked).toEqual(['Roll']);
  });

  it('explains text that does not fit the options with MessageOptionError, and bad schemas with TypeError', () => {
    const bad = (content: string, schema: MessageCommandOptionsSchema) => thrown(() => parser(content, schema).parse());
    expect(bad('!roll 1 2', { times: T.Integer })).toEqual(new MessageOptionError('Too many arguments: "2" not expected.'));
    expect(bad('!admin colour', roleCommand)).toEqual(
      new MessageOptionError('Unknown subcommand or subcommand group "colour": use one of role, ping.'),
    );
    expect(bad('!admin role', roleCommand)).toEqual(new MessageOptionError('Name a subcommand: one of give.'));
    expect(bad('!roll "3', { times: T.Integer })).toEqual(
      new MessageOptionError('A quote opened at ""3" is never closed. Close it with ".'),
    );
    expect(thrown(() => parser('!admin x', roleCommand).getSubcommand())).toBeInstanceOf(MessageOptionError);
    expect(bad('!roll 3', { times: 99 as T })).toEqual(
      new TypeError(
        'The message command schema for "roll" gives "times" the type 99; use an ApplicationCommandOptionType (option definitions for subcommand groups).',
      ),
    );
    expect(bad('!roll 3', { go: T.Subcommand, times: T.Integer })).toEqual(
      new TypeError(
        'The message command schema for "roll" mixes subcommands with options; give the subcommands their options with option definitions instead.',
      ),
    );
    expect(bad('!roll 3', null as never)).toEqual(
      new TypeError(
        'The message command schema for "roll" is null: return the command\'s option definitions or a map of option name to ApplicationCommandOptionType.',
      ),
    );
    expect(bad('!roll 3', [{ name: 'x' }] as never)).toEqual(
      new TypeError('The message command schema for "roll" holds {"name":"x"}, not an option definition with a name and a type.'),
    );
  });
});

describe('MessageCommandParser: users, channels and roles', () => {
  const schema = [opt('who', T.User), opt('where', T.Channel), opt('role', T.Role)];

  it('reads mentioned users and cached channels and roles without awaiting', () => {
    const read = parser(`!info <@${ids.otherUser}> <#${ids.channel}> <@&${ids.role}>`, schema, ['!'], {
      mentions: [rawUser(ids.otherUser)],
    });
    const parsed = read.parse();
    expect(parsed.options.map((option) => [option.name, (option.value as { id: string }).id])).toEqual([
      ['who', ids.otherUser],
      ['where', ids.channel],
      ['role', ids.role],
    ]);
    expect(read.getOption<User>('who')?.username).toBe('user02');
    expect(test.requests).toEqual([]);
  });

  it('fetches what the caches lack in resolve(), once, and serves it to every later read', async () => {
    test.respond('GET', `/users/${ids.otherUser}`, rawUser(ids.otherUser));
    test.respond('GET', `/guilds/${ids.guild}/members/${ids.otherUser}`, {
      user: rawUser(ids.otherUser),
      roles: [],
      joined_at: '2024-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: 0,
    });
    const read = parser(`!info ${ids.otherUser}`, schema, ['!']);
    expect(thrown(() => read.parse())).toEqual(
      new MessageOptionError(
        `No user found for "${ids.otherUser}" (option "who") in discord.js's cache; await MessageCommandParser.resolve() to look it up on Discord.`,
      ),
    );
    const resolved = await read.resolve();
    expect((resolved.options[0]!.value as User).id).toBe(ids.otherUser);
    expect(read.options.getMember('who')).toMatchObject({ id: ids.otherUser });
    expect(read.getOption<User>('who')?.id).toBe(ids.otherUser);
    await read.resolve();
    expect(test.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /users/${ids.otherUser}`,
      `GET /guilds/${ids.guild}/members/${ids.otherUser}`,
    ]);
  });

  it('reports in resolve() what Discord does not know, and can be retried', async () => {
    test.respond('GET', '/users/300000000000000077', () => ({ status: 404, body: { message: 'Unknown User', code: 10013 } }));
    const read = parser('!info 300000000000000077', schema, ['!']);
    await expect(read.resolve()).rejects.toEqual(new MessageOptionError('No user found for "300000000000000077" (option "who").'));
    await expect(read.resolve()).rejects.toBeInstanceOf(MessageOptionError);
    expect(test.requests.filter((request) => request.path === '/users/300000000000000077')).toHaveLength(2);
  });

  it('checks the form of every word before looking anything up', async () => {
    const read = parser(`!info ${ids.otherUser} general`, schema, ['!']);
    await expect(read.resolve()).rejects.toEqual(
      new MessageOptionError('"general" is not a channel mention or id, which "where" must be.'),
    );
    expect(test.requests).toEqual([]);
  });
});
