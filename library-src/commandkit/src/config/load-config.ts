import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createJiti } from 'jiti';
import { setActiveConfig } from './active-config.ts';
import { getConfigModule } from './config-module.ts';
import { defaultConfig, describeValue, resolveConfig } from './resolve-config.ts';
import type { ResolvedCommandKitConfig } from './types.ts';

// The names loadConfig looks for; a project may have only one of them.
const CONFIG_FILE_NAMES = ['commandkit.config.ts', 'commandkit.config.mts', 'commandkit.config.js', 'commandkit.config.mjs'];

/**
 * Options for {@link loadConfig}.
 */
export interface LoadConfigOptions {
  /**
   * Whether a project must have a config file. When `true`, a directory without one makes
   * {@link loadConfig} throw; when `false`, the defaults are used.
   *
   * @defaultValue `false`
   */
  required?: boolean;
}

/**
 * Finds the config file of a bot project, loads it, validates it and makes it the config that
 * {@link getConfig} returns.
 *
 * The file is `commandkit.config.ts`, `.mts`, `.js` or `.mjs` in `cwd`, and a project has at most
 * one of them. TypeScript configs are compiled on the fly, so no build step is needed. The file
 * must default-export the config (`export default defineConfig({ ... })`; in a CommonJS `.js`
 * file, `module.exports = ...`). Inside it, `import ... from 'commandkit'` refers to the very copy
 * of CommandKit that loads it. Each call reads the file, and the files it imports, afresh, so a
 * second call picks up edits.
 *
 * When the directory has no config file, the defaults become the active config, unless
 * `options.required` is set. A failed load leaves the active config as it was.
 *
 * @param cwd - The project root to look in. Defaults to the current working directory.
 * @param options - How to treat a project without a config file.
 * @returns The loaded config, with defaults filled in and frozen.
 * @throws `Error` when `cwd` is not a directory, when it has no config file and
 * `options.required` is set, when it has more than one, when the file fails to load or throws,
 * when it has no default export, and when the config is invalid. Each message names the file and
 * what to change.
 *
 * @example
 * ```ts
 * import { loadConfig } from 'commandkit';
 *
 * const config = await loadConfig(process.cwd(), { required: true });
 * console.log(`Commands live in ${config.appDir}/commands`);
 * ```
 */
export async function loadConfig(cwd: string = process.cwd(), options: LoadConfigOptions = {}): Promise<ResolvedCommandKitConfig> {
  const directory = resolve(cwd);
  const file = await findConfigFile(directory);
  if (!file) {
    if (options.required) {
      throw new Error(
        `No CommandKit config file found in ${directory}. Create commandkit.config.ts there with: export default defineConfig({}); (.mts, .js and .mjs work too).`,
      );
    }
    setActiveConfig(defaultConfig);
    return defaultConfig;
  }

  const config = resolveConfig(await importDefault(file), file);
  setActiveConfig(config);
  return config;
}

/**
 * The config file of a project: `commandkit.config.ts`, `.mts`, `.js` or `.mjs` in `directory`.
 *
 * @param directory - The absolute path of the project root.
 * @returns The file's absolute path, or `undefined` when the project has none.
 * @throws `Error` when `directory` is not a directory, or holds more than one config file.
 */
export async function findConfigFile(directory: string): Promise<string | undefined> {
  const directoryStats = await stat(directory).catch(() => undefined);
  if (!directoryStats?.isDirectory()) {
    throw new Error(`Cannot look for a CommandKit config in ${directory}: it is not a directory. Pass the project root.`);
  }

  const found: string[] = [];
  for (const name of CONFIG_FILE_NAMES) {
    const fileStats = await stat(join(directory, name)).catch(() => undefined);
    if (fileStats?.isFile()) found.push(name);
  }
  if (found.length > 1) {
    throw new Error(
      `Found ${found.length} CommandKit config files in ${directory} (${found.join(', ')}). Keep one of them and delete the others.`,
    );
  }
  return found[0] === undefined ? undefined : join(directory, found[0]);
}

async function importDefault(file: string): Promise<unknown> {
  // Every load reads the config, and the files it imports, as they are now, so a long-running
  // process can reload it after an edit: no module or disk cache, and no native import of .mjs
  // (forceTranspile below), which Node would cache for the life of the process.
  // `import ... from 'commandkit'` in the config gets this very copy of CommandKit rather than
  // whatever node_modules holds, so the config agrees with the CommandKit that runs it.
  const jiti = createJiti(file, {
    moduleCache: false,
    fsCache: false,
    interopDefault: false,
    // Read only when the config imports 'commandkit', so a config that does not still loads when
    // no entry file provided the API (a test importing this module alone).
    virtualModules: {
      get commandkit() {
        return getConfigModule();
      },
    },
  });
  let loaded: unknown;
  try {
    loaded = await jiti.evalModule(await readFile(file, 'utf8'), { filename: file, async: true, forceTranspile: true });
  } catch (error) {
    // Errors thrown by the config come from jiti's realm, where `instanceof Error` can be false.
    const message = (error as { message?: unknown } | null)?.message;
    const reason = typeof message === 'string' ? message : String(error);
    throw new Error(`Failed to load the CommandKit config ${file}: ${reason}`, { cause: error });
  }

  const config = defaultExport(loaded);
  if (config === noDefaultExport) {
    throw new Error(
      `The CommandKit config ${file} has no default export. Export the config as default: export default defineConfig({ ... });`,
    );
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new Error(
      `The CommandKit config ${file} must default-export an object, got ${describeValue(config)}. Write: export default defineConfig({ ... });`,
    );
  }
  return config;
}

const noDefaultExport = Symbol('no default export');

function defaultExport(loaded: unknown): unknown {
  if (typeof loaded !== 'object' || loaded === null) return loaded;
  if ('default' in loaded) return loaded.default;
  // jiti marks a transpiled ES module with __esModule; anything else is CommonJS `module.exports`,
  // which is the config itself (and a primitive can only be that).
  return '__esModule' in loaded ? noDefaultExport : loaded;
}
