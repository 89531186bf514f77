import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';

/**
 * Renders a doc's Markdown/MDX body into the HTML structure the indexer reads from built pages
 * (headings with their ids, paragraphs, list items, table rows, admonitions, code blocks), so
 * the dev server's index comes out of the same extractor as the build's. It covers what the
 * docs use, not all of CommonMark: inline Markdown is reduced to its text, JSX tags pass through
 * as HTML elements (their text is kept, like Tabs' panels in a built page), and ESM lines,
 * expressions and front matter are left out, as they are invisible on the page.
 */
export function markdownToHtml(markdown: string): string {
  const lines = stripFrontMatter(markdown).split(/\r?\n/);
  const slugger = createSlugger();
  const out: string[] = [];
  let paragraph: string[] = [];
  let fence: string | undefined;
  let table: 'head' | 'body' | undefined;

  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const endTable = () => {
    if (table) out.push(table === 'head' ? '</thead></table>' : '</tbody></table>');
    table = undefined;
  };

  for (const raw of lines) {
    const line = raw.trim();
    if (fence) {
      if (line.startsWith(fence)) {
        out.push('</pre>');
        fence = undefined;
      }
      continue;
    }
    const fenceOpen = /^(`{3,}|~{3,})/.exec(line);
    if (fenceOpen) {
      flush();
      endTable();
      fence = fenceOpen[1];
      out.push('<pre>');
      continue;
    }
    if (table && !line.startsWith('|')) endTable();
    if (!line) {
      flush();
      continue;
    }
    if (/^(import|export)\s/.test(line) || /^\{.*\}$/.test(line) || /^<!--.*-->$/.test(line)) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      const { text, id } = parseMarkdownHeadingId(heading[2]);
      const plain = textOf(text);
      out.push(`<h${level} id="${escapeAttribute(id ?? slugger.slug(plain))}">${inline(text)}</h${level}>`);
      continue;
    }
    const admonition = /^:::(\w+)\s*(.*)$/.exec(line);
    if (admonition) {
      flush();
      const title = admonition[2].replace(/^\[(.*)\]$/, '$1').trim() || admonition[1];
      out.push(`<div class="admonition"><div>${inline(title)}</div>`);
      continue;
    }
    if (line === ':::') {
      flush();
      out.push('</div>');
      continue;
    }
    if (line.startsWith('|')) {
      flush();
      const cells = splitRow(line);
      if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
      if (!table) {
        out.push('<table><thead>');
        table = 'head';
      } else if (table === 'head') {
        out.push('</thead><tbody>');
        table = 'body';
      }
      out.push(`<tr>${cells.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`);
      continue;
    }
    const item = /^(?:>\s*)*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      out.push(`<li>${inline(item[1])}</li>`);
      continue;
    }
    paragraph.push(line.replace(/^(?:>\s*)+/, ''));
  }
  flush();
  endTable();
  if (fence) out.push('</pre>');
  return out.join('\n');
}

/** The title as a reader sees it, for a heading's slug. */
function textOf(markdown: string): string {
  return inline(markdown)
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Inline Markdown to HTML text: code spans escaped, links and emphasis reduced to their text. */
function inline(text: string): string {
  const codes: string[] = [];
  return text
    .replace(
      /(`+)(.+?)\1/g,
      (_match, _ticks: string, code: string) => `\uE000${codes.push(`<code>${escapeHtml(code.trim())}</code>`) - 1}\uE000`,
    )
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
    .replace(/\{[^{}]*\}/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, (_match, char: string) => escapeHtml(char))
    .replace(/\uE000(\d+)\uE000/g, (_match, index: string) => codes[Number(index)]);
}

/** A table row's cells; `\|` inside a cell is a literal pipe. */
function splitRow(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function stripFrontMatter(markdown: string): string {
  return markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}
