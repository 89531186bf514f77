import { debounce, useCommandKit } from '../../src/index.ts';
import { buildInteraction } from '../runtime/support/discord.ts';
import { cleanUp, harness, resetCalls } from '../runtime/support/runtime.ts';

afterEach(async () => {
  jest.useRealTimers();
  await cleanUp();
});

describe('debounce', () => {
  it("runs once when the calls stop for the delay, with the last call's arguments and this", async () => {
    jest.useFakeTimers();
    const seen: unknown[] = [];
    const save = debounce(function (this: { name: string }, value: number) {
      seen.push([this.name, value]);
      return value * 2;
    }, 100);
    const owner = { name: 'settings', save };
    const first = owner.save(1);
    jest.advanceTimersByTime(60);
    const second = owner.save(2);
    jest.advanceTimersByTime(60);
    const third = owner.save(3);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(seen).toEqual([['settings', 3]]);
    // Every call of the burst gets the one run's result.
    expect(first).toBe(third);
    expect(second).toBe(third);
    await expect(third).resolves.toBe(6);
  });

  it('starts a new burst after a run, and resolves with what an async function resolves to', async () => {
    jest.useFakeTimers();
    let runs = 0;
    const load = debounce(async (id: string) => `${id}#${++runs}`, 10);
    const first = load('a');
    jest.advanceTimersByTime(10);
    const second = load('b');
    expect(second).not.toBe(first);
    jest.advanceTimersByTime(10);
    await expect(first).resolves.toBe('a#1');
    await expect(second).resolves.toBe('b#2');
  });

  it("rejects the burst's promise when the function throws, and runs again on the next burst", async () => {
    jest.useFakeTimers();
    let fail = true;
    const write = debounce(() => {
      if (fail) throw new Error('disk full');
      return 'written';
    }, 5);
    const failing = write();
    jest.advanceTimersByTime(5);
    await expect(failing).rejects.toThrow('disk full');
    fail = false;
    const next = write();
    jest.advanceTimersByTime(5);
    await expect(next).resolves.toBe('written');
  });

  it('runs in the async context of the last call, so hooks work in it', async () => {
    const calls = resetCalls();
    (globalThis as { debounce?: typeof debounce; useCommandKit?: typeof useCommandKit }).debounce = debounce;
    (globalThis as { useCommandKit?: typeof useCommandKit }).useCommandKit = useCommandKit;
    const { client, commandkit } = await harness({
      'commands/note.ts': [
        `const g = globalThis as any;`,
        `g.record ??= g.debounce((name: string) => { g.calls.push([name, g.useCommandKit() === g.kit]); }, 5);`,
        `export const command = { name: 'note', description: 'note' };`,
        `export const chatInput = async () => { await g.record('note'); };`,
      ].join('\n'),
    });
    (globalThis as { kit?: unknown }).kit = commandkit;
    await commandkit.handleInteraction(buildInteraction(client, { name: 'note' }));
    expect(calls).toEqual([['note', true]]);
  });

  it('checks its arguments', () => {
    expect(() => debounce('save' as never, 10)).toThrow(new TypeError('debounce() expects a function, got string.'));
    for (const ms of [-1, Number.NaN, Infinity, '10']) {
      expect(() => debounce(() => 1, ms as number)).toThrow(
        new RangeError(`debounce() expects a delay in milliseconds: a finite number of 0 or more, got ${String(ms)}.`),
      );
    }
  });
});
