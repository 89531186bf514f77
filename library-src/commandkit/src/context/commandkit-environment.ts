import type { MessageComponentInteraction, ModalSubmitInteraction } from 'discord.js';
import { cancelIn, deferIn, drainIn } from '../helpers/dispatch-scope.ts';
import type { GenericFunction } from '../helpers/types.ts';
import type { CommandKitType, ContextType, LoadedCommandType } from '../types/runtime-types.ts';
import { CommandKitEnvironmentType } from './environment-type.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface RuntimeTypes {
    CommandKitEnvironment: CommandKitEnvironment;
  }
}

/** What a {@link CommandKitEnvironment} handles, given when it is created; every field is optional. */
export interface CommandKitEnvironmentInit {
  /** The command being run. */
  readonly command?: LoadedCommandType;
  /** The command's context. */
  readonly context?: ContextType | null;
  /** The name of the event being handled. */
  readonly event?: string;
  /** The arguments of the event. */
  readonly args?: readonly unknown[];
  /** The component interaction being handled. */
  readonly interaction?: MessageComponentInteraction | ModalSubmitInteraction;
}

/**
 * What CommandKit is running right now, as seen from inside a command, its middleware, an event
 * handler or a component handler (and the functions they schedule with {@link after}, which
 * receive it). Read it with {@link getContext} or the hooks of `commandkit/hooks`, such as
 * {@link useEnvironment}.
 *
 * Besides what is running, it carries the run's timing (`getExecutionTime()`), its failure
 * (`getExecutionError()`), a `variables` map for plugins, and the functions deferred to its end.
 *
 * @example
 * ```ts
 * import { after, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async (ctx) => {
 *   after((env) => {
 *     const error = env.getExecutionError();
 *     console.log(`${ctx.commandName} took ${env.getExecutionTime().toFixed(1)} ms${error ? `, failing: ${error.message}` : ''}`);
 *   });
 *   await ctx.reply('Done.');
 * };
 * ```
 */
export class CommandKitEnvironment {
  /** The CommandKit instance doing the run. */
  readonly commandkit: CommandKitType;
  /**
   * What kind of code runs: a command (its middleware included), a file-based event handler, or
   * the handler of a component kit such as {@link ButtonKit}.
   */
  readonly kind: 'command' | 'event' | 'component';
  /**
   * The command being run. In a component handler, the command that was running when the handler
   * was set (`undefined` when it was set elsewhere, such as in an event handler). After a
   * redirect or a forward, the command handed over to.
   */
  readonly command: LoadedCommandType | undefined;
  /**
   * The {@link Context} of the command (kind `'command'` only, once the command's options are
   * read; `null` before that and for other kinds).
   */
  context: ContextType | null;
  /** The name of the event whose handlers run (kind `'event'` only). */
  readonly event: string | undefined;
  /** The arguments the event was emitted with (kind `'event'` only). */
  readonly args: readonly unknown[] | undefined;
  /** The button, select menu or modal interaction being handled (kind `'component'` only). */
  readonly interaction: MessageComponentInteraction | ModalSubmitInteraction | undefined;
  /**
   * Values shared by the code of one run, for plugins and helpers that have no context to hang
   * them on (a command's middleware and handler share `ctx.store` instead).
   */
  // `any`, as in 1.0: each key holds whatever its owner puts there.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly variables = new Map<string, any>();
  #type: CommandKitEnvironmentType | null = null;
  #error: Error | null = null;
  #marker = '';
  #startedAt: number | undefined;
  #endedAt: number | undefined;

  /**
   * Creates an environment. CommandKit creates one for every run; create one yourself only to
   * run code as if inside a run, with {@link provideContext}.
   *
   * @param commandkit - The CommandKit instance.
   * @param kind - What runs; a command unless told.
   * @param init - What the run handles.
   */
  constructor(commandkit: CommandKitType, kind: CommandKitEnvironment['kind'] = 'command', init: CommandKitEnvironmentInit = {}) {
    this.commandkit = commandkit;
    this.kind = kind;
    this.command = init.command;
    this.context = init.context ?? null;
    this.event = init.event;
    this.args = init.args;
    this.interaction = init.interaction;
  }

  /**
   * Sets the command context of the run (CommandKit does it once a command's options are read).
   *
   * @param context - The context.
   */
  setContext(context: ContextType): void {
    this.context = context;
  }

  /**
   * What the environment was created for, in CommandKit 1.0's terms.
   *
   * @returns The type set with {@link CommandKitEnvironment.setType}.
   * @throws `Error` when none was set: CommandKit sets it for command runs only (see
   * {@link CommandKitEnvironment.kind} for every run).
   */
  getType(): CommandKitEnvironmentType {
    if (this.#type === null) throw new Error(`This ${this.kind} environment has no type set; read env.kind instead.`);
    return this.#type;
  }

  /**
   * Sets what the environment was created for.
   *
   * @param type - The type.
   */
  setType(type: CommandKitEnvironmentType): void {
    this.#type = type;
  }

  /**
   * What the run's command threw, for the functions deferred to its end.
   *
   * @returns The error, or `null` when the command did not fail (or has not yet).
   */
  getExecutionError(): Error | null {
    return this.#error;
  }

  /**
   * Records what the run's command threw. CommandKit records the first failure only.
   *
   * @param error - The error.
   * @throws `Error` when an error was already recorded.
   */
  setExecutionError(error: Error): void {
    if (this.#error !== null) throw new Error(`This environment already records an error: ${this.#error.message}`);
    this.#error = error;
  }

  /**
   * Defers a function to the end of this environment's run: {@link after} for this environment,
   * from code that holds it rather than running inside it.
   *
   * @param fn - The function; it receives this environment.
   * @returns An id for {@link CommandKitEnvironment.clearDeferredFunction}.
   * @throws `Error` when the run has already finished.
   */
  registerDeferredFunction(fn: GenericFunction<[CommandKitEnvironment]>): string {
    return deferIn(this, fn);
  }

  /**
   * Cancels a deferred function, as {@link cancelAfter} does.
   *
   * @param id - What `registerDeferredFunction()` or `after()` returned.
   */
  clearDeferredFunction(id: string): void {
    cancelIn(this, id);
  }

  /** Cancels every function deferred to the end of this run. */
  clearAllDeferredFunctions(): void {
    cancelIn(this);
  }

  /**
   * Runs the deferred functions now, in order, inside this environment; each runs once, and one
   * that throws is logged. CommandKit does this when the run ends.
   *
   * @returns A promise settled once they all ran.
   */
  runDeferredFunctions(): Promise<void> {
    return drainIn(this);
  }

  /**
   * Starts timing: {@link CommandKitEnvironment.getExecutionTime} counts from here. CommandKit
   * marks the start of a command before its middleware.
   *
   * @param marker - A name for what is timed, such as `'command:ping'`.
   */
  markStart(marker: string): void {
    this.#marker = marker;
    this.#startedAt = performance.now();
    this.#endedAt = undefined;
  }

  /** Stops timing. CommandKit marks the end of a command after its last `afterExecute`. */
  markEnd(): void {
    this.#endedAt = performance.now();
  }

  /**
   * The name given to the last {@link CommandKitEnvironment.markStart}.
   *
   * @returns The marker, or `''` before any.
   */
  getMarker(): string {
    return this.#marker;
  }

  /**
   * How long the timed work took, in milliseconds: from `markStart()` to `markEnd()`, or to now
   * while it runs.
   *
   * @returns The duration, or `0` before `markStart()`.
   */
  getExecutionTime(): number {
    if (this.#startedAt === undefined) return 0;
    return (this.#endedAt ?? performance.now()) - this.#startedAt;
  }
}
