// CommandKit 1.0's names for the shapes around a command run. Types only: nothing here runs.
import type { Client, Interaction } from 'discord.js';
import type { GenericFunction } from '../helpers/types.ts';
import type { CommandKitType } from '../types/runtime-types.ts';
import type { Context } from './context.ts';

export type { ResolvableCommand } from './command-source.ts';

/**
 * Any of a command file's handlers (`chatInput`, `message`, `autocomplete`, and the two
 * context-menu ones), as one function type: what a {@link RunCommand} wraps.
 */
export type AnyCommandExecute = (ctx: Context) => unknown;

/**
 * A wrapper a middleware gives {@link MiddlewareContext.setCommandRunner}: it receives the
 * command's handler and returns the function CommandKit calls instead, such as one that times the
 * handler or runs it inside a transaction.
 */
export type RunCommand = (fn: AnyCommandExecute) => AnyCommandExecute;

/**
 * The values CommandKit 0.1 handed to commands, under 1.0's name: kept for code that types its
 * own helpers with it. Handlers of this version receive a {@link Context}, whose `client`,
 * `commandkit` and `interaction` hold the same values.
 */
export interface CommandContext {
  /** The interaction that triggered the command. */
  interaction: Interaction;
  /** The discord.js client. */
  client: Client;
  /** The running CommandKit instance. */
  handler: CommandKitType;
}

/**
 * The extra values of a middleware context in CommandKit 1.0 (its `config.customArgs`): the hook
 * that {@link MiddlewareContext.setCommandRunner} also calls, for a middleware context made with
 * `new MiddlewareContext(commandkit, config)`.
 */
export interface MiddlewareContextArgs {
  /** Receives the wrapper set with {@link MiddlewareContext.setCommandRunner}. */
  setCommandRunner?: GenericFunction<[RunCommand]>;
}
