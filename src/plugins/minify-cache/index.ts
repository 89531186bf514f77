import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compilation, Compiler } from '@rspack/core';
import type { WebpackPluginInstance } from 'webpack';

const name = 'minify-cache';
/** A run of hex digits on its own, as a content hash is written in a script. */
const hexWord = /(?<![0-9a-f])[0-9a-f]{6,}(?![0-9a-f])/g;

type Asset = ReturnType<Compilation['getAssets']>[number];

/**
 * Rspack's persistent cache keeps built modules but not minified chunks, so every production
 * build minifies every script again, about a second of a warm build here. This keeps each
 * minified script on disk under the hash of its unminified code and of the minimizer settings:
 * before the minimizer runs, a script seen before gets its minified form back and is marked
 * minimized, which the minimizer skips; after it runs, new results are stored. Entries a build
 * did not use are removed when it ends, so the cache holds one build's scripts.
 */
export class MinifyCache {
  constructor(private readonly cacheDir: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    if (!compiler.options.optimization.minimize || compiler.options.devtool) return;
    // The minimizers and their options, and the Rspack release whose SWC does the work.
    const settings = JSON.stringify([
      compiler.webpack.rspackVersion,
      ...(compiler.options.optimization.minimizer ?? []).map((minimizer) =>
        minimizer && typeof minimizer === 'object'
          ? [minimizer.constructor.name, (minimizer as { _args?: unknown })._args]
          : String(minimizer),
      ),
    ]);
    const dir = path.join(this.cacheDir, compiler.options.name ?? 'default');
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const used = new Set<string>();
      const misses = new Map<string, string>();
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, () => {
        // A script that names other scripts' content hashes (the runtime, a lazy-routes shard) is
        // left to the minimizer every time: Rspack rewrites those hashes after minifying (real
        // content hashes), but not in a script given back from this cache, whose references then
        // point at files that do not exist.
        const contentHashes = new Set(compilation.getAssets().flatMap((asset) => [asset.info.contenthash ?? []].flat()));
        const namesOtherScripts = (asset: Asset) => {
          const own = new Set([asset.info.contenthash ?? []].flat());
          return [...asset.source.source().toString().matchAll(hexWord)].some(([word]) => contentHashes.has(word) && !own.has(word));
        };
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js') || asset.info.minimized || namesOtherScripts(asset)) continue;
          const key = createHash('sha256').update(settings).update(asset.source.source()).digest('hex');
          used.add(key);
          let minified: Buffer | undefined;
          try {
            minified = readFileSync(path.join(dir, key));
          } catch {
            misses.set(asset.name, key);
            continue;
          }
          compilation.updateAsset(asset.name, new sources.RawSource(minified), (info) => ({ ...info, minimized: true }));
        }
      });
      // Written in the background: one script at a time on the main thread was 0.15 s of a cold build.
      compilation.hooks.processAssets.tapPromise({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, async () => {
        await mkdir(dir, { recursive: true });
        // One write per key: two scripts with the same code would race for the same temporary file.
        const assetOfKey = new Map([...misses].map(([assetName, key]) => [key, assetName]));
        const stored = [...assetOfKey].map(async ([key, assetName]) => {
          const asset = compilation.getAsset(assetName);
          if (!asset?.info.minimized) return;
          // Written whole under a temporary name first, so an interrupted build never leaves half a script.
          const temporary = path.join(dir, `${key}.${process.pid}.tmp`);
          await writeFile(temporary, asset.source.source());
          await rename(temporary, path.join(dir, key));
        });
        await Promise.all(stored);
      });
      compilation.hooks.afterProcessAssets.tap(name, () => {
        if (compilation.errors.length > 0) return;
        for (const entry of readdirSync(dir)) if (!used.has(entry)) rmSync(path.join(dir, entry), { force: true });
      });
    });
  }
}

/** Reuses minified scripts across production builds (see MinifyCache). */
export default function minifyCachePlugin(context: LoadContext): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const plugin = new MinifyCache(path.join(context.siteDir, 'node_modules', '.cache', name));
      // Docusaurus types bundler plugins as webpack's; the site builds with Rspack (future.faster).
      return { plugins: [plugin as unknown as WebpackPluginInstance] };
    },
  };
}
