import { spawn } from 'node:child_process';
import type { Project } from './project.ts';

/** How a bot process ended. */
export interface BotExit {
  /** The exit code, or `null` when a signal ended the process. */
  readonly code: number | null;
  /** The signal that ended the process, if one did. */
  readonly signal: NodeJS.Signals | null;
}

/** A running bot: the built entry file, or the sharding manager, in a Node child process. */
export interface BotProcess {
  /** The process id. */
  readonly pid: number | undefined;
  /** Settles when the process has ended. */
  readonly exited: Promise<BotExit>;
  /**
   * Stops the bot: asks it to stop with `SIGTERM` (the entry file then logs the client out), and
   * kills it if it is still running after `timeoutMs`.
   *
   * @param timeoutMs - How long to wait before killing the process.
   * @returns How the process ended.
   */
  stop(timeoutMs?: number): Promise<BotExit>;
}

// Long enough for destroy() to close the gateway connection; a bot stuck longer is killed.
const STOP_TIMEOUT_MS = 5_000;
// How often stop() checks whether the shards of a stopped manager have exited: no event tells
// when processes that are not our children end.
const GROUP_POLL_MS = 50;

/**
 * Starts a built bot: runs the project's entry file (or its sharding manager) with the Node that
 * runs the CLI, in the project root, sharing the CLI's terminal. With the config's `sourceMap`
 * on, Node gets `--enable-source-maps`, so stack traces show TypeScript file names and lines.
 *
 * A sharding manager runs in a process group of its own, with `--enable-source-maps` in
 * `NODE_OPTIONS` so the shard processes it forks inherit it: stopping signals the whole group,
 * so every shard logs out even when the manager does not pass the signal on.
 *
 * @param project - The built project.
 * @param env - The environment of the bot process (see `botEnvironment`).
 * @param shardingManager - The built sharding manager to run instead of the entry file, if any.
 * @returns The running bot.
 */
export function startBot(project: Project, env: NodeJS.ProcessEnv, shardingManager?: string): BotProcess {
  const file = shardingManager ?? project.entryFile;
  const sourceMaps = project.config.sourceMap;
  const args = sourceMaps && !shardingManager ? ['--enable-source-maps', file] : [file];
  const childEnv =
    sourceMaps && shardingManager ? { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, '--enable-source-maps'].filter(Boolean).join(' ') } : env;
  const group = shardingManager !== undefined;
  const child = spawn(process.execPath, args, { cwd: project.root, env: childEnv, stdio: 'inherit', detached: group });
  const signal = (name: NodeJS.Signals) => {
    if (!group || child.pid === undefined) return void child.kill(name);
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  const exited = new Promise<BotExit>((resolve) => {
    child.once('exit', (code, how) => {
      // Shards outlive a manager that crashed or exited early: they are forked processes, not
      // threads. Ask whatever is left of the group to stop.
      if (group) signal('SIGTERM');
      resolve({ code, signal: how });
    });
    // Only a failure to spawn at all ends here; no exit event follows it.
    child.once('error', () => resolve({ code: 1, signal: null }));
  });

  return {
    pid: child.pid,
    exited,
    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      if (child.exitCode === null && child.signalCode === null) {
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), timeoutMs);
        try {
          await exited;
        } finally {
          clearTimeout(timer);
        }
      }
      if (group && child.pid !== undefined) await groupEnded(child.pid, deadline, () => signal('SIGKILL'));
      return exited;
    },
  };
}

/**
 * Waits until no process of the group `pgid` is left (the shards a manager forked log out after
 * it), killing the group when `deadline` passes first.
 */
async function groupEnded(pgid: number, deadline: number, kill: () => void): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (alive()) {
    if (Date.now() >= deadline) {
      kill();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, GROUP_POLL_MS));
  }
}
