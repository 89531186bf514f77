import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type TypeScript from 'typescript';
import { swapIntoPlace } from './atomic-swap';
import { bundleScript, typeDocWorker } from './bundle-script';
import { cacheKey } from './cache-key';
import { GeneratorError } from './errors';
import type { Logger } from './log';
import { displayNameOf, docsDirOf, typeCheckOf, type ApiManifest, type ApiVersion, type TypeCheck } from './manifest';
import { buildIndexPages } from './output/index-pages';
import { buildApiSidebar } from './output/sidebar';
import { outputCacheDirOf, restoreOutput, saveOutput, storesOutput } from './output-cache';
import { CommandFailedError, runCommand } from './run-command';
import { resolveSource } from './sources/resolve-source';
import { readStamp, writeStamp } from './stamp';
import type { ResolvedSource } from './sources/types';
import { itemsFileName, typeErrorsFileName, warningsFileName, type ApiItem, type TypeDocJob, type TypeErrorsReport } from './typedoc/job';
import type { PersistentTypeDocWorker } from './typedoc/persistent-worker';
import { settleCompilerOptions, type PackageOptions } from './typedoc/program-options';

/** The folder and sidebar file names the site reads (see src/sidebar/api-sidebar-items.ts). */
export const apiFolder = 'api-reference';
export const sidebarFileName = 'sidebar.json';

export interface GenerateOptions {
  siteDir: string;
  manifest: ApiManifest;
  logger: Logger;
  /** Regenerate even when the cache key says the output is current. */
  force?: boolean;
  /** Run TypeDoc in this long-lived worker instead of a new process per version. */
  worker?: PersistentTypeDocWorker;
  /** `--type-check`: every version of the run gets this type checking, whatever its manifest entry says. */
  typeCheck?: TypeCheck;
}

export interface GenerateResult {
  version: string;
  skipped: boolean;
  pages: number;
  outputDir: string;
}

/** A version whose pages are generated but not yet in place (see generate-all.ts). */
export interface PreparedVersion {
  version: ApiVersion;
  label: string;
  outputDir: string;
  /** The finished folder to swap in; undefined when the version was skipped as unchanged. */
  staging?: string;
  /** The run's scratch folder (holds `staging`), removed once the pages are in place or dropped. */
  workDir?: string;
  items: number;
  pages: number;
}

/**
 * Generates one version's API reference into a staging folder: resolve its source, run TypeDoc
 * in a worker process (pages, and the API model the history phase reads), add the overview, kind
 * index pages and sidebar. A version whose output is in the output cache under the same
 * key is copied from there instead (see output-cache.ts). Nothing in the docs folder changes until
 * `commitVersion`, so a failure here or in a later phase leaves the previous output as it was.
 */
export async function prepareVersion(version: ApiVersion, options: GenerateOptions): Promise<PreparedVersion> {
  const { siteDir, logger } = options;
  const label = displayNameOf(version.name);
  const outputDir = outputDirOf(siteDir, version.name);
  const docsDir = path.dirname(outputDir);
  if (!existsSync(docsDir)) {
    throw new GeneratorError(
      `Version "${label}" has no docs folder (${path.relative(siteDir, docsDir)}): create it with \`npm run release -- ${version.name}\`.`,
    );
  }
  const cacheDir = path.join(siteDir, '.cache', 'api');
  const context = { siteDir, cacheDir: path.join(cacheDir, 'sources'), repository: options.manifest.repository };

  const resolved = await logger.phase(label, `source ready (${version.source.type})`, () => resolveSource(version, context));
  const source: ResolvedSource = { ...resolved, libraryName: options.manifest.library ?? resolved.libraryName };
  const typeCheck = typeCheckOf(version, options.typeCheck);
  // The mode is part of the key: a strict run must not take a lenient run's pages as checked.
  const key = cacheKey({ ...version, typeCheck }, source);
  if (!options.force && readStamp(outputDir)?.key === key) {
    logger.info(label, 'unchanged since the last run, skipped');
    return { version, label, outputDir, items: 0, pages: countPages(outputDir) };
  }

  const workDir = path.join(cacheDir, 'work', version.name);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const staging = path.join(workDir, apiFolder);
  const cacheEntry = outputCacheDirOf(cacheDir, version.name);
  if (!options.force) {
    const restored = restoreCached(cacheEntry, key, staging, workDir, siteDir);
    if (restored) {
      logger.info(label, `restored from the output cache (${path.relative(siteDir, cacheEntry)})`);
      return { version, label, outputDir, staging, workDir, items: restored.items, pages: restored.pages };
    }
  }
  // Loaded only here: TypeScript takes a quarter of a second to load, and an unchanged version never needs it.
  const program = writeTsconfig(workDir, source, (await import('typescript')).default);
  if (program.conflicts.length > 0) {
    logger.info(
      label,
      `warning: its packages' tsconfigs differ on options that change types, and one TypeScript program documents all packages with the first value listed: ${program.conflicts.join('; ')}`,
    );
  }
  const job: TypeDocJob = {
    versionName: version.name,
    displayName: label,
    library: source.libraryName,
    rootDir: source.rootDir,
    packages: source.packages.map(({ name, dir }) => ({ name, dir })),
    entryPoints: source.entryPoints,
    outDir: staging,
    tsconfig: program.file,
    sourceLinkTemplate: source.sourceLinkTemplate,
    lastUpdates: source.lastUpdates,
    defaultLastUpdate: source.defaultLastUpdate,
    typeCheck,
    requireDocs: version.failOnWarnings === true,
  };
  const jobFile = path.join(workDir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job, null, 2));
  try {
    await logger.phase(label, 'TypeDoc', () => runWorker(jobFile, label, options.worker));
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }

  const items = JSON.parse(readFileSync(path.join(staging, itemsFileName), 'utf8')) as ApiItem[];
  rmSync(path.join(staging, itemsFileName));
  reportTypeErrors(label, staging, logger);
  reportWarnings(version, label, staging, workDir, logger);
  const packages = source.packages.map((pkg) => ({ name: pkg.name, importPaths: pkg.entryPoints.map((entry) => entry.importPath) }));
  const pages = buildIndexPages(items, {
    library: source.libraryName,
    displayName: label,
    sourceLabel: describeSource(version),
    packages,
    lastUpdate: source.defaultLastUpdate,
  });
  for (const [file, content] of pages) {
    mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    writeFileSync(path.join(staging, file), content);
  }
  writeFileSync(
    path.join(staging, sidebarFileName),
    `${JSON.stringify(
      buildApiSidebar(
        items,
        apiFolder,
        packages.flatMap((pkg) => pkg.importPaths),
      ),
      null,
      2,
    )}\n`,
  );
  const stamp = { key, items: items.length, pages: items.length + pages.size };
  writeStamp(staging, stamp);
  // Kept before the history phase edits staging: the entry must not depend on the other versions.
  if (storesOutput(version, options.worker !== undefined)) keepInCache(staging, cacheEntry, label, options);
  return { version, label, outputDir, staging, workDir, items: stamp.items, pages: stamp.pages };
}

/** Moves a prepared version's pages into its docs folder (only the files whose bytes changed). */
export function commitVersion(prepared: PreparedVersion, options: GenerateOptions): GenerateResult {
  const { version, label, outputDir, staging, workDir } = prepared;
  if (staging) {
    swapIntoPlace(staging, outputDir);
    options.logger.info(label, `${prepared.items} item pages written to ${path.relative(options.siteDir, outputDir)}`);
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  return { version: version.name, skipped: !staging, pages: staging ? prepared.pages : countPages(outputDir), outputDir };
}

/** Drops a prepared version's staging folder, leaving its docs folder as it was. */
export function discardVersion(prepared: PreparedVersion): void {
  if (prepared.workDir) rmSync(prepared.workDir, { recursive: true, force: true });
}

/** Where a version's generated API reference lives. */
export function outputDirOf(siteDir: string, versionName: string): string {
  return path.join(siteDir, docsDirOf(versionName), apiFolder);
}

function describeSource(version: ApiVersion): string {
  const { source } = version;
  switch (source.type) {
    case 'local':
      return `\`${source.path}\` in this repository`;
    case 'git':
      return `\`${source.path ?? '.'}\` at \`${source.ref}\` of ${source.repository === '.' ? 'this repository' : `\`${source.repository}\``}`;
    case 'npm':
      return `the published package \`${source.spec}\``;
  }
}

/**
 * A tsconfig listing exactly the entry points (TypeDoc needs them in `files` to document a
 * `.d.ts` from a package), extending the package's own tsconfig when it has one. All packages of
 * a version are one program: the first package's tsconfig is extended, with the options where
 * the packages differ settled for all of them (see program-options.ts), and `paths` send each
 * package's import paths to its entry files, so one package's imports of another resolve to the
 * documented source (one reflection per item, links between packages) rather than to a build.
 * Returns the file and the options no one value suits.
 */
function writeTsconfig(workDir: string, source: ResolvedSource, ts: typeof TypeScript): { file: string; conflicts: string[] } {
  const multi = source.packages.length > 1 || source.packages[0]?.dir !== source.rootDir;
  const candidates = multi ? [...source.packages.map((pkg) => pkg.dir), source.rootDir] : [source.rootDir];
  const own = candidates.map((dir) => path.join(dir, 'tsconfig.json')).find((file) => existsSync(file));
  const settled = settleCompilerOptions(multi ? packageOptions(source, ts) : [], ts);
  const config = {
    ...(own ? { extends: own } : {}),
    compilerOptions: {
      ...(own ? {} : { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', types: [] }),
      ...(multi ? { paths: workspacePaths(source, ts) } : {}),
      ...settled.compilerOptions,
      // A package built with project references sets its own build layout, which this program,
      // emitting nothing, does not share: a composite project must list every file it compiles
      // (this one lists only the entry points), and one package's rootDir cannot hold the other
      // packages' files. Left on, each would be a type error of the source that is not one
      // (null removes an inherited setting).
      composite: false,
      rootDir: null,
      noEmit: true,
      skipLibCheck: true,
    },
    files: source.entryPoints.map((entry) => entry.file),
    include: [],
  };
  const file = path.join(workDir, 'tsconfig.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return { file, conflicts: settled.conflicts };
}

/** The compiler options of each package that has a tsconfig.json of its own, in the version's package order. */
function packageOptions(source: ResolvedSource, ts: typeof TypeScript): PackageOptions[] {
  return source.packages.flatMap((pkg) => {
    const file = path.join(pkg.dir, 'tsconfig.json');
    if (!existsSync(file)) return [];
    const parsed = ts.getParsedCommandLineOfConfigFile(file, undefined, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    return parsed ? [{ name: pkg.name, options: parsed.options }] : [];
  });
}

/** Each package's own `paths` (made absolute), then every entry point's import path → its file. */
function workspacePaths(source: ResolvedSource, ts: typeof TypeScript): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const pkg of source.packages) {
    const file = path.join(pkg.dir, 'tsconfig.json');
    if (!existsSync(file)) continue;
    const { config } = ts.readConfigFile(file, ts.sys.readFile) as {
      config?: { compilerOptions?: { paths?: Record<string, string[]>; baseUrl?: string } };
    };
    const base = path.resolve(pkg.dir, config?.compilerOptions?.baseUrl ?? '.');
    for (const [pattern, targets] of Object.entries(config?.compilerOptions?.paths ?? {})) {
      paths[pattern] ??= targets.map((target) => path.resolve(base, target));
    }
  }
  for (const entry of source.entryPoints) paths[entry.importPath] = [entry.file];
  return paths;
}

async function runWorker(jobFile: string, label: string, persistent?: PersistentTypeDocWorker): Promise<void> {
  if (persistent) {
    try {
      return await persistent.run(jobFile);
    } catch (error) {
      throw new GeneratorError(`Version "${label}": ${(error as Error).message}`);
    }
  }
  try {
    // Run from the site's root so TypeDoc finds its plugins in this project's node_modules.
    await runCommand(process.execPath, [await bundleScript(typeDocWorker), jobFile], { cwd: path.resolve(__dirname, '..', '..') });
  } catch (error) {
    if (error instanceof CommandFailedError) {
      // The worker's verdict is its last line; TypeDoc's warnings may come before it.
      const line =
        error.stderr
          .split('\n')
          .filter((text) => text.trim())
          .at(-1) ?? 'the TypeDoc worker failed';
      throw new GeneratorError(`Version "${label}": ${line.trim()}`);
    }
    throw error;
  }
}

/** Prints the one line a lenient run gives a source with type errors: how many, and the first. */
function reportTypeErrors(label: string, staging: string, logger: Logger): void {
  const file = path.join(staging, typeErrorsFileName);
  if (!existsSync(file)) return;
  const { count, first } = JSON.parse(readFileSync(file, 'utf8')) as TypeErrorsReport;
  rmSync(file);
  logger.info(
    label,
    `warning: its source has ${count === 1 ? 'a type error' : `${count} type errors`}, documented without type checking ("typeCheck": "lenient"); the first: ${first}`,
  );
}

/**
 * Prints TypeDoc's warnings of the run, one line each with the version's name, and stops when the
 * version's manifest entry sets `failOnWarnings` (Next's does, so `npm test` keeps the library's
 * comments link-clean; a released version's source cannot be fixed, so its warnings only show).
 */
function reportWarnings(version: ApiVersion, label: string, staging: string, workDir: string, logger: Logger): void {
  const file = path.join(staging, warningsFileName);
  const warnings = JSON.parse(readFileSync(file, 'utf8')) as string[];
  rmSync(file);
  for (const warning of warnings) logger.info(label, `TypeDoc warning: ${warning}`);
  if (version.failOnWarnings && warnings.length > 0) {
    rmSync(workDir, { recursive: true, force: true });
    const count = warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`;
    throw new GeneratorError(
      `Version "${label}": TypeDoc reported ${count} (printed above; the first: ${warnings[0]}), and api-versions.json sets "failOnWarnings" for it: fix the library's doc comments (every export needs one, and a {@link} must name an item TypeDoc documents), then run again.`,
    );
  }
}

function restoreCached(entry: string, key: string, staging: string, workDir: string, siteDir: string) {
  try {
    return restoreOutput(entry, key, staging);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw new GeneratorError(
      `Cannot restore ${path.relative(siteDir, entry)} (${(error as Error).message}): delete that folder and run again.`,
    );
  }
}

/** The cache only saves time: failing to fill it leaves this run's output as good as ever. */
function keepInCache(staging: string, entry: string, label: string, options: GenerateOptions): void {
  try {
    saveOutput(staging, entry);
  } catch (error) {
    options.logger.info(label, `not kept in the output cache (${(error as Error).message}): the next clean build regenerates it`);
  }
}

function countPages(outputDir: string): number {
  return readdirSync(outputDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).length;
}
