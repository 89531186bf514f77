import type { RunCommand } from './command-types-1.0.ts';

// The wrapper a middleware set for its run, kept beside the context rather than on it so the
// context's public surface stays what users see.
const runners = new WeakMap<object, RunCommand>();

/** Remembers the wrapper of a middleware context's run; a later call replaces it. */
export function setCommandRunner(ctx: object, runner: RunCommand): void {
  runners.set(ctx, runner);
}

/** The wrapper set for a middleware context's run, if any. */
export function commandRunnerOf(ctx: object): RunCommand | undefined {
  return runners.get(ctx);
}
