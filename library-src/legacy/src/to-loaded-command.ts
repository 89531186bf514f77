import { ApplicationCommandType, type AutocompleteInteraction, type Interaction } from 'discord.js';
import { exitMiddleware, type CommandHandlers, type CommandKit, type Context, type LoadedCommand, type LoadedMiddleware } from 'commandkit';
import type { CommandRunner, LegacyCommand, ValidationFunctionData, ValidationProps } from './types.ts';

/**
 * Turns a 0.1.x command into a command CommandKit Next runs: `run` answers slash commands and
 * both context menus (by `data.type`), `autocomplete` answers autocomplete, each called with
 * `{ interaction, client, handler }`. The validations become the command's middleware, in order;
 * the first one returning a truthy value stops the command. Autocomplete, which CommandKit runs
 * without middleware, goes through the validations inside its handler, as in 0.1.x.
 *
 * `metadata.devOnly` stays `false`: the legacy plugin registers dev-only commands in the dev
 * guilds itself and its built-in `devOnly` validation refuses them with 0.1.x's messages.
 *
 * @param command - The loaded 0.1.x command.
 * @param validations - The validations to run before it, in order.
 * @returns The command to hand to {@link CommandKit.addCommands}.
 *
 * @example
 * ```ts
 * commandkit.addCommands(commands.map((command) => toLoadedCommand(command, validations)));
 * ```
 */
export function toLoadedCommand(command: LegacyCommand, validations: readonly ValidationFunctionData[]): LoadedCommand {
  const { commandObj, run, autocomplete, userContextMenu, messageContextMenu } = command;
  const data = commandObj.data;
  const props = (ctx: Context) => ({ interaction: ctx.interaction, client: ctx.client, handler: ctx.commandkit });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const runIt = (runner: CommandRunner<any>) => (ctx: Context) => runner(props(ctx));
  const handlers: { -readonly [K in keyof CommandHandlers]: CommandHandlers[K] } = {};
  const type = data.type ?? ApplicationCommandType.ChatInput;
  // The loader put the file's run under the handler of the command's type.
  if (userContextMenu) handlers.userContextMenu = runIt(userContextMenu);
  else if (messageContextMenu) handlers.messageContextMenu = runIt(messageContextMenu);
  else if (run) handlers.chatInput = runIt(command.chatInput);
  if (autocomplete && type === ApplicationCommandType.ChatInput) {
    handlers.autocomplete = async (ctx) => {
      for (const { validate } of validations) {
        if (await validate(validationProps(ctx.interaction, ctx.commandkit, command))) return;
      }
      await autocomplete({ interaction: ctx.interaction, client: ctx.client, handler: ctx.commandkit });
    };
  }
  const middleware: LoadedMiddleware[] = validations.map(({ path, validate }) =>
    Object.freeze({
      file: path,
      scope: 'command' as const,
      async beforeExecute(ctx: Context) {
        if (await validate(validationProps(ctx.interaction!, ctx.commandkit, command))) exitMiddleware();
      },
      afterExecute: undefined,
    }),
  );
  return Object.freeze({
    name: data.name,
    // CommandKit registers and compares the JSON; keep the definition as the file wrote it.
    data: data as LoadedCommand['data'],
    file: commandObj.filePath,
    category: commandObj.category ?? undefined,
    metadata: Object.freeze({ devOnly: false, aliases: Object.freeze([]) as readonly string[] }),
    handlers: Object.freeze(handlers),
    middleware: Object.freeze(middleware),
  });
}

function validationProps(interaction: Interaction | AutocompleteInteraction, handler: CommandKit, command: LegacyCommand): ValidationProps {
  return {
    interaction: interaction as ValidationProps['interaction'],
    client: handler.client as ValidationProps['client'],
    commandObj: command.commandObj,
    handler,
  };
}
