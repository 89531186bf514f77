import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The library package's root directory, library-src/commandkit/. */
export const libraryRoot = join(__dirname, '..', '..');
/** The node_modules of the repository's npm workspace, where the library's dependencies are. */
export const workspaceModules = join(libraryRoot, '..', '..', 'node_modules');

const created: string[] = [];

/**
 * Writes a throw-away bot project under the OS temp directory and returns its root. `files` maps
 * paths relative to the root to their contents.
 */
export function tempProject(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'commandkit-config-'));
  created.push(root);
  for (const [path, contents] of Object.entries(files)) writeFile(root, path, contents);
  return root;
}

export function writeFile(root: string, path: string, contents: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), contents);
}

export function removeTempProjects(): void {
  for (const root of created.splice(0)) rmSync(root, { recursive: true, force: true });
}
