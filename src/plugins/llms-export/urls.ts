import path from 'node:path';

/** The URL path of a page's Markdown twin: `/docs/a` → `/docs/a.md` (`/docs/b/` → `/docs/b.md`). */
export function markdownPath(permalink: string): string {
  const bare = permalink.replace(/\/+$/, '');
  return `${bare || '/index'}.md`;
}

/** A file at the root of a version's URL space: `/docs/next` + `llms.txt` → `/docs/next/llms.txt`. */
export function filePathUnder(root: string, name: string): string {
  return `${root.replace(/\/+$/, '')}/${name}`;
}

/** Where a URL path of the site lands in the build output (the base URL is the output's root). */
export function outputFileOf(outDir: string, baseUrl: string, urlPath: string): string {
  const relative = urlPath.startsWith(baseUrl) ? urlPath.slice(baseUrl.length) : urlPath.replace(/^\/+/, '');
  return path.join(outDir, ...relative.split('/'));
}
