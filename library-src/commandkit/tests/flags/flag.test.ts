// Feature flags outside a bot: defining them, the registry, run() and the providers.
import { FeatureFlag, flag, getFlagProvider, getFlags, setFlagProvider, setLogger, type FlagProvider } from '../../src/index.ts';
import * as flagEntry from '../../src/flag.ts';
import { recordingLogger } from '../runtime/support/runtime.ts';

let counter = 0;
/** A key no other test used: the registry lives as long as the process. */
const uniqueKey = (name: string) => `${name}-${++counter}`;

afterEach(() => setFlagProvider(null));

describe('flag()', () => {
  it('returns a callable FeatureFlag, registered by key', () => {
    const key = uniqueKey('callable');
    const myFlag = flag({ key, description: 'A test flag', decide: () => true });
    expect(typeof myFlag).toBe('function');
    expect(myFlag).toBeInstanceOf(FeatureFlag);
    expect(myFlag.key).toBe(key);
    expect(myFlag.description).toBe('A test flag');
    expect(getFlags().get(key)).toBe(myFlag);
    expect(flagEntry.flag).toBe(flag);
    const viaClass = new FeatureFlag({ key: uniqueKey('class'), decide: () => 1 });
    expect(typeof viaClass).toBe('function');
    expect(getFlags().get(viaClass.key)).toBe(viaClass);
  });

  it('refuses a duplicate key in one line', () => {
    const key = uniqueKey('duplicate');
    flag({ key, decide: () => true });
    expect(() => flag({ key, decide: () => false })).toThrow(
      `A feature flag with the key "${key}" already exists; keys must be unique: rename one, or import the existing flag instead of defining it again.`,
    );
  });

  it('checks the definition', () => {
    expect(() => flag({ decide: () => true } as never)).toThrow(new TypeError('flag() needs a "key": a non-empty string naming the flag.'));
    expect(() => flag({ key: '', decide: () => true })).toThrow('flag() needs a "key"');
    expect(() => flag({ key: 'no-decide' } as never)).toThrow(
      new TypeError('The flag "no-decide" needs a "decide" function returning its value.'),
    );
    expect(() => flag({ key: 'bad-identify', identify: {} as never, decide: () => true })).toThrow(
      'The flag "bad-identify" has an "identify" that is not a function',
    );
    expect(getFlags().has('no-decide')).toBe(false);
  });

  it('called outside any handler, rejects naming the flag and run()', async () => {
    const key = uniqueKey('outside');
    const decide = jest.fn(() => true);
    const myFlag = flag({ key, decide });
    await expect(myFlag()).rejects.toThrow(
      `The feature flag "${key}" was called outside a command, middleware, event handler or component handler run by CommandKit. Call it from one of these (or code they await), or use ${key}.run({ identify }) elsewhere.`,
    );
    expect(decide).not.toHaveBeenCalled();
  });
});

describe('FeatureFlag.execute() and .options (1.0)', () => {
  it('decides for the entities it is given, skipping identify; without them it is calling the flag', async () => {
    const decide = jest.fn(({ entities }: { entities: { userId: string } }) => entities.userId === 'a');
    const identify = jest.fn(() => ({ userId: 'never' }));
    const definition = { key: uniqueKey('execute'), identify, decide };
    const myFlag = new FeatureFlag(definition);
    expect(myFlag.options).toEqual(definition);
    expect(myFlag.options).toBe(myFlag.definition);
    expect(await myFlag.execute({ userId: 'a' })).toBe(true);
    expect(await myFlag.execute({ userId: 'b' })).toBe(false);
    expect(identify).not.toHaveBeenCalled();
    await expect(myFlag.execute()).rejects.toThrow(`The feature flag "${definition.key}" was called outside a command`);
  });
});

describe('FeatureFlag.run()', () => {
  it('passes the entities to decide, given as a value or returned by a function (sync or async)', async () => {
    const decide = jest.fn(({ entities }: { entities: { userId: string } }) => entities.userId === 'a');
    const identify = jest.fn(() => ({ userId: 'never' }));
    const myFlag = flag({ key: uniqueKey('run'), identify, decide });
    expect(await myFlag.run({ identify: { userId: 'a' } })).toBe(true);
    expect(await myFlag.run({ identify: () => ({ userId: 'b' }) })).toBe(false);
    expect(await myFlag.run({ identify: async () => ({ userId: 'a' }) })).toBe(true);
    expect(decide.mock.calls.map(([input]) => input)).toEqual([
      { entities: { userId: 'a' }, provider: null },
      { entities: { userId: 'b' }, provider: null },
      { entities: { userId: 'a' }, provider: null },
    ]);
    // run() is given the entities: the flag's own identify is not used.
    expect(identify).not.toHaveBeenCalled();
  });

  it('decides again on each call, and gives {} for undefined entities', async () => {
    let calls = 0;
    const myFlag = flag({ key: uniqueKey('again'), decide: ({ entities }) => `${++calls}:${JSON.stringify(entities)}` });
    expect(await myFlag.run({ identify: undefined as never })).toBe('1:{}');
    expect(await myFlag.run({ identify: () => undefined as never })).toBe('2:{}');
  });

  it('needs { identify }', async () => {
    const key = uniqueKey('run-needs');
    const myFlag = flag({ key, decide: () => true });
    await expect(myFlag.run(undefined as never)).rejects.toThrow(
      new TypeError(`${key}.run() needs { identify }: the entities to decide for, or a function returning them.`),
    );
    await expect(myFlag.run({} as never)).rejects.toThrow('run() needs { identify }');
  });

  it('passes on what decide throws', async () => {
    const myFlag = flag({
      key: uniqueKey('throws'),
      decide: () => {
        throw new Error('boom');
      },
    });
    await expect(myFlag.run({ identify: {} })).rejects.toThrow('boom');
  });
});

describe('flag providers', () => {
  it('setFlagProvider() sets, reads back and removes the provider; refuses non-providers', () => {
    const provider: FlagProvider = { getFlag: () => null };
    setFlagProvider(provider);
    expect(getFlagProvider()).toBe(provider);
    setFlagProvider(null);
    expect(getFlagProvider()).toBeNull();
    expect(() => setFlagProvider({} as never)).toThrow(
      new TypeError(
        "setFlagProvider() needs an object with a getFlag(key, entities) method (such as new JsonFlagProvider('flags.json')) or null.",
      ),
    );
    expect(() => setFlagProvider(undefined as never)).toThrow(TypeError);
  });

  it('asks the provider with the key and the entities; decide receives its configuration', async () => {
    const getFlag = jest.fn((key: string) =>
      key.startsWith('known') ? { enabled: false, percentage: 20, config: { color: 'red' } } : undefined,
    );
    setFlagProvider({ getFlag });
    const decide = jest.fn(({ provider }: { provider: unknown }) => provider);
    const known = flag({ key: uniqueKey('known'), decide });
    const unknown = flag({ key: uniqueKey('unknown'), decide });
    // Advisory: enabled: false does not skip decide.
    expect(await known.run({ identify: { userId: '1' } })).toEqual({ enabled: false, percentage: 20, config: { color: 'red' } });
    expect(getFlag).toHaveBeenCalledWith(known.key, { userId: '1' });
    expect(await unknown.run({ identify: {} })).toBeNull();
  });

  it('a failing provider is a warning naming the flag and the error; decide runs with provider: null', async () => {
    const logger = recordingLogger();
    setLogger(logger);
    const key = uniqueKey('failing');
    setFlagProvider({
      getFlag: async () => {
        throw new Error('database is down');
      },
    });
    const myFlag = flag({ key, decide: ({ provider }) => provider === null });
    expect(await myFlag.run({ identify: {} })).toBe(true);
    expect(logger.messages('warn')).toEqual([
      `The flag provider failed for the flag "${key}", so it decides with provider: null: database is down`,
    ]);

    setFlagProvider({ getFlag: () => ({ percentage: 5 }) as never });
    expect(await myFlag.run({ identify: {} })).toBe(true);
    expect(logger.messages('warn')[1]).toBe(
      `The flag provider failed for the flag "${key}", so it decides with provider: null: it returned a configuration without "enabled": true or false`,
    );
  });
});
