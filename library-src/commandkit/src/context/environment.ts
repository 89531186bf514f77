import { currentEnvironment } from '../helpers/dispatch-scope.ts';
import type { CommandKitType } from '../types/runtime-types.ts';
import { CommandKitEnvironment, type CommandKitEnvironmentInit } from './commandkit-environment.ts';

export { CommandKitEnvironment } from './commandkit-environment.ts';

/** The environment as CommandKit builds it; the public view is read-only. */
export type MutableEnvironment = { -readonly [Key in keyof CommandKitEnvironment]: CommandKitEnvironment[Key] };

/** Creates the environment of a run; fields not given are `undefined` (`null` for the context). */
export function createEnvironment(
  commandkit: CommandKitType,
  kind: CommandKitEnvironment['kind'],
  fields: CommandKitEnvironmentInit = {},
): MutableEnvironment {
  return new CommandKitEnvironment(commandkit, kind, fields);
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
