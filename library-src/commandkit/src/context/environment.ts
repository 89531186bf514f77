import type { MessageComponentInteraction, ModalSubmitInteraction } from 'discord.js';
import type { LoadedCommand } from '../commands/types.ts';
import { currentEnvironment } from '../helpers/after.ts';
import type { CommandKit } from '../runtime/commandkit.ts';
import type { Context } from './context.ts';

/**
 * What CommandKit is running right now, as seen from inside a command, its middleware, an event
 * handler or a component handler (and the functions they schedule with {@link after}). Read it
 * with {@link getContext} or the hooks of `commandkit/hooks`, such as {@link useEnvironment}.
 */
export interface CommandKitEnvironment {
  /** The CommandKit instance doing the run. */
  readonly commandkit: CommandKit;
  /**
   * What kind of code runs: a command (its middleware included), a file-based event handler, or
   * the handler of a component kit such as {@link ButtonKit}.
   */
  readonly kind: 'command' | 'event' | 'component';
  /**
   * The command being run. In a component handler, the command that was running when the handler
   * was set (`undefined` when it was set elsewhere, such as in an event handler). After a
   * redirect, the command redirected to.
   */
  readonly command: LoadedCommand | undefined;
  /**
   * The {@link Context} of the command (kind `'command'` only, once the command's options are
   * read; `undefined` before that and for other kinds).
   */
  readonly context: Context | undefined;
  /** The name of the event whose handlers run (kind `'event'` only). */
  readonly event: string | undefined;
  /** The arguments the event was emitted with (kind `'event'` only). */
  readonly args: readonly unknown[] | undefined;
  /** The button, select menu or modal interaction being handled (kind `'component'` only). */
  readonly interaction: MessageComponentInteraction | ModalSubmitInteraction | undefined;
}

/** The environment as CommandKit builds it; the public view is read-only. */
export type MutableEnvironment = { -readonly [Key in keyof CommandKitEnvironment]: CommandKitEnvironment[Key] };

/** Creates the environment of a run; fields not given are `undefined`. */
export function createEnvironment(
  commandkit: CommandKit,
  kind: CommandKitEnvironment['kind'],
  fields: Partial<Omit<CommandKitEnvironment, 'commandkit' | 'kind'>> = {},
): MutableEnvironment {
  return {
    commandkit,
    kind,
    command: fields.command,
    context: fields.context,
    event: fields.event,
    args: fields.args,
    interaction: fields.interaction,
  };
}

/**
 * The environment of the code calling it: which CommandKit runs it, and the command, event or
 * component interaction being handled. It works in commands, middleware, file-based event
 * handlers, the handlers of component kits ({@link ButtonKit}, {@link ModalKit}, the select menu
 * kits) and the functions they schedule with {@link after}, including code they await.
 *
 * @returns The current environment.
 * @throws `Error` when called anywhere else, such as at the top level of a module, in a discord.js
 * listener you added yourself, or in start-up code.
 *
 * @example
 * ```ts
 * import { getContext } from 'commandkit';
 *
 * export function audit(action: string) {
 *   const { command, kind } = getContext();
 *   console.log(`${action} during ${kind} ${command?.name ?? '(no command)'}`);
 * }
 * ```
 */
export function getContext(): CommandKitEnvironment {
  const environment = currentEnvironment();
  if (!environment) {
    throw new Error(
      'getContext() was called outside a command, middleware, event handler or component handler run by CommandKit. Call it from one of these, or from code they await.',
    );
  }
  return environment;
}
