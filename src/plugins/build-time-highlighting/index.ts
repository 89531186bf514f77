import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import rehypeHighlightCode from './rehype-highlight-code';

export { rehypeHighlightCode };

/**
 * Code blocks are coloured while the Markdown compiles (rehype-highlight-code.ts, given to the
 * docs and pages plugins), so Prism and its grammars (about 30 KB gzip) stay out of every page's
 * JavaScript: the theme's client module that imported them gets an empty stand-in.
 */
export default function buildTimeHighlighting(): Plugin {
  return {
    name: 'build-time-highlighting',
    // The code block that shows the coloured lines, and no Prism languages to load (./theme).
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack() {
      return { resolve: { alias: { 'prism-react-renderer$': path.join(__dirname, 'no-prism.ts') } } };
    },
  };
}
