// The plugin's options: defaults, and the one-line refusals of values outside their ranges when
// the bot starts.
import { Client } from 'discord.js';
import { CommandKit, getLogger, setLogger, type CommandKitLogger, type CommandKitPluginRuntime } from 'commandkit';
import { devtools, type DevtoolsPlugin } from '../src/devtools-plugin.ts';
import { resolveOptions, type DevtoolsPluginOptions } from '../src/options.ts';
import { freePort } from './e2e/devtools-bot.ts';

const DAY = 24 * 60 * 60 * 1000;

function refusal(options: DevtoolsPluginOptions, env: NodeJS.ProcessEnv = {}): string {
  try {
    resolveOptions(options, env);
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    const { message } = error as TypeError;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error(`${JSON.stringify(options)} was accepted`);
}

describe('the devtools options', () => {
  it('have defaults', () => {
    expect(resolveOptions({}, {})).toEqual({
      port: 4356,
      host: '127.0.0.1',
      enableOnProduction: false,
      credentials: undefined,
      bypassAuthInDev: false,
      sessionTtl: 8 * 60 * 60 * 1000,
      maxFailedLogins: 5,
      loginWindow: 15 * 60 * 1000,
    });
  });

  it('refuse a session time outside 1 minute to 7 days, naming the option and the range', () => {
    for (const sessionTtl of [1e20, 8 * DAY, 59_999, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refusal({ sessionTtl })).toBe(
        `devtools({ sessionTtl }) must be from 60000 to 604800000 milliseconds (1 minute to 7 days), got ${String(sessionTtl)}.`,
      );
    }
    expect(resolveOptions({ sessionTtl: 60_000 }, {}).sessionTtl).toBe(60_000);
    expect(resolveOptions({ sessionTtl: 7 * DAY }, {}).sessionTtl).toBe(7 * DAY);
  });

  it('refuse a failed-login limit or window outside their ranges', () => {
    for (const maxFailedLogins of [0, 101, 2.5, Number.NaN]) {
      expect(refusal({ maxFailedLogins })).toBe(
        `devtools({ maxFailedLogins }) must be a whole number from 1 to 100, got ${String(maxFailedLogins)}.`,
      );
    }
    for (const loginWindow of [0, 1000, DAY + 1, 1e20]) {
      expect(refusal({ loginWindow })).toBe(
        `devtools({ loginWindow }) must be from 60000 to 86400000 milliseconds (1 minute to 24 hours), got ${String(loginWindow)}.`,
      );
    }
    expect(resolveOptions({ maxFailedLogins: 1, loginWindow: DAY }, {})).toMatchObject({ maxFailedLogins: 1, loginWindow: DAY });
  });

  it('refuse a password shorter than 8 characters, without repeating it', () => {
    expect(refusal({ credentials: { username: 'admin', password: 'x' } })).toBe(
      'devtools({ credentials }) password must be 8 to 256 characters long, got 1.',
    );
    expect(refusal({ credentials: { username: 'admin', password: 'hunter2' } })).toBe(
      'devtools({ credentials }) password must be 8 to 256 characters long, got 7.',
    );
    expect(refusal({ credentials: { username: 'admin', password: 'p'.repeat(257) } })).toBe(
      'devtools({ credentials }) password must be 8 to 256 characters long, got 257.',
    );
    expect(refusal({ credentials: { username: 'a'.repeat(129), password: 'correct horse' } })).toBe(
      'devtools({ credentials }) username must be 1 to 128 characters long, got 129.',
    );
    // Counted as typed: eight emoji are eight characters, not sixteen UTF-16 units.
    expect(resolveOptions({ credentials: { username: 'admin', password: '🔑'.repeat(8) } }, {}).credentials?.password).toBe('🔑'.repeat(8));
    expect(refusal({ credentials: { username: 'admin', password: '🔑'.repeat(7) } })).toBe(
      'devtools({ credentials }) password must be 8 to 256 characters long, got 7.',
    );
  });

  it('hold the environment login to the same lengths', () => {
    expect(refusal({}, { COMMANDKIT_DEVTOOLS_USERNAME: 'ops', COMMANDKIT_DEVTOOLS_PASSWORD: 'x' })).toBe(
      'COMMANDKIT_DEVTOOLS_PASSWORD must be 8 to 256 characters long, got 1.',
    );
    expect(resolveOptions({}, { COMMANDKIT_DEVTOOLS_USERNAME: 'ops', COMMANDKIT_DEVTOOLS_PASSWORD: 'hunter2hunter2' }).credentials).toEqual(
      { username: 'ops', password: 'hunter2hunter2' },
    );
  });

  it('stop the bot at start, before anything listens', async () => {
    // activate() checks the options before it looks at the bot (ctx.commandkit) at all.
    const notStarted = {} as CommandKitPluginRuntime;
    await expect(devtools({ sessionTtl: 1e20 }).activate(notStarted)).rejects.toThrow(
      'devtools({ sessionTtl }) must be from 60000 to 604800000 milliseconds (1 minute to 7 days), got 100000000000000000000.',
    );
    await expect(devtools({ credentials: { username: 'admin', password: 'x' } }).activate(notStarted)).rejects.toThrow(
      'devtools({ credentials }) password must be 8 to 256 characters long, got 1.',
    );
  });
});

describe("the options under CommandKit 1.0's names", () => {
  const LOGIN = { username: 'admin', password: 'correct horse' };

  it('take credential as the login, checked as credentials is, and refuse both at once', () => {
    expect(resolveOptions({ credential: LOGIN }, {}).credentials).toEqual(LOGIN);
    // The option wins over the environment, under either name.
    expect(
      resolveOptions({ credential: LOGIN }, { COMMANDKIT_DEVTOOLS_USERNAME: 'ops', COMMANDKIT_DEVTOOLS_PASSWORD: 'hunter2hunter2' })
        .credentials,
    ).toEqual(LOGIN);
    expect(refusal({ credential: { username: 'admin', password: 'x' } })).toBe(
      'devtools({ credential }) password must be 8 to 256 characters long, got 1.',
    );
    expect(refusal({ credential: { username: '', password: 'correct horse' } })).toMatch(
      /^devtools\(\{ credential \}\) needs a non-empty username and password/,
    );
    expect(refusal({ credentials: LOGIN, credential: LOGIN })).toBe(
      'devtools() got both credentials and credential, two names of one option: keep credentials.',
    );
  });

  it('take bypassAuthInDev, off by default, and refuse what is not a boolean', () => {
    expect(resolveOptions({ bypassAuthInDev: true }, {}).bypassAuthInDev).toBe(true);
    expect(refusal({ bypassAuthInDev: 'yes' as unknown as boolean })).toBe('devtools({ bypassAuthInDev }) must be true or false, got yes.');
  });
});

describe('the login, with bypassAuthInDev', () => {
  const LOGIN = { username: 'admin', password: 'correct horse' };
  const lines: string[] = [];
  let logger: CommandKitLogger;
  let mode: string | undefined;
  let commandkit: CommandKit;
  const plugins: DevtoolsPlugin[] = [];

  beforeEach(() => {
    logger = getLogger();
    lines.length = 0;
    setLogger({
      debug: () => undefined,
      info: (message: string) => void lines.push(message),
      warn: () => undefined,
      error: () => undefined,
    });
    mode = process.env.COMMANDKIT_MODE;
    commandkit = new CommandKit({ client: new Client({ intents: [] }) });
  });

  afterEach(async () => {
    for (const plugin of plugins.splice(0)) await plugin.deactivate(commandkit.plugins);
    await commandkit.destroy();
    if (mode === undefined) delete process.env.COMMANDKIT_MODE;
    else process.env.COMMANDKIT_MODE = mode;
    setLogger(logger);
  });

  /** Starts devtools in the mode given and answers the status of an API request without a login. */
  async function statusWithoutLogin(runMode: 'development' | 'production', options: DevtoolsPluginOptions): Promise<number> {
    process.env.COMMANDKIT_MODE = runMode;
    const plugin = devtools({ port: await freePort(), ...options });
    await plugin.activate(commandkit.plugins);
    plugins.push(plugin);
    const port = new URL(plugin.url!).port;
    return (await fetch(`http://127.0.0.1:${port}/api/runs`)).status;
  }

  it('opens the page on this machine in development, though credentials are set', async () => {
    expect(await statusWithoutLogin('development', { credentials: LOGIN, bypassAuthInDev: true })).toBe(200);
    expect(lines).toEqual([expect.stringMatching(/^Devtools: http:\/\/127\.0\.0\.1:\d+, no login on this machine \(bypassAuthInDev\)$/)]);
  });

  it('leaves the login on in development without it, for credential as for credentials', async () => {
    expect(await statusWithoutLogin('development', { credential: LOGIN })).toBe(401);
    const login = await fetch(`${plugins[0]!.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    expect(login.status).toBe(204);
  });

  it('never lifts the login in production', async () => {
    expect(await statusWithoutLogin('production', { enableOnProduction: true, credential: LOGIN, bypassAuthInDev: true })).toBe(401);
    expect(lines).toEqual([expect.stringMatching(/, login required$/)]);
  });

  it('never lifts the login beyond this machine', async () => {
    expect(await statusWithoutLogin('development', { host: '0.0.0.0', credentials: LOGIN, bypassAuthInDev: true })).toBe(401);
    expect(lines).toEqual([expect.stringMatching(/^Devtools: http:\/\/0\.0\.0\.0:\d+, login required$/)]);
  });

  it('still refuses to run in production without credentials', async () => {
    process.env.COMMANDKIT_MODE = 'production';
    await expect(
      devtools({ enableOnProduction: true, bypassAuthInDev: true, port: await freePort() }).activate(commandkit.plugins),
    ).rejects.toThrow(/^Devtools runs in production, so it needs a login: /);
  });
});
