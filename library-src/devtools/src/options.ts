import { isIP } from 'node:net';

/** A user name and password for the devtools login. */
export interface DevtoolsCredentials {
  /** The user name to sign in with. */
  username: string;
  /** The password to sign in with. */
  password: string;
}

/** Options of {@link devtools} and {@link DevtoolsPlugin}. */
export interface DevtoolsPluginOptions {
  /**
   * The port the web UI listens on. When it is taken, the next free port (up to 10 further) is
   * used and logged.
   *
   * @defaultValue `4356`
   */
  port?: number;
  /**
   * The address to listen on. Anything other than a loopback address (`127.0.0.1`, `::1`,
   * `localhost`) makes the UI reachable from other machines, and then a login is required.
   *
   * @defaultValue `'127.0.0.1'`
   */
  host?: string;
  /**
   * Whether devtools also runs in production (under `commandkit start`, or a bot started
   * without `commandkit dev`). A login is then always required.
   *
   * @defaultValue `false`
   */
  enableOnProduction?: boolean;
  /**
   * The login. When set, the UI asks for it everywhere, also in development on loopback. When
   * not set, the environment variables `COMMANDKIT_DEVTOOLS_USERNAME` and
   * `COMMANDKIT_DEVTOOLS_PASSWORD` are used if both are set. The user name takes 1 to 128
   * characters, the password 8 to 256.
   */
  credentials?: DevtoolsCredentials;
  /**
   * The login under the name CommandKit 1.0 gave it: the same as
   * {@link DevtoolsPluginOptions.credentials}, which it stands for. Give one of the two, not both.
   */
  credential?: DevtoolsCredentials;
  /**
   * Skips the login that credentials turn on, in development on a loopback address only: the page
   * is then open on this machine, as without credentials. It never applies in production nor when
   * `host` is beyond this machine: there the login stays required. (CommandKit 1.0 had this option
   * on by default and ignored the credentials in every mode, production included; here it is off
   * by default and cannot open devtools to other machines.)
   *
   * @defaultValue `false`
   */
  bypassAuthInDev?: boolean;
  /**
   * How long a login lasts, in milliseconds, from 1 minute to 7 days; the UI asks again after
   * that, and the session's open live streams end.
   *
   * @defaultValue 8 hours
   */
  sessionTtl?: number;
  /**
   * How many failed logins one address may make within {@link DevtoolsPluginOptions.loginWindow}
   * before further attempts are refused (HTTP 429) until the window has passed: a whole number
   * from 1 to 100.
   *
   * @defaultValue `5`
   */
  maxFailedLogins?: number;
  /**
   * The window of {@link DevtoolsPluginOptions.maxFailedLogins}, in milliseconds, from 1 minute
   * to 24 hours.
   *
   * @defaultValue 15 minutes
   */
  loginWindow?: number;
}

/**
 * The options with every default applied and checked.
 *
 * @internal
 */
export interface ResolvedDevtoolsOptions {
  readonly port: number;
  readonly host: string;
  readonly enableOnProduction: boolean;
  readonly credentials: DevtoolsCredentials | undefined;
  readonly bypassAuthInDev: boolean;
  readonly sessionTtl: number;
  readonly maxFailedLogins: number;
  readonly loginWindow: number;
}

/** The default port of the devtools UI. */
export const DEFAULT_PORT = 4356;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The ranges the options must fall in. Outside them devtools is either unsafe (a one-character
// password, a lockout that never locks) or broken (a session so long its cookie date cannot be
// written), so the bot refuses to start rather than run that way.
const SESSION_TTL = { min: MINUTE, max: 7 * DAY, label: '1 minute to 7 days' };
const LOGIN_WINDOW = { min: MINUTE, max: DAY, label: '1 minute to 24 hours' };
const MAX_FAILED_LOGINS = { min: 1, max: 100 };
// The login form's request body is capped at 4 KB: these lengths always fit, even in 4-byte characters.
const USERNAME_LENGTH = { min: 1, max: 128 };
const PASSWORD_LENGTH = { min: 8, max: 256 };

/**
 * Applies the defaults and the environment to the plugin's options and checks them.
 *
 * @param options - What the config passed.
 * @param env - Where `COMMANDKIT_DEVTOOLS_USERNAME` and `COMMANDKIT_DEVTOOLS_PASSWORD` are read.
 * @returns The options to run with.
 * @throws `TypeError` naming the option and what it takes, in one line.
 */
export function resolveOptions(options: DevtoolsPluginOptions, env: NodeJS.ProcessEnv): ResolvedDevtoolsOptions {
  const port = options.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new TypeError(`devtools({ port }) must be a whole number from 1 to 65535, got ${String(port)}.`);
  }
  const host = options.host ?? '127.0.0.1';
  if (typeof host !== 'string' || host === '')
    throw new TypeError(`devtools({ host }) must be an address such as '127.0.0.1', got ${String(host)}.`);
  if (options.credentials !== undefined && options.credential !== undefined) {
    throw new TypeError('devtools() got both credentials and credential, two names of one option: keep credentials.');
  }
  const bypassAuthInDev = options.bypassAuthInDev ?? false;
  if (typeof bypassAuthInDev !== 'boolean')
    throw new TypeError(`devtools({ bypassAuthInDev }) must be true or false, got ${String(bypassAuthInDev)}.`);
  return {
    port,
    host,
    enableOnProduction: options.enableOnProduction ?? false,
    credentials:
      options.credential !== undefined
        ? credentialsFrom(options.credential, env, 'credential')
        : credentialsFrom(options.credentials, env, 'credentials'),
    bypassAuthInDev,
    sessionTtl: duration('sessionTtl', options.sessionTtl, 8 * HOUR, SESSION_TTL),
    maxFailedLogins: count('maxFailedLogins', options.maxFailedLogins, 5, MAX_FAILED_LOGINS),
    loginWindow: duration('loginWindow', options.loginWindow, 15 * MINUTE, LOGIN_WINDOW),
  };
}

function credentialsFrom(
  given: DevtoolsCredentials | undefined,
  env: NodeJS.ProcessEnv,
  name: 'credentials' | 'credential',
): DevtoolsCredentials | undefined {
  if (given !== undefined) {
    if (typeof given?.username !== 'string' || given.username === '' || typeof given.password !== 'string' || given.password === '') {
      throw new TypeError(
        `devtools({ ${name} }) needs a non-empty username and password: { username: "admin", password: process.env.DEVTOOLS_PASSWORD }.`,
      );
    }
    checkLength(`devtools({ ${name} }) username`, given.username, USERNAME_LENGTH);
    checkLength(`devtools({ ${name} }) password`, given.password, PASSWORD_LENGTH);
    return { username: given.username, password: given.password };
  }
  const username = env.COMMANDKIT_DEVTOOLS_USERNAME;
  const password = env.COMMANDKIT_DEVTOOLS_PASSWORD;
  if (!username && !password) return undefined;
  if (!username || !password) {
    const missing = username ? 'COMMANDKIT_DEVTOOLS_PASSWORD' : 'COMMANDKIT_DEVTOOLS_USERNAME';
    throw new TypeError(`${missing} is not set, but its pair is: set both for the devtools login, or neither.`);
  }
  // The variables guard the same login as the option, so they get the same rules.
  checkLength('COMMANDKIT_DEVTOOLS_USERNAME', username, USERNAME_LENGTH);
  checkLength('COMMANDKIT_DEVTOOLS_PASSWORD', password, PASSWORD_LENGTH);
  return { username, password };
}

// Lengths in characters (code points), as a person typing the password counts them. The value
// itself never appears in the message: it may be a secret.
function checkLength(what: string, value: string, range: { min: number; max: number }): void {
  const length = [...value].length;
  if (length < range.min || length > range.max) {
    throw new TypeError(`${what} must be ${range.min} to ${range.max} characters long, got ${length}.`);
  }
}

function duration(name: string, value: number | undefined, fallback: number, range: { min: number; max: number; label: string }): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < range.min || value > range.max) {
    throw new TypeError(
      `devtools({ ${name} }) must be from ${range.min} to ${range.max} milliseconds (${range.label}), got ${String(value)}.`,
    );
  }
  return value;
}

function count(name: string, value: number | undefined, fallback: number, range: { min: number; max: number }): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new TypeError(`devtools({ ${name} }) must be a whole number from ${range.min} to ${range.max}, got ${String(value)}.`);
  }
  return value;
}

/**
 * Whether an address only accepts connections from this machine.
 *
 * @param host - A host name or IP address.
 * @returns `true` for `localhost` and loopback addresses (`127.x.x.x`, `::1`).
 */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1' || bare.startsWith('::ffff:127.');
}

/**
 * Which command started the bot: `commandkit dev` sets `COMMANDKIT_MODE=development`,
 * `commandkit start` sets `production`. A bot started some other way counts as development only
 * when `NODE_ENV` is `development`, so a production bot started by hand never opens devtools by
 * accident.
 *
 * @param env - The process environment.
 * @returns The mode.
 */
export function runMode(env: NodeJS.ProcessEnv): 'development' | 'production' {
  const mode = env.COMMANDKIT_MODE ?? (env.NODE_ENV === 'development' ? 'development' : 'production');
  return mode === 'development' ? 'development' : 'production';
}
