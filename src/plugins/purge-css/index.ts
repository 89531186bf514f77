import type { Plugin } from '@docusaurus/types';
import type { Compilation, Compiler } from '@rspack/core';
import type { WebpackPluginInstance } from 'webpack';
import { checkUpstreamFiles, type UpstreamFile } from '../upstream-files';
import { withoutUnreadCustomProperties, withoutUnusedRules } from './unused-rules';

const piece = 'purge-css';

/**
 * Where Docusaurus composes the page classes that no script writes whole (composedPageClass
 * below): if it composes them elsewhere, or composes others, the rules written for them must be
 * found again before purging can be trusted.
 */
const composingFiles: UpstreamFile[] = [
  { piece, package: '@docusaurus/theme-common', file: 'lib/utils/metadataUtils.js', contains: ['`plugin-${', '`plugin-id-${'] },
  { piece, package: '@docusaurus/plugin-content-docs', file: 'lib/versions/version.js', contains: ['`docs-version-${'] },
  { piece, package: '@docusaurus/theme-classic', file: 'lib/theme/DocItem/index.js', contains: ['`docs-doc-id-${'] },
];

/**
 * The stylesheet every page loads, without the rules for classes nothing on the site sets, and
 * without the custom properties nothing reads.
 *
 * Infima, the theme's CSS framework, comes whole: grid offsets, spacing utilities, pills, tabs,
 * avatars… Every class an element of this site can carry is written out in the browser bundle's
 * scripts: the theme's and the site's components, the pages' compiled Markdown (highlighted code
 * included; for a page sent as HTML, the list of classes its Markdown module keeps) and the
 * sidebars' data. So a rule that needs a class appearing in no script matches
 * nothing, before or after hydration, and goes: 2.2 KB gzip of 18.9 when it was written. A page
 * that starts using a class brings it into the scripts, and its rule stays. The page classes
 * Docusaurus composes from a plugin's, a version's or a doc's name are kept whatever they name.
 *
 * It runs on the production browser build, after minification and before the real content
 * hashes, so the stylesheet's file name is the hash of what it holds and the pages link to that.
 */
export default function purgeCssPlugin(): Plugin {
  checkUpstreamFiles(composingFiles);
  return {
    name: 'purge-css',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const plugin = new PurgeEntryStylesheets();
      // Docusaurus types bundler plugins as webpack's; the site builds with Rspack (future.faster).
      return { plugins: [plugin as unknown as WebpackPluginInstance] };
    },
  };
}

/** The Rspack plugin: in production builds, purges the entry stylesheets once they are minified. */
export class PurgeEntryStylesheets {
  apply(compiler: Compiler): void {
    if (compiler.options.mode !== 'production') return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('purge-css', (compilation) =>
      // After the minifiers (OPTIMIZE_SIZE), before the real content hashes (OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap({ name: 'purge-css', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 }, () =>
        purgeEntryStylesheets(compilation, sources.RawSource),
      ),
    );
  }
}

/**
 * Every word of the build's scripts that could be a class name, and of its Markdown modules as
 * the loaders left them: a doc page sent as HTML (src/plugins/static-markdown) lists its classes
 * there, in a comment the minifier drops. And the class names of every CSS module the bundle
 * imports, from the module the CSS extractor writes for it (`export default {"img":"img_ev3q"}`):
 * a stylesheet imported without its component (static-markdown imports the MDX components' styles
 * for the HTML the server rendered with them) has no script that names its classes.
 */
function scriptWords(compilation: Compilation): Set<string> {
  const words = new Set<string>();
  const addWords = (text: string) => {
    for (const word of text.match(/[\w-]+/g) ?? []) words.add(word);
  };
  for (const asset of compilation.getAssets()) if (asset.name.endsWith('.js')) addWords(asset.source.source().toString());
  for (const module of compilation.modules) {
    if (markdownModule.test(module.identifier()) || cssModule.test(module.identifier()))
      addWords(module.originalSource()?.source().toString() ?? '');
  }
  return words;
}

const markdownModule = /\.mdx?(?:\?.*)?$/i;
const cssModule = /\.module\.css$/i;

/**
 * The page classes Docusaurus composes at run time, which no script writes whole: `plugin-<name>`
 * and `plugin-id-<id>` on every page, `docs-version-<version>` and `docs-doc-id-<doc id>` on doc
 * pages. Docusaurus documents them for custom CSS, so a rule that needs one is kept.
 */
const composedPageClass = /^(?:plugin-|docs-version-|docs-doc-id-)/;

/** The custom properties the build's other stylesheets read with `var()`. */
function propertiesReadOutside(compilation: Compilation, stylesheet: string): Set<string> {
  const read = new Set<string>();
  for (const asset of compilation.getAssets()) {
    if (!asset.name.endsWith('.css') || asset.name === stylesheet) continue;
    for (const [, name] of asset.source
      .source()
      .toString()
      .matchAll(/var\(\s*(--[\w-]+)/g))
      read.add(name);
  }
  return read;
}

/** Purges the stylesheets the entry points load up front (a lazily loaded one is left alone). */
function purgeEntryStylesheets(compilation: Compilation, RawSource: Compiler['webpack']['sources']['RawSource']): void {
  const stylesheets = [...compilation.entrypoints.values()].flatMap((entrypoint) =>
    entrypoint.getFiles().filter((file) => file.endsWith('.css')),
  );
  if (stylesheets.length === 0) return;
  const words = scriptWords(compilation);
  for (const file of new Set(stylesheets)) {
    const asset = compilation.getAsset(file);
    if (!asset) continue;
    const { css: withUsedRules } = withoutUnusedRules(
      asset.source.source().toString(),
      (className) => words.has(className) || composedPageClass.test(className),
    );
    // Then the custom properties only the removed rules read. A lazily loaded stylesheet (the
    // search modal's, a code block's) reads the properties the entry stylesheet declares.
    const readElsewhere = propertiesReadOutside(compilation, file);
    const { css } = withoutUnreadCustomProperties(withUsedRules, (property) => words.has(property) || readElsewhere.has(property));
    compilation.updateAsset(file, new RawSource(css));
  }
}
