import { watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';
import { isSameOrInside, type Project } from './project.ts';

/** Watches a project for changes; see {@link watchProject}. */
export interface ProjectWatcher {
  /** Stops watching. */
  close(): void;
}

/** Options for {@link watchProject}. */
export interface WatchOptions {
  /**
   * How long the project must be quiet before `onChange` is called, in milliseconds: saving a
   * file, or switching a git branch, fires many events in a row.
   *
   * @defaultValue `100`
   */
  debounceMs?: number;
  /** Called when watching a directory fails, for example because it was deleted. */
  onError?: (error: Error) => void;
}

const ROOT_FILES = /^(commandkit\.config\.[mc]?[jt]s|\.env)$/;

/**
 * Watches what a build of the project depends on: the source directory (recursively), the config
 * file and `.env`. Changes inside the dist directory, `node_modules` and hidden directories such
 * as `.git` are ignored, as are editors' backup files.
 *
 * @param project - The project.
 * @param onChange - Called once the project has been quiet for `debounceMs`, with the changed
 * paths (absolute, without duplicates).
 * @param options - The debounce delay and an error callback.
 * @returns The watcher, to close when done.
 */
export function watchProject(project: Project, onChange: (paths: string[]) => void, options: WatchOptions = {}): ProjectWatcher {
  const debounceMs = options.debounceMs ?? 100;
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const record = (path: string) => {
    changed.add(path);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const paths = [...changed];
      changed.clear();
      onChange(paths);
    }, debounceMs);
  };

  const watchers: FSWatcher[] = [];
  const add = (directory: string, recursive: boolean, accept: (path: string, relativePath: string) => boolean) => {
    const watcher = watch(directory, { recursive }, (_event, filename) => {
      if (filename === null) return;
      const path = join(directory, filename.toString());
      if (accept(path, filename.toString())) record(path);
    });
    watcher.on('error', (error) => options.onError?.(error));
    watchers.push(watcher);
  };

  const isRootFile = (relativePath: string) => ROOT_FILES.test(relativePath);
  const isSource = (path: string, relativePath: string) =>
    !isSameOrInside(path, project.distDir) &&
    !relativePath.split(sep).some((part) => part === 'node_modules' || part.startsWith('.')) &&
    !relativePath.endsWith('~');

  if (project.sourceDir === project.root) {
    add(project.root, true, (path, relativePath) => isRootFile(relativePath) || isSource(path, relativePath));
  } else {
    add(project.sourceDir, true, isSource);
    add(project.root, false, (_path, relativePath) => isRootFile(relativePath));
  }

  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
