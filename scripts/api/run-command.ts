import { execFile } from 'node:child_process';

export interface CommandResult {
  stdout: string;
  stderr: string;
}

export class CommandFailedError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(`${command} exited with ${exitCode}: ${stderr.trim() || stdout.trim()}`);
  }
}

/**
 * Runs a program without a shell and collects its output.
 * (execa would do this, but it is ESM-only and the generator's modules must also load under Jest's CommonJS runtime.)
 */
export function runCommand(
  file: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      { cwd: options.cwd, env: options.env ?? process.env, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) {
          const code = typeof error.code === 'number' ? error.code : null;
          reject(new CommandFailedError([file, ...args].join(' '), code, stdout, stderr));
        } else {
          resolve({ stdout, stderr });
        }
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}
