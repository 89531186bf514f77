import { version } from '../../version.ts';

/**
 * The discord.js release range new projects depend on: the release CommandKit is tested with and
 * later 14.x releases (the `clientReady` event the template uses needs 14.22 or later).
 */
export const DISCORD_JS_RANGE = '^14.28.1';

/**
 * The files of a new bot project, by path relative to the project directory, as
 * `commandkit create` writes them: the package manifest with the `dev`, `build` and `start`
 * scripts, the TypeScript and CommandKit configs, `.env.example`, `.gitignore`, a README, the
 * client in `src/app.ts`, a `ping` command, a `counter` command written in JSX (`.tsx`, with a
 * button that counts its clicks) and a `clientReady` event handler. The tsconfig compiles JSX with
 * CommandKit's runtime (`"jsx": "react-jsx"`, `"jsxImportSource": "commandkit"`).
 *
 * @param name - The package name of the project.
 * @returns The file contents by relative path, with `/` separators.
 */
export function projectTemplate(name: string): Record<string, string> {
  return {
    'package.json': `${JSON.stringify(
      {
        name,
        version: '0.1.0',
        private: true,
        type: 'module',
        scripts: {
          dev: 'commandkit dev',
          build: 'commandkit build',
          start: 'commandkit start',
          typecheck: 'tsc --noEmit',
        },
        dependencies: {
          commandkit: `^${version}`,
          'discord.js': DISCORD_JS_RANGE,
        },
        devDependencies: {
          '@types/node': '^20.19.0',
          typescript: '^5.9.3',
        },
        engines: { node: '>=20.12' },
      },
      null,
      2,
    )}\n`,

    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          verbatimModuleSyntax: true,
          isolatedModules: true,
          jsx: 'react-jsx',
          jsxImportSource: 'commandkit',
          skipLibCheck: true,
          types: ['node'],
          noEmit: true,
        },
        include: ['src', 'commandkit.config.ts'],
      },
      null,
      2,
    )}\n`,

    'commandkit.config.ts': `import { defineConfig } from 'commandkit';

// Every field is optional; these are the defaults of the most common ones.
export default defineConfig({
  // Where app.ts sits beside commands/ and events/.
  appDir: 'src/app',
  // Where "commandkit build" writes the compiled bot.
  distDir: 'dist',
  // The prefix of message commands: "!ping" runs the ping command.
  prefix: '!',
});
`,

    '.env.example': `# Copy this file to .env and put your bot's token after the = sign. Find the token in the
# Discord Developer Portal: your application, then Bot, then Reset Token. Never commit .env.
DISCORD_TOKEN=
`,

    '.gitignore': `node_modules/
dist/
.env
*.log
`,

    'README.md': `# ${name}

A Discord bot built with [CommandKit](https://commandkit.js.org) and discord.js.

1. \`npm install\`
2. Copy \`.env.example\` to \`.env\` and set \`DISCORD_TOKEN\`.
3. \`npm run dev\` runs the bot and restarts it when you save a file.

For production, \`npm run build\` then \`npm start\`. \`npm run typecheck\` checks the types.

Commands live in \`src/app/commands/\`, event handlers in \`src/app/events/<event name>/\`.
Files ending in \`.tsx\` can build message components with JSX, like \`src/app/commands/counter.tsx\`.
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

// CommandKit logs this client in with DISCORD_TOKEN and loads src/app/commands and src/app/events.
// Message commands need the Message Content intent: turn it on in the Developer Portal (Bot page).
const client = new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
});

export default client;
`,

    'src/app/commands/ping.ts': `import type { ChatInputCommand, CommandData, MessageCommand } from 'commandkit';

export const command: CommandData = {
  name: 'ping',
  description: "Replies with Pong and the bot's latency.",
};

// /ping
export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.reply(\`Pong! (\${ctx.client.ws.ping} ms)\`);
};

// !ping
export const message: MessageCommand = async (ctx) => {
  await ctx.reply(\`Pong! (\${ctx.client.ws.ping} ms)\`);
};
`,

    'src/app/commands/counter.tsx': `import { ActionRow, Button, type ChatInputCommand, type CommandData } from 'commandkit';

export const command: CommandData = {
  name: 'counter',
  description: 'Shows a button that counts how often it is clicked.',
};

// /counter: JSX builds the discord.js components; onClick answers each click for 5 minutes.
export const chatInput: ChatInputCommand = async (ctx) => {
  let clicks = 0;
  const row = (
    <ActionRow>
      <Button
        style="primary"
        onClick={async (interaction) => {
          clicks += 1;
          await interaction.update({ content: \`Clicked \${clicks} times.\` });
        }}
      >
        Click me
      </Button>
    </ActionRow>
  );
  await ctx.reply({ content: 'Clicked 0 times.', components: [row] });
};
`,

    'src/app/events/clientReady/log.ts': `import type { EventHandler } from 'commandkit';

// Runs once the bot is logged in and ready.
const handler: EventHandler<'clientReady'> = (client) => {
  console.log(\`Logged in as \${client.user.tag}, in \${client.guilds.cache.size} servers.\`);
};

export default handler;
`,
  };
}
