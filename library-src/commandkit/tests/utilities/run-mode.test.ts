// The run-mode constants, read once from the environment when CommandKit loads: each case loads
// a fresh copy of the module under that environment. tests/cli/run-mode.test.ts checks them in
// bots the real CLI starts.
import * as root from '../../src/index.ts';

type RunMode = typeof import('../../src/helpers/run-mode.ts');
type DevOnly = typeof import('../../src/helpers/dev-only.ts');

/** Loads fresh copies of the modules with `process.env` set to `env`, then restores it. */
function loadWith<T>(env: NodeJS.ProcessEnv, path: string): T {
  const saved = process.env;
  process.env = { ...env };
  try {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance per environment
      loaded = require(path) as T;
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

const runMode = (env: NodeJS.ProcessEnv) => {
  const { COMMANDKIT_IS_CLI, COMMANDKIT_IS_DEV, COMMANDKIT_IS_TEST, COMMANDKIT_BOOTSTRAP_MODE } = loadWith<RunMode>(
    env,
    '../../src/helpers/run-mode.ts',
  );
  return { cli: COMMANDKIT_IS_CLI, dev: COMMANDKIT_IS_DEV, test: COMMANDKIT_IS_TEST, mode: COMMANDKIT_BOOTSTRAP_MODE };
};

describe('the run-mode constants', () => {
  it('under commandkit dev and commandkit start (COMMANDKIT_MODE set by the CLI)', () => {
    expect(runMode({ COMMANDKIT_MODE: 'development', NODE_ENV: 'development' })).toEqual({
      cli: true,
      dev: true,
      test: false,
      mode: 'development',
    });
    expect(runMode({ COMMANDKIT_MODE: 'production', NODE_ENV: 'production' })).toEqual({
      cli: true,
      dev: false,
      test: false,
      mode: 'production',
    });
    // The command decides the mode, whatever NODE_ENV the project set.
    expect(runMode({ COMMANDKIT_MODE: 'development', NODE_ENV: 'production' }).mode).toBe('development');
    expect(runMode({ COMMANDKIT_MODE: 'production', NODE_ENV: 'development' }).mode).toBe('production');
  });

  it('without the CLI: NODE_ENV decides the mode', () => {
    expect(runMode({})).toEqual({ cli: false, dev: false, test: false, mode: 'development' });
    expect(runMode({ NODE_ENV: 'production' })).toEqual({ cli: false, dev: false, test: false, mode: 'production' });
    expect(runMode({ COMMANDKIT_MODE: 'staging' })).toEqual({ cli: false, dev: false, test: false, mode: 'development' });
  });

  it('under a test runner: NODE_ENV=test, or COMMANDKIT_IS_TEST=true', () => {
    expect(runMode({ NODE_ENV: 'test' }).test).toBe(true);
    expect(runMode({ COMMANDKIT_IS_TEST: 'true' }).test).toBe(true);
    expect(runMode({ COMMANDKIT_IS_TEST: '1' }).test).toBe(false);
    // This very run is under Jest.
    expect(root.COMMANDKIT_IS_TEST).toBe(true);
    expect(root.COMMANDKIT_IS_CLI).toBe(false);
  });
});

describe('devOnly', () => {
  const wrap = (env: NodeJS.ProcessEnv) => loadWith<DevOnly>(env, '../../src/helpers/dev-only.ts').devOnly;

  it('runs the function under commandkit dev, passing the arguments, this and the result through', () => {
    const devOnly = wrap({ COMMANDKIT_MODE: 'development' });
    const counter = {
      step: 2,
      add: devOnly(function (this: { step: number }, value: number) {
        return value + this.step;
      }),
    };
    expect(counter.add(40)).toBe(42);
  });

  it('does nothing elsewhere', () => {
    for (const env of [{ COMMANDKIT_MODE: 'production' }, {}, { NODE_ENV: 'development' }]) {
      const fn = jest.fn(() => 'ran');
      expect(wrap(env)(fn)()).toBeUndefined();
      expect(fn).not.toHaveBeenCalled();
    }
  });

  it('is exported by commandkit, and needs a function', () => {
    expect(() => root.devOnly('log' as never)).toThrow(new TypeError('devOnly() expects a function, got string.'));
    // Under Jest, not under commandkit dev: the wrapper does nothing.
    const fn = jest.fn();
    root.devOnly(fn)();
    expect(fn).not.toHaveBeenCalled();
  });
});
