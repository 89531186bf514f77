import { findConfigFile } from '../../config/load-config.ts';
import { isCompilerPlugin } from '../../plugins/plugin-kinds.ts';
import { CliError, errorMessage } from '../errors.ts';
import { info, warn } from '../output.ts';
import { loadProject } from '../project.ts';
import { CompilerPluginRuntime } from '../../plugins/compiler-runtime.ts';

/** What {@link runProjectTemplate} did. */
export type TemplateOutcome =
  | { readonly ran: true }
  | {
      readonly ran: false;
      /** Whether `root` is a project: it has a config file, whose plugins were asked. */
      readonly inProject: boolean;
      /** The templates the project's plugins offer. */
      readonly available: readonly string[];
    };

/**
 * Runs a template of the project in `root`, if its compiler plugins register one of that name:
 * loads the config, activates the config's compiler plugins with a {@link CompilerPluginRuntime}
 * (where they register their templates), runs the template and deactivates the plugins. Without a
 * config file it loads nothing.
 *
 * @param root - The project root, where `commandkit create` runs.
 * @param name - The first word after `create`.
 * @param args - The words after it.
 * @returns Whether a template ran; when none did, the names of those the project has.
 * @throws `CliError` when the config fails to load or a plugin fails to activate; whatever the
 * template throws (its one-line message is printed by the CLI).
 */
export async function runProjectTemplate(root: string, name: string, args: readonly string[]): Promise<TemplateOutcome> {
  if ((await findConfigFile(root)) === undefined) return { ran: false, inProject: false, available: [] };
  const project = await loadProject(root);
  // The same runtime as a build's: 1.0 plugins register their templates on it in activate().
  const runtime = new CompilerPluginRuntime(project.config.plugins.filter(isCompilerPlugin), project.root);
  try {
    await runtime.activate();
  } catch (error) {
    throw new CliError(errorMessage(error), { cause: error });
  }
  try {
    const handler = runtime.getTemplate(name);
    if (!handler) return { ran: false, inProject: true, available: [...runtime.getTemplates().keys()] };
    await handler([...args], { root: project.root, appDir: project.appDir, info });
    return { ran: true };
  } finally {
    // The template's outcome stands either way; a plugin failing to clean up is the plugin's bug.
    await runtime.deactivate().catch((error: unknown) => warn(errorMessage(error)));
  }
}
