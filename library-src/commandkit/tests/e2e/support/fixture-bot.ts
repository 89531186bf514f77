// The bot project the end-to-end tests build with `commandkit build` and run with `commandkit start`
// against the fake Discord. Its files are written into a temp project (path → source below), so the
// guild ids and the one definition the registration test changes can be filled in.
//
// What each file is for:
//   commandkit.config.ts                 prefix '!', the dev guild
//   src/app.ts                           the Client (REST at FAKE_DISCORD_REST), and an async prefix
//                                        resolver: '?' in the main guild, the config's prefixes elsewhere
//   src/lib/trace.ts                     middleware and handlers append the step they are to ctx.store
//   src/app/commands/+global-middleware.ts          trace 'global' / 'global:after'
//   src/app/commands/echo.ts             slash + message command with options
//   src/app/commands/fruit.ts            slash command with autocomplete
//   src/app/commands/modern.ts           the target of the redirect
//   src/app/commands/work.ts             schedules after(), throws on demand
//   src/app/commands/careless.ts         leaves an error nothing can catch: a promise it does not
//                                        await rejects, a timer throws, a timer calls after() late
//   src/app/commands/(menus)/...         a user and a message context-menu command
//   src/app/commands/(dev)/reload.ts     a dev-only command
//   src/app/commands/(flow)/+middleware.ts          trace 'directory' / 'directory:after'
//   src/app/commands/(flow)/order.ts + +order.middleware.ts      reports the middleware order
//   src/app/commands/(flow)/guarded.ts + +guarded.middleware.ts  exitMiddleware()
//   src/app/commands/(flow)/legacy.ts + +legacy.middleware.ts    redirect('modern')
//   src/app/events/messageCreate/01-gate.ts, 02-second.ts        stopEvents()
//   src/app/events/messageCreate/03-careless.ts  "careless event": throws in a timer
//   src/app/events/clientReady/ready.ts  logs a ready line with the bot's pid

/** The guild where the prefix resolver answers '?'. Not a dev guild. */
export const MAIN_GUILD_ID = '1100000000000000001';
/** The config's only dev guild, where the configured prefix '!' applies. */
export const DEV_GUILD_ID = '1100000000000000002';

export const ECHO_DESCRIPTION = 'Repeats some text';

/** Every command the fixture registers: globally, and in the dev guild (dev-only). */
export const GLOBAL_COMMANDS = ['careless', 'echo', 'fruit', 'guarded', 'legacy', 'modern', 'order', 'Quote', 'User Info', 'work'];
export const DEV_COMMANDS = ['reload'];

export interface FixtureBotOptions {
  /** The description of /echo: changing it changes a registered definition. */
  echoDescription?: string;
  /** The config's `unhandledErrors`; left out (the default, `'log'`) unless given. */
  unhandledErrors?: 'log' | 'exit';
}

export function fixtureBot({ echoDescription = ECHO_DESCRIPTION, unhandledErrors }: FixtureBotOptions = {}): Record<string, string> {
  return {
    'commandkit.config.ts': `import { defineConfig } from 'commandkit';

export default defineConfig({
  prefix: '!',
  devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}],${unhandledErrors ? `\n  unhandledErrors: '${unhandledErrors}',` : ''}
});
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';
import { onApplicationBootstrap } from 'commandkit';
import { MAIN_GUILD_ID } from './lib/guilds.ts';

// Per-guild prefixes, as a bot would keep them in a database.
const guildPrefixes = new Map<string, string>([[MAIN_GUILD_ID, '?']]);
const lookUpPrefix = async (guildId: string | null) => {
  await new Promise((resolve) => setImmediate(resolve));
  return guildId ? guildPrefixes.get(guildId) : undefined;
};

onApplicationBootstrap((commandkit) => {
  commandkit.setPrefixResolver(async (message) => (await lookUpPrefix(message.guildId)) ?? commandkit.prefixes);
});

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
  ...rest,
});
`,

    'src/lib/guilds.ts': `export const MAIN_GUILD_ID = ${JSON.stringify(MAIN_GUILD_ID)};\n`,

    'src/lib/trace.ts': `import type { Context } from 'commandkit';

/** Appends a step to the steps of this dispatch (kept in ctx.store) and returns them all. */
export function trace(ctx: Context, step: string): string[] {
  let steps = ctx.store.get('trace') as string[] | undefined;
  if (!steps) ctx.store.set('trace', (steps = []));
  steps.push(step);
  return steps;
}
`,

    'src/app/commands/+global-middleware.ts': `import type { MiddlewareContext } from 'commandkit';
import { trace } from '../../lib/trace.ts';

export function beforeExecute(ctx: MiddlewareContext) {
  trace(ctx, 'global');
}

export function afterExecute(ctx: MiddlewareContext) {
  trace(ctx, 'global:after');
}
`,

    'src/app/commands/echo.ts': `import type { ChatInputCommand, CommandData, Context, MessageCommand } from 'commandkit';

export const command: CommandData = {
  name: 'echo',
  description: ${JSON.stringify(echoDescription)},
  options: [
    { name: 'times', description: 'How many times', type: 4, required: true, min_value: 1, max_value: 5 },
    { name: 'text', description: 'What to repeat', type: 3, required: true },
  ],
};

const run = async (ctx: Context) => {
  const times = ctx.options.getInteger('times', true);
  const text = ctx.options.getString('text', true);
  await ctx.reply(\`echo (\${ctx.kind}): \${Array.from({ length: times }, () => text).join(' | ')}\`);
};

export const chatInput: ChatInputCommand = run;
export const message: MessageCommand = run;
`,

    'src/app/commands/fruit.ts': `import type { AutocompleteCommand, ChatInputCommand, CommandData } from 'commandkit';

const FRUITS = ['apple', 'apricot', 'banana', 'blackberry', 'cherry'];

export const command: CommandData = {
  name: 'fruit',
  description: 'Picks a fruit',
  options: [{ name: 'name', description: 'The fruit', type: 3, required: true, autocomplete: true }],
};

export const autocomplete: AutocompleteCommand = async (ctx) => {
  const typed = ctx.interaction.options.getFocused().toLowerCase();
  const matches = FRUITS.filter((fruit) => fruit.startsWith(typed));
  await ctx.interaction.respond(matches.map((fruit) => ({ name: fruit.toUpperCase(), value: fruit })));
};

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.reply(\`You picked \${ctx.options.getString('name', true)}.\`);
};
`,

    'src/app/commands/modern.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { trace } from '../../lib/trace.ts';

export const command: CommandData = { name: 'modern', description: 'The new way' };

export const chatInput: ChatInputCommand = async (ctx) => {
  const steps = trace(ctx, 'handler');
  await ctx.reply(\`modern ran for /\${ctx.interaction.commandName}: \${steps.join(' > ')}\`);
};
`,

    'src/app/commands/work.ts': `import { after, type ChatInputCommand, type CommandData } from 'commandkit';
import { trace } from '../../lib/trace.ts';

export const command: CommandData = {
  name: 'work',
  description: 'Does some work, then cleans up',
  options: [{ name: 'fail', description: 'Throw instead of replying', type: 5 }],
};

export const chatInput: ChatInputCommand = async (ctx) => {
  const steps = trace(ctx, 'handler');
  // Runs once the dispatch is over: the handler, afterExecute and the error reply if it threw.
  after(async () => {
    await ctx.reply(\`after() ran once the command was done: \${steps.join(' > ')}\`);
  });
  if (ctx.options.getBoolean('fail')) throw new Error('work failed on purpose');
  await ctx.reply('work done');
};
`,

    'src/app/commands/careless.ts': `import { after, type ChatInputCommand, type CommandData } from 'commandkit';

export const command: CommandData = {
  name: 'careless',
  description: 'Makes a mistake no try/catch in CommandKit can see',
  options: [
    {
      name: 'mistake',
      description: 'Which one',
      type: 3,
      required: true,
      choices: [
        { name: 'forgotten await', value: 'rejection' },
        { name: 'throw in a timer', value: 'timer' },
        { name: 'after() in a timer', value: 'after' },
      ],
    },
  ],
};

async function saveStats(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  throw new Error('careless: the stats were not saved');
}

export const chatInput: ChatInputCommand = async (ctx) => {
  const mistake = ctx.options.getString('mistake', true);
  await ctx.reply(\`careless: \${mistake}\`);
  if (mistake === 'rejection') {
    // The forgotten await: the rejection reaches nobody.
    saveStats();
  } else if (mistake === 'timer') {
    setTimeout(() => {
      throw new Error('careless: the timer threw');
    }, 1);
  } else {
    // The command is over before the timer fires: what follows the handler's return is all
    // synchronous or microtasks, so the run has closed by then and after() throws.
    setTimeout(() => after(() => undefined), 1);
  }
};
`,

    'src/app/commands/(menus)/user-info.ts': `import type { CommandData, UserContextMenuCommand } from 'commandkit';

export const command: CommandData = { type: 2, name: 'User Info' };

export const userContextMenu: UserContextMenuCommand = async (ctx) => {
  const target = ctx.interaction.targetUser;
  const member = ctx.interaction.targetMember ? 'a member' : 'not a member';
  await ctx.reply(\`\${target.username} (\${target.id}) is \${member} of \${ctx.guild?.name}\`);
};
`,

    'src/app/commands/(menus)/quote.ts': `import { MessageFlags } from 'discord.js';
import type { CommandData, MessageContextMenuCommand } from 'commandkit';

export const command: CommandData = { type: 3, name: 'Quote' };

export const messageContextMenu: MessageContextMenuCommand = async (ctx) => {
  const target = ctx.interaction.targetMessage;
  await ctx.reply({ content: \`"\${target.content}" by \${target.author.username}\`, flags: MessageFlags.Ephemeral });
};
`,

    'src/app/commands/(dev)/reload.ts': `import type { ChatInputCommand, CommandData, CommandMetadata } from 'commandkit';

export const command: CommandData = { name: 'reload', description: 'Reloads things (developers only)' };
export const metadata: CommandMetadata = { devOnly: true };

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.reply(\`reloaded in \${ctx.guild?.name}\`);
};
`,

    'src/app/commands/(flow)/+middleware.ts': `import type { MiddlewareContext } from 'commandkit';
import { trace } from '../../../lib/trace.ts';

export function beforeExecute(ctx: MiddlewareContext) {
  trace(ctx, 'directory');
}

export function afterExecute(ctx: MiddlewareContext) {
  trace(ctx, 'directory:after');
}
`,

    'src/app/commands/(flow)/order.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { trace } from '../../../lib/trace.ts';

export const command: CommandData = { name: 'order', description: 'Tells in which order the middleware ran' };

export const chatInput: ChatInputCommand = async (ctx) => {
  const steps = trace(ctx, 'handler');
  await ctx.reply(\`ran: \${steps.join(' > ')}\`);
};
`,

    'src/app/commands/(flow)/+order.middleware.ts': `import type { MiddlewareContext } from 'commandkit';
import { trace } from '../../../lib/trace.ts';

export function beforeExecute(ctx: MiddlewareContext) {
  trace(ctx, 'command');
}

// The last afterExecute of the chain: reports every step, as a follow-up.
export async function afterExecute(ctx: MiddlewareContext) {
  const steps = trace(ctx, 'command:after');
  await ctx.reply(\`after: \${steps.join(' > ')}\`);
}
`,

    'src/app/commands/(flow)/guarded.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { trace } from '../../../lib/trace.ts';

export const command: CommandData = { name: 'guarded', description: 'Never runs: its middleware stops it' };

export const chatInput: ChatInputCommand = async (ctx) => {
  trace(ctx, 'handler');
  await ctx.reply('guarded: the handler ran');
};
`,

    'src/app/commands/(flow)/+guarded.middleware.ts': `import { MessageFlags } from 'discord.js';
import { after, type MiddlewareContext } from 'commandkit';
import { trace } from '../../../lib/trace.ts';

export async function beforeExecute(ctx: MiddlewareContext) {
  const steps = trace(ctx, 'command');
  // Reports, once the whole dispatch is over, what ran: no handler, no afterExecute.
  after(async () => {
    await ctx.reply(\`guarded dispatch over: \${steps.join(' > ')}\`);
  });
  await ctx.reply({ content: 'Stopped by the middleware.', flags: MessageFlags.Ephemeral });
  ctx.exitMiddleware();
}

export function afterExecute(ctx: MiddlewareContext) {
  trace(ctx, 'command:after');
}
`,

    'src/app/commands/(flow)/legacy.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = { name: 'legacy', description: 'The old way: redirects to /modern' };

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.reply('legacy: the handler ran');
};
`,

    'src/app/commands/(flow)/+legacy.middleware.ts': `import type { MiddlewareContext } from 'commandkit';

export function beforeExecute(ctx: MiddlewareContext) {
  ctx.redirect('modern');
}
`,

    'src/app/events/messageCreate/01-gate.ts': `import { after, stopEvents, type EventHandler } from 'commandkit';

// Reacts to "events: ..." messages; "events: stop" stops the handlers after this one.
const handler: EventHandler<'messageCreate'> = async (message) => {
  if (message.author.bot || !message.content.startsWith('events:') || !message.channel.isSendable()) return;
  const channel = message.channel;
  // Runs after every handler of this messageCreate, so it marks the end of the event's dispatch.
  after(async () => {
    await channel.send(\`events over: \${message.content}\`);
  });
  await channel.send(\`first handler: \${message.content}\`);
  if (message.content === 'events: stop') stopEvents();
};

export default handler;
`,

    'src/app/events/messageCreate/02-second.ts': `import type { EventHandler } from 'commandkit';

const handler: EventHandler<'messageCreate'> = async (message) => {
  if (message.author.bot || !message.content.startsWith('events:') || !message.channel.isSendable()) return;
  await message.channel.send(\`second handler: \${message.content}\`);
};

export default handler;
`,

    'src/app/events/messageCreate/03-careless.ts': `import type { EventHandler } from 'commandkit';

// "careless event" makes this handler leave a timer that throws.
const handler: EventHandler<'messageCreate'> = (message) => {
  if (message.content !== 'careless event') return;
  setTimeout(() => {
    throw new Error('careless: the event timer threw');
  }, 1);
};

export default handler;
`,

    'src/app/events/clientReady/ready.ts': `import type { EventHandler } from 'commandkit';

const handler: EventHandler<'clientReady'> = (client) => {
  console.log(\`fixture bot ready: pid=\${process.pid} user=\${client.user.tag} guilds=\${client.guilds.cache.size}\`);
};

export default handler;
`,
  };
}
