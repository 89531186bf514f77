// The names of a command's handlers as CommandKit 1.0 spelled them, kept as a value so that
// 1.0 code comparing `ctx.executionMode` against `CommandExecutionMode.Message` keeps working.
// Nothing is imported: this module must stay free of run-time dependencies.

/**
 * The handler kinds a command runs with, by name: the values `ctx.executionMode` (and
 * {@link Context.kind}) take. Also a type: the union of those values.
 *
 * @example
 * ```ts
 * import { CommandExecutionMode, type MiddlewareContext } from 'commandkit';
 *
 * export function beforeExecute(ctx: MiddlewareContext) {
 *   if (ctx.executionMode === CommandExecutionMode.Message) ctx.store.set('viaPrefix', true);
 * }
 * ```
 */
export const CommandExecutionMode = {
  /** A slash command: the file's `chatInput` export. */
  ChatInputCommand: 'chatInput',
  /** A message context-menu command: the file's `messageContextMenu` export. */
  MessageContextMenu: 'messageContextMenu',
  /** A user context-menu command: the file's `userContextMenu` export. */
  UserContextMenu: 'userContextMenu',
  /** An autocomplete request: the file's `autocomplete` export. */
  Autocomplete: 'autocomplete',
  /** A prefixed message command: the file's `message` export. */
  Message: 'message',
} as const;

/** One of the values of the {@link CommandExecutionMode} object, such as `'chatInput'`. */
export type CommandExecutionMode = (typeof CommandExecutionMode)[keyof typeof CommandExecutionMode];
