import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';

export interface PageStylesheetsOptions {
  /** Folders (from the site's root) whose stylesheets only their own pages use. */
  folders: string[];
}

/**
 * Docusaurus puts the CSS of the whole site into one stylesheet that every page loads (its
 * `styles` chunk group), the home page's and the search page's own CSS modules included. The
 * stylesheets of the folders given here stay with the chunks that import them instead: the page
 * that uses them loads them (its HTML links them; an in-app navigation loads them with the page's
 * chunk), and the other pages do not. Their rules are the site's own, outside Docusaurus's cascade
 * layers, so they win over the theme's whichever stylesheet comes first; and they only style
 * their own pages' classes.
 *
 * Production builds only (`docusaurus start` serves styles another way). It composes with a
 * `styles` group test an earlier plugin set (src/plugins/search-index leaves DocSearch's modal out).
 */
export default function pageStylesheetsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = checkedOptions(rawOptions, context.siteDir);
  return {
    name: 'page-stylesheets',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const splitChunks = config.optimization?.splitChunks as { cacheGroups?: Record<string, { test?: unknown }> } | false | undefined;
      const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
      if (!styles)
        throw new Error(
          'page-stylesheets: Docusaurus defined no "styles" chunk group; update src/plugins/page-stylesheets for this Docusaurus version.',
        );
      const leftOut = options.folders.map((folder) => escapeRegExp(path.join(context.siteDir, folder) + path.sep)).join('|');
      const earlier = styles.test instanceof RegExp ? styles.test.source : undefined;
      // Not in one of the folders, and (if an earlier plugin set a test) matched by that test.
      const test = new RegExp(`^(?!${leftOut})${earlier ? `(?=[\\s\\S]*?(?:${earlier}))` : ''}`);
      return { optimization: { splitChunks: { cacheGroups: { styles: { test } } } } } as Configuration;
    },
  };
}

/** The options, or a one-line error that names the wrong value and what it should be. */
function checkedOptions(rawOptions: unknown, siteDir: string): PageStylesheetsOptions {
  const folders = (rawOptions as { folders?: unknown } | undefined)?.folders;
  if (!Array.isArray(folders) || folders.length === 0 || !folders.every((folder) => typeof folder === 'string' && folder !== '')) {
    throw new Error(
      'page-stylesheets: "folders" must be a non-empty list of folder paths from the site root, e.g. { folders: [\'src/pages\'] }.',
    );
  }
  for (const folder of folders as string[]) {
    if (!existsSync(path.join(siteDir, folder)))
      throw new Error(`page-stylesheets: the folder "${folder}" in "folders" does not exist under ${siteDir}; fix or remove it.`);
  }
  return { folders: folders as string[] };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
