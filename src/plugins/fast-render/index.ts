import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { cacheVersionNaming, filesIn } from '../bundler-cache-version';
import { checkUpstreamFiles, upstreamPathPattern, type UpstreamFile } from '../upstream-files';
import { patchedLine as matchPathLine } from './match-path-loader.cjs';
import { patchedLine as shallowMemoLine } from './shallow-memo-loader.cjs';

const piece = 'fast-render';

/** Docusaurus modules swapped out, in both bundles, for files of this folder with the same exports. */
const replacedModules: [UpstreamFile, string][] = [
  [
    {
      piece,
      package: '@docusaurus/plugin-content-docs',
      file: 'lib/client/docsClientUtils.js',
      exports: ['getActiveDocContext', 'getActivePlugin', 'getActiveVersion', 'getDocVersionSuggestions', 'getLatestVersion'],
    },
    'docs-client-utils.ts',
  ],
  [
    { piece, package: '@docusaurus/theme-common', file: 'lib/utils/IntlUtils.js', exports: ['useCalendar', 'useDateTimeFormat'] },
    'intl-utils.ts',
  ],
];

/** Docusaurus modules swapped out in the server bundle only. */
const serverModules: [UpstreamFile, string][] = [
  [{ piece, package: '@docusaurus/core', file: 'lib/client/renderToHtml.js', exports: ['renderToHtml'] }, 'render-to-html.ts'],
];

/** The files the loaders patch, with the lines they patch, and the library head-server.ts extends. */
const patchedFiles: UpstreamFile[] = [
  ...['esm', 'cjs'].map((format) => ({
    piece,
    package: 'react-router',
    file: `${format}/react-router.js`,
    contains: [matchPathLine],
  })),
  {
    piece,
    package: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    contains: [shallowMemoLine],
  },
  { piece, package: 'react-helmet-async', file: 'lib/index.js', contains: ['helmetInstances'] },
];

/**
 * Less work per page render, in both bundles: pre-rendering is faster and the browser's first
 * render blocks the page for less time, while pages render exactly the same.
 *
 * - react-router's `matchPath` skips a route whose plain path cannot match before it builds or runs
 *   its regular expression (match-path-loader.cjs);
 * - the docs plugin finds the current doc by a lookup in an index of each version's docs instead
 *   of trying every doc's path in turn (docs-client-utils.ts);
 * - the theme's date formatter is made once per locale and options, not on every render
 *   (intl-utils.ts), and not at all while a page hydrates (src/theme/LastUpdated);
 * - the theme's shallow memo sorts keys without loading collation data (shallow-memo-loader.cjs);
 * - pre-rendering writes a page's HTML as one string instead of streaming it (render-to-html.ts),
 *   and works out its head once instead of once per `<Head>` (head-server.ts).
 */
export default function fastRenderPlugin(): Plugin {
  checkUpstreamFiles([...replacedModules, ...serverModules].map(([file]) => file).concat(patchedFiles));
  return {
    name: 'fast-render',
    // The "last updated" date, not formatted again while a page hydrates (./theme/LastUpdated).
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        ...cacheVersionNaming(config, 'fast-render', filesIn(__dirname)),
        ...(isServer ? { resolve: { alias: { 'react-helmet-async$': path.join(__dirname, 'head-server.ts') } } } : {}),
        module: {
          rules: [
            { test: /[\\/]react-router[\\/](esm|cjs)[\\/]react-router\.js$/, use: [path.join(__dirname, 'match-path-loader.cjs')] },
            {
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              use: [path.join(__dirname, 'shallow-memo-loader.cjs')],
            },
          ],
        },
        plugins: [...replacedModules, ...(isServer ? serverModules : [])].map(
          ([file, replacement]) => new NormalModuleReplacementPlugin(upstreamPathPattern(file), path.join(__dirname, replacement)),
        ),
      };
    },
  };
}
