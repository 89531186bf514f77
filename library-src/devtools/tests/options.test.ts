// The plugin's options: defaults, and the one-line refusals of values outside their ranges when
// the bot starts.
import type { CommandKitPluginRuntime } from 'commandkit';
import { devtools } from '../src/devtools-plugin.ts';
import { resolveOptions, type DevtoolsPluginOptions } from '../src/options.ts';

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
      sessionTtl: 8 * 60 * 60 * 1000,
      maxFailedLogins: 5,
      loginWindow: 15 * 60 * 1000,
    });
  });

  it('refuse a session time outside 1 minute to 7 days, naming the option and the range', () => {
    for (const sessionTtl of [1e20, 8 * DAY, 59_999, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refusal({ sessionTtl })).toBe(`devtools({ sessionTtl }) must be from 60000 to 604800000 milliseconds (1 minute to 7 days), got ${String(sessionTtl)}.`);
    }
    expect(resolveOptions({ sessionTtl: 60_000 }, {}).sessionTtl).toBe(60_000);
    expect(resolveOptions({ sessionTtl: 7 * DAY }, {}).sessionTtl).toBe(7 * DAY);
  });

  it('refuse a failed-login limit or window outside their ranges', () => {
    for (const maxFailedLogins of [0, 101, 2.5, Number.NaN]) {
      expect(refusal({ maxFailedLogins })).toBe(`devtools({ maxFailedLogins }) must be a whole number from 1 to 100, got ${String(maxFailedLogins)}.`);
    }
    for (const loginWindow of [0, 1000, DAY + 1, 1e20]) {
      expect(refusal({ loginWindow })).toBe(`devtools({ loginWindow }) must be from 60000 to 86400000 milliseconds (1 minute to 24 hours), got ${String(loginWindow)}.`);
    }
    expect(resolveOptions({ maxFailedLogins: 1, loginWindow: DAY }, {})).toMatchObject({ maxFailedLogins: 1, loginWindow: DAY });
  });

  it('refuse a password shorter than 8 characters, without repeating it', () => {
    expect(refusal({ credentials: { username: 'admin', password: 'x' } })).toBe('devtools({ credentials }) password must be 8 to 256 characters long, got 1.');
    expect(refusal({ credentials: { username: 'admin', password: 'hunter2' } })).toBe('devtools({ credentials }) password must be 8 to 256 characters long, got 7.');
    expect(refusal({ credentials: { username: 'admin', password: 'p'.repeat(257) } })).toBe('devtools({ credentials }) password must be 8 to 256 characters long, got 257.');
    expect(refusal({ credentials: { username: 'a'.repeat(129), password: 'correct horse' } })).toBe('devtools({ credentials }) username must be 1 to 128 characters long, got 129.');
    // Counted as typed: eight emoji are eight characters, not sixteen UTF-16 units.
    expect(resolveOptions({ credentials: { username: 'admin', password: '🔑'.repeat(8) } }, {}).credentials?.password).toBe('🔑'.repeat(8));
    expect(refusal({ credentials: { username: 'admin', password: '🔑'.repeat(7) } })).toBe('devtools({ credentials }) password must be 8 to 256 characters long, got 7.');
  });

  it('hold the environment login to the same lengths', () => {
    expect(refusal({}, { COMMANDKIT_DEVTOOLS_USERNAME: 'ops', COMMANDKIT_DEVTOOLS_PASSWORD: 'x' })).toBe('COMMANDKIT_DEVTOOLS_PASSWORD must be 8 to 256 characters long, got 1.');
    expect(resolveOptions({}, { COMMANDKIT_DEVTOOLS_USERNAME: 'ops', COMMANDKIT_DEVTOOLS_PASSWORD: 'hunter2hunter2' }).credentials).toEqual({ username: 'ops', password: 'hunter2hunter2' });
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
