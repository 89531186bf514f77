import { defaultConfig } from './resolve-config.ts';
import type { ResolvedCommandKitConfig } from './types.ts';

let activeConfig: ResolvedCommandKitConfig = defaultConfig;

/**
 * Returns the configuration CommandKit is running with: the one the last successful
 * {@link loadConfig} call loaded, or the defaults when no config has been loaded.
 *
 * @returns The active config, frozen.
 *
 * @example
 * ```ts
 * import { getConfig, loadConfig } from 'commandkit';
 *
 * getConfig().prefix; // ['!'], the default, until a config is loaded
 * await loadConfig();
 * getConfig().prefix; // whatever commandkit.config.ts sets
 * ```
 */
export function getConfig(): ResolvedCommandKitConfig {
  return activeConfig;
}

export function setActiveConfig(config: ResolvedCommandKitConfig): void {
  activeConfig = config;
}
