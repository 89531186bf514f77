import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Project } from './project.ts';

/** The base name of the file that, when the build has it, runs instead of the bot's entry file. */
export const SHARDING_MANAGER_NAME = 'sharding-manager';

// What src/sharding-manager.{ts,js,mts,mjs,cts,cjs} compile to.
const BUILT_EXTENSIONS = ['.js', '.mjs', '.cjs'] as const;

/**
 * The built sharding manager of a project, if its source directory has one
 * (`src/sharding-manager.ts` → `dist/sharding-manager.js`). `commandkit dev` and
 * `commandkit start` run it instead of the entry file; it starts the shards, each of which runs
 * the entry file. Looked up in the build itself, after building, so adding or removing the source
 * file takes effect at the next build.
 *
 * @param project - The built project.
 * @returns The absolute path of the built manager, or `undefined` when the build has none.
 */
export async function findShardingManager(project: Project): Promise<string | undefined> {
  for (const extension of BUILT_EXTENSIONS) {
    const candidate = join(project.distDir, `${SHARDING_MANAGER_NAME}${extension}`);
    if (
      await access(candidate).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
}
