import { relative, sep } from 'node:path';
import remapping, { type EncodedSourceMap } from '@jridgewell/remapping';
import { TemplateRegistry, type TemplateHandler } from '../cli/templates/template-registry.ts';
// Only for the {@link} tag of registerTemplate.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type { templateContext } from '../cli/templates/template-context.ts';
import type { CompilerPlugin, SourceMapInput } from './compiler-plugin.ts';

// Lets the modules this one depends on name the class (see types/runtime-types.ts).
declare module '../types/runtime-types.ts' {
  interface RuntimeTypes {
    CompilerPluginRuntime: CompilerPluginRuntime;
  }
}

/** One source file after every compiler plugin ran on it. */
export interface CompiledSource {
  /** The code the last plugin returned, or the original code when no plugin changed it. */
  readonly code: string;
  /**
   * A source map from the original file to {@link CompiledSource.code}, composed from the maps
   * of the plugins that changed it, or `null` when no plugin changed the file. A plugin that
   * changed the code without a map is treated as having kept every line where it was.
   */
  readonly map: EncodedSourceMap | null;
}

/** What {@link CompilerPluginRuntime.toJSON} returns. */
export interface CompilerPluginRuntimeJSON {
  /** The runtime's name, `'CompilerPluginRuntime'`. */
  readonly name: string;
  /** The names of the plugins, in the order they transform. */
  readonly plugins: string[];
  /** The names of the templates the active plugins registered. */
  readonly templates: string[];
  /**
   * The runtime's {@link CompilerPluginRuntime.transform}, as 1.0's `toJSON()` gave it (a
   * function, so `JSON.stringify` leaves it out).
   */
  readonly transform: (code: string, id: string) => Promise<CompiledSource>;
}

/**
 * Runs a project's compiler plugins: `commandkit build` and `commandkit dev` use one per build,
 * and `commandkit create` one to find the templates the plugins offer. It activates the plugins
 * once (each receives this runtime, where it may register `commandkit create` templates), passes
 * each file through every plugin's `transform` in order (each one gets the previous one's code),
 * composes their source maps into one from the original file, and deactivates the plugins at the
 * end. `init()` and `destroy()` are CommandKit 1.0's names for `activate()` and `deactivate()`.
 *
 * @example
 * ```ts
 * const runtime = new CompilerPluginRuntime(config.plugins.filter(isCompilerPlugin), root);
 * await runtime.activate();
 * try {
 *   const { code, map } = await runtime.transform(source, '/bot/src/app/commands/ping.ts');
 * } finally {
 *   await runtime.deactivate();
 * }
 * ```
 */
export class CompilerPluginRuntime {
  /** The plugins, in the order they transform. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly plugins: readonly CompilerPlugin<any>[];
  /** The project root, which file paths in errors are relative to. */
  readonly root: string;
  /** The runtime's name, as in CommandKit 1.0. */
  readonly name = 'CompilerPluginRuntime';
  #active = false;
  readonly #templates = new TemplateRegistry();

  /**
   * @param plugins - The compiler plugins, in config order.
   * @param root - The project root (the directory of the config file), which file paths in
   * errors are shown relative to. CommandKit 1.0 took the plugins only: left out, it is the
   * working directory.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(plugins: readonly CompilerPlugin<any>[], root: string = process.cwd()) {
    this.plugins = [...plugins];
    this.root = root;
  }

  /**
   * Whether there is no plugin to run, so files can be compiled as they are.
   *
   * @returns `true` when the runtime has no plugin.
   */
  isEmpty(): boolean {
    return this.plugins.length === 0;
  }

  /**
   * The plugins, in the order they transform (a copy: changing it changes nothing).
   *
   * @returns The compiler plugins.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  getPlugins(): CompilerPlugin<any>[] {
    return [...this.plugins];
  }

  /**
   * Adds a template of `commandkit create`: `commandkit create <name> [args...]` calls the
   * handler with the arguments. Call it from a compiler plugin's `activate()`, which receives
   * this runtime; the template belongs to that plugin.
   *
   * @param name - The word after `commandkit create`, such as `'locale'`.
   * @param handler - What runs the template; it receives the arguments and the project
   * (read it with {@link templateContext}).
   * @throws `Error` outside a plugin's `activate()`, or when another template has the name;
   * `TypeError` for a name that is not one word of letters, digits, `.`, `_` and `-`, or a
   * handler that is not a function.
   */
  registerTemplate(name: string, handler: TemplateHandler): void {
    this.#templates.registerTemplate(name, handler);
  }

  /**
   * Removes a template. Call it from the `deactivate()` of the plugin that registered it.
   *
   * @param name - The template's name.
   * @throws `Error` outside a plugin's `deactivate()`, for an unknown name, or for a template of
   * another plugin.
   */
  unregisterTemplate(name: string): void {
    this.#templates.unregisterTemplate(name);
  }

  /**
   * The handler of a template.
   *
   * @param name - The template's name.
   * @returns The handler, or `undefined` when no plugin registered the name.
   */
  getTemplate(name: string): TemplateHandler | undefined {
    return this.#templates.getTemplate(name);
  }

  /**
   * Every template the active plugins registered, by name (a copy: changing it changes nothing).
   *
   * @returns The handlers by template name, in registration order.
   */
  getTemplates(): Map<string, TemplateHandler> {
    return this.#templates.getTemplates();
  }

  /**
   * CommandKit 1.0's name for {@link CompilerPluginRuntime.activate}.
   *
   * @throws What {@link CompilerPluginRuntime.activate} throws.
   */
  async init(): Promise<void> {
    await this.activate();
  }

  /**
   * CommandKit 1.0's name for {@link CompilerPluginRuntime.deactivate}.
   *
   * @throws What {@link CompilerPluginRuntime.deactivate} throws.
   */
  async destroy(): Promise<void> {
    await this.deactivate();
  }

  /**
   * The runtime as JSON: its name, the names of its plugins and templates, and, as in 1.0, its
   * `transform` (a function, which `JSON.stringify` leaves out).
   *
   * @returns A plain object describing the runtime.
   */
  toJSON(): CompilerPluginRuntimeJSON {
    return {
      name: this.name,
      plugins: this.plugins.map((plugin) => plugin.name),
      templates: [...this.#templates.getTemplates().keys()],
      transform: (code, id) => this.transform(code, id),
    };
  }

  /**
   * Activates every plugin, in order. Calling it again does nothing until
   * {@link CompilerPluginRuntime.deactivate}.
   *
   * @throws `Error` `Failed to activate the compiler plugin "<name>": <message>` when one throws;
   * the plugins activated before it are deactivated first.
   */
  async activate(): Promise<void> {
    if (this.#active) return;
    const activated: CompilerPlugin<object>[] = [];
    for (const plugin of this.plugins) {
      try {
        await this.#templates.during('activate', plugin.name, () => plugin.activate(this));
        activated.push(plugin);
      } catch (error) {
        await this.#deactivateAll(activated);
        throw new Error(`Failed to activate the compiler plugin "${plugin.name}": ${messageOf(error)}`, { cause: error });
      }
    }
    this.#active = true;
  }

  /**
   * Deactivates every plugin, in order, also after a failed build. A plugin that throws here does
   * not keep the others from being deactivated; the first error is thrown once all were called.
   *
   * @throws `Error` `Failed to deactivate the compiler plugin "<name>": <message>`.
   */
  async deactivate(): Promise<void> {
    if (!this.#active) return;
    this.#active = false;
    await this.#deactivateAll(this.plugins);
  }

  /**
   * Passes one file through every plugin's `transform`, in order.
   *
   * @param code - The file's code as written.
   * @param id - The file's absolute path.
   * @returns The final code and the composed source map (`null` when nothing changed).
   * @throws `Error` `The compiler plugin "<name>" failed on <file relative to the root>:
   * <message>` when a transform throws or returns something that is not `{ code: string }`.
   */
  async transform(code: string, id: string): Promise<CompiledSource> {
    let current = code;
    // Newest first, as remapping wants them: each map leads from the code before a plugin to
    // the code after it.
    const maps: EncodedSourceMap[] = [];
    for (const plugin of this.plugins) {
      let result: Awaited<ReturnType<CompilerPlugin<object>['transform']>>;
      try {
        result = await plugin.transform({ code: current, id, root: this.root });
        if (!result) continue;
        if (typeof result !== 'object' || typeof result.code !== 'string') {
          throw new TypeError(`transform() must return { code: string, map? } or null, got ${describe(result)}`);
        }
      } catch (error) {
        throw new Error(`The compiler plugin "${plugin.name}" failed on ${this.#display(id)}: ${messageOf(error)}`, { cause: error });
      }
      if (result.code === current && !result.map) continue;
      maps.unshift(result.map ? parseMap(result.map, plugin.name, this.#display(id)) : identityMap(result.code));
      current = result.code;
    }
    if (maps.length === 0) return { code, map: null };
    const composed = remapping(maps, () => null);
    // One source, the file as written: whatever names the plugins gave it, it is this file.
    composed.sources = [id];
    composed.sourcesContent = [code];
    return { code: current, map: composed as unknown as EncodedSourceMap };
  }

  async #deactivateAll(plugins: readonly CompilerPlugin<object>[]): Promise<void> {
    let first: Error | undefined;
    for (const plugin of plugins) {
      try {
        await this.#templates.during('deactivate', plugin.name, () => plugin.deactivate(this));
      } catch (error) {
        first ??= new Error(`Failed to deactivate the compiler plugin "${plugin.name}": ${messageOf(error)}`, { cause: error });
      }
    }
    if (first) throw first;
  }

  #display(id: string): string {
    const path = relative(this.root, id);
    return (path.startsWith('..') ? id : path).split(sep).join('/');
  }
}

// The name of the one source of every intermediate map (see parseMap).
const SOURCE = 'source';

function parseMap(map: SourceMapInput, plugin: string, file: string): EncodedSourceMap {
  try {
    const parsed = (typeof map === 'string' ? JSON.parse(map) : map) as EncodedSourceMap;
    if (typeof parsed.mappings !== 'string') throw new TypeError('it has no "mappings" string');
    // remapping traces each map into the one before it through its single source, whatever its
    // name; an empty name would drop the mappings, so every map gets the same placeholder.
    return { ...parsed, sources: [SOURCE], sourcesContent: undefined };
  } catch (error) {
    throw new Error(`The compiler plugin "${plugin}" returned an invalid source map for ${file}: ${messageOf(error)}`, { cause: error });
  }
}

/** A map that keeps every line where it is, for a plugin that changed the code without a map. */
function identityMap(code: string): EncodedSourceMap {
  const lines = code.split('\n').length;
  // One segment per line: generated column 0 of line n is column 0 of line n of the source.
  const mappings = ['AAAA', ...Array.from({ length: lines - 1 }, () => 'AACA')].join(';');
  return { version: 3, sources: [SOURCE], names: [], mappings };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return Array.isArray(value) ? 'an array' : 'an object without a "code" string';
  return `a ${typeof value}`;
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof message === 'string' ? message : String(error)).trim();
}
