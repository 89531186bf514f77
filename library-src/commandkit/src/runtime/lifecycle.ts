// The functions registered to run when the bot starts, and running them: CommandKit's start()
// and destroy() use this module; onApplicationBootstrap() (application-bootstrap.ts) fills it.
import { getLogger } from '../logger/logger.ts';
import type { CommandKitType } from '../types/runtime-types.ts';

type StartFunction = (commandkit: CommandKitType) => unknown;

const pending: StartFunction[] = [];
let bootstrapped: CommandKitType | undefined;

/**
 * Queues `fn` for the next start, or runs it at once (its failure only logged) when the bot has
 * started already.
 */
export function addBootstrapFunction(fn: StartFunction): void {
  if (!bootstrapped) {
    pending.push(fn);
    return;
  }
  const commandkit = bootstrapped;
  void (async () => fn(commandkit))().catch((error: unknown) => {
    getLogger().error('An onApplicationBootstrap function threw.', error);
  });
}

/** Runs and clears the registered bootstrap functions; later registrations run at once. */
export async function runBootstrapFunctions(commandkit: CommandKitType): Promise<void> {
  while (pending.length > 0) {
    const fn = pending.shift()!;
    try {
      await fn(commandkit);
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      throw new Error(`An onApplicationBootstrap function threw: ${typeof message === 'string' ? message : String(error)}`, {
        cause: error,
      });
    }
  }
  bootstrapped = commandkit;
}

/** Forgets the running instance, so functions registered from now on wait for the next start. */
export function resetBootstrap(commandkit: CommandKitType): void {
  if (bootstrapped === commandkit) bootstrapped = undefined;
}
