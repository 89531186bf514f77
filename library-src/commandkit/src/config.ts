/**
 * Configuration: {@link defineConfig} for `commandkit.config.ts`, the loader that finds and reads
 * that file, and the config in effect. Import them from `commandkit/config` (or `commandkit`).
 *
 * @module
 */
// A config file loaded through this entry may import 'commandkit': hand it the package's API.
import './provide-public-api.ts';

export { defineConfig } from './config/define-config.ts';
export { getConfig } from './config/active-config.ts';
export { loadConfig, type LoadConfigOptions } from './config/load-config.ts';
export type { CommandKitConfig, ResolvedCommandKitConfig } from './config/types.ts';
export type { CommandKitConfiguration, Config } from './config/instance-settings.ts';

// Keeps the classes these types name through types/runtime-types.ts in a program that loads only
// this entry's .d.ts (see types/runtime-classes.ts).
export type {} from './types/runtime-classes.ts';
