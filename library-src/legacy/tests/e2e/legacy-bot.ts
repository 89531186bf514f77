// The bot project of the legacy end-to-end test (./legacy.test.ts): a bot written as the CommandKit
// 0.1.10 guides show (versioned_docs/version-0.1.10/guide), its imports switched from 'commandkit'
// to '@commandkit/legacy', run on CommandKit Next with legacy() in its config.
//
//   commandkit.config.ts                 legacy(), the dev guild and the dev user
//   src/app.ts                           the Client, its REST at FAKE_DISCORD_REST
//   src/app/commands/hello.ts            a Next command living next to the legacy ones
//   src/commands/ping.ts                 0.1.10 "Your first command": data + run({ interaction, client })
//   src/commands/daily.ts                a custom `cooldown` option, enforced by the validation below
//   src/commands/user-info.ts            a user context-menu command (run)
//   src/commands/moderation/ban.ts       userPermissions / botPermissions (built-in permission check)
//   src/commands/misc/reload.ts          devOnly: registered in the dev guild only
//   src/commands/old.ts                  deleted: never registered
//   src/validations/cooldowns.ts         0.1.10's cooldown validation: returns true to stop
//   src/events/ready/log-in.ts           (client, client, handler): logs the ready line

/** The guild the bot serves (alice, bob). */
export const MAIN_GUILD_ID = '1100000000000000001';
/** The config's dev guild (dev, tester). */
export const DEV_GUILD_ID = '1100000000000000002';
/** The config's dev user. */
export const DEV_USER_ID = '1300000000000000009';
/** A member of the dev guild who is not a developer. */
export const TESTER_ID = '1300000000000000008';

/** What the bot logs once ready; the groups are its pid and the checks of the event's arguments. */
export const LEGACY_READY = /legacy bot ready: pid=(\d+) user=FakeBot#0001 second-is-client=(\w+) handler=(\w+)\n/;

export function legacyBot(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'legacy-bot', version: '0.1.0', private: true, type: 'module' }, null, 2)}\n`,

    'commandkit.config.ts': `import { defineConfig } from 'commandkit';
import { legacy } from '@commandkit/legacy';

export default defineConfig({
  devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}],
  devUserIds: [${JSON.stringify(DEV_USER_ID)}],
  plugins: [legacy()],
});
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({ intents: [GatewayIntentBits.Guilds], ...rest });
`,

    'src/app/commands/hello.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = { name: 'hello', description: 'Says hello from CommandKit Next' };

export const chatInput: ChatInputCommand = (ctx) => ctx.reply('Hello from src/app!');
`,

    'src/commands/ping.ts': `import type { CommandData, SlashCommandProps } from '@commandkit/legacy';

export const data: CommandData = {
  name: 'ping',
  description: 'Check that the bot is alive and how fast it answers',
};

export async function run({ interaction, client }: SlashCommandProps) {
  await interaction.reply(\`Pong from \${client.user.tag}!\`);
}
`,

    'src/commands/daily.ts': `import type { CommandData, LegacyCommandOptions, SlashCommandProps } from '@commandkit/legacy';

export const data: CommandData = {
  name: 'daily',
  description: 'Claim your daily reward',
};

export const options: LegacyCommandOptions = {
  // Read by src/validations/cooldowns.ts
  cooldown: 24 * 60 * 60,
};

export async function run({ interaction }: SlashCommandProps) {
  await interaction.reply('You received 100 coins. Come back tomorrow!');
}
`,

    'src/commands/user-info.ts': `import { ApplicationCommandType, MessageFlags } from 'discord.js';
import type { CommandData, UserContextMenuCommandProps } from '@commandkit/legacy';

export const data: CommandData = {
  name: 'User info',
  type: ApplicationCommandType.User,
};

export async function run({ interaction }: UserContextMenuCommandProps) {
  await interaction.reply({ content: \`That is \${interaction.targetUser.username}.\`, flags: MessageFlags.Ephemeral });
}
`,

    'src/commands/moderation/ban.ts': `import { ApplicationCommandOptionType } from 'discord.js';
import type { CommandData, LegacyCommandOptions, SlashCommandProps } from '@commandkit/legacy';

export const data: CommandData = {
  name: 'ban',
  description: 'Ban a member from this server',
  options: [{ name: 'member', description: 'Who to ban', type: ApplicationCommandOptionType.User, required: true }],
};

export const options: LegacyCommandOptions = {
  userPermissions: 'BanMembers',
  botPermissions: ['BanMembers'],
};

export async function run({ interaction }: SlashCommandProps) {
  await interaction.reply('Banned.');
}
`,

    'src/commands/misc/reload.ts': `import type { CommandData, LegacyCommandOptions, SlashCommandProps } from '@commandkit/legacy';

export const data: CommandData = { name: 'reload', description: 'Developers only' };

export const options: LegacyCommandOptions = { devOnly: true };

export async function run({ interaction, handler }: SlashCommandProps) {
  await interaction.reply(\`Reloading \${handler.commands.size} commands.\`);
}
`,

    'src/commands/old.ts': `import type { CommandData, LegacyCommandOptions, SlashCommandProps } from '@commandkit/legacy';

export const data: CommandData = { name: 'old', description: 'Going away' };

export const options: LegacyCommandOptions = { deleted: true };

export async function run({ interaction }: SlashCommandProps) {
  await interaction.reply('still here?');
}
`,

    'src/validations/cooldowns.ts': `import { MessageFlags } from 'discord.js';
import type { ValidationProps } from '@commandkit/legacy';

// "command:user" -> time of the last successful use, in milliseconds.
const lastUse = new Map<string, number>();

export default async function cooldowns({ interaction, commandObj }: ValidationProps) {
  if (interaction.isAutocomplete()) return;
  const seconds: unknown = commandObj.options?.cooldown;
  if (typeof seconds !== 'number') return;
  const key = \`\${commandObj.data.name}:\${interaction.user.id}\`;
  const availableAt = (lastUse.get(key) ?? 0) + seconds * 1000;
  if (Date.now() < availableAt) {
    await interaction.reply({ content: \`You can use /\${commandObj.data.name} again later.\`, flags: MessageFlags.Ephemeral });
    return true;
  }
  lastUse.set(key, Date.now());
}
`,

    'src/events/ready/log-in.ts': `import type { Client } from 'discord.js';
import type { CommandKit } from 'commandkit';

export default function logIn(client: Client<true>, second: unknown, handler: CommandKit) {
  console.log(\`legacy bot ready: pid=\${process.pid} user=\${client.user.tag} second-is-client=\${second === client} handler=\${handler.constructor.name}\`);
}
`,
  };
}
