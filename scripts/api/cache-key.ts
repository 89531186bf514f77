import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiVersion } from './manifest';
import type { ResolvedSource } from './sources/types';

const toolPackages = ['typedoc', 'typedoc-plugin-markdown', 'typedoc-plugin-missing-exports', 'typedoc-plugin-mdn-links', 'typescript', 'discord.js'];

/**
 * Identifies one generation: the generator's own code and tool versions, the version's manifest
 * entry, and the source's identity. Same key, same output, so the run can be skipped.
 */
export function cacheKey(version: ApiVersion, source: ResolvedSource, generatorDir = __dirname): string {
  return createHash('sha256')
    .update(generatorFingerprint(generatorDir))
    .update(JSON.stringify(version))
    .update(source.identity)
    .digest('hex');
}

let fingerprint: string | undefined;

function generatorFingerprint(generatorDir: string): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const files = readdirSync(generatorDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(generatorDir, file)));
  for (const name of toolPackages) hash.update(`${name}@${installedVersion(name, generatorDir)}`);
  fingerprint = hash.digest('hex');
  return fingerprint;
}

/** Read from node_modules directly: some tools do not export their package.json. */
function installedVersion(name: string, fromDir: string): string {
  for (let dir = fromDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  return 'missing';
}
