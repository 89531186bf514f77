import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Less JavaScript for every first visit, and less work after it, in the browser bundle only (the
 * server bundle that renders the pages is left as Docusaurus makes it):
 *
 * - `@docusaurus/utils-common` without all of tslib (utils-common.ts);
 * - the route registry without module paths (registry-loader.cjs);
 * - link prefetching indexed and done in idle time (route-prefetch.ts).
 */
export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      // The bundler's persistent cache does not see a change in a plugin's options or loaders, so
      // its version names this folder's contents: a change here starts a fresh cache.
      const rspackCache = (config.experiments as { cache?: { version?: string } } | undefined)?.cache;
      const cache = rspackCache ? { experiments: { cache: { ...rspackCache, version: `${rspackCache.version ?? ''}-lean-client-${contentsHash(__dirname)}` } } } : {};
      return {
        ...cache,
        resolve: { alias: { '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts') } },
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: context.generatedFilesDir,
              enforce: 'pre',
              use: [path.join(__dirname, 'registry-loader.cjs')],
            },
          ],
        },
        plugins: [new NormalModuleReplacementPlugin(/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/, path.join(__dirname, 'route-prefetch.ts'))],
      };
    },
  };
}

function contentsHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}
