import { availableParallelism } from 'node:os';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { announcement, communityUrl, npmUrl, repositoryUrl, siteTagline, siteTitle } from './src/config/site';
import { apiReferenceDir, sidebarItemsGenerator } from './src/sidebar/api-sidebar-items';
import { docsVersionOptions, firstGuidePath, latestVersion } from './src/config/versions';
import { algoliaThemeConfig, searchBackendFrom } from './src/plugins/search-index/backend';
import searchIndexPlugin from './src/plugins/search-index';
import buildTimeHighlighting, { rehypeHighlightCode } from './src/plugins/build-time-highlighting';
import llmsExportPlugin from './src/plugins/llms-export';
import guideTypesPlugin, { rehypeTypeRefStyles, remarkGuideTypes } from './src/plugins/guide-types';
import slimDocsPlugin from './src/plugins/slim-docs';
import recmaPageFacts from './src/plugins/static-markdown/recma-page-facts';
import leanClientPlugin from './src/plugins/lean-client';
import fastRenderPlugin from './src/plugins/fast-render';
import postcssConfigPlugin from './src/plugins/postcss-config';
import pageScriptsPlugin from './src/plugins/page-scripts';
import { paintFirstTemplate } from './src/plugins/page-scripts/paint-first-template';
import lazyRoutesPlugin from './src/plugins/lazy-routes';
import purgeCssPlugin from './src/plugins/purge-css';
import releaseBundlerMemoryPlugin, { setBundlerAllocatorOptions } from './src/plugins/release-bundler-memory';
import pageStylesheetsPlugin, { type PageStylesheetsOptions } from './src/plugins/page-stylesheets';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { PluginConfig } from '@docusaurus/types';
import { pageStylesheetFolders, speedLayerFrom, speedLayerPieces, type SpeedLayerPieceName } from './src/config/speed-layer';

// The public address can differ per deployment (previews, mirrors); links in the sitemap follow it.
const siteUrl = process.env.SITE_URL ?? 'https://commandkit.dev';
const baseUrl = '/';
// Search: Algolia DocSearch when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are set,
// otherwise a local index built with the site (see README, "Search").
const search = searchBackendFrom(process.env);
// The plugins and theme components that rewrite Docusaurus internals for speed; SPEED_LAYER=off
// builds stock Docusaurus with the same content and features, and each piece has its own switch
// (src/config/speed-layer.ts).
const speedLayer = speedLayerFrom(process.env);
const pieceOn = (piece: SpeedLayerPieceName): boolean => speedLayer && speedLayerPieces[piece].enabled;
// docs/test-pages holds pages only the tests use (every Markdown feature on one page): built when
// SITE_TEST_PAGES=1, as the test builds set it, and never published.
const testPages = process.env.SITE_TEST_PAGES === '1';
/** The piece's plugin when the piece is on, nothing when it is off. */
const speedLayerOnly = (piece: SpeedLayerPieceName, plugin: PluginConfig): PluginConfig[] => (pieceOn(piece) ? [plugin] : []);
// Rspack's allocator reads its settings when Docusaurus loads Rspack, right after this file.
if (pieceOn('release-bundler-memory')) setBundlerAllocatorOptions(process.env);

const docsOptions = {
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  // Docusaurus' default skips `_name.md` files as partials, but an API item may be named
  // `_Name` (discord-api-types has `_Omit`, `_Nullable` ...) and its page is a real page.
  // Partials here are `.mdx`, and still skipped.
  exclude: [
    '**/_*.{js,jsx,ts,tsx,mdx}',
    '**/_*/**',
    '**/*.test.{js,jsx,ts,tsx}',
    '**/__tests__/**',
    ...(testPages ? [] : ['test-pages/**']),
  ],
  lastVersion: latestVersion,
  versions: docsVersionOptions,
  // The guides' code blocks link the identifiers the API reference documents, with their types
  // (src/plugins/guide-types); the styles go before the highlighter, which takes the identifiers.
  remarkPlugins: [remarkGuideTypes],
  rehypePlugins: [rehypeTypeRefStyles, ...(pieceOn('build-time-highlighting') ? [rehypeHighlightCode] : [])],
  // What the static-markdown loader needs to know of each page, read while it compiles.
  recmaPlugins: pieceOn('slim-docs') && pieceOn('static-markdown') ? [recmaPageFacts] : [],
  showLastUpdateAuthor: true,
  showLastUpdateTime: true,
  // Generated API pages are build output: editing them on GitHub would be lost at the next build.
  editUrl: ({ docPath, versionDocsDirPath }) =>
    docPath.startsWith(`${apiReferenceDir}/`) ? undefined : `${repositoryUrl}/edit/main/${versionDocsDirPath}/${docPath}`,
} satisfies DocsOptions;

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  // Doc pages run their scripts once they are painted (src/plugins/page-scripts/paint-first-template.ts).
  ...(pieceOn('page-scripts') ? { ssrTemplate: paintFirstTemplate() } : {}),

  // The spec asks for warnings rather than failures; the test suite fails on any of them instead,
  // so a broken link never ships but a local `npm start` is not interrupted by one.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn' },
  },

  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      gitEagerVcs: true,
      // Pages render in worker threads only with more than two cores. On two, each worker loads
      // the bundler and the server bundle again and competes with the HTML minifier's threads;
      // rendering on the main thread leaves the second core to the minifier (measured here: warm
      // builds 0.45 s faster, cold ones as fast, 30-50 MB less at the peak).
      ssgWorkerThreads: availableParallelism() > 2,
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory' },
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped so that it sends less to every page.
        docs: false,
        pages: { rehypePlugins: pieceOn('build-time-highlighting') ? [rehypeHighlightCode] : [] },
        blog: false,
        theme: { customCss: ['./src/css/custom.css', './src/css/code-highlight.css', ...(testPages ? ['./src/css/test-pages.css'] : [])] },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/tags/**'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Docusaurus's docs plugin; with the speed layer, wrapped so that it sends less to every page.
    pieceOn('slim-docs') ? [slimDocsPlugin, docsOptions] : ['@docusaurus/plugin-content-docs', docsOptions],
    ...speedLayerOnly('build-time-highlighting', buildTimeHighlighting),
    // The guides' identifier links: rendered by the stock code block when the highlighter is off.
    [guideTypesPlugin, { theme: !pieceOn('build-time-highlighting') }],
    // A smaller browser bundle, and link prefetching that does not block the page.
    ...speedLayerOnly('lean-client', leanClientPlugin),
    // Less work per page render: route matching, finding the current doc, date formatting.
    ...speedLayerOnly('fast-render', fastRenderPlugin),
    // PostCSS takes its plugins from Docusaurus: no search for a config file per stylesheet.
    ...speedLayerOnly('postcss-config', postcssConfigPlugin),
    // Each page's HTML names its own scripts, fetched alongside main.js.
    ...speedLayerOnly('page-scripts', pageScriptsPlugin),
    // Most pages' route data is loaded with the page, not in the main bundle: it stays the same size as the site grows.
    ...speedLayerOnly('lazy-routes', lazyRoutesPlugin),
    // The memory bundling leaves behind is released before the pages are rendered.
    ...speedLayerOnly('release-bundler-memory', releaseBundlerMemoryPlugin),
    // The stylesheet every page loads without the rules for classes nothing on the site sets.
    ...speedLayerOnly('purge-css', purgeCssPlugin),
    [searchIndexPlugin, { backend: search }],
    // The home page's and the search page's own CSS load with those pages, not with every page
    // (after search-index, whose modal stylesheet rule it keeps).
    ...speedLayerOnly('page-stylesheets', [pageStylesheetsPlugin, { folders: pageStylesheetFolders } satisfies PageStylesheetsOptions]),
    // Every doc page as Markdown at its URL + .md, and llms.txt / llms-full.txt per version.
    llmsExportPlugin,
    [
      '@docusaurus/plugin-client-redirects',
      {
        // The version roots have no page of their own: send readers to each version's first guide page.
        redirects: [
          { from: '/docs', to: firstGuidePath(latestVersion) },
          { from: '/docs/next', to: firstGuidePath('current') },
        ],
      },
    ],
  ],

  themeConfig: {
    metadata: [{ name: 'keywords', content: 'commandkit, discord.js, discord bot, framework, typescript' }],
    colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false },
    announcementBar: announcement,
    algolia: algoliaThemeConfig(search),
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    navbar: {
      title: siteTitle,
      hideOnScroll: true,
      logo: { alt: 'CommandKit logo', src: 'img/logo.svg', href: '/' },
      items: [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'right' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API Reference', position: 'right' },
        { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
        { type: 'localeDropdown', position: 'right' },
        {
          href: repositoryUrl,
          position: 'right',
          className: 'header-icon-link header-github-link',
          'aria-label': 'CommandKit on GitHub',
          label: 'GitHub',
        },
        {
          href: communityUrl,
          position: 'right',
          className: 'header-icon-link header-discord-link',
          'aria-label': 'CommandKit on Discord',
          label: 'Discord',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'CommandKit logo', src: 'img/logo.svg', href: '/', width: 48, height: 48 },
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Guide', to: firstGuidePath(latestVersion) },
            { label: 'API Reference', to: '/docs/api-reference' },
            { label: 'Next (unreleased)', to: firstGuidePath('current') },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: communityUrl },
            { label: 'GitHub Discussions', href: `${repositoryUrl}/discussions` },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'GitHub', href: repositoryUrl },
            { label: 'npm', href: npmUrl },
            { label: 'Releases', href: `${repositoryUrl}/releases` },
          ],
        },
      ],
      copyright: [
        `<a class="footer__hosting-badge" href="https://vercel.com" rel="noopener noreferrer" target="_blank">`,
        `<img src="${baseUrl}img/hosted-on-vercel.svg" alt="Hosted on Vercel" width="148" height="28" loading="lazy" /></a>`,
        `<p>Copyright © ${new Date().getFullYear()} CommandKit contributors.`,
        `Released under the MIT License. © 2025 Under Ctrl.</p>`,
      ].join(' '),
    },
    // Code is coloured by Prism's token classes (src/css/code-highlight.css, accessible contrast in
    // both modes); empty Prism themes keep the theme from writing colours inline. The speed layer
    // finds the tokens while the site builds; without it, Prism does in the browser, with the
    // languages below beside the ones it bundles.
    prism: { theme: { plain: {}, styles: [] }, darkTheme: { plain: {}, styles: [] }, additionalLanguages: ['bash', 'diff'] },
  } satisfies Preset.ThemeConfig,
};

export default config;
