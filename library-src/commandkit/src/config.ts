/**
 * Configuration: {@link defineConfig} for `commandkit.config.ts`, the loader that finds and reads
 * that file, and the config in effect. Import them from `commandkit/config` (or `commandkit`).
 *
 * @module
 */
export { defineConfig } from './config/define-config.ts';
export { getConfig } from './config/active-config.ts';
export { loadConfig, type LoadConfigOptions } from './config/load-config.ts';
export type { CommandKitConfig, ResolvedCommandKitConfig } from './config/types.ts';
