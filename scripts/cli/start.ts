/**
 * `npm start`: generates the API pages (unchanged versions are skipped), serves the site with
 * `docusaurus start` (arguments after `--` go to it, e.g. `npm start -- --port 3100`), and
 * regenerates Next's API pages whenever a library source changes, until Ctrl+C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from '../api/errors';
import { generateVersions } from '../api/generate-all';
import { apiFolder } from '../api/generate-version';
import { createLogger, formatMs } from '../api/log';
import { docsDirOf, readManifest } from '../api/manifest';
import { withApiLock } from '../api/run-lock';
import { failureLine } from './run-cli';
import { watchLibrary, type LibraryWatcher } from '../dev/watch-library';

const siteDir = process.cwd();
const docusaurusArgs = process.argv.slice(2);
let server: ChildProcess | undefined;
let watcher: LibraryWatcher | undefined;
let pending: Promise<unknown> = Promise.resolve();
let stopping = false;

async function main(): Promise<void> {
  pending = generateAll();
  if (!(await pending)) return;
  if (stopping) return;
  pending = watchLibrary({ siteDir }).then((started) => (watcher = started));
  await pending;
  if (stopping) return;

  const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs', { paths: [siteDir] });
  server = spawn(process.execPath, [docusaurus, 'start', ...docusaurusArgs], { cwd: siteDir, stdio: 'inherit' });
  server.on('exit', (code, signal) => {
    server = undefined;
    if (!stopping) void stop(code ?? (signal ? 1 : 0));
  });
}

/** Generates every version; on failure, carries on with the last good pages if there are some. */
async function generateAll(): Promise<boolean> {
  const started = performance.now();
  const manifest = readManifest(siteDir);
  try {
    const results = await withApiLock(siteDir, () => generateVersions({ siteDir, manifest, logger: createLogger() }));
    const generated = results.filter((result) => !result.skipped).length;
    console.log(`[api] done: ${generated} generated, ${results.length - generated} unchanged (${formatMs(performance.now() - started)})`);
    return true;
  } catch (error) {
    if (!(error instanceof GeneratorError)) throw error;
    console.error(`error: ${failureLine(error)}`);
    const missing = manifest.versions.filter((version) => !existsSync(path.join(siteDir, docsDirOf(version.name), apiFolder)));
    if (missing.length > 0) {
      process.exitCode = 1;
      return false;
    }
    console.error('[api] serving the pages of the last successful run; fix the error and save to regenerate');
    return true;
  }
}

/** Stops the watcher (after a regeneration in progress) and the dev server, then exits. */
async function stop(exitCode: number, signal?: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // A second Ctrl+C: do not wait any longer.
    server?.kill('SIGKILL');
    process.exit(exitCode);
  }
  stopping = true;
  const exited = server ? new Promise((resolve) => server!.once('exit', resolve)) : Promise.resolve();
  server?.kill(signal ?? 'SIGTERM');
  await pending.catch(() => undefined);
  await watcher?.close();
  await exited;
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stop(signal === 'SIGINT' ? 130 : 143, signal));
}

main().catch((error: unknown) => {
  console.error(process.env.API_DEBUG && !(error instanceof GeneratorError) ? error : `error: ${failureLine(error)}`);
  void stop(1);
});
