import { CommandFailedError } from './run-command';

/**
 * The one line of a tool's failure output that says what went wrong, for the generator's
 * single-line errors: git's `fatal:` line, npm's `npm error` line (not its `code` line), pnpm's
 * `ERR_PNPM_…` line, Yarn's `YN…` error line; otherwise the last line that is not a stack frame.
 */
export function toolErrorLine(output: string, fallback: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line && !/^warning: |^npm warn |Unknown user config|^at .+[:(]\d+/.test(line));
  const fatal = lines.findIndex((line) => /^fatal: /.test(line));
  if (fatal >= 0) {
    // git says why before it gives up: "error: unable to read sha1 file of …" then "fatal: Could not reset …".
    const cause = lines.slice(0, fatal).find((line) => /^error: /.test(line));
    return `${cause ? `${cause.replace(/[.:]$/, '')}; ` : ''}${lines[fatal].replace(/[.:]$/, '')}`;
  }
  const pick =
    lines.find(
      (line) =>
        /^npm (error|ERR!) /.test(line) && !/^npm (error|ERR!) (code|errno|syscall|path|dest|A complete log|Log files|\d+$)/.test(line),
    ) ??
    lines.find((line) => /ERR_PNPM_/.test(line)) ??
    lines.find((line) => /YN\d{4}: .*(error|Error|failed|not found|Couldn't)/.test(line)) ??
    lines.find((line) => /^error: /.test(line)) ??
    lines.find((line) => /^error /.test(line)) ??
    lines.at(-1);
  return pick ? pick.replace(/[.:]$/, '') : fallback;
}

/** The tool's own line from whatever a child process or simple-git threw. */
export function failureLine(error: unknown, fallback: string): string {
  if (error instanceof CommandFailedError) return toolErrorLine(`${error.stderr}\n${error.stdout}`, fallback);
  return toolErrorLine(String((error as Error | undefined)?.message ?? error), fallback);
}
