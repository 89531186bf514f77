import type { CommandKitEnvironment, CommandRunOutcome, Context } from 'commandkit';
import { RUN_HISTORY_SIZE, type CommandRun } from '../protocol.ts';

/**
 * A command run before the log numbers it.
 *
 * @internal
 */
export type RunRecord = Omit<CommandRun, 'id'>;

/**
 * The recent command runs, newest last, at most {@link RUN_HISTORY_SIZE}; listeners hear each
 * new run as it is added (the live stream).
 *
 * @internal
 */
export class RunLog {
  readonly #runs: CommandRun[] = [];
  readonly #listeners = new Set<(run: CommandRun) => void>();
  #nextId = 1;

  /** Numbers a run, keeps it and tells the listeners. */
  add(record: RunRecord): CommandRun {
    const run: CommandRun = { id: this.#nextId++, ...record };
    this.#runs.push(run);
    if (this.#runs.length > RUN_HISTORY_SIZE) this.#runs.shift();
    for (const listener of this.#listeners) listener(run);
    return run;
  }

  /** The kept runs, newest first. */
  recent(): CommandRun[] {
    return [...this.#runs].reverse();
  }

  /** Calls `listener` with every run added from now on; returns how to stop. */
  subscribe(listener: (run: CommandRun) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

/**
 * What devtools records of a finished command run: the command (after redirects), who ran it
 * where, when, how long it took, and what failed.
 *
 * @param ctx - The context of the command that ran (`env.context` in `onAfterCommand`).
 * @param outcome - How it ended.
 * @param shardId - The shard of this process.
 */
export function recordOf(ctx: Context, outcome: CommandRunOutcome, shardId: number): RunRecord {
  return {
    command: ctx.commandName,
    kind: ctx.kind,
    user: { id: ctx.user.id, username: ctx.user.username },
    guildId: ctx.guild?.id ?? null,
    shardId,
    startedAt: outcome.startedAt.toISOString(),
    durationMs: Math.round(outcome.durationMs * 10) / 10,
    status: outcome.status,
    error: outcome.status === 'failed' ? describeError(outcome.error) : null,
  };
}

function describeError(error: unknown): CommandRun['error'] {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack ?? null };
  return { name: typeof error, message: String(error), stack: null };
}

/**
 * How a run ended, read from its environment, for a caller of `onAfterCommand` that passes no
 * outcome (CommandKit passes one; code calling the hook as 1.0 did does not): failed when the
 * environment records an error, else succeeded; the duration is the environment's execution
 * time, ending now. A run stopped by `exitMiddleware()` cannot be told from its environment and
 * reads as succeeded.
 *
 * @param env - The run's environment.
 * @param now - The current time, in milliseconds since the epoch.
 * @returns The outcome.
 * @internal
 */
export function outcomeFromEnvironment(env: CommandKitEnvironment, now: number = Date.now()): CommandRunOutcome {
  const error = env.getExecutionError();
  const durationMs = env.getExecutionTime();
  return { status: error ? 'failed' : 'succeeded', error: error ?? undefined, startedAt: new Date(now - durationMs), durationMs };
}
