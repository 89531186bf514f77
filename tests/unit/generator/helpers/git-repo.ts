import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchDir } from './scratch-dir';

/** A scratch git repository with a fixed author, so commits (and the pages' last_update) are predictable. */
export function makeGitRepo(): { dir: string; git: (...args: string[]) => string; commitAll: (message: string, date: string) => string } {
  const dir = scratchDir('ck-repo-');
  const author = {
    GIT_AUTHOR_NAME: 'Ada Example',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada Example',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
  };
  const run = (args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...author, ...env } }).trim();
  const git = (...args: string[]) => run(args);
  git('init', '-q', '-b', 'main');
  const commitAll = (message: string, date: string) => {
    git('add', '-A');
    run(['commit', '-q', '-m', message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    return git('rev-parse', 'HEAD');
  };
  return { dir, git, commitAll };
}

export function copyFixtureInto(fixture: string, repoDir: string, subdir: string): void {
  cpSync(fixture, path.join(repoDir, subdir), { recursive: true });
}

/** The checkouts (git worktrees) of every git source in a site's cache: one per documented commit. */
export function gitCheckoutsOf(siteDir: string): string[] {
  const gitCache = path.join(siteDir, '.cache', 'api', 'sources', 'git');
  return readdirSync(gitCache).flatMap((repoDir) =>
    readdirSync(path.join(gitCache, repoDir, 'checkouts'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(gitCache, repoDir, 'checkouts', entry.name)),
  );
}

/** Writes files (paths relative to `dir`, objects as formatted JSON), creating their folders. */
export function writeFiles(dir: string, files: Record<string, string | object>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
}

/**
 * A pnpm workspace like real monorepos: `packages/widgets` (the documented package) depends on
 * `@fx/core` with `workspace:*` and on tiny-invariant through the workspace's catalog (`catalog:`),
 * and its tsconfig extends one from the sibling package `@fx/config`. `packages/assets` holds a blob
 * the test makes unreadable: a checkout of the documented package must never need it.
 */
export const monorepoFiles: Record<string, string | object> = {
  'package.json': { name: 'fx-root', private: true },
  'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\ncatalog:\n  tiny-invariant: 1.3.3\n",
  '.npmrc': 'auto-install-peers=false\n',
  'packages/config/package.json': { name: '@fx/config', version: '1.0.0', private: true },
  'packages/config/tsconfig.base.json': {
    compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022'], types: [] },
  },
  'packages/core/package.json': { name: '@fx/core', version: '1.0.0', exports: { '.': { types: './src/index.ts' } } },
  'packages/core/src/index.ts':
    '/** A gear turned by widgets. */\nexport interface Gear {\n  /** How many teeth it has. */\n  teeth: number;\n}\n',
  'packages/widgets/package.json': {
    name: '@fx/widgets',
    version: '1.0.0',
    exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
    dependencies: { '@fx/core': 'workspace:*', 'tiny-invariant': 'catalog:' },
    devDependencies: { '@fx/config': 'workspace:*' },
  },
  'packages/widgets/tsconfig.json': { extends: '../config/tsconfig.base.json', include: ['src'] },
  'packages/widgets/src/index.ts': [
    "import type { Gear } from '@fx/core';",
    "import invariant from 'tiny-invariant';",
    '',
    '/** A widget with a gear from `@fx/core`. */',
    'export class Widget {',
    '  /** @param gear The gear it turns. */',
    '  constructor(readonly gear: Gear) {',
    "    invariant(gear.teeth > 0, 'a gear has teeth');",
    '  }',
    '}',
    '',
  ].join('\n'),
  'packages/assets/package.json': { name: '@fx/assets', version: '1.0.0', private: true },
  'packages/assets/blob.bin': 'unreadable later\n',
};
