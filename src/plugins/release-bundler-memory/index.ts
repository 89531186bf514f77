import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Plugin } from '@docusaurus/types';
import type { Compiler } from '@rspack/core';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { checkUpstreamFiles, type UpstreamFile } from '../upstream-files';

const name = 'release-bundler-memory';

/**
 * What the server bundle's release relies on: Docusaurus's server entry, which server-entry.ts
 * wraps, and the folder of the server bundle's chunks. And the reason their require-cache entries
 * are dropped here: the in-thread renderer empties the cache before the pages are rendered (its
 * `shutdown` runs without waiting for `renderPathnames`), so the chunks required while rendering
 * stay cached. Once Docusaurus waits for the pages first, that part can go.
 */
const serverBundleUpstream: UpstreamFile[] = [
  {
    piece: name,
    package: '@docusaurus/core',
    file: 'lib/webpack/server.js',
    contains: ["main: path_1.default.resolve(__dirname, '../client/serverEntry.js')", "path_1.default.join(props.outDir, '__server')"],
  },
  {
    piece: name,
    package: '@docusaurus/core',
    file: 'lib/ssg/ssgWorkerInline.js',
    contains: [/const ssgResults = appRenderer\.renderPathnames\(arg\.pathnames\);\s+await appRenderer\.shutdown\(\);/],
  },
];

/**
 * Forgets the server bundle's chunks, which Docusaurus has deleted from disk by now, in Node's
 * module cache, where they stay after rendering (see above).
 */
export function forgetServerChunks(outDir: string, moduleCache = createRequire(__filename).cache): void {
  const serverDir = path.join(outDir, '__server') + path.sep;
  for (const id of Object.keys(moduleCache)) if (id.startsWith(serverDir)) delete moduleCache[id];
}

/**
 * Node's garbage collector as a function. Node only exposes it with `--expose-gc` on its command
 * line; the flag set at run time applies to contexts created after it, such as this one.
 */
export function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * When bundling ends, V8 still holds hundreds of megabytes of the loaders' garbage and, through
 * the JavaScript objects that wrap them, Rspack's native compilations, because nothing made it
 * collect since: it grows the heap instead while memory is plentiful. The SSG worker threads start
 * next, on top of all that, which makes the build's memory peak. Two collections right after
 * bundling (the second frees what the finalizers of the first released) bring the main process
 * back to what it still uses before those workers start.
 */
export class CollectAfterBundling {
  apply(compiler: Compiler): void {
    if (!compiler.hooks.shutdown)
      throw new Error(
        `${name}: the bundler has no shutdown hook to collect after; update src/plugins/${name} for the installed Rspack, or turn the piece off (src/config/speed-layer.ts).`,
      );
    compiler.hooks.shutdown.tap(name, () => {
      const gc = collectGarbage();
      // Once the compiler has closed and Docusaurus has dropped the compilation it returned.
      setTimeout(() => {
        gc();
        setImmediate(gc);
      });
    });
  }
}

const isProduction = () => process.env.NODE_ENV === 'production';

/**
 * The settings of mimalloc, the allocator of Rspack's native half, for production builds. Left to
 * itself, it keeps what a finished compilation frees in its arenas, still counted in the build's
 * memory, for reuse that a one-shot build never makes; with these it hands each freed segment back
 * to the system at once. Measured here on a fresh clone's first build: peak 996 MiB instead of
 * 1,036 (median of 4 runs each, in turn), the same processor time.
 */
export const bundlerAllocatorOptions = { MIMALLOC_DISALLOW_ARENA_ALLOC: '1', MIMALLOC_PURGE_DELAY: '0' } as const;

/**
 * Sets `bundlerAllocatorOptions` in the environment of a production build, where it has no value
 * of its own for them. mimalloc reads them once, when Rspack's binding loads, which Docusaurus does
 * right after loading the site's config: so the config calls this, and a binding that is already
 * loaded stops the build rather than have the settings silently do nothing.
 */
export function setBundlerAllocatorOptions(env: NodeJS.ProcessEnv, moduleCache = createRequire(__filename).cache): void {
  if (env.NODE_ENV !== 'production') return;
  const unset = Object.entries(bundlerAllocatorOptions).filter(([key]) => env[key] === undefined);
  if (unset.length === 0) return;
  if (Object.keys(moduleCache).some((id) => /[\\/]@rspack[\\/]binding[\\/]/.test(id)))
    throw new Error(
      `${name}: Rspack's binding was loaded before the site's config, too late for its allocator settings (${unset.map(([key]) => key).join(', ')}); set them in the build's environment, update src/plugins/${name}, or turn the piece off (src/config/speed-layer.ts).`,
    );
  for (const [key, value] of unset) env[key] = value;
}

/**
 * How much V8 lets the heap grow past what a full collection left, in percent. Left to itself,
 * with memory to spare, it grows the heap up to fourfold instead of collecting: the pages' render
 * and the search index then pile up garbage until the build's very end, where its memory peaks.
 * Half again keeps collections frequent enough (measured here: 160 MB less at the first build's
 * peak, 200 MB less at a rebuild's, for 4 % more processor time).
 */
export const heapGrowingFlag = '--heap-growing-percent=50';

/**
 * Lower peak memory for production builds; `docusaurus start` is left as it is. Besides the
 * collections after bundling and after rendering: the heap's growth is bounded, Rspack's
 * incremental passes are off, whose state only a rebuild in the same process (watch mode) would
 * use, and nothing keeps the server bundle once the pages are rendered (server-entry.ts and
 * `forgetServerChunks`).
 */
export default function releaseBundlerMemoryPlugin(): Plugin {
  checkUpstreamFiles(serverBundleUpstream);
  // V8 reads this flag at each collection, so setting it now applies to the rest of the build.
  if (isProduction()) setFlagsFromString(heapGrowingFlag);
  return {
    name,
    configureWebpack(_config, isServer) {
      if (!isProduction()) return {};
      const experiments = { incremental: false };
      if (isServer) return { experiments, entry: { main: path.join(__dirname, 'server-entry.ts') } } as Configuration;
      // Docusaurus types bundler plugins as webpack's; the site builds with Rspack (future.faster).
      return { experiments, plugins: [new CollectAfterBundling() as unknown as WebpackPluginInstance] } as Configuration;
    },
    // The pages are rendered: their garbage and the server bundle go before the search index and
    // the llms export start theirs. Docusaurus starts every plugin's postBuild at once, in the
    // order of the config's plugin list, where this one comes before both.
    async postBuild({ outDir }) {
      forgetServerChunks(outDir);
      const gc = collectGarbage();
      gc();
      gc();
    },
  };
}
