// Turns CommandKit 1.0's description of a context (ContextParameters) into the values our Context
// is made of: for `ctx.clone(changes)` and for `new Context(commandkit, config)` as 1.0 wrote it.
import type { Message } from 'discord.js';
import type { CommandKitType } from '../types/runtime-types.ts';
import type { CommandSource } from './command-source.ts';
import type { ContextInit } from './context-init.ts';
import type { ContextParameters } from './context-parameters.ts';
import { CommandExecutionMode } from './execution-mode.ts';
import type { MessageCommandParser } from './message-command-parser.ts';
import { InteractionOptions, type CommandOptions } from './options.ts';

/**
 * The values of a context described by `parameters`.
 *
 * @param caller - How the user made the context (`ctx.clone()`, `new Context()`), for the errors.
 * @param previous - The context being cloned: what `parameters` leaves out is kept from it, and
 * its options too while the interaction or message and the kind stay the same and no new parser
 * was given (`newParser`).
 * @throws `TypeError` when the values do not make a context: an unknown `executionMode`, no
 * interaction or message for it, or a message without its parser.
 */
export function initFromParameters(
  commandkit: CommandKitType,
  parameters: ContextParameters,
  caller: string,
  previous?: ContextInit<CommandSource>,
  newParser = false,
): ContextInit<CommandSource> {
  const kind = parameters.executionMode;
  if (!Object.values(CommandExecutionMode).includes(kind)) {
    throw new TypeError(
      `${caller} got the executionMode ${JSON.stringify(kind)}; use one of ${Object.values(CommandExecutionMode).join(', ')}.`,
    );
  }
  const source = (kind === 'message' ? parameters.message : parameters.interaction) as CommandSource | undefined;
  if (!source) {
    throw new TypeError(
      `${caller} for a "${kind}" context needs ${kind === 'message' ? 'a message' : 'an interaction'}: pass it in the config.`,
    );
  }
  let options: CommandOptions;
  let args: readonly string[];
  let parser = parameters.messageCommandParser as MessageCommandParser | undefined;
  if (previous && source === previous.source && kind === previous.kind && !newParser) {
    options = previous.options;
    args = previous.args;
  } else if (kind === 'message') {
    if (!parser || parser.message !== source) {
      throw new TypeError(
        `${caller} with ${previous ? 'another' : 'a'} message needs its parser: pass new MessageCommandParser(message, prefixes, schema) as messageCommandParser.`,
      );
    }
    options = parser.options;
    args = parser.getArgs();
  } else {
    options = new InteractionOptions((source as Exclude<CommandSource, Message>).options);
    args = [];
    parser = undefined;
  }
  return {
    ...previous,
    commandkit,
    command: parameters.command,
    kind,
    source,
    options,
    args,
    store: parameters.store ?? new Map(),
    forwarded: parameters.forwarded ?? false,
    messageCommandParser: parser,
    environment: parameters.environment,
    customArgs: parameters.customArgs,
  };
}
