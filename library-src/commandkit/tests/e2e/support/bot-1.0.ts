// The bot project of the CommandKit 1.0 compatibility test (../bot-1.0.test.ts): a bot written the
// way a CommandKit 1.0 user writes one, with 1.0's import paths, names and signatures
// (shared/commandkit-1.0-api.md) and nothing of this version's additions, so that the test proves
// such a bot type-checks, builds with `commandkit build` and runs unchanged. Only two lines are
// there for the test: app.ts points discord.js at the fake Discord (FAKE_DISCORD_REST), and the
// clientReady handler logs the line the test waits for.
//
// What each file is for:
//   package.json, tsconfig.json          as a 1.0 project has them: ES modules; module Preserve,
//                                        moduleResolution Bundler, JSX from commandkit, a @/* alias
//   commandkit.config.ts                 defineConfig from 'commandkit/config'; the i18n, legacy
//                                        and cache plugins, and the bot's own runtime plugin
//   src/plugins/audit-plugin.ts          AuditPlugin, on 1.0's hook signatures (ctx first):
//                                        onBeforeInteraction answers /locked itself (ctx.capture()),
//                                        executeCommand records the command and its source and runs
//                                        it, onAfterCommand follows every slash command up with an
//                                        audit line (the last message of a run)
//   src/app.ts                           default-exports the Client
//   src/lib/guilds.ts                    the main guild's id
//   src/lib/leaderboard.ts               a "use cache" function (cacheTag, cacheLife), imported as @/lib/...
//   src/flags/sparkles.ts                a flag from 'commandkit/flag': on in the main guild only
//   src/app/commands/(General)/          ping (slash + message, after(), answers forwards),
//                                        shortcut (forwardCommand('ping')), echo (slash + message,
//                                        ctx.args()), greet (ctx.locale()), server-info (guilds: [...])
//   src/app/commands/(Moderation)/       +middleware.ts (beforeExecute cancels without confirm,
//                                        afterExecute follows up; Logger) and purge
//   src/app/commands/(Fun)/              counter.tsx (ActionRow + Button onClick), award (emits
//                                        custom:pointsAwarded), leaderboard (the cached function,
//                                        revalidateTag), sparkle (the flag)
//   src/app/commands/(Admin)/            reload (commandkit.reloadCommands()), locked (never runs:
//                                        the plugin captures it)
//   src/app/events/clientReady/log.ts    logs the ready line
//   src/app/events/(custom)/pointsAwarded/announce.ts   announces the award in the channel
//   src/app/locales/{en-US,fr}/greet.json                greet's translations (fr renames it)
//   src/commands/oldping.ts, src/commands/Misc/oldinfo.ts  0.1.x commands run by the legacy plugin
import { MAIN_GUILD_ID } from './fixture-bot.ts';

/** What the bot logs once it is ready; its pid is the first group. */
export const BOT_1_0_READY = /bot-1\.0 ready: pid=(\d+) user=FakeBot#0001 guilds=2\n/;

/** The commands the bot registers globally: its app commands but server-info, and the legacy ones. */
export const BOT_1_0_GLOBAL_COMMANDS = [
  'award',
  'counter',
  'echo',
  'greet',
  'leaderboard',
  'locked',
  'oldinfo',
  'oldping',
  'ping',
  'purge',
  'reload',
  'shortcut',
  'sparkle',
];

/** The commands the bot registers in the main guild only (`guilds` in their data). */
export const BOT_1_0_MAIN_GUILD_COMMANDS = ['server-info'];

/** The bot's files, path → contents. */
export function bot10(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'bot-1-0', version: '0.1.0', private: true, type: 'module' }, null, 2)}\n`,

    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ESNext',
          lib: ['ESNext'],
          module: 'Preserve',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          jsxImportSource: 'commandkit',
          strict: true,
          esModuleInterop: true,
          resolveJsonModule: true,
          isolatedModules: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['node'],
          baseUrl: '.',
          paths: { '@/*': ['./src/*'] },
        },
        include: ['src', 'commandkit.config.ts'],
      },
      null,
      2,
    )}\n`,

    'commandkit.config.ts': `import { defineConfig } from 'commandkit/config';
import { i18n } from '@commandkit/i18n';
import { legacy } from '@commandkit/legacy';
import { cache } from '@commandkit/cache';
import { AuditPlugin } from './src/plugins/audit-plugin';

export default defineConfig({
  plugins: [i18n(), legacy({ skipBuiltInValidations: true }), cache(), new AuditPlugin({})],
});
`,

    'src/plugins/audit-plugin.ts': `import { Message, MessageFlags, type Interaction } from 'discord.js';
import type { CommandKitEnvironment, PreparedAppCommandExecution } from 'commandkit';
import { RuntimePlugin, type CommandKitPluginRuntime } from 'commandkit/plugin';
import { Logger } from 'commandkit/logger';

/** Commands the plugin answers itself: the bot never runs them. */
const LOCKED = new Set(['locked']);

export class AuditPlugin extends RuntimePlugin {
  public readonly name = 'AuditPlugin';

  public async onBeforeInteraction(ctx: CommandKitPluginRuntime, interaction: Interaction): Promise<void> {
    if (!interaction.isChatInputCommand() || !LOCKED.has(interaction.commandName)) return;
    await interaction.reply({ content: \`/\${interaction.commandName} is locked by \${this.name}.\`, flags: MessageFlags.Ephemeral });
    ctx.capture();
  }

  public async executeCommand(
    ctx: CommandKitPluginRuntime,
    env: CommandKitEnvironment,
    source: Interaction | Message,
    command: PreparedAppCommandExecution,
    execute: () => Promise<any>,
  ): Promise<boolean> {
    env.variables.set('audit:command', command.command.command.name);
    env.variables.set('audit:source', source instanceof Message ? 'message' : 'interaction');
    await execute();
    return true;
  }

  public async onAfterCommand(ctx: CommandKitPluginRuntime, env: CommandKitEnvironment): Promise<void> {
    const context = env.context;
    if (!context?.isChatInputCommand()) return;
    const ran = env.variables.get('audit:command') ?? 'not run';
    const from = env.variables.get('audit:source') ?? 'unknown';
    Logger.info(\`audit: /\${context.commandName} took \${env.getExecutionTime()} ms\`);
    await context.interaction.followUp(\`audit: /\${context.commandName} (executeCommand: \${ran}, source: \${from})\`);
  }
}
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

// The test's fake Discord stands in for Discord's REST API.
const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

const client = new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
  ...rest,
});

export default client;
`,

    'src/lib/guilds.ts': `export const MAIN_GUILD_ID = ${JSON.stringify(MAIN_GUILD_ID)};\n`,

    'src/lib/leaderboard.ts': `import { cacheLife, cacheTag } from 'commandkit/cache';

let computations = 0;

export async function getLeaderboard(guildId: string) {
  'use cache';
  cacheTag(\`leaderboard:\${guildId}\`);
  cacheLife('1h');
  computations += 1;
  return { guildId, computation: computations };
}
`,

    'src/flags/sparkles.ts': `import { flag } from 'commandkit/flag';
import { MAIN_GUILD_ID } from '@/lib/guilds';

export const sparkles = flag({
  key: 'sparkles',
  description: 'Sparkles in /sparkle, in the main guild only',
  identify(ctx) {
    return { guildId: ctx.command?.guild?.id ?? null };
  },
  decide({ entities }) {
    return entities.guildId === MAIN_GUILD_ID;
  },
});
`,

    'src/app/commands/(General)/ping.ts': `import { after, type ChatInputCommand, type CommandData, type MessageCommand } from 'commandkit';

export const command: CommandData = {
  name: 'ping',
  description: 'Pong!',
};

export const chatInput: ChatInputCommand = async (ctx) => {
  after(async (env) => {
    await ctx.interaction.followUp(\`ping took \${Math.round(env.getExecutionTime())} ms\`);
  });
  const from = ctx.forwarded ? \` (forwarded from /\${ctx.interaction.commandName})\` : '';
  await ctx.interaction.reply(\`Pong!\${from}\`);
};

export const message: MessageCommand = async (ctx) => {
  await ctx.message.reply('Pong!');
};
`,

    'src/app/commands/(General)/shortcut.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = {
  name: 'shortcut',
  description: 'Runs /ping',
};

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.forwardCommand('ping');
};
`,

    'src/app/commands/(General)/echo.ts': `import { ApplicationCommandOptionType } from 'discord.js';
import type { ChatInputCommand, CommandData, MessageCommand } from 'commandkit';

export const command: CommandData = {
  name: 'echo',
  description: 'Repeats what you say',
  options: [{ name: 'text', description: 'What to repeat', type: ApplicationCommandOptionType.String, required: true }],
};

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.interaction.reply(\`echo: \${ctx.interaction.options.getString('text', true)}\`);
};

export const message: MessageCommand = async (ctx) => {
  await ctx.message.reply(\`echo: \${ctx.args().join(' ')}\`);
};
`,

    'src/app/commands/(General)/greet.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = {
  name: 'greet',
  description: 'Greets you in your language',
};

export const chatInput: ChatInputCommand = async (ctx) => {
  const { t } = ctx.locale();
  await ctx.interaction.reply(t('hello', { user: ctx.interaction.user.username }));
};
`,

    'src/app/commands/(General)/server-info.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { MAIN_GUILD_ID } from '@/lib/guilds';

export const command: CommandData = {
  name: 'server-info',
  description: 'About this server',
  guilds: [MAIN_GUILD_ID],
};

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.interaction.reply(\`This is \${ctx.interaction.guild?.name}.\`);
};
`,

    'src/app/commands/(Moderation)/+middleware.ts': `import { MessageFlags } from 'discord.js';
import type { MiddlewareContext } from 'commandkit';
import { Logger } from 'commandkit/logger';

export async function beforeExecute(ctx: MiddlewareContext) {
  Logger.info(\`moderation middleware: before /\${ctx.commandName}\`);
  if (ctx.isChatInputCommand() && !ctx.interaction.options.getBoolean('confirm')) {
    await ctx.interaction.reply({ content: 'Moderation commands need confirm:True.', flags: MessageFlags.Ephemeral });
    ctx.cancel();
  }
}

export async function afterExecute(ctx: MiddlewareContext) {
  if (ctx.isChatInputCommand()) await ctx.interaction.followUp(\`moderation middleware: /\${ctx.commandName} finished\`);
}
`,

    'src/app/commands/(Moderation)/purge.ts': `import { ApplicationCommandOptionType } from 'discord.js';
import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = {
  name: 'purge',
  description: 'Deletes messages (pretends to)',
  options: [
    { name: 'count', description: 'How many', type: ApplicationCommandOptionType.Integer, required: true, min_value: 1, max_value: 100 },
    { name: 'confirm', description: 'Really do it', type: ApplicationCommandOptionType.Boolean },
  ],
};

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.interaction.reply(\`Purged \${ctx.interaction.options.getInteger('count', true)} messages.\`);
};
`,

    'src/app/commands/(Fun)/counter.tsx': `import { ButtonStyle } from 'discord.js';
import { ActionRow, Button, type ChatInputCommand, type CommandData, type OnButtonKitClick } from 'commandkit';

export const command: CommandData = {
  name: 'counter',
  description: 'A button that counts its clicks',
};

export const chatInput: ChatInputCommand = async (ctx) => {
  let clicks = 0;

  const onClick: OnButtonKitClick = async (interaction) => {
    clicks += 1;
    await interaction.update(\`Clicks: \${clicks} (last by \${interaction.user.username})\`);
  };

  const row = (
    <ActionRow>
      <Button onClick={onClick} style={ButtonStyle.Primary}>
        Click me
      </Button>
    </ActionRow>
  );

  await ctx.interaction.reply({ content: 'Clicks: 0', components: [row] });
};
`,

    'src/app/commands/(Fun)/award.ts': `import { ApplicationCommandOptionType } from 'discord.js';
import type { ChatInputCommand, CommandData } from 'commandkit';
import { useEvents } from 'commandkit/events';

export const command: CommandData = {
  name: 'award',
  description: 'Awards you points',
  options: [{ name: 'points', description: 'How many', type: ApplicationCommandOptionType.Integer, required: true }],
};

export const chatInput: ChatInputCommand = async (ctx) => {
  const points = ctx.interaction.options.getInteger('points', true);
  await ctx.interaction.reply(\`Awarding \${points} points.\`);
  useEvents().to('custom').emit('pointsAwarded', { channel: ctx.interaction.channel, user: ctx.interaction.user, points });
};
`,

    'src/app/commands/(Fun)/leaderboard.ts': `import { ApplicationCommandOptionType } from 'discord.js';
import type { ChatInputCommand, CommandData } from 'commandkit';
import { revalidateTag } from 'commandkit/cache';
import { getLeaderboard } from '@/lib/leaderboard';

export const command: CommandData = {
  name: 'leaderboard',
  description: 'The leaderboard, cached',
  options: [{ name: 'refresh', description: 'Compute it again', type: ApplicationCommandOptionType.Boolean }],
};

export const chatInput: ChatInputCommand = async (ctx) => {
  const guildId = ctx.interaction.guildId ?? 'dm';
  if (ctx.interaction.options.getBoolean('refresh')) await revalidateTag(\`leaderboard:\${guildId}\`);
  const board = await getLeaderboard(guildId);
  await ctx.interaction.reply(\`Leaderboard of \${board.guildId}: computation \${board.computation}\`);
};
`,

    'src/app/commands/(Fun)/sparkle.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';
import { sparkles } from '@/flags/sparkles';

export const command: CommandData = {
  name: 'sparkle',
  description: 'Sparkles, where the flag allows them',
};

export const chatInput: ChatInputCommand = async (ctx) => {
  const on = await sparkles();
  await ctx.interaction.reply(on ? \`Sparkles in \${ctx.interaction.guild?.name}!\` : \`No sparkles in \${ctx.interaction.guild?.name}.\`);
};
`,

    'src/app/commands/(Admin)/reload.ts': `import { commandkit, type ChatInputCommand, type CommandData } from 'commandkit';

export const command: CommandData = {
  name: 'reload',
  description: 'Reloads the commands',
};

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.interaction.deferReply();
  await commandkit.reloadCommands();
  await ctx.interaction.editReply(\`Reloaded \${commandkit.commandHandler.getCommandsArray().length} commands.\`);
};
`,

    'src/app/commands/(Admin)/locked.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = {
  name: 'locked',
  description: 'Locked by the audit plugin',
};

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.interaction.reply('locked: the handler ran');
};
`,

    'src/app/events/clientReady/log.ts': `import type { Client } from 'discord.js';
import { Logger } from 'commandkit/logger';

export default function log(client: Client<true>) {
  Logger.info(\`Logged in as \${client.user.username}\`);
  console.log(\`bot-1.0 ready: pid=\${process.pid} user=\${client.user.tag} guilds=\${client.guilds.cache.size}\`);
}
`,

    'src/app/events/(custom)/pointsAwarded/announce.ts': `import type { TextBasedChannel, User } from 'discord.js';

interface PointsAwarded {
  channel: TextBasedChannel | null;
  user: User;
  points: number;
}

export default async function announce({ channel, user, points }: PointsAwarded) {
  if (!channel?.isSendable()) return;
  await channel.send(\`\${user.username} earned \${points} points!\`);
}
`,

    'src/app/locales/en-US/greet.json': `${JSON.stringify({ hello: 'Hello, {{user}}!' }, null, 2)}\n`,

    'src/app/locales/fr/greet.json': `${JSON.stringify(
      { $command: { name: 'saluer', description: 'Te salue dans ta langue' }, hello: 'Bonjour, {{user}} !' },
      null,
      2,
    )}\n`,

    'src/commands/oldping.ts': `import type { CommandData, CommandOptions, SlashCommandProps } from '@commandkit/legacy';

export const data: CommandData = {
  name: 'oldping',
  description: 'Pong, the 0.1.x way',
};

export const options: CommandOptions = {
  deleted: false,
};

export async function run({ interaction, client }: SlashCommandProps) {
  await interaction.reply(\`Old pong from \${client.user?.username}!\`);
}
`,

    'src/commands/Misc/oldinfo.ts': `import type { CommandData, SlashCommandProps } from '@commandkit/legacy';

const data: CommandData = {
  name: 'oldinfo',
  description: 'A 0.1.x command in a category',
};

async function run({ interaction }: SlashCommandProps) {
  await interaction.reply(\`Old info: \${interaction.guild?.name}\`);
}

export default { data, run };
`,
  };
}
