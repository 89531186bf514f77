// The bot project of the plugins end-to-end test (../plugins.test.ts): a compiler plugin and a
// runtime plugin in its config, built with `commandkit build` and run with `commandkit start`
// against the fake Discord.
//
//   commandkit.config.ts          Greeting (compiler: replaces __GREETING__ at build time) and
//                                 Wrapper (runtime: suffixes descriptions, wraps every command run)
//   src/app.ts                    the Client, its REST at FAKE_DISCORD_REST
//   src/app/commands/hello.ts     /hello: replies with the greeting and what the wrapper stored
//   src/app/events/clientReady/ready.ts   logs a ready line with the pid
import { DEV_GUILD_ID } from './fixture-bot.ts';

/** What the bot logs once it is ready (the harness waits for it). */
export const PLUGINS_READY = /plugins bot ready: pid=(\d+) user=FakeBot#0001 guilds=2\n/;

export function pluginsBot(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'plugins-bot', version: '0.1.0', private: true, type: 'module' }, null, 2)}\n`,

    'commandkit.config.ts': `import { defineConfig, CompilerPlugin, RuntimePlugin, type CommandData, type CommandKitEnvironment, type CommandKitPluginRuntime, type TransformParameters } from 'commandkit';

class Greeting extends CompilerPlugin<{ text: string }> {
  readonly name = 'greeting';
  override transform({ code }: TransformParameters) {
    if (!code.includes('__GREETING__')) return null;
    return { code: code.replaceAll('__GREETING__', JSON.stringify(this.options.text)) };
  }
}

class Wrapper extends RuntimePlugin {
  readonly name = 'wrapper';
  override onAfterClientLogin() {
    console.log('wrapper: logged in');
  }
  override prepareCommand(_ctx: CommandKitPluginRuntime, data: CommandData) {
    return 'description' in data ? { ...data, description: data.description + ' (wrapped)' } : undefined;
  }
  override async executeCommand(_ctx: CommandKitPluginRuntime, env: CommandKitEnvironment, _source: unknown, _command: unknown, execute: () => Promise<void>) {
    env.context?.store.set('wrappedBy', this.name);
    await execute();
    return true;
  }
}

export default defineConfig({
  devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}],
  plugins: [[new Greeting({ text: 'Hello from the build' })], new Wrapper()],
});
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({ intents: [GatewayIntentBits.Guilds], ...rest });
`,

    'src/app/commands/hello.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = { name: 'hello', description: 'Says hello' };

export const chatInput: ChatInputCommand = async (ctx) => {
  // @ts-expect-error: the greeting compiler plugin replaces it at build time
  await ctx.interaction.reply(\`\${__GREETING__}, wrapped by \${String(ctx.store.get('wrappedBy'))}\`);
};
`,

    'src/app/events/clientReady/ready.ts': `import type { EventHandler } from 'commandkit';

const handler: EventHandler<'clientReady'> = (client) => {
  console.log(\`plugins bot ready: pid=\${process.pid} user=\${client.user.tag} guilds=\${client.guilds.cache.size}\`);
};

export default handler;
`,
  };
}
