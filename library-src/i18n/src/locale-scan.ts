import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Locale } from 'discord.js';
import type { CommandKitLogger } from 'commandkit';
import { DISCORD_LOCALES, isDiscordLocale } from './discord-locales.ts';
import { parseJsonFile } from './json-file.ts';

/**
 * The key of a command file that holds the command's translated name, description, options and
 * choices. It is read for registration and is not a translation `t()` can return.
 */
export const COMMAND_METADATA_KEY = '$command';

/** One JSON file of the locales directory: one namespace of one locale. */
export interface LocaleFile {
  /** The locale: the name of the file's folder. */
  readonly locale: Locale;
  /**
   * The namespace: the file's name without `.json`. For a command file it is the command's
   * name (`ping`); for an event file, `<event>.event` (`guildMemberAdd.event`).
   */
  readonly namespace: string;
  /** The file's absolute path. */
  readonly file: string;
  /** The file's translations: its object without the {@link COMMAND_METADATA_KEY} key. */
  readonly resources: Record<string, unknown>;
  /** The value of the file's {@link COMMAND_METADATA_KEY} key, when it has one. */
  readonly command: unknown;
}

/** What {@link scanLocales} found. */
export interface ScannedLocales {
  /** The directory that was scanned. */
  readonly directory: string;
  /** Whether the directory exists. */
  readonly found: boolean;
  /** Every JSON file of every valid locale folder, sorted by locale, then namespace. */
  readonly files: readonly LocaleFile[];
  /** The locales that have a folder, sorted. */
  readonly locales: readonly Locale[];
  /** Every namespace some locale has, sorted. */
  readonly namespaces: readonly string[];
}

/**
 * Reads a locales directory: `<directory>/<Discord locale>/<namespace>.json`. A folder whose name
 * is not a Discord locale code is skipped with a warning that lists the valid codes; a missing
 * directory gives a warning and an empty result. Files other than `.json` and sub-folders of a
 * locale folder are ignored.
 *
 * @param directory - The locales directory, such as `<appDir>/locales`.
 * @param logger - Where the warnings go.
 * @param sourceDirectory - The folder of the project's sources that the build copies to
 * `directory`, which the warning about a missing directory names: `src/app/locales` in the default
 * layout, `app/locales` with an `appDir` of `app`.
 * @returns The locales, namespaces and files found.
 * @throws `SyntaxError` naming the file, line and column when a file is not valid JSON;
 * `TypeError` naming the file when a file's top level is not a JSON object.
 *
 * @example
 * ```ts
 * const { locales, namespaces } = scanLocales('dist/app/locales', getLogger());
 * // locales: ['en-US', 'fr'], namespaces: ['ping', 'guildMemberAdd.event']
 * ```
 */
export function scanLocales(directory: string, logger: CommandKitLogger, sourceDirectory = 'src/app/locales'): ScannedLocales {
  if (!existsSync(directory) || !statSync(directory).isDirectory()) {
    logger.warn(
      `I18nPlugin: no locales directory at ${directory}, so there are no translations; add JSON files in ${sourceDirectory}/<locale>/ to translate.`,
    );
    return { directory, found: false, files: [], locales: [], namespaces: [] };
  }
  const files: LocaleFile[] = [];
  const locales: Locale[] = [];
  const folders = readdirSync(directory, { withFileTypes: true }).sort((a, b) => compare(a.name, b.name));
  for (const folder of folders) {
    if (!folder.isDirectory() || folder.name.startsWith('.')) continue;
    if (!isDiscordLocale(folder.name)) {
      logger.warn(
        `I18nPlugin: skipped the folder "${folder.name}" in ${directory}: it is not a Discord locale. Rename it to one of ${DISCORD_LOCALES.join(', ')}.`,
      );
      continue;
    }
    locales.push(folder.name);
    const folderPath = join(directory, folder.name);
    const entries = readdirSync(folderPath, { withFileTypes: true }).sort((a, b) => compare(a.name, b.name));
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.json') || entry.name.startsWith('.')) continue;
      files.push(readLocaleFile(folder.name, join(folderPath, entry.name)));
    }
  }
  const namespaces = [...new Set(files.map((file) => file.namespace))].sort(compare);
  return { directory, found: true, files, locales, namespaces };
}

function readLocaleFile(locale: Locale, file: string): LocaleFile {
  const parsed = parseJsonFile(file, readFileSync(file, 'utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new TypeError(
      `The locale file ${file} must hold a JSON object of translations, not ${Array.isArray(parsed) ? 'an array' : String(parsed === null ? null : typeof parsed)}.`,
    );
  }
  const { [COMMAND_METADATA_KEY]: command, ...resources } = parsed as Record<string, unknown>;
  return { locale, namespace: basename(file, '.json'), file, resources, command };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
