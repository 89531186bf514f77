import type { User } from 'discord.js';
import type { CommandKitEnvironment } from '../context/environment.ts';
import { currentEnvironment, currentRunLabel } from '../helpers/dispatch-scope.ts';

/**
 * Names the CommandKit run that started the code calling it, for a log line about an error that
 * code let escape: `the command "ping" (used by alice, 123456789012345678)`, or `undefined` when
 * the code does not belong to any run. Node.js carries the run along into the timers and promise
 * callbacks a handler creates, so this still answers there, after the run itself has finished.
 */
export function describeCurrentRun(): string | undefined {
  const label = currentRunLabel();
  if (label === undefined) return undefined;
  const user = userOf(currentEnvironment());
  return user ? `${label} (used by ${user.username}, ${user.id})` : label;
}

// Event runs have no user: an event is not something a user asked the bot to do.
function userOf(environment: CommandKitEnvironment | undefined): User | undefined {
  return environment?.context?.user ?? environment?.interaction?.user;
}
