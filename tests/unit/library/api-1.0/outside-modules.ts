import path from 'node:path';
import ts from 'typescript';

/** A module outside the library whose types 1.0's signatures use. */
export interface OutsideModule {
  specifier: string;
  /**
   * The only names taken from it; all when absent. Modules other than discord.js export common
   * names (i18next's `PluginOptions`) that 1.0's types do not mean, so only the ones 1.0 used count.
   */
  names?: readonly string[];
}

/**
 * Where 1.0's signatures take their outside types from: discord.js (the vocabulary of a bot:
 * `Client`, `Interaction`, `Locale`, builders, discord-api-types' `API*`), the Redis client of
 * @commandkit/redis, i18next for @commandkit/i18n, Node's streams and async storage, and the
 * command-line parser of 1.0's CLI.
 */
export const commandKitOutsideModules: readonly OutsideModule[] = [
  { specifier: 'discord.js' },
  { specifier: 'ioredis', names: ['Redis', 'RedisOptions'] },
  { specifier: 'i18next', names: ['i18n', 'TFunction'] },
  { specifier: 'node:tty', names: ['WriteStream'] },
  { specifier: 'node:async_hooks', names: ['AsyncLocalStorage'] },
  { specifier: 'commander', names: ['ParseOptions'] },
];

/**
 * `paths` entries that let a program outside the project import the outside modules as the
 * project does: each module goes to the file it resolves to from `projectDir`. Modules that Node's
 * types declare (`node:tty`) need none. A module the project does not have is left out.
 */
export function outsideModulePaths(
  modules: readonly OutsideModule[],
  options: ts.CompilerOptions,
  projectDir: string,
): { paths: Record<string, string[]>; found: OutsideModule[] } {
  const importer = path.join(projectDir, 'api-1.0-user.mts');
  const paths: Record<string, string[]> = {};
  const found = modules.filter(({ specifier }) => {
    if (specifier.startsWith('node:')) return true;
    const { resolvedModule } = ts.resolveModuleName(specifier, importer, options, ts.sys, undefined, undefined, ts.ModuleKind.ESNext);
    if (resolvedModule) paths[specifier] = [resolvedModule.resolvedFileName];
    return resolvedModule !== undefined;
  });
  return { paths, found };
}
