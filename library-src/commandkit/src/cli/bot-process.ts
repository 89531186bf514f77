import { spawn } from 'node:child_process';
import type { Project } from './project.ts';

/** How a bot process ended. */
export interface BotExit {
  /** The exit code, or `null` when a signal ended the process. */
  readonly code: number | null;
  /** The signal that ended the process, if one did. */
  readonly signal: NodeJS.Signals | null;
}

/** A running bot: the built entry file in a Node child process. */
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

/**
 * Starts a built bot: runs the project's entry file with the Node that runs the CLI, in the
 * project root, sharing the CLI's terminal. With the config's `sourceMap` on, Node gets
 * `--enable-source-maps`, so stack traces show TypeScript file names and lines.
 *
 * @param project - The built project.
 * @param env - The environment of the bot process (see `botEnvironment`).
 * @returns The running bot.
 */
export function startBot(project: Project, env: NodeJS.ProcessEnv): BotProcess {
  const args = project.config.sourceMap ? ['--enable-source-maps', project.entryFile] : [project.entryFile];
  const child = spawn(process.execPath, args, { cwd: project.root, env, stdio: 'inherit' });
  const exited = new Promise<BotExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // Only a failure to spawn at all ends here; no exit event follows it.
    child.once('error', () => resolve({ code: 1, signal: null }));
  });

  return {
    pid: child.pid,
    exited,
    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
