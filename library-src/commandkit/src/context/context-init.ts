// The values a Context is made of, as a plain type: the context and the code that builds one from
// CommandKit 1.0's ContextParameters both need it. Types only: nothing here runs.
import type { CommandKitType, LoadedCommandType } from '../types/runtime-types.ts';
import type { CommandKitEnvironment } from './commandkit-environment.ts';
import type { CommandKind, CommandSource } from './command-source.ts';
import type { MessageCommandParser } from './message-command-parser.ts';
import type { CommandOptions } from './options.ts';

/**
 * The values a {@link Context} is made of. CommandKit creates contexts; you rarely need this.
 *
 * @typeParam Source - The interaction or message type that triggered the command.
 */
export interface ContextInit<Source extends CommandSource> {
  /** The running CommandKit. */
  readonly commandkit: CommandKitType;
  /** The command being run. */
  readonly command: LoadedCommandType;
  /** Which of the command's handlers runs. */
  readonly kind: CommandKind;
  /** The interaction or message that triggered the command. */
  readonly source: Source;
  /** The command's options. */
  readonly options: CommandOptions;
  /** The words after a message command's name; empty for interactions. */
  readonly args: readonly string[];
  /** The map shared by the middleware and the command of one dispatch. */
  readonly store: Map<string, unknown>;
  /** Whether another command handed this run over with `forwardCommand()`; `false` if left out. */
  readonly forwarded?: boolean;
  /**
   * Runs the named command with this context's interaction or message, for
   * {@link Context.forwardCommand}. Left out, forwarding throws.
   */
  readonly forward?: (command: string) => Promise<void>;
  /** The parser that read a message command's text, for `ctx.config.messageCommandParser`. */
  readonly messageCommandParser?: MessageCommandParser;
  /** The environment of the run, for `ctx.config.environment`. */
  readonly environment?: CommandKitEnvironment;
  /** Extra values for `ctx.config.customArgs`, from the code creating the context. */
  readonly customArgs?: Record<string, unknown>;
}
