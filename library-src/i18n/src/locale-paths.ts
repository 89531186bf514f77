import { join } from 'node:path';

/** The name of the directory of translations inside the app directory: `<appDir>/locales`. */
export const LOCALES_DIRECTORY = 'locales';

/**
 * The locales directory of an app directory. The plugin reads it at start and on reloads, and the
 * `locale` template of `commandkit create` writes into it: both go through here, so they agree.
 *
 * @param appDir - The app directory, such as `dist/app` for a built bot or `src/app` in a project.
 * @returns `<appDir>/locales`.
 */
export function localesDirectoryOf(appDir: string): string {
  return join(appDir, LOCALES_DIRECTORY);
}

/**
 * The file holding one namespace of one locale: `<localesDirectory>/<locale>/<namespace>.json`.
 * A command's namespace is its name, an event's `<event>.event`.
 *
 * @param localesDirectory - The locales directory (see {@link localesDirectoryOf}).
 * @param locale - A Discord locale code such as `fr`, or a placeholder such as `{{lng}}`.
 * @param namespace - The namespace, or a placeholder such as `{{ns}}`.
 * @returns The file's path.
 */
export function localeFilePath(localesDirectory: string, locale: string, namespace: string): string {
  return join(localesDirectory, locale, `${namespace}.json`);
}
