import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { upstreamPathPattern, type UpstreamFile } from '../upstream-files';

/** The doc theme's Content component, whose MDXContent import static-markdown redirects. */
export const staticMarkdownUpstream: UpstreamFile = {
  piece: 'static-markdown',
  package: '@docusaurus/theme-classic',
  file: 'lib/theme/DocItem/Content/index.js',
  contains: ["from '@theme/MDXContent'"],
};

/** The theme component that shows a static page's HTML in the browser (DocItem/Content). */
export const staticMarkdownThemePath = path.join(__dirname, 'theme');

/**
 * The browser bundle's rules for the docs plugin's Markdown (`include`: its content folders): a
 * page that renders to plain HTML is sent as that HTML, which the browser already has on a first
 * visit, instead of as compiled JavaScript that renders it again; other pages bring the MDX
 * components they need (static-markdown-loader.cjs, run after the MDX loader).
 */
export function staticMarkdownRules(include: RuleSetRule['include']): RuleSetRule[] {
  return [
    { test: /\.mdx?$/i, include, enforce: 'post', use: [path.join(__dirname, 'static-markdown-loader.cjs')] },
    // The doc theme's MDXContent without the components every page would load (mdx-content.tsx).
    {
      test: upstreamPathPattern(staticMarkdownUpstream),
      resolve: { alias: { '@theme/MDXContent': path.join(__dirname, 'mdx-content.tsx') } },
    },
  ];
}
