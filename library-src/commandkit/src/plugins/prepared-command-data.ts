// Turns what a plugin's prepareCommand hook returned into a definition the registrar can write.
// 1.0 let the hook return a discord.js builder or a plain object; both are read here, in one place.
import type { CommandBuilderLike } from '../commands/command-types-1.0.ts';
import type { CommandData } from '../commands/types.ts';

/**
 * The definition a `prepareCommand` hook asks to register instead of `input`: `null` or
 * `undefined` keeps `input`, a builder is read with its `toJSON()`, a plain object is taken as
 * it is. The `guilds` that CommandKit attached to `input` stay unless the result sets its own
 * (a builder's JSON has none).
 *
 * @param result - What the hook returned.
 * @param input - The definition the hook received.
 * @returns The definition to pass on.
 * @throws `TypeError` when the result is neither a builder nor a definition with a `name`.
 * @internal
 */
export function preparedCommandData(result: CommandBuilderLike | null | undefined, input: CommandData): CommandData {
  if (result === null || result === undefined) return input;
  const json: unknown = typeof result.toJSON === 'function' ? result.toJSON() : result;
  if (typeof json !== 'object' || json === null || typeof (json as { name?: unknown }).name !== 'string') {
    throw new TypeError(
      'prepareCommand returned something that is not a command definition: return a builder, an object with a name, or null to keep the definition.',
    );
  }
  const data = json as CommandData;
  return data.guilds === undefined && input.guilds !== undefined ? { ...data, guilds: input.guilds } : data;
}
