// The bot project of the message-component end-to-end test (../components.test.ts): written into
// a temp project, built with `commandkit build` and run with `commandkit start` against the fake
// Discord, like fixture-bot.ts. Its commands are `.tsx` files written with CommandKit's JSX the way
// the guides show (jsx/using-jsx, jsx/v1/button, message-components/buttonkit): the tsconfig a
// `commandkit create` project has, with `"jsx": "react-jsx"` and `"jsxImportSource": "commandkit"`.
// The test also type-checks the project with tsc, so these files must compile as a user's would.
//
// What each file is for:
//   commandkit.config.ts                   the dev guild (no dev-only command; registration logs it)
//   src/app.ts                             the Client, its REST at FAKE_DISCORD_REST
//   src/app/commands/panel.tsx             a row of buttons and a row with a string select menu:
//                                          "Add one" (update(): content and its own label),
//                                          "Who am I?" (hooks in a click handler), "Feedback"
//                                          (showModal() of a JSX <Modal>, onSubmit replies),
//                                          "Break" (throws, no onError); the menu replies with the values
//   src/app/commands/timed.tsx             two buttons with a short time; onEnd disables them and
//                                          writes (and logs) its reason
//   src/app/commands/card.tsx              a Components V2 message: Container, TextDisplay,
//                                          Separator, Section with a Thumbnail accessory
//   src/app/commands/bad-card.tsx          a V2 message with `content` too, which Discord refuses
//   src/app/events/clientReady/ready.tsx   logs a ready line with the bot's pid
import { DEV_GUILD_ID } from './fixture-bot.ts';
import { projectTemplate } from '../../../src/cli/create/templates.ts';

/** Every command the components bot registers, globally. */
export const COMPONENT_COMMANDS = ['bad-card', 'card', 'panel', 'timed'];

/** The `time` of the /timed buttons, in ms: short, as the test waits for it to run out. */
export const TIMED_MS = 400;

/** What the bot logs once it is ready (the harness waits for it). */
export const COMPONENTS_READY = /components bot ready: pid=(\d+) user=FakeBot#0001 guilds=2\n/;

export const THUMBNAIL_URL = 'https://cdn.discordapp.com/embed/avatars/0.png';

export function componentsBot(): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name: 'components-bot', version: '0.1.0', private: true, type: 'module' }, null, 2)}\n`,

    // The tsconfig `commandkit create` writes, so the bot compiles as a new project would.
    'tsconfig.json': projectTemplate('components-bot')['tsconfig.json']!,

    'commandkit.config.ts': `import { defineConfig } from 'commandkit';

export default defineConfig({
  devGuildIds: [${JSON.stringify(DEV_GUILD_ID)}],
});
`,

    'src/app.ts': `import { Client, GatewayIntentBits } from 'discord.js';

const rest = process.env.FAKE_DISCORD_REST ? { rest: { api: process.env.FAKE_DISCORD_REST } } : {};

export default new Client({ intents: [GatewayIntentBits.Guilds], ...rest });
`,

    'src/app/commands/panel.tsx': `import { MessageFlags } from 'discord.js';
import {
  ActionRow,
  Button,
  getContext,
  Modal,
  ParagraphInput,
  ShortInput,
  StringSelectMenu,
  StringSelectMenuOption,
  type ButtonKit,
  type ChatInputCommand,
  type CommandData,
} from 'commandkit';
import { useClient, useCommand } from 'commandkit/hooks';

export const command: CommandData = { name: 'panel', description: 'A message with buttons and a select menu' };

/** Called from handlers: the hooks find the command that set the handler. */
function whoAmI(): string {
  return \`hooks: command=\${useCommand().name} kind=\${getContext().kind} bot=\${useClient<true>().user.username}\`;
}

export const chatInput: ChatInputCommand = async (ctx) => {
  let count = 0;

  // Kept in a variable to change its label on each click.
  const add: ButtonKit = (
    <Button
      style="success"
      emoji="➕"
      onClick={async (interaction) => {
        count += 1;
        add.setLabel(\`Added \${count}\`);
        await interaction.update({ content: \`Count: \${count} (last click by \${interaction.user.username})\`, components: rows });
      }}
    >
      Add one
    </Button>
  );

  const rows = [
    <ActionRow>
      {add}
      <Button style="secondary" onClick={(interaction) => interaction.reply({ content: whoAmI(), flags: MessageFlags.Ephemeral })}>
        Who am I?
      </Button>
      <Button
        onClick={(interaction) =>
          interaction.showModal(
            <Modal
              title="Feedback"
              onSubmit={async (submit) => {
                const name = submit.fields.getTextInputValue('name');
                const comment = submit.fields.getTextInputValue('comment');
                await submit.reply(\`Thanks, \${name}! You said: \${comment} (\${whoAmI()})\`);
              }}
            >
              <ShortInput customId="name" label="Your name" maxLength={40} />
              <ParagraphInput customId="comment" label="What do you think?" placeholder="Anything" />
            </Modal>,
          )
        }
      >
        Feedback
      </Button>
      <Button
        style="danger"
        onClick={() => {
          throw new Error('The Break button failed on purpose.');
        }}
      >
        Break
      </Button>
    </ActionRow>,
    <ActionRow>
      <StringSelectMenu
        placeholder="Pick one or two fruits"
        minValues={1}
        maxValues={2}
        onSelect={async (interaction) => {
          await interaction.reply(\`You picked \${interaction.values.join(' and ')}.\`);
        }}
      >
        <StringSelectMenuOption label="Apple" value="apple" emoji="🍎" />
        <StringSelectMenuOption label="Banana" value="banana" />
        <StringSelectMenuOption label="Cherry" value="cherry" description="Small and red" />
      </StringSelectMenu>
    </ActionRow>,
  ];

  await ctx.reply({ content: 'Count: 0', components: rows });
};
`,

    'src/app/commands/timed.tsx': `import { ActionRow, Button, type ButtonKit, type ChatInputCommand, type CommandData } from 'commandkit';

export const command: CommandData = { name: 'timed', description: 'Asks a question that times out quickly' };

export const chatInput: ChatInputCommand = async (ctx) => {
  const options = { time: ${TIMED_MS} };
  let sent: Promise<unknown> | undefined;

  // Both buttons share the time and no click restarts it, so one onEnd is enough.
  const yes: ButtonKit = (
    <Button
      style="success"
      options={options}
      onClick={(interaction) => interaction.update({ content: 'You said yes.', components: [] })}
      onEnd={async (reason) => {
        console.log(\`timed: onEnd reason=\${reason}\`);
        if (reason !== 'time') return;
        // With so short a time, the reply could still be on its way.
        await sent;
        yes.setDisabled(true);
        no.setDisabled(true);
        await ctx.interaction.editReply({ content: \`No answer in time (onEnd reason: \${reason}).\`, components: [row] });
      }}
    >
      Yes
    </Button>
  );
  const no: ButtonKit = (
    <Button style="danger" options={options} onClick={(interaction) => interaction.update({ content: 'You said no.', components: [] })}>
      No
    </Button>
  );
  const row = (
    <ActionRow>
      {yes}
      {no}
    </ActionRow>
  );

  sent = ctx.reply({ content: 'Yes or no?', components: [row] });
  await sent;
};
`,

    'src/app/commands/card.tsx': `import { MessageFlags } from 'discord.js';
import { Container, Section, Separator, TextDisplay, Thumbnail, type ChatInputCommand, type CommandData } from 'commandkit';

export const command: CommandData = { name: 'card', description: 'A Components V2 card' };

export const chatInput: ChatInputCommand = async (ctx) => {
  const card = (
    <Container accentColor={0x5865f2}>
      <TextDisplay>## Profile of {ctx.user.username}</TextDisplay>
      <Separator spacing="large" />
      <Section>
        <TextDisplay>Joined the fake Discord today.</TextDisplay>
        <Thumbnail url=${JSON.stringify(THUMBNAIL_URL)} description="An avatar" />
      </Section>
    </Container>
  );
  await ctx.reply({ components: [card], flags: MessageFlags.IsComponentsV2 });
};
`,

    // A mistake the JSX runtime cannot see: a V2 message takes no content. Discord refuses it.
    'src/app/commands/bad-card.tsx': `import { MessageFlags } from 'discord.js';
import { Container, TextDisplay, type ChatInputCommand, type CommandData } from 'commandkit';

export const command: CommandData = { name: 'bad-card', description: 'A Components V2 message with content too' };

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.reply({
    content: 'Here is your card:',
    components: [
      <Container>
        <TextDisplay>A card</TextDisplay>
      </Container>,
    ],
    flags: MessageFlags.IsComponentsV2,
  });
};
`,

    'src/app/events/clientReady/ready.tsx': `import type { EventHandler } from 'commandkit';

const handler: EventHandler<'clientReady'> = (client) => {
  console.log(\`components bot ready: pid=\${process.pid} user=\${client.user.tag} guilds=\${client.guilds.cache.size}\`);
};

export default handler;
`,
  };
}
