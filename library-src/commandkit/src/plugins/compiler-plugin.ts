import { randomUUID } from 'node:crypto';
import type { MaybeFalsey } from '../helpers/types.ts';
import type { CompilerPluginRuntimeType } from '../types/runtime-types.ts';
import { pluginBrand } from './plugin-brand.ts';

/** What a {@link CompilerPlugin}'s `transform` receives for one source file. */
export interface TransformParameters {
  /** The file's code: as written, or as the plugins before this one left it. */
  readonly code: string;
  /** The file's absolute path. */
  readonly id: string;
  /** The project root (the directory of `commandkit.config.ts`), to make paths relative. */
  readonly root: string;
}

/** A source map as `transform` may return it: JSON text, or the parsed object (version 3). */
export type SourceMapInput =
  | string
  | {
      /** The source map format's version: 3. */
      readonly version: number;
      /** The encoded position mappings. */
      readonly mappings: string;
      /** The files the mappings point into. */
      readonly sources: readonly (string | null)[];
    };

/**
 * CommandKit 1.0's name for {@link TransformParameters}: what a compiler plugin's `transform`
 * receives. Code written for 1.0 reads `code` and `id` from it; `root` is there too.
 */
export type PluginTransformParameters = TransformParameters;

/** What `transform` returns to change a file. */
export interface TransformResult {
  /** The new code. */
  readonly code: string;
  /**
   * A source map from the code the plugin received to `code`. With it, stack traces and the
   * build's source maps still point at the lines you wrote; without it, lines the plugin moved
   * are reported where the plugin put them.
   */
  readonly map?: SourceMapInput | null;
}

/**
 * CommandKit 1.0's name for what a compiler plugin's `transform` returns, with 1.0's optional
 * `code`, so that plugins written for 1.0 compile. At run time a result still needs `code`: one
 * without it fails the build with a message naming the plugin (1.0 silently kept the old code,
 * which hid plugins still returning the older `contents` shape). Return `null` to keep a file.
 */
export interface TransformedResult {
  /** The new code; required at run time (see above). */
  readonly code?: string;
  /** A source map from the code the plugin received to `code`, as in {@link TransformResult.map}. */
  readonly map?: SourceMapInput | null;
}

/**
 * A plugin that rewrites source files while `commandkit build` and `commandkit dev` compile the
 * project. Every TypeScript and JavaScript file of the source directory goes through the
 * `transform` of each compiler plugin, in config order, before esbuild compiles it; the source
 * maps the plugins return are chained, so positions stay those of your files.
 *
 * Extend it, give the plugin a unique `name`, and list an instance in the config's `plugins`.
 *
 * @typeParam Options - The options the plugin's constructor takes.
 *
 * @example
 * ```ts
 * import { CompilerPlugin, type TransformParameters } from 'commandkit';
 *
 * export class BuildDate extends CompilerPlugin {
 *   readonly name = 'build-date';
 *
 *   override transform({ code }: TransformParameters) {
 *     if (!code.includes('__BUILD_DATE__')) return null;
 *     return { code: code.replaceAll('__BUILD_DATE__', JSON.stringify(new Date().toISOString())) };
 *   }
 * }
 * ```
 */
export abstract class CompilerPlugin<Options extends object = Record<string, never>> {
  /** @internal */
  readonly [pluginBrand] = 'compiler' as const;
  /** Marks the plugin as a compiler plugin. */
  readonly type = 'compiler' as const;
  /** The plugin's name: unique among the project's plugins, and used in logs and errors. */
  abstract readonly name: string;
  /** The options the plugin was created with. */
  readonly options: Options;
  /** A random id given to this instance when it was created, to tell two instances apart in logs. */
  readonly id: `${string}-${string}-${string}-${string}-${string}` = randomUUID();
  /** When this instance was created, in milliseconds since the epoch. */
  readonly loadedAt: number = Date.now();

  /**
   * @param options - The plugin's options.
   */
  constructor(options?: Options) {
    this.options = options ?? ({} as Options);
  }

  /**
   * Called once before the build transforms its first file, such as to load a parser.
   *
   * @param ctx - The runtime running the build's compiler plugins.
   * @returns Anything; it is awaited.
   */
  activate(ctx: CompilerPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Called once after the build, also when it failed.
   *
   * @param ctx - The runtime running the build's compiler plugins.
   * @returns Anything; it is awaited.
   */
  deactivate(ctx: CompilerPluginRuntimeType): unknown {
    void ctx;
    return undefined;
  }

  /**
   * Rewrites one source file. Return `null` (or `undefined`, or `false`) to leave it as it is. An
   * error thrown here, or a result without `code`, fails the build with a message naming the
   * plugin and the file.
   *
   * @param params - The file's code, path and the project root.
   * @returns The new code and its source map, or `null`.
   */
  transform(
    params: TransformParameters,
  ): MaybeFalsey<TransformResult | TransformedResult> | Promise<MaybeFalsey<TransformResult | TransformedResult>> {
    void params;
    return null;
  }
}
