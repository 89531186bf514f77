// Runs the commandkit CLI from its TypeScript sources in a child process, against throw-away bot
// projects under the OS temp directory.
//
// The CLI and the bots it starts load through tsx (NODE_OPTIONS, which the bot process inherits),
// and each project's node_modules/commandkit is a small package re-exporting library-src/commandkit/src: so
// the tests exercise the sources as they are, never a stale dist/ of the library.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { libraryRoot, workspaceModules } from '../../helpers/temp-project.ts';

export { libraryRoot };
const cliSource = join(libraryRoot, 'src', 'cli', 'run.ts');
const tsxLoader = pathToFileURL(require.resolve('tsx')).href;

const created: string[] = [];

/** Writes `files` (path relative to the root → contents) into `root`, creating directories. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
}

/** A new empty directory under the OS temp directory, removed by {@link removeTempDirs}. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commandkit-cli-'));
  created.push(dir);
  return dir;
}

/** Extra packages {@link linkDependencies} gives a project. */
export interface LinkOptions {
  /**
   * Also `@commandkit/redis` (library-src/redis/src, copied so that its own `commandkit` and
   * `ioredis` imports resolve from the project, to the sources) and `ioredis`.
   */
  redis?: boolean;
  /**
   * Also `@commandkit/i18n` (library-src/i18n/src, copied like `redis`) and `i18next` (where
   * that package resolves it).
   */
  i18n?: boolean;
  /** Also `@commandkit/legacy` (library-src/legacy/src, copied like `redis`). */
  legacy?: boolean;
  /** Also `@commandkit/cache` (library-src/cache/src, copied like `redis`). */
  cache?: boolean;
  /**
   * Also `@commandkit/devtools` (library-src/devtools/src and its built web UI, ui-dist, copied
   * like `redis`), with Express and express-rate-limit.
   */
  devtools?: boolean;
}

// The entry points of the project's `commandkit` package (src/<entry>.ts of the library), each
// a subpath export but `index`, the package's main one.
const COMMANDKIT_ENTRIES = [
  'index',
  'jsx-runtime',
  'jsx-dev-runtime',
  'hooks',
  'cache',
  'flag',
  'config',
  'logger',
  'plugin',
  'events',
  'components',
  'i18n',
];
// Entry points that only re-export an optional peer package (commandkit/i18n re-exports
// @commandkit/i18n). They are copied rather than re-exported by path, so the peer resolves from
// the project, as it does from an installed commandkit: a re-export by path would look for it
// beside the library's sources, where the workspace has it unbuilt.
const PEER_ENTRIES = new Set(['i18n']);

/**
 * Gives a project the packages a bot needs: `commandkit` (this workspace's sources, with its
 * `jsx-runtime`, `jsx-dev-runtime`, `hooks`, `cache`, `flag`, `config`, `logger`, `plugin`,
 * `events`, `components` and `i18n` entry points), and links to the workspace's discord.js,
 * TypeScript and @types.
 */
export function linkDependencies(root: string, options: LinkOptions = {}): void {
  const entrySource = (entry: string) => join(libraryRoot, 'src', `${entry}.ts`);
  writeFiles(root, {
    'node_modules/commandkit/package.json': JSON.stringify({
      name: 'commandkit',
      type: 'module',
      exports: {
        ...Object.fromEntries(COMMANDKIT_ENTRIES.map((entry) => [entry === 'index' ? '.' : `./${entry}`, `./${entry}.ts`])),
        './package.json': './package.json',
      },
    }),
    ...Object.fromEntries(
      COMMANDKIT_ENTRIES.map((entry) => [
        `node_modules/commandkit/${entry}.ts`,
        PEER_ENTRIES.has(entry) ? readFileSync(entrySource(entry), 'utf8') : reExport(entrySource(entry)),
      ]),
    ),
  });
  for (const name of ['discord.js', 'typescript', '@types']) {
    symlinkSync(join(workspaceModules, name), join(root, 'node_modules', name), 'dir');
  }
  if (options.redis) linkWorkspacePackage(root, 'redis', '@commandkit/redis', ['ioredis']);
  if (options.legacy) linkWorkspacePackage(root, 'legacy', '@commandkit/legacy');
  if (options.i18n) linkWorkspacePackage(root, 'i18n', '@commandkit/i18n', ['i18next']);
  if (options.cache) linkWorkspacePackage(root, 'cache', '@commandkit/cache');
  if (options.devtools) linkWorkspacePackage(root, 'devtools', '@commandkit/devtools', ['express', 'express-rate-limit'], ['ui-dist']);
}

/** A module re-exporting everything `source` exports: `export *` leaves out the default export. */
function reExport(source: string): string {
  const hasDefault = /\bas default\b|^export default\b/m.test(readFileSync(source, 'utf8'));
  return `export * from ${JSON.stringify(source)};\n${hasDefault ? `export { default } from ${JSON.stringify(source)};\n` : ''}`;
}

/**
 * Copies an official plugin package's sources (library-src/<folder>/src, and the `folders`
 * beside it that exist) into the project as node_modules/<name>, so its imports of `commandkit`
 * resolve from the project, to the sources, and links the npm packages it depends on (the copies
 * npm installed for that package).
 */
function linkWorkspacePackage(
  root: string,
  folder: string,
  name: string,
  dependencies: readonly string[] = [],
  folders: readonly string[] = [],
): void {
  const source = join(libraryRoot, '..', folder);
  const target = join(root, 'node_modules', ...name.split('/'));
  for (const copied of ['src', ...folders]) {
    if (existsSync(join(source, copied))) cpSync(join(source, copied), join(target, copied), { recursive: true });
  }
  writeFiles(target, { 'package.json': JSON.stringify({ name, type: 'module', exports: { '.': './src/index.ts' } }) });
  for (const dependency of dependencies) {
    symlinkSync(installedPackage(dependency, source), join(root, 'node_modules', dependency), 'dir');
  }
}

/** The folder of the package `name` as Node resolves it from `from` (nearest node_modules first). */
function installedPackage(name: string, from: string): string {
  for (let directory = from; ; directory = dirname(directory)) {
    const candidate = join(directory, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(directory) === directory) throw new Error(`${name} is not installed where ${from} would find it; run npm install.`);
  }
}

/** A bot project in a new temp directory, with its dependencies linked. */
export function tempProject(files: Record<string, string>, options: LinkOptions = {}): string {
  const root = tempDir();
  writeFiles(root, files);
  linkDependencies(root, options);
  return root;
}

export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The environment of a CLI run: the test's own, minus what would leak into the bot. */
function cliEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  // Jest sets NODE_ENV=test; the CLI must be seen choosing NODE_ENV itself.
  delete base.NODE_ENV;
  delete base.DISCORD_TOKEN;
  delete base.COMMANDKIT_LOG_LEVEL;
  return { ...base, NODE_OPTIONS: `--import ${tsxLoader}`, ...env };
}

/** A running CLI process with its output so far. */
export interface CliProcess {
  readonly child: ChildProcess;
  /** Standard output so far. */
  stdout(): string;
  /** Standard error so far. */
  stderr(): string;
  /**
   * Resolves with the first match of `pattern` in stdout + stderr, looking from character `from`
   * on; rejects after `timeoutMs` or when the process exits without printing it.
   */
  waitFor(pattern: RegExp, options?: { timeoutMs?: number; from?: number }): Promise<RegExpMatchArray>;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  readonly exited: Promise<number | string>;
  /** How many characters stdout + stderr hold so far: a `from` for {@link CliProcess.waitFor}. */
  outputLength(): number;
}

/** Starts `commandkit <args>` in `cwd`. */
export function spawnCli(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): CliProcess {
  const child = spawn(process.execPath, [cliSource, ...args], {
    cwd: options.cwd,
    env: cliEnv(options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let combined = '';
  let closed = false;
  // Each waiter checks the output again on new output and, with `final`, once the process is gone.
  const waiters = new Set<(final: boolean) => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk;
    combined += chunk;
    waiters.forEach((check) => check(false));
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk;
    combined += chunk;
    waiters.forEach((check) => check(false));
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('close', (code, signal) => {
      closed = true;
      waiters.forEach((check) => check(true));
      resolve(code ?? signal ?? 'unknown');
    });
  });

  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    outputLength: () => combined.length,
    waitFor(pattern, { timeoutMs = 30_000, from = 0 } = {}) {
      return new Promise((resolve, reject) => {
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        const check = (final: boolean) => {
          const match = combined.slice(from).match(pattern);
          if (match) {
            finish();
            resolve(match);
          } else if (final) {
            finish();
            reject(new Error(`The CLI exited while waiting for ${pattern}. Output:\n${combined}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${pattern}. Output so far:\n${combined}`));
        }, timeoutMs);
        waiters.add(check);
        check(closed);
      });
    },
  };
}

/** The outcome of a CLI run that was allowed to finish. */
export interface CliResult {
  code: number | string;
  stdout: string;
  stderr: string;
}

/** Runs `commandkit <args>` in `cwd` to completion. */
export async function runCli(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliResult> {
  const cli = spawnCli(args, options);
  const code = await cli.exited;
  return { code, stdout: cli.stdout(), stderr: cli.stderr() };
}

/** The lines of some output, without the empty last one. */
export function lines(output: string): string[] {
  return output.split('\n').filter((line) => line !== '');
}
