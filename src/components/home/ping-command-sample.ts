/**
 * The command file shown on the home page. It targets the latest release (commandkit@0.1.10) and is
 * kept as its own module so that it can be type-checked against that release's typings.
 */
export const pingCommandSample = {
  title: 'src/commands/ping.ts',
  language: 'ts',
  code: `import type { CommandData, SlashCommandProps } from 'commandkit';

export const data: CommandData = {
  name: 'ping',
  description: 'Show how quickly the bot answers',
};

export async function run({ interaction, client }: SlashCommandProps) {
  const started = Date.now();
  await interaction.deferReply();
  const roundTrip = Date.now() - started;

  await interaction.editReply(
    \`Pong! \${roundTrip} ms round trip, \${client.ws.ping} ms gateway.\`,
  );
}
`,
} as const;
