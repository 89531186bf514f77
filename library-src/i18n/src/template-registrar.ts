// What a compiler plugin of this package needs from `commandkit create`: the registry its
// activate() receives there (CommandKit 1.0 plugins call `ctx.registerTemplate` on it), and the
// project a template handler works in. Declared structurally: the CLI's registry is not part of
// commandkit's public API, and a build passes its own runtime, which has no templates.
import { join } from 'node:path';

/** Where a template handler writes: the project root and the config's `appDir`, both absolute. */
export interface TemplateProject {
  /** The project root. */
  readonly root: string;
  /** The config's `appDir` (`<root>/src/app` by default). */
  readonly appDir: string;
  /** Prints a status line of the CLI. */
  info(message: string): void;
}

/** A template's handler: the words after its name on the command line, and the project. */
export type TemplateHandler = (args: string[], project?: TemplateProject) => unknown;

/** The template methods of what `commandkit create` passes to a compiler plugin's `activate()`. */
export interface TemplateRegistrar {
  registerTemplate(name: string, handler: TemplateHandler): void;
  unregisterTemplate?(name: string): void;
}

/**
 * The argument of a compiler plugin's `activate()` as a template registrar, when it is one.
 *
 * @param ctx - What `activate()` or `deactivate()` received.
 * @returns `ctx` when it can register templates (`commandkit create`), else `undefined` (a build).
 */
export function asTemplateRegistrar(ctx: unknown): TemplateRegistrar | undefined {
  const candidate = ctx as Partial<TemplateRegistrar> | null | undefined;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.registerTemplate === 'function' ? (candidate as TemplateRegistrar) : undefined;
}

/**
 * The project of a template run. A caller that passes none (1.0's CLI calls handlers with the
 * arguments only) gets the working directory with the default `src/app`.
 *
 * @param project - What the CLI passed.
 * @returns The project to write into.
 */
export function templateProject(project: TemplateProject | undefined): TemplateProject {
  if (project) return project;
  const root = process.cwd();
  return { root, appDir: join(root, 'src', 'app'), info: (message) => console.log(message) };
}
