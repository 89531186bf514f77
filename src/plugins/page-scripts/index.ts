import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheVersionNaming, filesIn } from '../bundler-cache-version';

/**
 * Each pre-rendered page names its own chunks in its HTML (`<script defer>`, as Docusaurus means
 * to), so the browser fetches them alongside main.js instead of after it: the server bundle's
 * route registry reports chunk names, which the client manifest is keyed by
 * (registry-chunk-names-loader.cjs). The browser bundle is left alone. A doc page runs them once
 * it is painted: the site config gives Docusaurus the page template of paint-first-template.ts
 * while this piece is on.
 */
export default function pageScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-scripts',
    configureWebpack(config, isServer) {
      if (!isServer) return {};
      return {
        ...cacheVersionNaming(config, 'page-scripts', filesIn(__dirname)),
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
