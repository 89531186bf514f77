import { Collection } from 'discord.js';
import type { AsyncFunction } from '../helpers/types.ts';
import type { CommandKitType } from '../types/runtime-types.ts';
import { checkRuntimePlugin } from './plugin-runtime.ts';
import type { RuntimePlugin } from './runtime-plugin.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface RuntimeTypes {
    CommandKitPluginRuntime: CommandKitPluginRuntime;
  }
}

// What capture() throws: execute() catches it and ends the round. A class of this module only, so
// no plugin can fake or swallow it by accident (a plugin's own catch sees it, which is why
// capture() should be the last thing a hook does).
class CaptureSignal {}

/**
 * The runtime plugins of one CommandKit instance, in the order their hooks run: the config's,
 * then those of the constructor's `plugins` option, then those registered later. It is
 * `commandkit.plugins`, and every runtime plugin hook receives it first, so a plugin reaches the
 * bot as `ctx.commandkit`.
 *
 * @example
 * ```ts
 * import { RuntimePlugin, type CommandKitPluginRuntime } from 'commandkit';
 * import type { Interaction } from 'discord.js';
 *
 * export class Maintenance extends RuntimePlugin {
 *   readonly name = 'maintenance';
 *
 *   override async onBeforeInteraction(ctx: CommandKitPluginRuntime, interaction: Interaction) {
 *     if (!interaction.isRepliable()) return;
 *     await interaction.reply({ content: 'The bot is under maintenance.', ephemeral: true });
 *     ctx.capture(); // CommandKit and the plugins after this one leave it alone
 *   }
 * }
 * ```
 */
export class CommandKitPluginRuntime {
  /** The CommandKit instance the plugins belong to. */
  readonly commandkit: CommandKitType;
  #plugins: RuntimePlugin<object>[] = [];

  /**
   * @param commandkit - The CommandKit instance the plugins belong to.
   */
  constructor(commandkit: CommandKitType) {
    this.commandkit = commandkit;
  }

  /**
   * The plugins by name, in the order their hooks run (a copy: changing it changes nothing).
   *
   * @returns A collection of the plugins keyed by name.
   */
  getPlugins(): Collection<string, RuntimePlugin<object>> {
    return new Collection(this.#plugins.map((plugin) => [plugin.name, plugin]));
  }

  /**
   * The plugin of a name.
   *
   * @param pluginName - The plugin's `name`.
   * @returns The plugin, or `null` when none has that name.
   */
  getPlugin(pluginName: string): RuntimePlugin<object> | null {
    return this.#plugins.find((plugin) => plugin.name === pluginName) ?? null;
  }

  /**
   * Adds a plugin after the others and, when the bot has already started, activates it (its
   * other start-up hooks have already run).
   *
   * @param plugin - An instance of a class that extends {@link RuntimePlugin}.
   * @throws `TypeError` when `plugin` is not a runtime plugin or has no name; `Error` when another
   * plugin has its name, or when its `activate` throws (the plugin is not added then).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async registerPlugin(plugin: RuntimePlugin<any>): Promise<void> {
    const checked = checkRuntimePlugin(plugin, this.#plugins);
    if (this.commandkit.started) await this.activate(checked);
    this.#plugins.push(checked);
  }

  /**
   * Adds a plugin like {@link CommandKitPluginRuntime.registerPlugin}, except that a plugin whose
   * name is taken is skipped instead of refused (the one registered first stays).
   *
   * @param plugin - An instance of a class that extends {@link RuntimePlugin}.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async softRegisterPlugin(plugin: RuntimePlugin<any>): Promise<void> {
    if (typeof plugin?.name === 'string' && this.getPlugin(plugin.name)) return;
    await this.registerPlugin(plugin);
  }

  /**
   * Removes a plugin and runs its `deactivate` (an error there is logged).
   *
   * @param plugin - The plugin, as registered.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async unregisterPlugin(plugin: RuntimePlugin<any>): Promise<void> {
    const index = this.#plugins.indexOf(plugin);
    if (index === -1) return;
    this.#plugins.splice(index, 1);
    await this.#deactivate(plugin);
  }

  /** Removes every plugin, running each one's `deactivate` in order (errors are logged). */
  async unregisterAllPlugins(): Promise<void> {
    for (const plugin of this.#plugins.splice(0)) await this.#deactivate(plugin);
  }

  /**
   * Ends the current round of hooks from inside a plugin's hook: the plugins after this one are
   * not called and CommandKit leaves the interaction or message alone. It throws a private
   * signal, so call it last.
   *
   * @throws always, the signal that {@link CommandKitPluginRuntime.execute} catches.
   */
  capture(): never {
    throw new CaptureSignal();
  }

  /**
   * Calls `f` for each plugin in order. A plugin's failure is logged with its name and the next
   * plugin runs.
   *
   * @param f - Receives this runtime and one plugin; returning a value other than `undefined`
   * ends the round with that value.
   * @returns `true` when a plugin called {@link CommandKitPluginRuntime.capture}, the first value
   * `f` returned, or `undefined`.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async execute<R = any>(f: AsyncFunction<[CommandKitPluginRuntime, RuntimePlugin<object>], R | undefined>): Promise<true | R | undefined> {
    for (const plugin of [...this.#plugins]) {
      try {
        const result = await f(this, plugin);
        if (result !== undefined) return result;
      } catch (error) {
        if (error instanceof CaptureSignal) return true;
        this.commandkit.logger.error(`The plugin "${plugin.name}" failed.`, error);
      }
    }
    return undefined;
  }

  /**
   * @internal Adds a plugin at once, without activating it: for plugins given before the start,
   * whose `activate` runs in `start()`.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  add(plugin: RuntimePlugin<any>): void {
    this.#plugins.push(checkRuntimePlugin(plugin, this.#plugins));
  }

  /** @internal Runs a plugin's `activate`, turning its failure into a start-stopping error. */
  async activate(plugin: RuntimePlugin<object>): Promise<void> {
    try {
      await plugin.activate(this);
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      throw new Error(`Failed to activate the plugin "${plugin.name}": ${typeof message === 'string' ? message : String(error)}`, {
        cause: error,
      });
    }
  }

  /** @internal The plugins, in order, for the runtime's own loops. */
  get list(): readonly RuntimePlugin<object>[] {
    return this.#plugins;
  }

  async #deactivate(plugin: RuntimePlugin<object>): Promise<void> {
    try {
      await plugin.deactivate(this);
    } catch (error) {
      this.commandkit.logger.error(`The plugin "${plugin.name}" failed in deactivate.`, error);
    }
  }
}
