import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, sep } from 'node:path';
import { isSlashCommandName } from './command-localizations.ts';
import { DISCORD_LOCALES, isDiscordLocale } from './discord-locales.ts';
import { localeFilePath, localesDirectoryOf } from './locale-paths.ts';
import { COMMAND_METADATA_KEY } from './locale-scan.ts';
import { templateContext, type TemplateContext } from 'commandkit';

/** The name of the template: `commandkit create locale <locale> <command>`. */
export const LOCALE_TEMPLATE = 'locale';

const USAGE = 'commandkit create locale <locale> <command>, such as commandkit create locale fr ping';

/**
 * The `locale` template of `commandkit create`: writes `<appDir>/locales/<locale>/<command>.json`
 * with the command's `$command` block to translate (its name, and for a slash command a
 * description), creating the locale's folder if needed. It never overwrites a file.
 *
 * @param args - The locale (a Discord locale code such as `fr`) and the command's name.
 * @param project - The project root and `appDir`; the working directory and `src/app` unless given.
 * @returns The file it wrote.
 * @throws `Error` with one line naming the problem and the fix: not exactly two arguments, a
 * locale Discord does not know, a name that cannot be a file name, no `appDir` directory, or a
 * file that already exists.
 *
 * @example
 * ```ts
 * await createLocaleFile(['fr', 'ping'], { root: '/bot', appDir: '/bot/src/app', info: console.log });
 * // /bot/src/app/locales/fr/ping.json: { "$command": { "name": "ping", "description": "ping command" } }
 * ```
 */
export async function createLocaleFile(args: readonly string[], project?: TemplateContext): Promise<string> {
  const { root, appDir, info } = templateContext(project);
  if (args.length !== 2) {
    throw new Error(
      `The locale template takes a locale and a command name, got ${args.length === 0 ? 'nothing' : `"${args.join(' ')}"`}: run ${USAGE}.`,
    );
  }
  const [locale, command] = args as [string, string];
  if (!isDiscordLocale(locale)) throw new Error(`"${locale}" is not a Discord locale: use one of ${DISCORD_LOCALES.join(', ')}.`);
  const problem = fileNameProblem(command);
  if (problem) throw new Error(`"${command}" cannot name a command's locale file: ${problem}.`);
  if (!(await isDirectory(appDir))) {
    throw new Error(
      `There is no ${shown(root, appDir)} directory in ${root}: run the template in the project root, or set appDir in commandkit.config.ts.`,
    );
  }

  const file = localeFilePath(localesDirectoryOf(appDir), locale, command);
  // Context-menu commands have no description; a slash command needs one in every locale it names.
  const slash = isSlashCommandName(command);
  const metadata = slash ? { name: command, description: `${command} command` } : { name: command };
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify({ [COMMAND_METADATA_KEY]: metadata }, null, 2)}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new Error(`${shown(root, file)} already exists: edit it, or delete it to start again.`, { cause: error });
    }
    throw error;
  }
  info(
    `Created ${shown(root, file)}: translate the command's name${slash ? ' and description' : ''} there, and add the keys of its replies.`,
  );
  return file;
}

/** Why `name` cannot be the file name of a command's namespace, or `undefined` when it can. */
function fileNameProblem(name: string): string | undefined {
  const length = [...name].length;
  if (length < 1 || length > 32) return 'command names are 1-32 characters';
  if (/[/\\]/.test(name) || name.startsWith('.')) return 'it must be a file name, without / or \\ and not starting with "."';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return 'it holds a control character';
  return undefined;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() === true;
}

/** A path relative to the project root with `/` separators when it is inside it, else absolute. */
function shown(root: string, path: string): string {
  const inside = relative(root, path);
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? path : inside.split(sep).join('/');
}
