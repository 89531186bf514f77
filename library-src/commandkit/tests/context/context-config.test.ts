import { ApplicationCommandOptionType as T, Locale, type ChatInputCommandInteraction, type Client } from 'discord.js';
import type { LoadedCommand } from '../../src/commands/types.ts';
import { Context, type CommandKind, type CommandSource, type ContextInit } from '../../src/context/context.ts';
import { MessageCommandParser } from '../../src/context/message-command-parser.ts';
import { MiddlewareContext } from '../../src/context/middleware-context.ts';
import { InteractionOptions } from '../../src/context/options.ts';
import type { CommandKit } from '../../src/runtime/commandkit.ts';
import { buildInteraction, buildMessage, createTestClient, makeReady } from '../runtime/support/discord.ts';

let client: Client;
beforeEach(() => {
  client = createTestClient().client;
  makeReady(client);
});
afterEach(() => client.destroy());

const commandkit = {} as CommandKit;
const command = {
  name: 'say',
  data: { name: 'say', description: 'Says', options: [{ name: 'text', description: 'Text', type: T.String }] },
  file: '/bot/commands/say.ts',
  category: undefined,
  metadata: { devOnly: false, aliases: [] },
  handlers: {},
  middleware: [],
} as LoadedCommand;

function messageParser(content: string): MessageCommandParser {
  return new MessageCommandParser(buildMessage(client, { content }), ['!'], () => ({ text: T.String }));
}

function messageInit(content = '!say hello there', extra: Partial<ContextInit<CommandSource>> = {}): ContextInit<CommandSource> {
  const parser = messageParser(content);
  return {
    commandkit,
    command,
    kind: 'message',
    source: parser.message,
    options: parser.options,
    args: parser.getArgs(),
    store: new Map([['seen', true]]),
    messageCommandParser: parser,
    ...extra,
  };
}

function messageContext(content?: string, extra?: Partial<ContextInit<CommandSource>>): Context {
  return new Context(messageInit(content, extra));
}

function slashContext(text: string, kind: CommandKind = 'chatInput'): Context {
  const interaction = buildInteraction<ChatInputCommandInteraction>(client, {
    name: 'say',
    options: [{ name: 'text', type: T.String, value: text }],
  });
  return new Context({
    commandkit,
    command,
    kind,
    source: interaction,
    options: new InteractionOptions(interaction.options),
    args: [],
    store: new Map(),
  });
}

describe('Context.config', () => {
  it("gives a message command's values in 1.0's shape, with its parser", () => {
    const customArgs = { tag: 'x' };
    const ctx = messageContext('!say hello there', { forwarded: true, customArgs });
    const config = ctx.config;
    expect(config).toEqual({
      command,
      executionMode: 'message',
      interaction: undefined,
      message: ctx.message,
      messageCommandParser: expect.any(MessageCommandParser),
      store: ctx.store,
      forwarded: true,
      customArgs,
      environment: undefined,
    });
    expect(config.messageCommandParser?.getCommand()).toBe('say');
    expect(config.messageCommandParser?.getOption('text')).toBe('hello there');
    expect(ctx.config).toBe(config);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("gives an interaction's values, without a message or parser", () => {
    const ctx = slashContext('hi');
    expect(ctx.config).toMatchObject({
      executionMode: 'chatInput',
      interaction: ctx.interaction,
      message: undefined,
      messageCommandParser: undefined,
      forwarded: false,
    });
  });
});

describe('Context.clone', () => {
  it('copies the context, sharing its store, options and locale, as a plain Context', () => {
    const ctx = new MiddlewareContext(messageInit());
    ctx.setLocale(Locale.French);
    const copy = ctx.clone();
    expect(copy).not.toBe(ctx);
    expect(copy).toBeInstanceOf(Context);
    expect(copy.isMiddleware()).toBe(false);
    expect([copy.source, copy.options, copy.store, copy.args(), copy.getLocale(), copy._locale]).toEqual([
      ctx.source,
      ctx.options,
      ctx.store,
      ['hello', 'there'],
      Locale.French,
      Locale.French,
    ]);
    expect(copy.store).toBe(ctx.store);
  });

  it('changes the values given: store, forwarded, command', () => {
    const ctx = messageContext();
    const store = new Map<string, unknown>();
    const other = { ...command, name: 'echo' } as LoadedCommand;
    const copy = ctx.clone({ store, forwarded: true, command: other });
    expect([copy.store, copy.forwarded, copy.commandName, copy.options]).toEqual([store, true, 'echo', ctx.options]);
    expect(ctx.store.get('seen')).toBe(true);
  });

  it("reads another message's options from its parser, and refuses another message without one", () => {
    const ctx = messageContext();
    const parser = messageParser('!say goodbye "my friend"');
    const copy = ctx.clone({ message: parser.message, messageCommandParser: parser });
    expect([copy.message, copy.options.getString('text'), copy.args(), copy.config.messageCommandParser]).toEqual([
      parser.message,
      'goodbye "my friend"',
      ['goodbye', 'my friend'],
      parser,
    ]);
    expect(() => ctx.clone({ message: parser.message, messageCommandParser: undefined })).toThrow(
      'ctx.clone() with another message needs its parser: pass new MessageCommandParser(message, prefixes, schema) as messageCommandParser.',
    );
    expect(() => ctx.clone({ message: buildMessage(client, { content: '!say x' }) })).toThrow(TypeError);
  });

  it("reads another interaction's options from it", () => {
    const ctx = slashContext('first');
    const next = slashContext('second');
    const copy = ctx.clone({ interaction: next.interaction as ChatInputCommandInteraction });
    expect([copy.interaction, copy.options.getString('text')]).toEqual([next.interaction, 'second']);
    expect(ctx.options.getString('text')).toBe('first');
  });

  it('refuses an unknown executionMode, and a mode without its interaction or message', () => {
    const ctx = messageContext();
    expect(() => ctx.clone({ executionMode: 'slash' as never })).toThrow(
      'ctx.clone() got the executionMode "slash"; use one of chatInput, messageContextMenu, userContextMenu, autocomplete, message.',
    );
    expect(() => ctx.clone({ executionMode: 'chatInput' as never })).toThrow(
      'ctx.clone() for a "chatInput" context needs an interaction: pass it in the config.',
    );
  });
});

describe('Context._locale', () => {
  it('is the locale set with setLocale, and setting it sets the locale', () => {
    const ctx = slashContext('hi');
    expect(ctx._locale).toBeNull();
    ctx.setLocale(Locale.German);
    expect(ctx._locale).toBe(Locale.German);
    ctx._locale = Locale.Japanese;
    expect(ctx.getLocale()).toBe(Locale.Japanese);
    ctx._locale = null;
    expect(ctx.getLocale()).toBe('en-US');
  });
});

describe('new Context(commandkit, config), as CommandKit 1.0 code makes one', () => {
  it('reads the options of an interaction, and types the context by the handler kind', async () => {
    const interaction = buildInteraction<ChatInputCommandInteraction>(client, {
      name: 'say',
      options: [{ name: 'text', type: T.String, value: 'made by hand' }],
    });
    const ctx: Context<'chatInput'> = new Context<'chatInput'>(commandkit, {
      command,
      executionMode: 'chatInput',
      interaction,
      message: undefined as never,
    });
    expect([ctx.kind, ctx.executionMode, ctx.interaction, ctx.commandName]).toEqual(['chatInput', 'chatInput', interaction, 'say']);
    expect(ctx.options.getString('text')).toBe('made by hand');
    expect(ctx.store).toBeInstanceOf(Map);
    expect(ctx.config).toMatchObject({ command, executionMode: 'chatInput', interaction, forwarded: false });
    // Only CommandKit's own contexts know how to run another command.
    await expect(ctx.forwardCommand('other')).rejects.toThrow(
      'ctx.forwardCommand("other") was called on a context CommandKit is not running.',
    );
  });

  it("reads a message command's options from its parser, and keeps the values given", async () => {
    const parser = messageParser('!say hello there');
    await parser.resolve();
    const store = new Map([['from', 'test']]);
    const ctx = new Context<'message', { tag: string }>(commandkit, {
      command,
      executionMode: 'message',
      message: parser.message,
      interaction: undefined as never,
      messageCommandParser: parser,
      store,
      forwarded: true,
      customArgs: { tag: 'x' },
    });
    expect([ctx.message, ctx.args(), ctx.options.getString('text'), ctx.store, ctx.forwarded]).toEqual([
      parser.message,
      ['hello', 'there'],
      'hello there',
      store,
      true,
    ]);
    expect(ctx.config.customArgs?.tag).toBe('x');
  });

  it('refuses values that do not make a context, naming the constructor', () => {
    expect(
      () =>
        new Context(commandkit, { command, executionMode: 'slash' as never, interaction: undefined as never, message: undefined as never }),
    ).toThrow(
      'new Context() got the executionMode "slash"; use one of chatInput, messageContextMenu, userContextMenu, autocomplete, message.',
    );
    const message = buildMessage(client, { content: '!say hi' });
    expect(() => new Context(commandkit, { command, executionMode: 'message', message, interaction: undefined as never })).toThrow(
      'new Context() with a message needs its parser: pass new MessageCommandParser(message, prefixes, schema) as messageCommandParser.',
    );
  });

  it("hands a middleware's command runner to the setCommandRunner of its customArgs", () => {
    const interaction = buildInteraction<ChatInputCommandInteraction>(client, {
      name: 'say',
      options: [{ name: 'text', type: T.String, value: 'x' }],
    });
    const received: unknown[] = [];
    const ctx = new MiddlewareContext<'chatInput'>(commandkit, {
      command,
      executionMode: 'chatInput',
      interaction,
      message: undefined as never,
      customArgs: { setCommandRunner: (runner) => received.push(runner) },
    });
    const runner = (handler: (ctx: Context) => unknown) => handler;
    ctx.setCommandRunner(runner);
    expect(received).toEqual([runner]);
    expect(ctx.isMiddleware()).toBe(true);
  });
});
