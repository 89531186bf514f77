import { resolveConfig } from './resolve-config.ts';
import type { CommandKitConfig, ResolvedCommandKitConfig } from './types.ts';

/**
 * Declares the configuration of a bot project. Use it as the default export of
 * `commandkit.config.ts` (or `.mts`, `.js`, `.mjs`) at the project root: your editor then checks
 * and completes the fields, and mistakes surface as soon as the file is loaded.
 *
 * `defineConfig` checks the object at run time too, since JavaScript configs get no type checking:
 * an unknown field, a value of the wrong type or `appDir` and `distDir` overlapping throws an
 * `Error` that names the field and how to fix it. It has no side effects: loading the file with
 * {@link loadConfig} is what makes a config the active one.
 *
 * @param config - The fields to set. Any field left out takes its default.
 * @returns The config with defaults filled in, frozen.
 * @throws `Error` when the config is invalid; the message lists every problem found.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 *
 * export default defineConfig({
 *   prefix: '?',
 *   env: { LOG_LEVEL: 'debug' },
 * });
 * ```
 */
export function defineConfig(config: CommandKitConfig = {}): ResolvedCommandKitConfig {
  return resolveConfig(config);
}
