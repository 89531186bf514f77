import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { generatorFingerprint } from './cache-key';
import { GeneratorError } from './errors';

/** The TypeDoc worker, started once per version and run (see generate-version.ts). */
export const typeDocWorker = path.join(__dirname, 'typedoc', 'worker.ts');

// Inside this project, so a bundle's imports of TypeDoc and the other packages resolve to its node_modules.
const bundlesDir = path.resolve(__dirname, '..', '..', '.cache', 'api', 'bundles');

/** The bundles this process is building, by file. */
const building = new Map<string, Promise<string>>();

/** Where `bundleScript` puts the bundle of `entry`: named by the generator's fingerprint, so an edit makes a new one. */
export function bundlePath(entry: string): string {
  return path.join(bundlesDir, `${path.basename(entry).replace(/\.ts$/, '')}-${generatorFingerprint().slice(0, 16)}.mjs`);
}

/**
 * One of the generator's scripts and the modules it imports as one ES module that Node loads
 * without tsx, built once per generator code. Loaded through tsx, every file of TypeDoc and
 * TypeScript passes through tsx's module hooks: about 1.5 s of a TypeDoc worker's 6 s on a small
 * library. Packages stay outside the bundle (one copy of TypeDoc, whose classes are checked with
 * instanceof), and each module keeps its own `__dirname` and `import.meta.url`, so paths that
 * modules find from where they sit are those of the sources.
 */
export async function bundleScript(entry: string): Promise<string> {
  const bundle = bundlePath(entry);
  if (readBundles().includes(path.basename(bundle))) return bundle;
  // Versions are generated side by side in one process: they wait for one build, which would
  // otherwise be written twice to the same partial file, the second rename finding none.
  const pending = building.get(bundle) ?? buildBundle(entry, bundle).finally(() => building.delete(bundle));
  building.set(bundle, pending);
  return pending;
}

async function buildBundle(entry: string, bundle: string): Promise<string> {
  mkdirSync(bundlesDir, { recursive: true });
  // Runs of the generator may start side by side: each writes a file of its own and renames it into place.
  const partial = `${bundle}.${process.pid}.partial`;
  try {
    await build({
      entryPoints: [entry],
      outfile: partial,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      plugins: [sourceLocations],
    });
  } catch (error) {
    rmSync(partial, { force: true });
    const first = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors?.[0];
    const where = first?.location ? ` (${first.location.file}:${first.location.line})` : '';
    throw new GeneratorError(`${path.basename(entry)} could not be bundled: ${first?.text ?? (error as Error).message}${where}.`);
  }
  renameSync(partial, bundle);
  const stem = path.basename(bundle).replace(/-[0-9a-f]+\.mjs$/, '-');
  for (const name of readBundles()) {
    if (name.startsWith(stem) && name.endsWith('.mjs') && name !== path.basename(bundle))
      rmSync(path.join(bundlesDir, name), { force: true });
  }
  return bundle;
}

/** Gives every bundled module its own source location in place of the bundle's. */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => ({
      loader: 'ts',
      contents: readFileSync(args.path, 'utf8')
        .replace(/\b__dirname\b/g, JSON.stringify(path.dirname(args.path)))
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href)),
    }));
  },
};

function readBundles(): string[] {
  try {
    return readdirSync(bundlesDir);
  } catch {
    return [];
  }
}
