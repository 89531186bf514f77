import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheVersionNaming } from '../bundler-cache-version';

/**
 * Each pre-rendered page names its own chunks in its HTML (`<script defer>`, as Docusaurus means
 * to), so the browser fetches them alongside main.js instead of after it: the server bundle's
 * route registry reports chunk names, which the client manifest is keyed by
 * (registry-chunk-names-loader.cjs). The browser bundle is left alone.
 */
export default function pageScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-scripts',
    configureWebpack(config, isServer) {
      if (!isServer) return {};
      const ownFiles = readdirSync(__dirname).map((file) => path.join(__dirname, file));
      return {
        ...cacheVersionNaming(config, 'page-scripts', ownFiles),
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: context.generatedFilesDir,
              enforce: 'pre',
              use: [path.join(__dirname, 'registry-chunk-names-loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
