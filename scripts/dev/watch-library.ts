import path from 'node:path';
import chokidar from 'chokidar';
import { GeneratorError } from '../api/errors';
import { generateVersions } from '../api/generate-all';
import { createLogger, formatMs, type Logger } from '../api/log';
import { findVersion, readManifest } from '../api/manifest';
import { withApiLock } from '../api/run-lock';
import { startPersistentWorker } from '../api/typedoc/persistent-worker';
import { createRegenerationQueue } from './regeneration-queue';

/** The folder of the library's workspace packages, relative to the site. */
export const libraryFolder = 'library-src';
/** Next: the only version whose API comes from the sources being edited. */
const nextVersion = 'current';

export interface WatchLibraryOptions {
  siteDir: string;
  logger?: Logger;
  /** Where the loop's own lines go (the regenerated summary, a failure's one line). */
  write?: (line: string) => void;
  delayMs?: number;
}

export interface LibraryWatcher {
  /** Resolves when every change seen so far has been regenerated (or has failed). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Whether a path under library-src/ is one a change to which can change the API pages: a
 * package's sources (`<package>/src/**`) or its package.json (exports, name). Everything else in
 * a package folder (tests, benchmarks, node_modules, dist) is neither watched nor regenerated for.
 */
export function isLibrarySource(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  if (parts.length < 2) return false;
  if (parts.length === 2) return parts[1] === 'package.json';
  return parts[1] === 'src' && !parts.includes('node_modules');
}

/** Whether the watcher may skip a folder entirely (so inotify watches stay few). */
function isIgnoredPath(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  if (parts.length < 2) return false;
  if (parts.length === 2 && parts[1] === 'package.json') return false;
  return parts[1] !== 'src' || parts.includes('node_modules');
}

/**
 * Watches the library's packages and regenerates Next's API pages when their sources change:
 * debounced, one run at a time, through the generator's usual path (cache key, atomic swap), so
 * the dev server's own watcher sees the new Markdown. A failed run prints its one line and leaves
 * the last good pages in place.
 */
export async function watchLibrary(options: WatchLibraryOptions): Promise<LibraryWatcher | undefined> {
  const { siteDir } = options;
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const logger = options.logger ?? createLogger(write);
  const next = findVersion(readManifest(siteDir), nextVersion);
  if (next.source.type !== 'local') {
    write(`[api] Next's API comes from a ${next.source.type} source, not from ${libraryFolder}/: not watching the library.`);
    return undefined;
  }
  const root = path.join(siteDir, libraryFolder);

  const worker = startPersistentWorker(siteDir);
  // The first run is forced, to load TypeDoc and the program in the worker before the first edit.
  // It writes the same pages, and the swap leaves unchanged pages untouched, so nothing reloads.
  let warmUp = true;
  const queue = createRegenerationQueue(async () => {
    const force = warmUp;
    warmUp = false;
    const started = performance.now();
    try {
      // Read on every run: a maintainer may edit api-versions.json while the site is up. TypeDoc
      // stays loaded between runs and reuses the unchanged files' parse, which takes a run from
      // ~9 s to ~2 s here, with the same pages and errors as a full run.
      const [result] = await withApiLock(siteDir, () =>
        generateVersions({ siteDir, manifest: readManifest(siteDir), logger, worker, force }, [nextVersion]),
      );
      if (!result.skipped && !force) write(`[api] Next's API pages regenerated in ${formatMs(performance.now() - started)}`);
    } catch (error) {
      const message = error instanceof GeneratorError ? error.message : ((error as Error).message ?? String(error)).split('\n')[0];
      write(`[api] error: ${message} (the previous pages stay in place)`);
    }
  }, options.delayMs);

  const watcher = chokidar.watch(root, {
    ignoreInitial: true,
    ignored: (file: string) => isIgnoredPath(path.relative(root, file)),
  });
  watcher.on('all', (_event, file) => {
    if (isLibrarySource(path.relative(root, file))) queue.schedule();
  });
  await new Promise<void>((resolve, reject) => {
    watcher.once('ready', resolve);
    watcher.once('error', reject);
  });
  write(`[api] watching ${libraryFolder}/*/src and package.json: Next's API pages follow your edits`);
  queue.schedule();

  return {
    idle: () => queue.idle(),
    async close() {
      await watcher.close();
      await queue.close();
      await worker.close();
    },
  };
}
