/**
 * Regenerates the API reference: `npm run api` (every version) or
 * `npm run api -- --version 0.1.10` (one version; `next` or `current` for Next).
 * `--force` regenerates even unchanged versions. `--type-check strict|lenient` sets what a type error
 * in a version's source does, for every version of the run (see api-versions.json's "typeCheck"). One run at a time per site folder: a second run
 * waits for the first (`--lock-timeout <seconds>`, 600 by default) and then goes on.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GeneratorError } from '../api/errors';
import { generateVersions } from '../api/generate-all';
import { createLogger, formatMs } from '../api/log';
import { parseTypeCheck, readManifest } from '../api/manifest';
import { withApiLock } from '../api/run-lock';
import { runCli } from './run-cli';

runCli(async () => {
  const { values } = parseArgs({
    options: {
      version: { type: 'string', multiple: true },
      force: { type: 'boolean', default: false },
      site: { type: 'string', default: process.cwd() },
      'lock-timeout': { type: 'string', default: '600' },
      // strict or lenient for every version of the run, over api-versions.json's "typeCheck".
      'type-check': { type: 'string' },
    },
  });
  const siteDir = path.resolve(values.site!);
  const started = performance.now();
  const timeout = Number(values['lock-timeout']);
  if (!Number.isFinite(timeout) || timeout < 0)
    throw new GeneratorError(`--lock-timeout "${values['lock-timeout']}" is not a number of seconds: give one, e.g. --lock-timeout 600.`);
  const typeCheck = parseTypeCheck(values['type-check']);
  const results = await withApiLock(
    siteDir,
    () =>
      generateVersions(
        { siteDir, manifest: readManifest(siteDir), logger: createLogger(), force: values.force, typeCheck },
        values.version,
      ),
    { timeoutMs: timeout * 1000 },
  );
  const generated = results.filter((result) => !result.skipped).length;
  console.log(`[api] done: ${generated} generated, ${results.length - generated} unchanged (${formatMs(performance.now() - started)})`);
});
