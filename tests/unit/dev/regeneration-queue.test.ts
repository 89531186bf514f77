import { createRegenerationQueue } from '../../../scripts/dev/regeneration-queue';

/** A run that finishes when the test says so. */
function controllableWork() {
  const finishers: (() => void)[] = [];
  const work = jest.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { work, finishRun: () => finishers.shift()!() };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

describe('createRegenerationQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a burst of changes runs once, after the quiet period', async () => {
    const { work } = controllableWork();
    const queue = createRegenerationQueue(work, 300);
    queue.schedule();
    await jest.advanceTimersByTimeAsync(200);
    queue.schedule();
    await jest.advanceTimersByTimeAsync(200);
    queue.schedule();
    await jest.advanceTimersByTimeAsync(299);
    expect(work).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('changes during a run give exactly one more run, after it, never two at once', async () => {
    const { work, finishRun } = controllableWork();
    const queue = createRegenerationQueue(work, 300);
    queue.schedule();
    await jest.advanceTimersByTimeAsync(300);
    expect(work).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) {
      queue.schedule();
      await jest.advanceTimersByTimeAsync(400);
    }
    expect(work).toHaveBeenCalledTimes(1);
    finishRun();
    await flush();
    expect(work).toHaveBeenCalledTimes(2);
    finishRun();
    await flush();
    expect(work).toHaveBeenCalledTimes(2);
  });

  test('a failed run does not stop the queue', async () => {
    const work = jest.fn().mockRejectedValueOnce(new Error('TypeDoc failed')).mockResolvedValue(undefined);
    const queue = createRegenerationQueue(work, 300);
    queue.schedule();
    await jest.advanceTimersByTimeAsync(300);
    queue.schedule();
    await jest.advanceTimersByTimeAsync(300);
    expect(work).toHaveBeenCalledTimes(2);
  });

  test('idle waits for the pending and running work; close drops what has not started', async () => {
    const { work, finishRun } = controllableWork();
    const queue = createRegenerationQueue(work, 300);
    let idle = false;
    queue.schedule();
    void queue.idle().then(() => (idle = true));
    await jest.advanceTimersByTimeAsync(300);
    expect(idle).toBe(false);
    finishRun();
    await flush();
    expect(idle).toBe(true);

    queue.schedule();
    await jest.advanceTimersByTimeAsync(300);
    queue.schedule();
    let closed = false;
    void queue.close().then(() => (closed = true));
    await flush();
    expect(closed).toBe(false);
    finishRun();
    await flush();
    expect(closed).toBe(true);
    queue.schedule();
    await jest.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
