import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheVersionNaming, filesIn } from '../bundler-cache-version';
import { checkUpstreamFiles, upstreamPathPattern, type UpstreamFile } from '../upstream-files';

const piece = 'lean-client';

/** Docusaurus modules swapped out in the browser bundle, for files of this folder with the same exports. */
const replacedModules: [UpstreamFile, string][] = [
  [{ piece, package: '@docusaurus/core', file: 'lib/client/docusaurus.js', exports: ['default'] }, 'route-prefetch.ts'],
  [{ piece, package: '@docusaurus/theme-classic', file: 'lib/nprogress.js', exports: ['default'] }, 'progress-bar.ts'],
  [
    { piece, package: '@docusaurus/core', file: 'lib/client/BaseUrlIssueBanner/index.js', exports: ['default'] },
    'base-url-issue-banner.ts',
  ],
];

/**
 * Less JavaScript for every first visit, and less work after it, in the browser bundle only (the
 * server bundle that renders the pages is left as Docusaurus makes it):
 *
 * - `@docusaurus/utils-common` without all of tslib (utils-common.ts);
 * - the route registry without module paths (registry-loader.cjs);
 * - the document head kept by a few lines of code instead of react-helmet-async (head-client.ts);
 * - the site config without the options only the build reads (site-config-loader.cjs);
 * - link prefetching indexed and done in idle time (route-prefetch.ts);
 * - the mobile menu rendered when the reader reaches for its button, not after every hydration
 *   on a phone (theme/Navbar/MobileSidebar);
 * - on a phone, the desktop sidebar and table of contents left unhydrated until the theme removes
 *   them (wide-screens-only.tsx, theme/DocSidebar/Desktop, theme/DocItem/TOC/Desktop);
 * - the page-loading bar in a few lines instead of the nprogress library (progress-bar.ts);
 * - no code for what only the server render does (base-url-issue-banner.ts) or what React 19 no
 *   longer reads (prop-types-client.ts), nor React Router's imports for what the bundle leaves out
 *   (`withRouter`'s hoist-non-react-statics, its development check's react-is).
 */
export default function leanClientPlugin(context: LoadContext): Plugin {
  checkUpstreamFiles(replacedModules.map(([file]) => file));
  return {
    name: 'lean-client',
    // The unlisted and draft banners, loaded only by a page that shows one (./theme/ContentVisibility);
    // the mobile menu, rendered when the reader reaches for it (./theme/Navbar/MobileSidebar); the
    // desktop-only sidebar and table of contents, which a phone does not hydrate.
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        ...cacheVersionNaming(config, 'lean-client', filesIn(__dirname)),
        resolve: {
          alias: {
            '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts'),
            'react-helmet-async$': path.join(__dirname, 'head-client.ts'),
            'prop-types$': path.join(__dirname, 'prop-types-client.ts'),
          },
        },
        module: {
          rules: [
            {
              test: /[\\/]registry\.js$/,
              include: context.generatedFilesDir,
              enforce: 'pre',
              use: [path.join(__dirname, 'registry-loader.cjs')],
            },
            {
              test: /[\\/]docusaurus\.config\.mjs$/,
              include: context.generatedFilesDir,
              use: [path.join(__dirname, 'site-config-loader.cjs')],
            },
            // React Router 5 imports these two CommonJS packages for `withRouter` and for a check
            // of its development build, neither of which the site's bundle keeps; declared free of
            // side effects, they leave the bundle with their last user (0.9 KB gzip).
            { test: /[\\/]node_modules[\\/](?:hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
          ],
        },
        plugins: replacedModules.map(
          ([file, replacement]) => new NormalModuleReplacementPlugin(upstreamPathPattern(file), path.join(__dirname, replacement)),
        ),
      };
    },
  };
}
