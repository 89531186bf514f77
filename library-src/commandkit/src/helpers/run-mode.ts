// How the bot process was started, read once when CommandKit is loaded. `commandkit dev` and
// `commandkit start` launch the bot with COMMANDKIT_MODE set to `development` or `production`
// (see the CLI's botEnvironment): that variable is the one fact the constants below rest on.

const launchedAs = process.env.COMMANDKIT_MODE;

/**
 * Whether the bot was started by the `commandkit` CLI, with `commandkit dev` or
 * `commandkit start` (shards started by the CLI's sharding manager included), rather than by
 * running its entry file with Node yourself.
 *
 * @example
 * ```ts
 * import { COMMANDKIT_IS_CLI } from 'commandkit';
 *
 * if (!COMMANDKIT_IS_CLI) console.warn('Start the bot with "npm run dev" or "npm start".');
 * ```
 */
export const COMMANDKIT_IS_CLI: boolean = launchedAs === 'development' || launchedAs === 'production';

/**
 * Whether the bot runs under `commandkit dev`, the development mode that rebuilds and restarts
 * the bot when a file changes. `false` under `commandkit start` and when the bot is started
 * without the CLI. {@link devOnly} functions run only when it is `true`.
 *
 * @example
 * ```ts
 * import { COMMANDKIT_IS_DEV } from 'commandkit';
 *
 * export const cacheSeconds = COMMANDKIT_IS_DEV ? 5 : 3600;
 * ```
 */
export const COMMANDKIT_IS_DEV: boolean = launchedAs === 'development';

/**
 * Whether the code runs under a test runner: `NODE_ENV` is `test` (Jest and Vitest set it), or
 * `COMMANDKIT_IS_TEST` is `true`.
 *
 * @example
 * ```ts
 * import { COMMANDKIT_IS_TEST } from 'commandkit';
 *
 * export const apiBase = COMMANDKIT_IS_TEST ? 'http://127.0.0.1:4010' : 'https://api.example.com';
 * ```
 */
export const COMMANDKIT_IS_TEST: boolean = process.env.NODE_ENV === 'test' || process.env.COMMANDKIT_IS_TEST === 'true';

/**
 * Which mode the bot was started in: `'development'` under `commandkit dev`, `'production'` under
 * `commandkit start`. Started without the CLI, `'production'` when `NODE_ENV` is `production`,
 * else `'development'`.
 *
 * @example
 * ```ts
 * import { COMMANDKIT_BOOTSTRAP_MODE } from 'commandkit';
 *
 * console.log(`Starting in ${COMMANDKIT_BOOTSTRAP_MODE} mode`);
 * ```
 */
export const COMMANDKIT_BOOTSTRAP_MODE: 'development' | 'production' =
  launchedAs === 'production' || (launchedAs !== 'development' && process.env.NODE_ENV === 'production') ? 'production' : 'development';
