import { relative, sep } from 'node:path';
import remapping, { type EncodedSourceMap } from '@jridgewell/remapping';
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

/**
 * Runs a project's compiler plugins over its source files: `commandkit build` and
 * `commandkit dev` use one per build. It activates the plugins once, passes each file through
 * every plugin's `transform` in order (each one gets the previous one's code), composes their
 * source maps into one from the original file, and deactivates the plugins at the end.
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
  #active = false;

  /**
   * @param plugins - The compiler plugins, in config order.
   * @param root - The project root (the directory of the config file).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(plugins: readonly CompilerPlugin<any>[], root: string) {
    this.plugins = [...plugins];
    this.root = root;
  }

  /** Whether there is no plugin to run, so files can be compiled as they are. */
  get isEmpty(): boolean {
    return this.plugins.length === 0;
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
        await plugin.activate(this);
        activated.push(plugin);
      } catch (error) {
        await deactivateAll(activated, this);
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
    await deactivateAll(this.plugins, this);
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

  #display(id: string): string {
    const path = relative(this.root, id);
    return (path.startsWith('..') ? id : path).split(sep).join('/');
  }
}

// The name of the one source of every intermediate map (see parseMap).
const SOURCE = 'source';

async function deactivateAll(plugins: readonly CompilerPlugin<object>[], runtime: CompilerPluginRuntime): Promise<void> {
  let first: Error | undefined;
  for (const plugin of plugins) {
    try {
      await plugin.deactivate(runtime);
    } catch (error) {
      first ??= new Error(`Failed to deactivate the compiler plugin "${plugin.name}": ${messageOf(error)}`, { cause: error });
    }
  }
  if (first) throw first;
}

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
