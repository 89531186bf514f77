/** The commands of the `commandkit` CLI. */
export type CommandName = 'dev' | 'build' | 'start' | 'create';

/** The commands in the order the help lists them. */
export const COMMAND_NAMES: readonly CommandName[] = ['dev', 'build', 'start', 'create'];

const ENVIRONMENT = `Environment:
  dev and start give the bot the config's env, then the variables of .env in the
  project root, then those already set in the shell; each overrides the ones before.
  COMMANDKIT_MODE is development under dev and production under start.

Sharding:
  When the build has dist/sharding-manager.js (from src/sharding-manager.ts), dev
  and start run it instead of the bot's entry file; it starts the shards.`;

const COMMAND_HELP: Readonly<Record<CommandName, string>> = {
  dev: `Usage: commandkit dev

Builds the bot, starts it, and rebuilds and restarts it whenever a file of the
sources, the config or .env changes (unless watch is false in the config).
Stop it with Ctrl+C.

${ENVIRONMENT}`,
  build: `Usage: commandkit build

Compiles the project (app.ts, commands, events and every other source file) with
esbuild into the config's distDir (dist/ by default), one file per source file,
and writes dist/commandkit.entry.js, which starts the bot. JSX in .tsx and .jsx
files compiles to CommandKit's runtime (commandkit/jsx-runtime), whatever tsconfig
says. The output directory is emptied first. Types are not checked: run
tsc --noEmit for that.`,
  start: `Usage: commandkit start

Runs the bot built by "commandkit build" with NODE_ENV=production.

${ENVIRONMENT}`,
  create: `Usage: commandkit create <dir>

Creates a new bot project in <dir>, which must not exist or be empty: package.json,
tsconfig.json (with JSX set up for .tsx files), commandkit.config.ts, .env.example,
.gitignore, README.md, src/app.ts, a ping command, a counter command written in JSX
(src/app/commands/counter.tsx, a button that counts its clicks) and a clientReady event
handler. Installs nothing.`,
};

// Only commandkit create runs templates: create-commandkit makes projects, outside any project.
const TEMPLATE_HELP = `

Usage: commandkit create <template> [args...]

In a project, runs a template that a plugin of commandkit.config.ts adds, such as
  commandkit create locale fr ping            (@commandkit/i18n: a locale file)
  commandkit create legacy command ping       (@commandkit/legacy: a 0.1.x command)
A template's name wins over a directory of the same name.`;

/**
 * The text of `commandkit --help`: the commands and the global options.
 *
 * @returns The help text, ending with a newline.
 */
export function generalHelp(): string {
  return `Usage: commandkit <command> [options]

Commands:
  dev            Build and run the bot, and restart it when a file changes
  build          Compile the bot into dist/ for production
  start          Run the bot built by "commandkit build"
  create <dir>   Create a new bot project in <dir>
  create <template> [args...]
                 Run a template of the project's plugins (commandkit create --help)

Options:
  -h, --help     Show this help, or a command's help: commandkit build --help
  -v, --version  Show the CommandKit version

Run commands in the project root: the directory of commandkit.config.ts and .env.
`;
}

/**
 * The text of `commandkit <command> --help`.
 *
 * @param command - The command.
 * @param invokedAs - How the user ran the CLI; `create-commandkit` changes the usage line of `create`.
 * @returns The help text, ending with a newline.
 */
export function commandHelp(command: CommandName, invokedAs: 'commandkit' | 'create-commandkit' = 'commandkit'): string {
  const text = COMMAND_HELP[command];
  if (command === 'create' && invokedAs === 'create-commandkit') {
    return `${text.replace('Usage: commandkit create <dir>', 'Usage: create-commandkit <dir>')}\n`;
  }
  if (command === 'create') return `${text}${TEMPLATE_HELP}\n`;
  return `${text}\n`;
}
