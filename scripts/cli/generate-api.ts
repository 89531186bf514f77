/**
 * Regenerates the API reference: `npm run api` (every version) or
 * `npm run api -- --version 0.1.10` (one version; `next` or `current` for Next).
 * `--force` regenerates even unchanged versions.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateVersions } from '../api/generate-all';
import { createLogger, formatMs } from '../api/log';
import { readManifest } from '../api/manifest';
import { runCli } from './run-cli';

runCli(async () => {
  const { values } = parseArgs({
    options: {
      version: { type: 'string', multiple: true },
      force: { type: 'boolean', default: false },
      site: { type: 'string', default: process.cwd() },
    },
  });
  const siteDir = path.resolve(values.site!);
  const started = performance.now();
  const results = await generateVersions(
    { siteDir, manifest: readManifest(siteDir), logger: createLogger(), force: values.force },
    values.version,
  );
  const generated = results.filter((result) => !result.skipped).length;
  console.log(`[api] done: ${generated} generated, ${results.length - generated} unchanged (${formatMs(performance.now() - started)})`);
});
