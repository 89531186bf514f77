/**
 * Runs `work` after changes settle: each `schedule()` restarts a quiet period of `delayMs`, and
 * at its end `work` runs, one run at a time. Changes that arrive during a run are not lost and
 * do not start a second run beside it: they ask for exactly one more run once this one ends.
 */
export interface RegenerationQueue {
  /** Records a change. */
  schedule(): void;
  /** Resolves when no run is waiting, due or in progress. */
  idle(): Promise<void>;
  /** Drops a pending run and waits for the one in progress, if any; later changes are ignored. */
  close(): Promise<void>;
}

export function createRegenerationQueue(work: () => Promise<void>, delayMs = 300): RegenerationQueue {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (timer || running || again) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };

  const start = () => {
    timer = undefined;
    if (closed) return settleIdle();
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          start();
        } else {
          again = false;
          settleIdle();
        }
      });
  };

  return {
    schedule() {
      if (closed) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(start, delayMs);
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      again = false;
      await running;
      settleIdle();
    },
  };
}
