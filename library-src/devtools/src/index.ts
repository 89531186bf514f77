/**
 * A web UI for a running CommandKit bot, served by the bot itself during `commandkit dev`: the
 * bot's user, guilds and latency, its commands with their middleware and registration, events,
 * plugins, feature flags, and command runs as they happen.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { devtools } from '@commandkit/devtools';
 *
 * export default defineConfig({ plugins: [devtools()] });
 * ```
 *
 * @module
 */
export { DevtoolsPlugin, devtools } from './devtools-plugin.ts';
export { DEFAULT_PORT, type DevtoolsCredentials, type DevtoolsPluginOptions } from './options.ts';
