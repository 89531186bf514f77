/**
 * Runs the llms export's functions for Jest, which cannot load them: they parse Markdown with
 * micromark, an ES module only package, and Jest compiles tests to CommonJS.
 * Usage: node --import tsx llms-child.ts, with a JSON `LlmsRequest` on stdin; prints the `LlmsResponse`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, postprocess, preprocess } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
import { escapeMdx } from '../../../../scripts/api/typedoc/mdx-escape';
import { BuildCache } from '../../../../src/plugins/build-cache';
import { exportFiles } from '../../../../src/plugins/llms-export/export-files';
import { createLinkResolver } from '../../../../src/plugins/llms-export/link-resolver';
import { mapProse } from '../../../../src/plugins/llms-export/map-prose';
import { unescapeMdx } from '../../../../src/plugins/llms-export/mdx-unescape';
import { pageMarkdown, renderPage, type PageMarkdown } from '../../../../src/plugins/llms-export/page-markdown';
import type { ExportSite } from '../../../../src/plugins/llms-export/types';
import type { LlmsRequest, LlmsResponse } from './run-llms';

async function main(request: LlmsRequest): Promise<LlmsResponse> {
  const site = request.site && relinked(request.site);
  const pages: Record<string, string> = {};
  if (site && request.pages) {
    const docs = new Map(site.versions.flatMap((version) => version.docs).map((doc) => [doc.id, doc]));
    const resolve = createLinkResolver(site);
    for (const [name, { source, from }] of Object.entries(request.pages))
      pages[name] = renderPage(pageMarkdown(source, docs.get(from)!, resolve));
  }
  const rawHtml = Object.fromEntries(
    Object.entries({ ...pages, ...request.markdown }).map(([name, markdown]) => [name, rawHtmlOf(markdown)]),
  );
  const roundTrips = (request.roundTrips ?? []).map((sample) => mapProse(escapeMdx(sample), unescapeMdx));
  let files: Record<string, string> | undefined;
  if (site && request.sources) {
    const { sources, siteDir = '' } = request;
    const read = async (file: string) => {
      const text = sources[path.relative(siteDir, file).split(path.sep).join('/')];
      if (text === undefined) throw new Error(`no source ${file}`);
      return text;
    };
    const cache = request.cache && (await BuildCache.open<PageMarkdown>(request.cache.file, request.cache.inputs));
    files = Object.fromEntries(await exportFiles(site, read, cache));
    await cache?.save();
  }
  return { pages, rawHtml, roundTrips, files };
}

/**
 * The raw HTML a reader of plain Markdown (CommonMark and GitHub's tables) would get from a page:
 * each HTML block or inline tag, comment or declaration, as written.
 */
function rawHtmlOf(markdown: string): string[] {
  const events = postprocess(
    parse({ extensions: [gfm()] })
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
  return events
    .filter(([kind, token]) => kind === 'enter' && (token.type === 'htmlFlow' || token.type === 'htmlText'))
    .map(([, token]) => markdown.slice(token.start.offset, token.end.offset));
}

/** The site as collect-site.ts makes it: a section lists the very doc objects of its version, not copies. */
function relinked(site: ExportSite): ExportSite {
  const versions = site.versions.map((version) => {
    const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    return {
      ...version,
      sections: version.sections.map((section) => ({ ...section, docs: section.docs.map((doc) => byId.get(doc.id)!) })),
    };
  });
  return { ...site, versions };
}

main(JSON.parse(readFileSync(0, 'utf8')) as LlmsRequest).then(
  (response) => process.stdout.write(JSON.stringify(response)),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  },
);
