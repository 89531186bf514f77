import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  Message,
  MessageContextMenuCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
  UserContextMenuCommandInteraction,
} from 'discord.js';
import type { Context } from '../context/context.ts';
import type { MiddlewareContext } from '../context/middleware-context.ts';
import type { Command } from '../router/commands-router-types.ts';

// Lets the context modules, which this one depends on, name LoadedCommand (see
// types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface RuntimeTypes {
    LoadedCommand: LoadedCommand;
  }
}

/**
 * A command's definition in the shape of Discord's API (the body of "create application
 * command"): `name`, `description`, `options` and the other fields Discord accepts. `type` may be
 * left out for a slash command.
 */
export type CommandData = (RESTPostAPIChatInputApplicationCommandsJSONBody | RESTPostAPIContextMenuApplicationCommandsJSONBody) & {
  /**
   * Guilds to register the command in instead of globally (CommandKit sends the definition
   * without this field). Dev-only commands go to the dev guilds whatever this says.
   */
  guilds?: string[];
};

/**
 * Anything with a `toJSON()` that returns {@link CommandData}, such as discord.js's
 * `SlashCommandBuilder` and `ContextMenuCommandBuilder`.
 */
export interface CommandDataBuilder {
  /**
   * Returns the definition as Discord API JSON.
   *
   * @returns The command's data.
   */
  toJSON(): CommandData;
}

/**
 * Settings of a command that are not sent to Discord, exported by a command file as `metadata`.
 *
 * @example
 * ```ts
 * import type { CommandMetadata } from 'commandkit';
 *
 * export const metadata: CommandMetadata = { devOnly: true, aliases: ['r'] };
 * ```
 */
export interface CommandMetadata {
  /**
   * Whether only the bot's developers may use the command. A dev-only command is registered in
   * the guilds of {@link CommandKitConfig.devGuildIds} only, never globally, and at run time it
   * is refused (with an ephemeral message) unless it is used in a dev guild, by a user of
   * {@link CommandKitConfig.devUserIds} or by a member with a role of
   * {@link CommandKitConfig.devRoleIds}.
   *
   * @defaultValue `false`
   */
  devOnly?: boolean;
  /**
   * Other names that run the command as a message command (`!p` for `ping`). They share one
   * namespace with command names, so an alias that is another command's name is an error.
   *
   * @defaultValue `[]`
   */
  aliases?: readonly string[];
}

/**
 * The value a command handler may return; CommandKit awaits it and ignores the result.
 */
export type HandlerResult = unknown;

/**
 * The `chatInput` export of a command file: runs the command as a slash command.
 *
 * @example
 * ```ts
 * import type { ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   await ctx.reply(`Hello, ${ctx.options.getString('name') ?? ctx.user.username}!`);
 * };
 * ```
 */
export type ChatInputCommand = (ctx: Context<ChatInputCommandInteraction>) => HandlerResult;

/**
 * The `message` export of a command file: runs the command from a message starting with a
 * prefix (`!ping`). Options are read from the message text by the command's option definitions.
 *
 * @example
 * ```ts
 * import type { MessageCommand } from 'commandkit';
 *
 * export const message: MessageCommand = async (ctx) => {
 *   await ctx.reply(`You said ${ctx.options.getString('text', true)}`);
 * };
 * ```
 */
export type MessageCommand = (ctx: Context<Message>) => HandlerResult;

/**
 * The `userContextMenu` export of a command file: runs the command from a user's context menu
 * (Apps → command name).
 *
 * @example
 * ```ts
 * import type { UserContextMenuCommand } from 'commandkit';
 *
 * export const userContextMenu: UserContextMenuCommand = async (ctx) => {
 *   await ctx.reply(`${ctx.interaction.targetUser.username} joined Discord on ${ctx.interaction.targetUser.createdAt.toDateString()}`);
 * };
 * ```
 */
export type UserContextMenuCommand = (ctx: Context<UserContextMenuCommandInteraction>) => HandlerResult;

/**
 * The `messageContextMenu` export of a command file: runs the command from a message's context
 * menu.
 *
 * @example
 * ```ts
 * import type { MessageContextMenuCommand } from 'commandkit';
 *
 * export const messageContextMenu: MessageContextMenuCommand = async (ctx) => {
 *   await ctx.reply({ content: `That message has ${ctx.interaction.targetMessage.content.length} characters.`, flags: 'Ephemeral' });
 * };
 * ```
 */
export type MessageContextMenuCommand = (ctx: Context<MessageContextMenuCommandInteraction>) => HandlerResult;

/**
 * The `autocomplete` export of a command file: answers Discord's autocomplete requests for the
 * command's options that set `autocomplete: true`. Middleware does not run for autocomplete.
 *
 * @example
 * ```ts
 * import type { AutocompleteCommand } from 'commandkit';
 *
 * export const autocomplete: AutocompleteCommand = async (ctx) => {
 *   const typed = ctx.interaction.options.getFocused();
 *   await ctx.interaction.respond(fruits.filter((f) => f.startsWith(typed)).map((f) => ({ name: f, value: f })));
 * };
 * ```
 */
export type AutocompleteCommand = (ctx: Context<AutocompleteInteraction>) => HandlerResult;

/**
 * The handlers a command file may export, by export name. A file exports at least one.
 */
export interface CommandHandlers {
  /** Runs the command as a slash command. */
  readonly chatInput?: ChatInputCommand;
  /** Runs the command as a prefixed message command. */
  readonly message?: MessageCommand;
  /** Runs the command from a user's context menu. */
  readonly userContextMenu?: UserContextMenuCommand;
  /** Runs the command from a message's context menu. */
  readonly messageContextMenu?: MessageContextMenuCommand;
  /** Answers autocomplete requests for the command's options. */
  readonly autocomplete?: AutocompleteCommand;
}

/**
 * What a command file under `commands/` exports: `command` and at least one handler.
 *
 * A slash command (`command.type` left out or `1`) is registered when the file exports
 * `chatInput` or `autocomplete`; exporting `userContextMenu` or `messageContextMenu` as well
 * registers a context-menu command of the same name, and `message` makes it a message command.
 * A file whose `command.type` is `2` (user) or `3` (message) is a context-menu command only and
 * exports just the matching handler. A file exporting only `message` is not registered with
 * Discord at all and needs no `description`.
 *
 * @example
 * ```ts
 * // src/app/commands/(fun)/ping.ts
 * import type { ChatInputCommand, CommandData, MessageCommand } from 'commandkit';
 *
 * export const command: CommandData = { name: 'ping', description: 'Replies with Pong!' };
 *
 * export const chatInput: ChatInputCommand = (ctx) => ctx.reply('Pong!');
 * export const message: MessageCommand = (ctx) => ctx.reply('Pong!');
 * ```
 */
export interface CommandModule extends CommandHandlers {
  /** The command's definition: Discord API JSON or a builder. */
  readonly command: CommandData | CommandDataBuilder;
  /** Settings that are not sent to Discord. */
  readonly metadata?: CommandMetadata;
}

/**
 * What a middleware file exports: `+global-middleware.ts`, `+middleware.ts` or
 * `+<command>.middleware.ts`.
 *
 * @example
 * ```ts
 * // src/app/commands/(admin)/+middleware.ts: runs before every command under (admin)/
 * import { MessageFlags } from 'discord.js';
 * import { exitMiddleware, type MiddlewareContext } from 'commandkit';
 *
 * const admins = new Set(['123456789012345678']);
 *
 * export async function beforeExecute(ctx: MiddlewareContext) {
 *   if (!admins.has(ctx.user.id)) {
 *     await ctx.reply({ content: 'Admins only.', flags: MessageFlags.Ephemeral });
 *     exitMiddleware();
 *   }
 *   ctx.store.set('startedAt', Date.now());
 * }
 *
 * export function afterExecute(ctx: MiddlewareContext) {
 *   console.log(`${ctx.commandName} took ${Date.now() - (ctx.store.get('startedAt') as number)} ms`);
 * }
 * ```
 */
export interface MiddlewareModule {
  /**
   * Runs before the command. It may call {@link exitMiddleware} or {@link redirect}; throwing
   * anything else stops the command as a failure.
   *
   * @param ctx - The command about to run and its interaction or message.
   * @returns Anything; it is awaited.
   */
  beforeExecute(ctx: MiddlewareContext): HandlerResult;
  /**
   * Runs after the command's handler finished, whether it succeeded or threw. Not called when
   * `beforeExecute` (this one or another) stopped the command.
   *
   * @param ctx - The same context `beforeExecute` received, with the same `store`.
   * @returns Anything; it is awaited.
   */
  afterExecute?(ctx: MiddlewareContext): HandlerResult;
}

/**
 * Where a middleware file applies: `'global'` (`+global-middleware.ts`, every command),
 * `'directory'` (`+middleware.ts`, the commands of its directory and its subdirectories) or
 * `'command'` (`+<command>.middleware.ts`, one command).
 */
export type MiddlewareScope = 'global' | 'directory' | 'command';

/**
 * A middleware file as loaded by CommandKit.
 */
export interface LoadedMiddleware {
  /** The absolute path of the file. */
  readonly file: string;
  /** Which commands the file applies to. */
  readonly scope: MiddlewareScope;
  /** The file's `beforeExecute` export. */
  readonly beforeExecute: MiddlewareModule['beforeExecute'];
  /** The file's `afterExecute` export, if any. */
  readonly afterExecute: MiddlewareModule['afterExecute'] | undefined;
}

/**
 * A command as loaded by CommandKit from its file.
 */
export interface LoadedCommand {
  /** The command's name, from `command.name`. */
  readonly name: string;
  /** The command's definition as Discord API JSON (a builder is converted). */
  readonly data: CommandData;
  /** The absolute path of the command file. */
  readonly file: string;
  /**
   * The name of the innermost `(category)` directory holding the file, without the parentheses,
   * or `undefined` outside any category.
   */
  readonly category: string | undefined;
  /** The file's `metadata`, with defaults filled in. */
  readonly metadata: Readonly<Required<CommandMetadata>>;
  /** The handlers the file exports. */
  readonly handlers: CommandHandlers;
  /** The middleware that applies to the command, in the order it runs. */
  readonly middleware: readonly LoadedMiddleware[];
  /**
   * The guilds the command is registered in instead of globally, as CommandKit 1.0 records
   * name them. CommandKit sets it from the definition's `guilds` when that lists some; on a
   * command handed to `addCommands()` whose `data` has no `guilds`, the command is registered in
   * these guilds.
   */
  readonly guilds?: string[];
  /**
   * The commands router's record of the command's file (id, paths, category, middleware ids), as
   * CommandKit 1.0 plugins read it. Set on every command CommandKit loaded or was handed.
   */
  readonly command?: Command;
}
