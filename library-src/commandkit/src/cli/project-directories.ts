import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { getConfig } from '../config/active-config.ts';
import { getCommandKit } from '../helpers/command-context.ts';
import { sourceDirectoryOf } from './source-layout.ts';

/**
 * The directory the running bot's code is in: the one that holds its `app` directory, so
 * `join(getCurrentDirectory(), 'app', 'locales')` is the locales directory whether the bot runs
 * from a build or from its sources.
 *
 * It is, in order of preference: the parent of the running {@link CommandKit}'s
 * {@link CommandKit.appDir} (`dist` for a bot started by `commandkit start` or `commandkit dev`);
 * else the config's {@link CommandKitConfig.distDir}, resolved against the working directory,
 * when it exists; else the working directory. Nothing is cached: the answer follows the bot.
 *
 * @returns An absolute path.
 *
 * @example
 * ```ts
 * import { join } from 'node:path';
 * import { getCurrentDirectory } from 'commandkit';
 *
 * const banner = join(getCurrentDirectory(), 'app', 'assets', 'banner.png');
 * ```
 */
export function getCurrentDirectory(): string {
  const running = getCommandKit();
  if (running) return dirname(running.appDir);
  const dist = resolve(getConfig().distDir);
  return existsSync(dist) ? dist : process.cwd();
}

/**
 * Where a project's code can be: its source directory (the first directory of
 * {@link CommandKitConfig.appDir}, such as `src`) and its build,
 * {@link CommandKitConfig.distDir}, both resolved against the working directory (the project
 * root when the CLI started the bot) with the active config. Tools that look for a file in
 * "the app" whether it was built or not, check each in turn. The directories need not exist.
 *
 * @returns Absolute paths: the source directory, then the dist directory.
 *
 * @example
 * ```ts
 * import { existsSync } from 'node:fs';
 * import { join } from 'node:path';
 * import { getSourceDirectories } from 'commandkit';
 *
 * const schema = getSourceDirectories()
 *   .map((directory) => join(directory, 'app', 'schema.json'))
 *   .find((file) => existsSync(file));
 * ```
 */
export function getSourceDirectories(): string[] {
  const root = process.cwd();
  const config = getConfig();
  return [sourceDirectoryOf(root, resolve(root, config.appDir)), resolve(root, config.distDir)];
}
