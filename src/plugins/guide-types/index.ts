import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheVersionNaming, filesIn } from '../bundler-cache-version';
import { GUIDE_VERSIONS, ROOT } from './project/guide-project';
import remarkGuideTypes from './remark-guide-types';
import { CACHE_DIR, ensureGuideTypes } from './types-cache';
import rehypeTypeRefStyles from './type-ref-styles';

export { remarkGuideTypes, rehypeTypeRefStyles };

export interface GuideTypesOptions {
  /** Whether the stock code block renders the links (the speed layer's highlighter does otherwise). */
  theme: boolean;
}

/**
 * The guides' code blocks link each identifier the API reference documents to its page, with its
 * type as the compiler sees it (README, "Links and types in code blocks"). The Markdown side
 * (remark-guide-types.ts, type-ref-styles.ts) is given to the docs plugin; this plugin gives the
 * stock code block (speed layer off) the wrappers that render the links, and makes the bundler's
 * persistent cache start afresh when the types or the API reference change, which it cannot see in
 * a page's Markdown. Could go if Docusaurus's code block rendered annotations a remark plugin gives
 * a block.
 */
export default function guideTypesPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as Partial<GuideTypesOptions> | undefined;
  if (typeof options?.theme !== 'boolean') throw new Error('guide-types: the option "theme" must be true or false.');
  return {
    name: 'guide-types',
    ...(options.theme && { getThemePath: () => path.join(__dirname, 'theme') }),
    // Before the bundler's config is made, whose cache version names the type files.
    async loadContent() {
      ensureGuideTypes();
    },
    configureWebpack(config) {
      const typeFiles = GUIDE_VERSIONS.flatMap((version) => {
        const dir = path.join(CACHE_DIR, version.name);
        const models = path.join(ROOT, version.apiDir, 'api-model.json');
        return [...(fs.existsSync(dir) ? filesIn(dir) : []), ...(fs.existsSync(models) ? [models] : [])];
      });
      return cacheVersionNaming(config, 'guide-types', [...filesIn(__dirname), ...typeFiles]);
    },
  };
}
