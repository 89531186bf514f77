// Runs the commandkit CLI in a child process, against throw-away bot projects under the OS temp
// directory.
//
// The CLI and the bots it starts run the library compiled from its sources at the start of the
// Jest run (support/compiled-library.ts). Each project's node_modules/commandkit is a small
// package whose JavaScript re-exports that compiled library and whose types are the sources
// (library-src/commandkit/src): so the tests run and type-check the sources as they are, never
// a stale dist/ of the library.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { libraryRoot, workspaceModules } from '../../helpers/temp-project.ts';
import { commandkitEntries, compiledCommandkit, compiledPlugin, peerEntries, type pluginPackages } from '../../support/compiled-library.ts';

export { libraryRoot };

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

/**
 * Gives a project the packages a bot needs: `commandkit` (this workspace's library, compiled for
 * running and as sources for its types, with every entry point of `commandkitEntries`), and links
 * to the workspace's discord.js, TypeScript and @types.
 */
export function linkDependencies(root: string, options: LinkOptions = {}): void {
  const entrySource = (entry: string) => join(libraryRoot, 'src', `${entry}.ts`);
  writeFiles(root, {
    'node_modules/commandkit/package.json': JSON.stringify({
      name: 'commandkit',
      type: 'module',
      exports: {
        ...Object.fromEntries(
          commandkitEntries.map((entry) => [entry === 'index' ? '.' : `./${entry}`, { types: `./${entry}.ts`, default: `./${entry}.js` }]),
        ),
        './package.json': './package.json',
      },
    }),
    // Entry points that only re-export a peer package are copied rather than re-exported by
    // path, so the peer resolves from the project, as it does from an installed commandkit.
    ...Object.fromEntries(
      commandkitEntries.flatMap((entry) =>
        peerEntries.has(entry)
          ? [
              [`node_modules/commandkit/${entry}.ts`, readFileSync(entrySource(entry), 'utf8')],
              [`node_modules/commandkit/${entry}.js`, readFileSync(compiledCommandkit(entry), 'utf8')],
            ]
          : [
              [`node_modules/commandkit/${entry}.ts`, reExport(entrySource(entry), entrySource(entry))],
              [`node_modules/commandkit/${entry}.js`, reExport(compiledCommandkit(entry), entrySource(entry))],
            ],
      ),
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

/**
 * A module re-exporting everything `target` exports, the default export too when the source it is
 * made from has one (`export *` leaves it out).
 */
function reExport(target: string, source: string): string {
  const hasDefault = /\bas default\b|^export default\b/m.test(readFileSync(source, 'utf8'));
  return `export * from ${JSON.stringify(target)};\n${hasDefault ? `export { default } from ${JSON.stringify(target)};\n` : ''}`;
}

/**
 * Copies an official plugin package (its compiled module as src/index.js, its sources for the
 * types, and the `folders` beside them that exist) into the project as node_modules/<name>, so
 * its imports of `commandkit` resolve from the project, and links the npm packages it depends on
 * (the copies npm installed for that package).
 */
function linkWorkspacePackage(
  root: string,
  folder: (typeof pluginPackages)[number],
  name: string,
  dependencies: readonly string[] = [],
  folders: readonly string[] = [],
): void {
  const source = join(libraryRoot, '..', folder);
  const target = join(root, 'node_modules', ...name.split('/'));
  for (const copied of ['src', ...folders]) {
    if (existsSync(join(source, copied))) cpSync(join(source, copied), join(target, copied), { recursive: true });
  }
  cpSync(compiledPlugin(folder), join(target, 'src', 'index.js'));
  writeFiles(target, {
    'package.json': JSON.stringify({ name, type: 'module', exports: { '.': { types: './src/index.ts', default: './src/index.js' } } }),
  });
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
  return { ...base, ...env };
}

/** A running CLI process with its output so far. */
export interface CliProcess {
  readonly child: ChildProcess;
  /** Whether it leads a process group of its own ({@link CliOptions.detached}). */
  readonly detached: boolean;
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

/** Where and how {@link spawnCli} runs a CLI. */
export interface CliOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Another CLI's entry script (a published release's `bin`), instead of this workspace's commandkit. */
  script?: string;
  /** Arguments for `node` itself, before the script (`--env-file=.env`). */
  nodeArgs?: string[];
  /**
   * Runs the CLI as the leader of a process group of its own, for a CLI whose children outlive it
   * (the 0.1.10 `start` does not pass signals on): stop it with `process.kill(-child.pid)`.
   */
  detached?: boolean;
}

/** Starts `commandkit <args>` in `cwd`. */
export function spawnCli(args: string[], options: CliOptions): CliProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script ?? compiledCommandkit('cli/run'), ...args], {
    cwd: options.cwd,
    env: cliEnv(options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
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
    detached: options.detached ?? false,
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
export async function runCli(args: string[], options: CliOptions): Promise<CliResult> {
  const cli = spawnCli(args, options);
  const code = await cli.exited;
  return { code, stdout: cli.stdout(), stderr: cli.stderr() };
}

/** The lines of some output, without the empty last one. */
export function lines(output: string): string[] {
  return output.split('\n').filter((line) => line !== '');
}
