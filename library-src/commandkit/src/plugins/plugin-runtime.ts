import type { CommandKitLogger } from '../logger/types.ts';
import { isCompilerPlugin, isRuntimePlugin } from './plugin-kinds.ts';
import type { RuntimePlugin } from './runtime-plugin.ts';

/** The hooks of a {@link RuntimePlugin}, by name. */
export type RuntimeHookName = Exclude<keyof RuntimePlugin<object>, 'name' | 'type' | 'options' | symbol>;

/**
 * Runs one hook of one plugin so that its failure stays its own: an error is logged as
 * `The plugin "<name>" failed in <hook>.` and `undefined` is returned, so the bot goes on.
 *
 * @param logger - Where the failure is logged.
 * @param plugin - The plugin whose hook runs.
 * @param hook - The hook's name, for the log.
 * @param call - Calls the hook.
 * @returns What the hook returned, or `undefined` when it threw.
 * @internal
 */
export async function callHook<T>(
  logger: CommandKitLogger,
  plugin: RuntimePlugin<object>,
  hook: RuntimeHookName,
  call: () => T | Promise<T>,
): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    logger.error(`The plugin "${plugin.name}" failed in ${hook}.`, error);
    return undefined;
  }
}

/**
 * Runs a load hook (`onBeforeCommandsLoad`, `onBeforeEventsLoad`) on every plugin that has it, in
 * order. A plugin that throws there loses what it would have added to this load, and the others
 * go on: its failure is logged as one error line with the error's message (which names the file
 * for the official plugins), and its stack at debug level.
 *
 * @param logger - Where failures are logged.
 * @param plugins - The plugins, in order.
 * @param hook - The hook to call.
 * @param ctx - What the hook receives.
 * @param what - What a failing plugin leaves out, for the log: `its commands`.
 * @returns The failures, one line each, such as `the plugin "LegacyPlugin" could not load its
 * commands (…)`.
 * @internal
 */
export async function runLoadHook<C>(
  logger: CommandKitLogger,
  plugins: readonly RuntimePlugin<object>[],
  hook: 'onBeforeCommandsLoad' | 'onBeforeEventsLoad',
  ctx: C,
  what: string,
): Promise<string[]> {
  const failures: string[] = [];
  for (const plugin of plugins) {
    const method = plugin[hook] as ((ctx: C) => unknown) | undefined;
    if (typeof method !== 'function') continue;
    try {
      await method.call(plugin, ctx);
    } catch (error) {
      const reason = String((error as Error | undefined)?.message ?? error).split('\n')[0];
      logger.error(`The plugin "${plugin.name}" failed in ${hook}, so ${what} are left out of this load: ${reason}`);
      logger.debug(`The stack of the error of the plugin "${plugin.name}" in ${hook}:`, error);
      failures.push(`the plugin "${plugin.name}" could not load ${what} (${reason})`);
    }
  }
  return failures;
}

/**
 * Runs a hook that takes only the CommandKit instance on every plugin that has it, in order,
 * each failure logged by {@link callHook}.
 *
 * @param logger - Where failures are logged.
 * @param plugins - The plugins, in order.
 * @param hook - The hook to call.
 * @param commandkit - What the hook receives.
 * @internal
 */
export async function notifyPlugins<C>(
  logger: CommandKitLogger,
  plugins: readonly RuntimePlugin<object>[],
  hook:
    | 'deactivate'
    | 'onCommandsRouterInit'
    | 'onEventsRouterInit'
    | 'onAfterCommandsLoad'
    | 'onAfterEventsLoad'
    | 'onBeforeClientLogin'
    | 'onAfterClientLogin'
    | 'onAfterRegisterCommands',
  commandkit: C,
): Promise<void> {
  for (const plugin of plugins) {
    const method = plugin[hook] as ((commandkit: C) => unknown) | undefined;
    if (typeof method !== 'function') continue;
    await callHook(logger, plugin, hook, () => method.call(plugin, commandkit));
  }
}

/**
 * Checks that a value may be installed as a runtime plugin next to `installed`: a runtime plugin
 * with a non-empty name no other plugin has.
 *
 * @param value - The candidate.
 * @param installed - The plugins already installed.
 * @returns The plugin.
 * @throws `TypeError` for anything that is not a runtime plugin (a compiler plugin included:
 * it belongs in the config), `Error` for a name already taken.
 * @internal
 */
export function checkRuntimePlugin(value: unknown, installed: readonly RuntimePlugin<object>[]): RuntimePlugin<object> {
  if (isCompilerPlugin(value)) {
    throw new TypeError(
      `The compiler plugin "${String(value.name)}" cannot be added to a running CommandKit: compiler plugins run during the build. List it in the config's plugins.`,
    );
  }
  if (!isRuntimePlugin(value)) {
    throw new TypeError(`A CommandKit runtime plugin must be an instance of a class that extends RuntimePlugin, got ${describe(value)}.`);
  }
  if (typeof value.name !== 'string' || value.name === '') {
    throw new TypeError(`The runtime plugin ${value.constructor?.name ?? 'class'} has no name: give it readonly name = '...'.`);
  }
  if (installed.some((plugin) => plugin.name === value.name)) {
    throw new Error(`A plugin named "${value.name}" is already installed; plugin names must be unique.`);
  }
  return value;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const name = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
    return name && name !== 'Object' ? `an instance of ${name}` : 'a plain object';
  }
  return typeof value === 'function' ? 'a function (a class? create an instance with new)' : `${String(value)} (a ${typeof value})`;
}
