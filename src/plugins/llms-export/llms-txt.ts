import { plainToMarkdown } from './markdown-text';
import { singleLine } from './page-markdown';
import type { ExportDoc, ExportSite, ExportVersion } from './types';
import { filePathUnder, markdownPath } from './urls';

export const indexFileName = 'llms.txt';
export const fullFileName = 'llms-full.txt';

/** How a version is named in prose: "0.1.10, the latest release" or "Next, unreleased". */
export function versionPhrase(version: ExportVersion): string {
  if (version.isLast) return `${version.label}, the latest release`;
  return version.name === 'current' ? `${version.label}, not released yet` : `${version.label}, an earlier release`;
}

/** The absolute URL of a version's llms.txt or llms-full.txt. */
export function versionFileUrl(site: ExportSite, version: ExportVersion, name: string): string {
  return `${site.url}${filePathUnder(version.root, name)}`;
}

/**
 * A `- [Title](url): description` line of the llms.txt convention. Title and description are plain
 * text (an API page's come from the item's name and comment) and are written to show as such.
 */
export function linkLine(title: string, url: string, description?: string): string {
  const text = plainToMarkdown(singleLine(title)).replace(/[[\]]/g, '\\$&');
  const about = description ? plainToMarkdown(singleLine(description)) : '';
  return `- [${text}](${url})${about ? `: ${about}` : ''}`;
}

/**
 * A version's llms.txt (https://llmstxt.org): the project's name as H1, a one-line summary as a
 * blockquote, a short note on what the links lead to, then one H2 per sidebar section listing
 * its pages' Markdown with their descriptions, and last the other versions' files.
 */
export function renderIndex(site: ExportSite, version: ExportVersion): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${singleLine(site.tagline)} This is the documentation of ${site.title} ${versionPhrase(version)}.`,
    '',
    `Each link leads to a page of the documentation as Markdown; the same page as HTML is at that address without \`.md\`. ` +
      `The whole documentation of this version in one file: ${versionFileUrl(site, version, fullFileName)}`,
  ];
  for (const section of version.sections) {
    lines.push('', `## ${section.title}`, '');
    for (const doc of section.docs) lines.push(linkLine(doc.title, docMarkdownUrl(site, doc), doc.description));
  }
  const others = site.versions.filter((other) => other !== version);
  if (others.length > 0) {
    lines.push('', '## Other versions', '');
    for (const other of others) {
      lines.push(
        linkLine(
          `${site.title} ${other.label}: index`,
          versionFileUrl(site, other, indexFileName),
          `the pages of ${site.title} ${versionPhrase(other)}`,
        ),
      );
      lines.push(
        linkLine(
          `${site.title} ${other.label}: full text`,
          versionFileUrl(site, other, fullFileName),
          `every page of ${other.label} in one file`,
        ),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** One page of llms-full.txt: its H1, its URL, then its Markdown. */
export interface FullPage {
  doc: ExportDoc;
  heading: string;
  body: string;
}

/**
 * A version's llms-full.txt: the same heading and summary as its llms.txt, then every listed
 * page in sidebar order, each after a `---` rule and opening with its H1 and the URL of its
 * Markdown.
 */
export function renderFull(site: ExportSite, version: ExportVersion, pages: FullPage[]): string {
  const parts = [
    [
      `# ${site.title}`,
      '',
      `> ${singleLine(site.tagline)} This is the documentation of ${site.title} ${versionPhrase(version)}, every page as Markdown in the order of the sidebars.`,
      '',
      `The list of pages: ${versionFileUrl(site, version, indexFileName)}`,
    ].join('\n'),
  ];
  for (const page of pages) {
    parts.push(['---', '', page.heading, '', `URL: ${docMarkdownUrl(site, page.doc)}`, ...(page.body ? ['', page.body] : [])].join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

export function docMarkdownUrl(site: ExportSite, doc: ExportDoc): string {
  return `${site.url}${markdownPath(doc.permalink)}`;
}
