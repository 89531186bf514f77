// CommandKit 1.0's shape of what a command's context is made of, as `ctx.config` gives it and
// `ctx.clone()` takes it. Types only: nothing here runs.
import type {
  AutocompleteInteraction,
  CacheType,
  ChatInputCommandInteraction,
  Message,
  MessageContextMenuCommandInteraction,
  UserContextMenuCommandInteraction,
} from 'discord.js';
import type { LoadedCommandType } from '../types/runtime-types.ts';
import type { CommandKitEnvironment } from './commandkit-environment.ts';
import type { ContextSource } from './command-source.ts';
import type { CommandExecutionMode } from './execution-mode.ts';
import type { MessageCommandParser } from './message-command-parser.ts';

/**
 * The handler kind a context's interaction or message type runs: `'message'` for a `Message`,
 * `'chatInput'` for a `ChatInputCommandInteraction`, and so on; a handler kind stands for itself.
 * A union of sources gives the union of their kinds.
 *
 * @typeParam Source - The interaction or message type, or a handler kind.
 */
export type ExecutionModeOf<Source extends ContextSource> = Source extends CommandExecutionMode
  ? Source
  : Source extends Message
    ? 'message'
    : Source extends ChatInputCommandInteraction
      ? 'chatInput'
      : Source extends AutocompleteInteraction
        ? 'autocomplete'
        : Source extends UserContextMenuCommandInteraction
          ? 'userContextMenu'
          : Source extends MessageContextMenuCommandInteraction
            ? 'messageContextMenu'
            : never;

/**
 * What a command's {@link Context} is made of, under CommandKit 1.0's name: `ctx.config` returns
 * it and {@link Context.clone} takes changes to it.
 *
 * @typeParam T - The handler kind: `interaction` and `message` are typed by it.
 * @typeParam Args - The extra values the context was given.
 */
// `any`, as in 1.0: the extra values are whatever the code creating the context put there.
export interface ContextParameters<
  T extends CommandExecutionMode = CommandExecutionMode,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Args extends Record<string, any> = Record<string, any>,
> {
  /** The command being run. */
  command: LoadedCommandType;
  /** Which of the command's handlers runs. */
  executionMode: T;
  /** The interaction that triggered the command; absent for a message command. */
  interaction: T extends 'chatInput'
    ? ChatInputCommandInteraction<CacheType>
    : T extends 'messageContextMenu'
      ? MessageContextMenuCommandInteraction<CacheType>
      : T extends 'userContextMenu'
        ? UserContextMenuCommandInteraction<CacheType>
        : T extends 'autocomplete'
          ? AutocompleteInteraction<CacheType>
          : never;
  /** The message of a message command; absent for interactions. */
  message: T extends 'message' ? Message<boolean> : never;
  /** The parser that read a message command's text; absent for interactions. */
  messageCommandParser?: (T extends 'message' ? MessageCommandParser : never) | undefined;
  /** The map shared by the middleware and the command of one run. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  store?: Map<string, any> | undefined;
  /** Whether another command handed the run over with `forwardCommand()`. */
  forwarded?: boolean | undefined;
  /** Extra values given by the code that created the context. */
  customArgs?: Args | undefined;
  /** The environment of the run the context belongs to. */
  environment?: CommandKitEnvironment | undefined;
}
