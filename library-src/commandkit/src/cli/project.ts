import { stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { findConfigFile, loadConfig } from '../config/load-config.ts';
import type { ResolvedCommandKitConfig } from '../config/types.ts';
import { CliError, errorMessage } from './errors.ts';
import { displayPath } from './output.ts';
import { sourceDirectoryOf } from './source-layout.ts';

/** The name of the file `commandkit build` generates in the dist directory to start the bot. */
export const ENTRY_FILE_NAME = 'commandkit.entry.js';

/**
 * Where everything of a bot project is, worked out from its root and its config. All paths are
 * absolute.
 */
export interface Project {
  /** The project root: the directory the CLI runs in, holding `commandkit.config.ts` and `.env`. */
  readonly root: string;
  /** The project's config, or the defaults when it has no config file. */
  readonly config: ResolvedCommandKitConfig;
  /** The project's config file (`commandkit.config.ts` ...), or `undefined` when it has none. */
  readonly configFile: string | undefined;
  /**
   * The directory compiled into {@link Project.distDir}: the first directory of the config's
   * `appDir` (`src` for `src/app`), or the root itself when `appDir` is a single directory.
   */
  readonly sourceDir: string;
  /** The config's `appDir`: the sources of `commands/` and `events/`. */
  readonly appDir: string;
  /** The config's `distDir`: where the build goes. */
  readonly distDir: string;
  /** Where `appDir` ends up in the build (`dist/app`). */
  readonly distAppDir: string;
  /** The generated file that starts the built bot (`dist/commandkit.entry.js`). */
  readonly entryFile: string;
}

/**
 * Loads the config of the project at `root` and works out its directories.
 *
 * @param root - The project root.
 * @returns The project's layout.
 * @throws `CliError` when the config fails to load or is invalid, or when `appDir` or
 * `distDir` point somewhere a build cannot work with (outside the project, or the root itself).
 */
export async function loadProject(root: string): Promise<Project> {
  let config: ResolvedCommandKitConfig;
  let configFile: string | undefined;
  try {
    config = await loadConfig(root);
    configFile = await findConfigFile(resolve(root));
  } catch (error) {
    throw new CliError(errorMessage(error), { cause: error });
  }

  const appDir = resolve(root, config.appDir);
  const appDirFromRoot = relative(root, appDir);
  if (appDirFromRoot === '' || appDirFromRoot.startsWith('..') || isAbsolute(appDirFromRoot)) {
    throw new CliError(
      `appDir "${config.appDir}" must be a directory inside the project ${root}, such as 'src/app'. Change it in commandkit.config.ts.`,
    );
  }
  const sourceDir = sourceDirectoryOf(root, appDir);

  const distDir = resolve(root, config.distDir);
  // The build empties distDir, so it must hold nothing but the build. When the sources are the
  // project root itself, the walk skips distDir instead.
  if (isSameOrInside(root, distDir) || (sourceDir !== root && isSameOrInside(distDir, sourceDir))) {
    throw new CliError(
      `distDir "${config.distDir}" overlaps the project's sources, and the build empties it. Set distDir to a directory of its own, such as 'dist', in commandkit.config.ts.`,
    );
  }

  return {
    root,
    config,
    configFile,
    sourceDir,
    appDir,
    distDir,
    distAppDir: join(distDir, relative(sourceDir, appDir)),
    entryFile: join(distDir, ENTRY_FILE_NAME),
  };
}

/**
 * Checks that the project has a source directory to compile.
 *
 * @param project - The project.
 * @throws `CliError` naming the missing directory and the `appDir` setting.
 */
export async function assertSourceDirExists(project: Project): Promise<void> {
  const stats = await stat(project.sourceDir).catch(() => undefined);
  if (!stats?.isDirectory()) {
    const shown = displayPath(project.root, project.sourceDir);
    throw new CliError(
      `No ${shown}/ directory in ${project.root}. Create ${displayPath(project.root, dirname(project.appDir))}/app.ts and ${displayPath(project.root, project.appDir)}/commands/, or set appDir in commandkit.config.ts.`,
    );
  }
}

/**
 * Checks that the project can import `commandkit`, which the generated entry file does: a
 * `node_modules/commandkit` in the project root or a directory above it.
 *
 * @param project - The project.
 * @throws `CliError` telling to install the package when there is none.
 */
export async function assertCommandKitInstalled(project: Project): Promise<void> {
  for (let directory = project.root; ; directory = dirname(directory)) {
    const stats = await stat(join(directory, 'node_modules', 'commandkit', 'package.json')).catch(() => undefined);
    if (stats?.isFile()) return;
    if (dirname(directory) === directory) break;
  }
  throw new CliError(
    `The project in ${project.root} does not have the commandkit package, which the build imports. Run "npm install commandkit" there.`,
  );
}

/**
 * Whether `inner` is `outer` or a path inside it.
 *
 * @param inner - An absolute path.
 * @param outer - An absolute path.
 * @returns `true` when `inner` equals `outer` or lies below it.
 */
export function isSameOrInside(inner: string, outer: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}
