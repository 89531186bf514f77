// The bot project of the sharding end-to-end test: a src/sharding-manager.ts that starts two
// shard processes of the built bot with discord.js's ShardingManager, a command that says which
// shard answered, and event handlers that log which shard saw what.
//
//   commandkit.config.ts                  no dev guilds: /where is registered globally
//   src/sharding-manager.ts               2 shards, process mode, spawned without delay
//   src/app.ts                            the Client (REST at FAKE_DISCORD_REST)
//   src/app/commands/where.ts             /where: "shard <id> answered in <guild>"
//   src/app/events/clientReady/ready.ts   logs the shard's pid, ids and guilds
//   src/app/events/messageCreate/seen.ts  logs the shard and guild of each message

/** The line each shard logs when ready: pid, shard ids, guild ids. */
export const SHARD_READY = /shard ready: pid=(\d+) shards=(\d+) guilds=([\d,]*)\n/g;
/** The line the manager logs once every shard is ready. */
export const MANAGER_READY = /manager: 2 shards ready/;

export function shardedBot(): Record<string, string> {
  return {
    'commandkit.config.ts': `import { defineConfig } from 'commandkit';

export default defineConfig({});
`,

    'src/sharding-manager.ts': `import { join } from 'node:path';
import { ShardingManager } from 'discord.js';

const manager = new ShardingManager(join(import.meta.dirname, 'commandkit.entry.js'), { totalShards: 2, mode: 'process' });
manager.on('shardCreate', (shard) => console.log(\`manager: launched shard \${shard.id}\`));
await manager.spawn({ delay: 0 });
console.log(\`manager: \${manager.shards.size} shards ready\`);
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
  ...rest,
});
`,

    'src/app/commands/where.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = { name: 'where', description: 'Says which shard answered' };

export const chatInput: ChatInputCommand = (ctx) =>
  ctx.reply(\`shard \${ctx.client.shard?.ids.join(',')} answered in \${ctx.guild?.name}\`);
`,

    'src/app/events/clientReady/ready.ts': `import type { Client } from 'discord.js';

export default function ready(client: Client<true>) {
  const guilds = [...client.guilds.cache.keys()].sort().join(',');
  console.log(\`shard ready: pid=\${process.pid} shards=\${client.shard?.ids.join(',')} guilds=\${guilds}\`);
}
`,

    'src/app/events/messageCreate/seen.ts': `import type { Message } from 'discord.js';

export default function seen(message: Message) {
  console.log(\`shard \${message.client.shard?.ids.join(',')} saw "\${message.content}" in \${message.guildId}\`);
}
`,
  };
}
