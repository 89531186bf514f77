import { parseArgs } from 'node:util';
import { version } from '../version.ts';
import { CliError, errorMessage } from './errors.ts';
import { COMMAND_NAMES, commandHelp, generalHelp, type CommandName } from './help.ts';
import { error } from './output.ts';

/** Options for {@link runCli}. */
export interface CliOptions {
  /**
   * The project root the commands work in.
   *
   * @defaultValue `process.cwd()`
   */
  cwd?: string;
  /**
   * The name the CLI was run by. `create-commandkit` makes `argv` the arguments of `create`
   * (`create-commandkit my-bot`), as `npm create`-style tools expect.
   *
   * @defaultValue `'commandkit'`
   */
  invokedAs?: 'commandkit' | 'create-commandkit';
}

/**
 * Runs the `commandkit` command line: `dev`, `build`, `start`, `create <dir>` (or
 * `create <template> [args...]`, a template of the project's plugins), `--help` and `--version`.
 * The `commandkit` and `create-commandkit` executables of the package call it.
 *
 * Every problem the user can fix (a missing build, a syntax error, an unknown command...) is
 * printed as one line on standard error that names the problem and the fix, and makes the exit
 * code 1; nothing is thrown.
 *
 * @param argv - The arguments after the program name, such as `['build']`.
 * @param options - The working directory, and the name the CLI was run by.
 * @returns The exit code for the process. `dev` and `start` resolve only once the bot has stopped.
 *
 * @example
 * ```ts
 * // bin/create-commandkit.js of the package
 * import { runCli } from '../dist/cli/index.js';
 *
 * process.exitCode = await runCli(process.argv.slice(2), { invokedAs: 'create-commandkit' });
 * ```
 */
export async function runCli(argv: readonly string[], options: CliOptions = {}): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const invokedAs = options.invokedAs ?? 'commandkit';
  const args = invokedAs === 'create-commandkit' ? ['create', ...argv] : [...argv];
  try {
    const [first, ...rest] = args;
    if (first === undefined) {
      process.stdout.write(generalHelp());
      return 1;
    }
    if (first === '-h' || first === '--help') {
      process.stdout.write(generalHelp());
      return 0;
    }
    if (first === '-v' || first === '--version') {
      process.stdout.write(`${version}\n`);
      return 0;
    }
    if (first.startsWith('-')) {
      throw new CliError(`Unknown option "${first}". Run "commandkit --help" for the commands and options.`);
    }
    if (!(COMMAND_NAMES as readonly string[]).includes(first)) {
      throw new CliError(`Unknown command "${first}". The commands are ${COMMAND_NAMES.join(', ')}: run "commandkit --help" for details.`);
    }

    const command = first as CommandName;
    const program = invokedAs === 'create-commandkit' ? 'create-commandkit' : `commandkit ${command}`;
    const parsed = parseCommandArgs(command, rest, program);
    if (parsed.help) {
      process.stdout.write(commandHelp(command, invokedAs));
      return 0;
    }
    // Loaded on demand: dev, build and start load the whole runtime (and discord.js) with the
    // config, which --help and create have no use for.
    switch (command) {
      case 'dev':
        return await (await import('./commands/dev.ts')).devCommand(cwd);
      case 'build':
        return await (await import('./commands/build.ts')).buildCommand(cwd);
      case 'start':
        return await (await import('./commands/start.ts')).startCommand(cwd);
      case 'create':
        return await (await import('./commands/create.ts')).createCommand(cwd, parsed.positionals, program, invokedAs === 'commandkit');
    }
  } catch (failure) {
    error(errorMessage(failure));
    if (!(failure instanceof CliError) && process.env.COMMANDKIT_LOG_LEVEL === 'debug') console.error(failure);
    return 1;
  }
}

function parseCommandArgs(command: CommandName, args: string[], program: string): { help: boolean; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: command === 'create',
      strict: true,
    });
  } catch (failure) {
    const code = (failure as NodeJS.ErrnoException).code;
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      throw new CliError(`"${program}" takes no arguments, got "${args.find((arg) => !arg.startsWith('-'))}". Run "${program} --help".`);
    }
    const option = args.find((arg) => arg.startsWith('-') && arg !== '-h' && arg !== '--help') ?? args[0];
    throw new CliError(`Unknown option "${option}" for "${program}". Run "${program} --help" for its usage.`);
  }
  return { help: parsed.values.help === true, positionals: parsed.positionals };
}
