import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, type BuildFailure, type BuildResult, type Message } from 'esbuild';
import { CompilerPluginRuntime } from '../../plugins/compiler-runtime.ts';
import { CliError, errorMessage } from '../errors.ts';
import { displayPath } from '../output.ts';
import { assertSourceDirExists, type Project } from '../project.ts';
import { buildCompilerPlugins } from './compiler-plugins.ts';
import { entryFileSource } from './entry-file.ts';
import { formatMessage } from './format-message.ts';
import { rewriteImports } from './rewrite-imports.ts';
import { sourceTransform } from './source-transform.ts';
import { groupByOutputExtension, listSourceFiles, outputPathOf } from './source-files.ts';

/** What {@link buildProject} did. */
export interface BuildSummary {
  /** How many source files were compiled. */
  readonly compiled: number;
  /** How many other files were copied. */
  readonly copied: number;
  /** How long the build took, in milliseconds. */
  readonly durationMs: number;
  /** esbuild's warnings, one line each, starting with the file and line. */
  readonly warnings: readonly string[];
}

// The oldest Node the CLI runs on (util.parseEnv). It matters beyond syntax: for plain 'node20'
// esbuild drops import attributes (`with { type: 'json' }`), which Node then requires.
const TARGET = 'node20.12';

/**
 * Compiles a bot project into its dist directory, one output file per source file so that the
 * directory tree, and with it the `commands/` and `events/` layout, is kept.
 *
 * In order: it empties the dist directory, compiles every TypeScript and JavaScript file of the
 * source directory with esbuild (ES modules for `.ts` and `.js`, CommonJS for `.cts` and `.cjs`,
 * with source maps when the config's `sourceMap` is on, each file first passed through the
 * config's compiler plugins and the built-in ones (see {@link buildCompilerPlugins}: the
 * `"use macro"` transform) and JSX in `.tsx` and `.jsx` files compiled to calls into
 * `commandkit/jsx-runtime` (see {@link sourceTransform}), imports rewritten by
 * {@link rewriteImports}), copies the other files, and writes `package.json` (marking the output
 * as ES modules) and the entry file (see {@link entryFileSource}). Types are not checked: run
 * `tsc --noEmit` for that.
 *
 * @param project - The project to build.
 * @returns What was built, and esbuild's warnings.
 * @throws `CliError` when the source directory or the app entry is missing, a compiler plugin
 * fails to activate or to transform a file, or a file fails to compile (the message names the
 * file and line of the first error, or the plugin and the file). The dist directory is
 * removed then, so a failed build is never started.
 */
export async function buildProject(project: Project): Promise<BuildSummary> {
  const started = performance.now();
  await assertSourceDirExists(project);
  const files = await listSourceFiles(project);
  const appEntry = findAppEntry(project, files.code);
  const outputs = new Map(files.code.map((file) => [outputPathOf(project, file), file]));
  const clash = outputs.get(project.entryFile);
  if (clash) {
    throw new CliError(
      `${displayPath(project.root, clash)} would overwrite the generated ${basename(project.entryFile)}. Rename it.`,
    );
  }

  await rm(project.distDir, { recursive: true, force: true });
  await mkdir(project.distDir, { recursive: true });
  let deactivateWarning: string | undefined;
  const compilerPlugins = new CompilerPluginRuntime(buildCompilerPlugins(project.config), project.root);
  try {
    await compilerPlugins.activate();
  } catch (error) {
    await rm(project.distDir, { recursive: true, force: true });
    throw new CliError(`Build failed: ${errorMessage(error).replace(/\s*\n\s*/g, ' ')}`, { cause: error });
  }
  // Settled, not Promise.all: a failed run must not leave the others writing into distDir after
  // it is removed.
  const settled = await Promise.allSettled(
    [...groupByOutputExtension(files.code)].map(([extension, entryPoints]) =>
      build({
        absWorkingDir: project.root,
        entryPoints,
        outdir: project.distDir,
        outbase: project.sourceDir,
        outExtension: extension === '.js' ? {} : { '.js': extension },
        // Bundling only so the plugin sees every import; it marks all of them external.
        bundle: true,
        plugins: [rewriteImports(project), sourceTransform(project, compilerPlugins)],
        platform: 'node',
        format: extension === '.cjs' ? 'cjs' : 'esm',
        target: TARGET,
        // .tsx and .jsx files use CommandKit's JSX runtime whatever the project's tsconfig says:
        // elements compile to calls into commandkit/jsx-runtime (sourceTransform enforces it per file).
        jsx: 'automatic',
        jsxImportSource: 'commandkit',
        sourcemap: project.config.sourceMap ? 'linked' : false,
        charset: 'utf8',
        logLevel: 'silent',
      }),
    ),
  ).finally(() =>
    compilerPlugins.deactivate().catch((error: unknown) => {
      // The build itself is fine: a plugin failing to clean up is worth a warning, not a failure.
      deactivateWarning = errorMessage(error);
    }),
  );
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await rm(project.distDir, { recursive: true, force: true });
    const errors = (failure.reason as Partial<BuildFailure> | undefined)?.errors;
    if (!Array.isArray(errors) || errors.length === 0) throw failure.reason;
    throw new CliError(`Build failed: ${summarizeErrors(project.root, errors)}. Fix it and build again.`, { cause: failure.reason });
  }
  const results = settled.map((result) => (result as PromiseFulfilledResult<BuildResult>).value);

  for (const asset of files.assets) {
    const target = outputPathOf(project, asset);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(asset, target);
  }
  await writeFile(join(project.distDir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
  await writeFile(project.entryFile, entryFileSource(project, outputPathOf(project, appEntry)));

  return {
    compiled: files.code.length,
    copied: files.assets.length,
    durationMs: Math.round(performance.now() - started),
    warnings: [
      ...results.flatMap((result) => result.warnings.map((warning) => formatMessage(project.root, warning))),
      ...(deactivateWarning ? [deactivateWarning] : []),
    ],
  };
}

// The app entry is the app file beside appDir, in its parent directory (src/app.ts), where
// bootstrap() looks for it too.
function findAppEntry(project: Project, code: readonly string[]): string {
  const directory = dirname(project.appDir);
  const name = 'app';
  const candidates = code.filter((file) => dirname(file) === directory && basename(file, extname(file)) === name);
  const shownDir = displayPath(project.root, directory);
  const expected = shownDir === '.' ? `${name}.ts` : `${shownDir}/${name}.ts`;
  if (candidates.length === 0) {
    throw new CliError(
      `No app entry: create ${expected} that default-exports your discord.js Client (export default new Client({ intents: [...] })).`,
    );
  }
  if (candidates.length > 1) {
    const names = candidates.map((file) => displayPath(project.root, file)).join(', ');
    throw new CliError(`Found ${candidates.length} app entries (${names}). Keep one of them.`);
  }
  return candidates[0]!;
}

function summarizeErrors(root: string, errors: readonly Message[]): string {
  const first = formatMessage(root, errors[0]!).replace(/\.$/, '');
  const more = errors.length - 1;
  return more === 0 ? first : `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}
