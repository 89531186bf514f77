/**
 * Cuts a release of the docs: `npm run release -- 0.2.0` (library from the current commit)
 * or `npm run release -- 0.2.0 --tag v0.2.0` (library from a tag of this repository). The site is
 * built with the release and must have no broken link or anchor; `--out-dir build` keeps that build.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GeneratorError } from '../api/errors';
import { createLogger } from '../api/log';
import { withApiLock } from '../api/run-lock';
import { cutRelease } from '../release/cut-release';
import { runCli } from './run-cli';

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tag: { type: 'string' },
      site: { type: 'string', default: process.cwd() },
      // Keep the checked build there instead of in a temporary folder.
      'out-dir': { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new GeneratorError('Give exactly one version name: npm run release -- 0.2.0 [--tag v0.2.0].');
  // The release generates an API version: it takes the same lock as `npm run api`.
  const entry = await withApiLock(path.resolve(values.site!), () =>
    cutRelease({
      siteDir: values.site!,
      version: positionals[0],
      tag: values.tag,
      buildDir: values['out-dir'],
      logger: createLogger(),
    }),
  );
  console.log(
    `[release] ${entry.name} is cut: its guides are in versioned_docs/version-${entry.name}, its API comes from ${entry.source.type === 'git' ? entry.source.ref : ''}.`,
  );
});
