// CommandKit 1.0's names for the shapes around loading and running a command. Types only: nothing
// here runs.
import type { Command } from '../router/commands-router-types.ts';
import type { ContextMenuCommandBuilder, SlashCommandBuilder } from 'discord.js';
import type { MessageCommandParser } from '../context/message-command-parser.ts';
import type { LoadedCommand, LoadedMiddleware } from './types.ts';

/**
 * A command's type as 1.0 spelled it in its records: a plain string, such as a handler kind
 * (`'chatInput'`, `'message'` ...).
 */
export type CommandTypeData = string;

/**
 * A command's definition in any of the forms a plugin's `prepareCommand` may receive and return:
 * discord.js's builders, or the definition as an object (Discord API JSON).
 */
// `any`, as in 1.0: a definition object carries whatever fields Discord accepts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommandBuilderLike = Record<string, any> | SlashCommandBuilder | ContextMenuCommandBuilder;

/**
 * The command a plugin's `executeCommand` is asked to run: the command, the middleware that runs
 * around it, and, for a message command, the parser that read the message.
 */
export interface PreparedAppCommandExecution {
  /** The command about to run, with its router record as `command.command`. */
  command: LoadedCommand & {
    /** The commands router's record of the command's file. */
    readonly command: Command;
  };
  /** The middleware that runs around it, in order. */
  middlewares: LoadedMiddleware[];
  /** The parser of a message command's message; absent for interactions. */
  messageCommandParser?: MessageCommandParser | undefined;
}
