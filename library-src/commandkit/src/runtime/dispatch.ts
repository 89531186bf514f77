import { GuildMember, MessageFlags, type Message, type RepliableInteraction } from 'discord.js';
import { commandTypeOfKind, describeCommandType } from '../commands/command-keys.ts';
import type { LoadedCommand } from '../commands/types.ts';
import { Context, type CommandKind, type CommandSource } from '../context/context.ts';
import { createEnvironment, type CommandKitEnvironment, type MutableEnvironment } from '../context/environment.ts';
import { CommandKitEnvironmentType } from '../context/environment-type.ts';
import { MiddlewareContext } from '../context/middleware-context.ts';
import { InteractionOptions, type CommandOptions } from '../context/options.ts';
import { describeUsage, MessageOptionError } from '../context/parse-message-options.ts';
import { MessageCommandParser } from '../context/message-command-parser.ts';
import type { PreparedAppCommandExecution } from '../commands/command-types-1.0.ts';
import { commandRunnerOf } from '../context/command-runner.ts';
import { runDispatch } from '../helpers/dispatch-scope.ts';
import { ForwardedSignal } from '../helpers/forward-signal.ts';
import { ExitMiddlewareSignal, RedirectSignal } from '../helpers/signals.ts';
import { callHook } from '../plugins/plugin-runtime.ts';
import type { CommandRunOutcome } from '../plugins/runtime-plugin.ts';
import type { CommandKitType } from '../types/runtime-types.ts';

const MAX_REDIRECTS = 10;

// createEnvironment() returns a CommandKitEnvironment typed with writable fields for the runtime;
// plugins get the public type.
function asEnvironment(environment: MutableEnvironment): CommandKitEnvironment {
  return environment as unknown as CommandKitEnvironment;
}

/** The text of a message command after its name, and the prefix it was used with. */
export interface MessageInput {
  readonly prefix: string;
  readonly text: string;
}

interface ChainLink {
  readonly label: string;
  readonly beforeExecute: (ctx: MiddlewareContext) => unknown;
  readonly afterExecute: ((ctx: MiddlewareContext) => unknown) | undefined;
}

/** A failure inside a dispatch, with where it happened for the log. */
class DispatchFailure {
  constructor(
    readonly where: string,
    readonly error: unknown,
  ) {}
}

/** The replies CommandKit sends on its own, in one place so they read alike. */
export const REPLIES = {
  devOnly: 'This command is only available to the developers of this bot.',
  failed: 'Something went wrong while running this command.',
} as const;

// The middleware context of the last command a dispatch ran (after redirects), for onAfterCommand.
const lastContexts = new WeakMap<MutableEnvironment, MiddlewareContext>();
// Dispatches that exitMiddleware() stopped, for the outcome onAfterCommand receives.
const stoppedRuns = new WeakSet<MutableEnvironment>();

/**
 * Runs a command for an interaction or message: the dev-only check, option parsing for message
 * commands, middleware, the handler (or the plugins' `executeCommand`), `afterExecute`, the
 * functions scheduled with `after()`, then the plugins' `onAfterCommand`.
 * Failures are logged and answered with an ephemeral error reply; nothing is thrown.
 */
export async function dispatchCommand(
  commandkit: CommandKitType,
  command: LoadedCommand,
  kind: CommandKind,
  source: CommandSource,
  input?: MessageInput,
): Promise<void> {
  const environment = createEnvironment(commandkit, 'command', { command });
  environment.setType(CommandKitEnvironmentType.CommandHandler);
  const startedAt = new Date();
  const started = performance.now();
  let failure: DispatchFailure | undefined;
  await runDispatch(
    `the command "${command.name}"`,
    async () => {
      environment.markStart(`command:${command.name}`);
      try {
        await execute(environment, command, kind, source, input, 0, false);
      } catch (caught) {
        failure = caught instanceof DispatchFailure ? caught : new DispatchFailure(`The command "${command.name}"`, caught);
        commandkit.logger.error(`${failure.where} failed.`, failure.error);
        environment.setExecutionError(failure.error instanceof Error ? failure.error : new Error(String(failure.error)));
        await replyQuietly(commandkit, kind, source, REPLIES.failed);
      } finally {
        // The after() functions, run next, see the command's own duration.
        environment.markEnd();
      }
    },
    environment,
  );
  // After the after() callbacks, which runDispatch has run by now.
  const ctx = lastContexts.get(environment);
  if (!ctx) return;
  const outcome: CommandRunOutcome = {
    status: failure ? 'failed' : stoppedRuns.has(environment) ? 'stopped' : 'succeeded',
    error: failure?.error,
    startedAt,
    durationMs: performance.now() - started,
  };
  const plugins = commandkit.plugins;
  for (const plugin of plugins.list) {
    await callHook(commandkit.logger, plugin, 'onAfterCommand', () => plugin.onAfterCommand(plugins, asEnvironment(environment), outcome));
  }
}

async function execute(
  environment: MutableEnvironment,
  command: LoadedCommand,
  kind: CommandKind,
  source: CommandSource,
  input: MessageInput | undefined,
  depth: number,
  forwarded: boolean,
): Promise<void> {
  const commandkit = environment.commandkit;
  environment.command = command;
  environment.context = null;
  const handler = command.handlers[kind] as ((ctx: Context) => unknown) | undefined;
  if (!handler) {
    throw new DispatchFailure(
      `Redirecting to "${command.name}"`,
      new Error(`The command "${command.name}" (${command.file}) has no "${kind}" handler.`),
    );
  }
  if (command.metadata.devOnly && !isDeveloper(commandkit, source)) {
    commandkit.logger.debug(`Refused the dev-only command "${command.name}" to ${userOf(source)}.`);
    await replyQuietly(commandkit, kind, source, REPLIES.devOnly);
    return;
  }

  let options: CommandOptions;
  let args: readonly string[] = [];
  let messageCommandParser: MessageCommandParser | undefined;
  if (kind === 'message') {
    // A parser per command run: after a redirect the options are read with the target's schema.
    const parser = new MessageCommandParser(source as Message, [input?.prefix ?? ''], () => optionsOf(command) ?? []);
    try {
      await parser.resolve();
      args = parser.getArgs();
      options = parser.options;
      messageCommandParser = parser;
    } catch (error) {
      if (!(error instanceof MessageOptionError)) throw new DispatchFailure(`Reading the options of "${command.name}"`, error);
      const usage = `${input?.prefix ?? ''}${command.name} ${describeUsage(optionsOf(command))}`.trim();
      await replyQuietly(commandkit, kind, source, `${error.message}\nUsage: \`${usage}\``);
      return;
    }
  } else {
    options = new InteractionOptions((source as Exclude<CommandSource, Message>).options);
  }

  const store = new Map<string, unknown>();
  const forward = (target: string) => redirectTo(environment, command, target, kind, source, input, depth, true);
  const init = {
    commandkit,
    command,
    kind,
    source,
    options,
    args,
    store,
    forwarded,
    forward,
    messageCommandParser,
    environment: asEnvironment(environment),
  };
  const ctx = new Context(init);
  environment.setContext(ctx);

  // Autocomplete answers as the user types: no middleware, which could not reply to it anyway.
  if (kind === 'autocomplete') {
    await handler(ctx);
    return;
  }

  const middlewareCtx = new MiddlewareContext(init);
  lastContexts.set(environment, middlewareCtx);
  const chain = chainOf(commandkit, command);
  let target: string | undefined;
  let current: ChainLink | undefined;
  try {
    for (const link of chain) {
      current = link;
      await link.beforeExecute(middlewareCtx);
      // cancel() ends the run like exitMiddleware(), once the middleware that called it returns.
      if (middlewareCtx.cancelled) throw new ExitMiddlewareSignal();
    }
  } catch (signal) {
    if (signal instanceof ExitMiddlewareSignal) {
      stoppedRuns.add(environment);
      return;
    }
    // The forwarded command has run by now; this one ends there. redirect() without a name ends
    // the run the same way.
    if (signal instanceof ForwardedSignal || (signal instanceof RedirectSignal && signal.target === undefined)) return;
    if (signal instanceof DispatchFailure) throw signal;
    if (!(signal instanceof RedirectSignal)) {
      throw new DispatchFailure(`The beforeExecute of ${current!.label} for "${command.name}"`, signal);
    }
    target = signal.target;
  }
  if (target !== undefined) return await redirectTo(environment, command, target, kind, source, input, depth, false);

  let failure: DispatchFailure | undefined;
  const runner = commandRunnerOf(middlewareCtx);
  const run = runner ? runner(handler) : handler;
  const thrown = await runHandler(commandkit, asEnvironment(environment), middlewareCtx, () => run(ctx));
  if (thrown) {
    const caught = thrown.error;
    if (caught instanceof RedirectSignal) target = caught.target;
    else if (caught instanceof ExitMiddlewareSignal) stoppedRuns.add(environment);
    // A failure of a command this one forwarded to keeps its own description.
    else if (caught instanceof DispatchFailure) failure = caught;
    else if (!(caught instanceof ForwardedSignal)) failure = new DispatchFailure(`The command "${command.name}" (${command.file})`, caught);
  }

  for (const link of chain) {
    if (!link.afterExecute) continue;
    try {
      await link.afterExecute(middlewareCtx);
    } catch (caught) {
      if (caught instanceof ExitMiddlewareSignal) break;
      commandkit.logger.error(`The afterExecute of ${link.label} failed for "${command.name}".`, caught);
    }
  }
  if (failure) throw failure;
  if (target !== undefined) await redirectTo(environment, command, target, kind, source, input, depth, false);
}

async function redirectTo(
  environment: MutableEnvironment,
  from: LoadedCommand,
  target: string,
  kind: CommandKind,
  source: CommandSource,
  input: MessageInput | undefined,
  depth: number,
  forwarded: boolean,
): Promise<void> {
  const commandkit = environment.commandkit;
  const verb = forwarded ? 'forwardCommand' : 'redirect';
  const where = `${forwarded ? 'Forwarding' : 'Redirecting'} from "${from.name}"`;
  if (depth >= MAX_REDIRECTS) {
    throw new DispatchFailure(
      where,
      new Error(
        `More than ${MAX_REDIRECTS} ${forwarded ? 'forwards' : 'redirects'} in a row; a ${forwarded ? 'forward' : 'redirect'} loop?`,
      ),
    );
  }
  // The target is a command of the type this run answers: a slash command for a slash or message
  // command, a context-menu command of the same menu otherwise.
  const next = commandkit.getCommand(target, kind);
  if (!next) {
    const what = describeCommandType(commandTypeOfKind(kind));
    throw new DispatchFailure(where, new Error(`${verb}(${JSON.stringify(target)}) names no loaded ${what}.`));
  }
  commandkit.logger.debug(`${forwarded ? 'Forwarding' : 'Redirecting'} from "${from.name}" to "${next.name}".`);
  await execute(environment, next, kind, source, input, depth + 1, forwarded);
}

/**
 * Runs a command's handler, through the first plugin whose `executeCommand` takes it (returns
 * `true`); later plugins are not asked. A plugin that ran the handler without returning `true`
 * ends the round too, since a handler runs at most once. Without a taker, the handler runs here.
 * Returns what the handler threw, if it did, whoever called it: a plugin swallowing the error
 * does not hide the failure.
 */
async function runHandler(
  commandkit: CommandKitType,
  environment: CommandKitEnvironment,
  ctx: MiddlewareContext,
  handler: () => unknown,
): Promise<{ error: unknown } | undefined> {
  let ran = false;
  let thrown: { error: unknown } | undefined;
  const execute = async (): Promise<void> => {
    if (ran) return;
    ran = true;
    try {
      await handler();
    } catch (error) {
      thrown = { error };
      throw error;
    }
  };
  let handled = false;
  const plugins = commandkit.plugins;
  // Every command CommandKit runs went through the command handler, which gave it its record.
  const prepared = {
    command: ctx.command as PreparedAppCommandExecution['command'],
    middlewares: [...ctx.command.middleware],
    messageCommandParser: ctx.config.messageCommandParser,
  };
  for (const plugin of plugins.list) {
    try {
      handled = (await plugin.executeCommand(plugins, environment, ctx.source, prepared, execute)) === true;
    } catch (error) {
      // The handler's own error, passed on by the plugin, is the command's failure, not the plugin's.
      if (!thrown || thrown.error !== error) commandkit.logger.error(`The plugin "${plugin.name}" failed in executeCommand.`, error);
    }
    if (handled || ran) break;
  }
  if (!handled && !ran) await execute().catch(() => undefined);
  return thrown;
}

function chainOf(commandkit: CommandKitType, command: LoadedCommand): ChainLink[] {
  const links: ChainLink[] = [];
  for (const plugin of commandkit.plugins.list) {
    if (!plugin.beforeExecute && !plugin.afterExecute) continue;
    links.push({
      label: `the plugin "${plugin.name}"`,
      beforeExecute: (ctx) => plugin.beforeExecute?.(ctx),
      afterExecute: plugin.afterExecute ? (ctx) => plugin.afterExecute!(ctx) : undefined,
    });
  }
  for (const middleware of command.middleware) {
    links.push({
      label: `the middleware ${middleware.file}`,
      beforeExecute: middleware.beforeExecute,
      afterExecute: middleware.afterExecute,
    });
  }
  return links;
}

function optionsOf(command: LoadedCommand) {
  return 'options' in command.data ? command.data.options : undefined;
}

function userOf(source: CommandSource): string {
  return 'author' in source ? source.author.id : source.user.id;
}

/** Whether the user of a command may use dev-only commands, by guild, user or role. */
export function isDeveloper(commandkit: CommandKitType, source: CommandSource): boolean {
  if (source.guildId !== null && commandkit.devGuildIds.includes(source.guildId)) return true;
  if (commandkit.devUserIds.includes(userOf(source))) return true;
  const member = source.member;
  if (!member || commandkit.devRoleIds.length === 0) return false;
  const roles = member instanceof GuildMember ? [...member.roles.cache.keys()] : (member.roles as readonly string[]);
  return roles.some((role) => commandkit.devRoleIds.includes(role));
}

/** Sends one of CommandKit's own replies; a reply that cannot be sent is only logged. */
async function replyQuietly(commandkit: CommandKitType, kind: CommandKind, source: CommandSource, content: string): Promise<void> {
  try {
    if (kind === 'message') {
      await (source as Message).reply(content);
      return;
    }
    const interaction = source as Exclude<CommandSource, Message>;
    if (interaction.isAutocomplete()) {
      if (!interaction.responded) await interaction.respond([]);
      return;
    }
    await sendEphemeral(interaction, content);
  } catch (error) {
    commandkit.logger.debug('Could not send a reply.', error);
  }
}

/**
 * Answers an interaction with an ephemeral message: a follow-up when it was deferred or answered,
 * the reply otherwise. Throws what discord.js throws.
 */
export async function sendEphemeral(interaction: RepliableInteraction, content: string): Promise<void> {
  const payload = { content, flags: MessageFlags.Ephemeral } as const;
  if (interaction.deferred || interaction.replied) await interaction.followUp(payload);
  else await interaction.reply(payload);
}
