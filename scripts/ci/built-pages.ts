import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages of a build: its HTML files, relative to the build folder, sorted. Left out: the
 * bundler's assets, and the content files the speed layer writes beside a page
 * (`<page>.content.html`, the page's Markdown part fetched on in-app navigation), which are parts
 * of a page, not pages.
 */
export function builtPages(buildDir: string): string[] {
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('assets/'));
  const pages = new Set(files);
  return files.filter((file) => !(file.endsWith('.content.html') && pages.has(file.replace(/\.content\.html$/, '.html')))).sort();
}
