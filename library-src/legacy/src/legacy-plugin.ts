import { dirname, resolve } from 'node:path';
import { ApplicationCommandType } from 'discord.js';
import {
  RuntimePlugin,
  type CommandData,
  type CommandKit,
  type CommandKitPluginRuntime,
  type PluginRegisterCommandsEvent,
  type PreRegisterCommandsEvent,
} from 'commandkit';
import { LegacyCommandsCLIPlugin } from './legacy-commands-cli-plugin.ts';
import { loadLegacyCommands } from './load-commands.ts';
import { loadLegacyEvents } from './load-events.ts';
import { loadLegacyValidations } from './load-validations.ts';
import type { LegacyPluginOptions } from './plugin-options.ts';
import { toLoadedCommand } from './to-loaded-command.ts';

/**
 * Runs CommandKit 0.1.x command, validation and event files in a CommandKit Next bot, so a bot
 * can move to Next one file at a time. On every load it reads the legacy folders (see
 * {@link LegacyPluginOptions}) and hands their commands and event handlers to CommandKit
 * ({@link CommandKit.addCommands}, {@link CommandKit.addEventHandlers}), next to those of
 * `src/app`; a legacy command may not share its name and type with an app command.
 *
 * {@link legacy} returns it, followed by the {@link LegacyCommandsCLIPlugin} of `commandkit create`.
 *
 * A legacy file that cannot load (no `data`, no `run`, a validation that is not a function) is
 * logged as the plugin failing, naming the file, and no legacy command loads until it is fixed;
 * the app's own commands are not affected.
 *
 * @example
 * ```ts
 * // commandkit.config.ts: 0.1.x files in src/legacy/commands and src/legacy/events
 * import { defineConfig } from 'commandkit';
 * import { LegacyPlugin } from '@commandkit/legacy';
 *
 * export default defineConfig({
 *   plugins: [new LegacyPlugin({ commandsPath: 'legacy/commands', eventsPath: 'legacy/events' })],
 * });
 * ```
 */
export class LegacyPlugin extends RuntimePlugin<LegacyPluginOptions> {
  /** The plugin's name, in logs. */
  readonly name = 'LegacyPlugin';
  // "<type>:<name>" of the legacy commands whose options.devOnly is true.
  #devOnly = new Set<string>();

  /**
   * Warns when {@link LegacyPluginOptions.devGuildIds} lists a guild the config does not, since
   * dev-only commands are registered in the config's dev guilds only.
   *
   * @param ctx - The plugins of the starting bot (`ctx.commandkit` is the bot).
   */
  override activate({ commandkit }: CommandKitPluginRuntime): void {
    const extra = (this.options.devGuildIds ?? []).filter((id) => !commandkit.devGuildIds.includes(id));
    if (extra.length > 0) {
      commandkit.logger.warn(
        `LegacyPlugin: devGuildIds lists ${extra.join(', ')}, which the config's devGuildIds does not; dev-only commands are registered in the config's dev guilds only: add ${extra.length === 1 ? 'it' : 'them'} to devGuildIds in commandkit.config.ts.`,
      );
    }
  }

  /**
   * Loads the validations, then the commands, and adds the commands to CommandKit.
   *
   * @param ctx - The plugins of the loading bot (`ctx.commandkit` is the bot).
   * @throws `Error` naming the file when a legacy command or validation file is invalid.
   */
  override async onBeforeCommandsLoad({ commandkit }: CommandKitPluginRuntime): Promise<void> {
    // The built-in validations come after the user's, as in 0.1.x, unless skipBuiltInValidations.
    const { validations } = await loadLegacyValidations(
      this.#path(commandkit, this.options.validationsPath ?? 'validations'),
      this.options,
    );
    const commands = await loadLegacyCommands(this.#path(commandkit, this.options.commandsPath ?? 'commands'));
    this.#devOnly = new Set(
      commands
        .filter((command) => command.commandObj.options?.devOnly === true)
        .map((command) => typedName(command.commandObj.data as CommandData)),
    );
    commandkit.addCommands(commands.map((command) => toLoadedCommand(command, validations)));
    commandkit.logger.debug(
      `LegacyPlugin: loaded ${commands.length} legacy command${commands.length === 1 ? '' : 's'} and ${validations.length} validation${validations.length === 1 ? '' : 's'}.`,
    );
  }

  /**
   * Loads the legacy event handlers and adds them to CommandKit.
   *
   * @param ctx - The plugins of the loading bot (`ctx.commandkit` is the bot).
   * @throws `Error` naming the file when an event file does not default-export a function.
   */
  override async onBeforeEventsLoad({ commandkit }: CommandKitPluginRuntime): Promise<void> {
    commandkit.addEventHandlers(await loadLegacyEvents(this.#path(commandkit, this.options.eventsPath ?? 'events')));
  }

  /**
   * Moves the dev-only legacy commands from the global list to the dev-guild list.
   *
   * @param _ctx - The plugins of the bot.
   * @param event - The lists about to be registered. An event of 1.0's shape (without the
   * `global` and `guild` lists, as code calling the hook itself may pass) is left alone.
   */
  override onBeforeRegisterCommands(_ctx: CommandKitPluginRuntime, event: PreRegisterCommandsEvent | PluginRegisterCommandsEvent): void {
    if (this.#devOnly.size === 0 || !('global' in event)) return;
    for (let index = event.global.length - 1; index >= 0; index--) {
      const data = event.global[index]!;
      if (!this.#devOnly.has(typedName(data))) continue;
      event.global.splice(index, 1);
      event.guild.push(data);
    }
  }

  #path(commandkit: CommandKit, path: string): string {
    return resolve(dirname(commandkit.appDir), path);
  }
}

function typedName(data: CommandData): string {
  return `${data.type ?? ApplicationCommandType.ChatInput}:${data.name}`;
}

/**
 * Creates the plugins of the migration: list them in the config's `plugins` to run 0.1.x command,
 * validation and event files from `src/commands`, `src/validations` and `src/events`. The
 * {@link LegacyPlugin} runs them; the {@link LegacyCommandsCLIPlugin} adds
 * `commandkit create legacy <command|event> <name>`, which writes such files.
 *
 * @param options - Where the legacy folders are, and the built-in validations' settings.
 * @returns The two plugins, as a list the config's `plugins` takes as it is.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { legacy } from '@commandkit/legacy';
 *
 * export default defineConfig({
 *   devGuildIds: ['123456789012345678'],
 *   devUserIds: ['234567890123456789'],
 *   plugins: [legacy({ skipBuiltInValidations: false })],
 * });
 * ```
 */
export function legacy(options: LegacyPluginOptions = {}): [LegacyPlugin, LegacyCommandsCLIPlugin] {
  return [new LegacyPlugin(options), new LegacyCommandsCLIPlugin(options)];
}
