/**
 * Starts a suite's slow, independent set-ups (generator runs, installs) while Jest collects the
 * suite, so the runs of several describe blocks overlap instead of queueing one after another:
 * most of their time is spent waiting on the registry, git or another process. At most `limit`
 * tasks of one starter run at a time, so a suite never floods the two cores it shares with the
 * other Jest workers.
 *
 * A describe block awaits its task in `beforeAll`. A task that fails before that point is not an
 * unhandled rejection: its error reaches the `beforeAll` that awaits it.
 */
export function backgroundStarter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`backgroundStarter needs a whole number of tasks at a time, got ${limit}: pass 1 or more.`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const admit = () => {
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>): Promise<T> => {
    const started = new Promise<void>((resolve) => {
      if (running < limit) {
        admit();
        resolve();
      } else {
        waiting.push(() => {
          admit();
          resolve();
        });
      }
    }).then(() => task().finally(release));
    // Awaited later, in a beforeAll: until then, a failure must not count as unhandled.
    started.catch(() => undefined);
    return started;
  };
}
