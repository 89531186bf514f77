import { relative, sep } from 'node:path';
import { ApplicationCommandType } from 'discord.js';
import { exportsOf, findModuleFiles, importFile, type ModuleImporter } from './files.ts';
import type {
  CommandData,
  CommandFileData,
  CommandObject,
  CommandRunner,
  LegacyCommandOptions,
  LegacyCommand,
  SlashCommandProps,
} from './types.ts';

/**
 * Loads the 0.1.x command files below `directory`: every module file, sub-folders included (the
 * first folder level is the command's category). Files whose `options.deleted` is `true` are left
 * out, so they are not registered and the registration removes them from Discord.
 *
 * @param directory - The absolute path of the commands folder; missing means no commands.
 * @param importer - Imports a file; the host's `import()` by default.
 * @returns The commands, in file order: each is also the {@link CommandFileData} of 1.0 (its
 * `path`, `category`, and `run` as `chatInput`, `userContextMenu` or `messageContextMenu` by the
 * command's type).
 * @throws `Error` naming the file when a file does not export `data` (with a `name`), exports
 * neither `run` nor `autocomplete`, or fails to import.
 *
 * @example
 * ```ts
 * const commands = await loadLegacyCommands('/bot/dist/commands');
 * console.log(commands.map((command) => command.commandObj.data.name));
 * ```
 */
export async function loadLegacyCommands(directory: string, importer: ModuleImporter = importFile): Promise<LegacyCommand[]> {
  const commands: LegacyCommand[] = [];
  for (const file of await findModuleFiles(directory)) {
    let exports: Record<string, unknown>;
    try {
      exports = exportsOf(await importer(file), 'data');
    } catch (error) {
      throw new Error(`Could not load the legacy command file ${file}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
    }
    const command = readCommand(exports, file, categoryOf(directory, file));
    if (command.commandObj.options?.deleted === true) continue;
    commands.push(command);
  }
  return commands;
}

/** The first folder below the commands folder, or `null` for a file directly in it. */
function categoryOf(directory: string, file: string): string | null {
  const parts = relative(directory, file).split(sep);
  return parts.length > 1 ? parts[0]! : null;
}

function readCommand(exports: Record<string, unknown>, file: string, category: string | null): LegacyCommand {
  const raw = exports.data;
  if (raw === undefined || raw === null) {
    throw new Error(
      `The legacy command file ${file} does not export "data": export the command's definition, such as export const data = { name: 'ping', description: 'Pong!' }.`,
    );
  }
  let data: unknown = raw;
  if (typeof raw === 'object' && typeof (raw as { toJSON?: unknown }).toJSON === 'function') {
    data = (raw as { toJSON(): unknown }).toJSON();
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    typeof (data as { name?: unknown }).name !== 'string' ||
    (data as { name: string }).name === ''
  ) {
    throw new Error(
      `The "data" export of the legacy command file ${file} needs a "name": { name: 'ping', description: '...' } or a builder.`,
    );
  }
  const run = exports.run;
  const autocomplete = exports.autocomplete;
  if (typeof run !== 'function' && typeof autocomplete !== 'function') {
    throw new Error(
      `The legacy command file ${file} exports neither "run" nor "autocomplete": export async function run({ interaction }) { ... }.`,
    );
  }
  const options = exports.options as LegacyCommandOptions | undefined;
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new Error(`The "options" export of the legacy command file ${file} must be an object such as { devOnly: true }.`);
  }
  const json = data as CommandData;
  // Validations see every export of the file, as in 0.1.x, with the fields below on top.
  const commandObj: CommandObject = { ...exports, data: json, options, filePath: file, category };
  delete commandObj.run;
  delete commandObj.autocomplete;
  const runner = typeof run === 'function' ? (run as LegacyCommand['run']) : undefined;
  return Object.freeze({
    commandObj,
    run: runner,
    autocomplete: typeof autocomplete === 'function' ? (autocomplete as LegacyCommand['autocomplete']) : undefined,
    data: json,
    options,
    path: file,
    category,
    ...runnersByType(json, file, runner),
  });
}

/** The file's `run` under the handler name of the command's type, as 1.0's loaded files had it. */
function runnersByType(
  data: CommandData,
  file: string,
  run: LegacyCommand['run'],
): Pick<CommandFileData, 'chatInput' | 'userContextMenu' | 'messageContextMenu'> {
  const type = data.type ?? ApplicationCommandType.ChatInput;
  if (!run)
    return {
      chatInput: noSlashCommand(data, file, 'exports no "run" function', 'export async function run({ interaction }) { ... } to answer it'),
    };
  if (type === ApplicationCommandType.User) {
    return {
      chatInput: noSlashCommand(data, file, 'is a user context-menu command', 'call its userContextMenu instead'),
      userContextMenu: run,
    };
  }
  if (type === ApplicationCommandType.Message) {
    return {
      chatInput: noSlashCommand(data, file, 'is a message context-menu command', 'call its messageContextMenu instead'),
      messageContextMenu: run,
    };
  }
  return { chatInput: run };
}

/** The `chatInput` of a command that cannot answer a slash command: it rejects in one line, saying why. */
function noSlashCommand(data: CommandData, file: string, problem: string, fix: string): CommandRunner<SlashCommandProps> {
  return async () => {
    throw new Error(`The legacy command "${data.name}" (${file}) ${problem}, so it cannot answer a slash command: ${fix}.`);
  };
}
