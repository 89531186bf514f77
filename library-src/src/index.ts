export { version } from './version.ts';
export { defineConfig } from './config/define-config.ts';
export { getConfig } from './config/active-config.ts';
export { loadConfig, type LoadConfigOptions } from './config/load-config.ts';
export type { CommandKitConfig, ResolvedCommandKitConfig } from './config/types.ts';
