// Shared by the legacy plugin's tests: a CommandKit on the in-process Discord doubles of the core
// tests, with legacy folders written beside its app directory (src/commands next to src/app).
import type { RecordedRequest } from '../../commandkit/tests/runtime/support/discord.ts';
import { harness, type Harness } from '../../commandkit/tests/runtime/support/runtime.ts';
import { legacy, type LegacyPluginOptions } from '../src/index.ts';

export { cleanUp } from '../../commandkit/tests/runtime/support/runtime.ts';
export { emitInteraction, ids } from '../../commandkit/tests/runtime/support/discord.ts';

/**
 * Starts a loaded CommandKit with the runtime plugin of `legacy(options)`: `files` are paths
 * relative to the project's `src/` (`commands/ping.ts`, `app/commands/hello.ts`).
 */
export function legacyHarness(
  files: Record<string, string>,
  options: LegacyPluginOptions = {},
  extra: Parameters<typeof harness>[1] = {},
): Promise<Harness> {
  const relativeToApp = Object.fromEntries(Object.entries(files).map(([path, contents]) => [`../${path}`, contents]));
  // The CLI template plugin legacy() returns beside it is for `commandkit create`, not the bot.
  const [plugin] = legacy(options);
  return harness(relativeToApp, { plugins: [plugin], ...extra });
}

/** The callback request of an interaction, once the bot sent it. */
export function callbackOf(test: Harness, interaction: Record<string, unknown>): Promise<RecordedRequest> {
  return test.waitForRequest(
    (request) => request.path === `/interactions/${interaction.id as string}/${interaction.token as string}/callback`,
  );
}

/** `(globalThis as any).calls.push(<expression>);` for fixture files. */
export const record = (expression: string) => `(globalThis as any).calls.push(${expression});`;
