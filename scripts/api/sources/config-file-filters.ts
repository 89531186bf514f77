import { acceptsValue, type ValueRule } from './install-config-allow-list';

/** A configuration file cut down to the allowed settings, and the keys that were left out. */
export interface FilteredConfig {
  text: string;
  ignored: string[];
}

/**
 * Keeps the allowed `key=value` lines of an `.npmrc` (ini). A line in a `[section]`, a key with
 * a value its rule refuses (an expansion such as `${HOME}` among them) and every other key is
 * left out. `key[]=value` (a list) is checked like `key=value`.
 */
export function filterNpmrc(text: string, allowed: Record<string, ValueRule>): FilteredConfig {
  const kept: string[] = [];
  const ignored: string[] = [];
  let inSection = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (/^\[.*\]$/.test(line)) {
      inSection = true;
      ignored.push(line);
      continue;
    }
    const [, key = line, list = '', value = 'true'] = /^([^=]+?)(\[\])?\s*=\s*(.*)$/.exec(line) ?? [];
    const rule = allowed[key];
    if (!inSection && rule && acceptsValue(rule, unquote(value))) kept.push(`${key}${list}=${value}`);
    else ignored.push(key);
  }
  return { text: kept.length ? `${kept.join('\n')}\n` : '', ignored: unique(ignored) };
}

/**
 * Keeps the allowed top-level keys of a YAML settings file (`.yarnrc.yml`, `pnpm-workspace.yaml`),
 * each with the indented lines below it, without parsing the rest. A `data` key (a workspace's
 * package list or catalog) is kept as written; any other allowed key must hold one value its rule
 * accepts, or a list of them. Whatever is not a plain `key:` line at the top level (documents,
 * anchors on their own, flow mappings) is left out, so nothing unrecognised reaches the tool.
 */
export function filterYamlSettings(text: string, allowed: Record<string, ValueRule | 'data'>): FilteredConfig {
  const blocks: { key: string | undefined; head: string; lines: string[] }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || /^\s*#/.test(line)) continue;
    if (/^\s/.test(line) && blocks.length) {
      blocks[blocks.length - 1].lines.push(line);
      continue;
    }
    const key = /^(["']?)([A-Za-z_][\w-]*)\1\s*:(?:\s|$)/.exec(line)?.[2];
    blocks.push({ key, head: line, lines: [line] });
  }
  const kept: string[] = [];
  const ignored: string[] = [];
  for (const block of blocks) {
    const rule = block.key === undefined ? undefined : allowed[block.key];
    if (rule && (rule === 'data' || acceptsBlock(rule, block.head, block.lines.slice(1)))) kept.push(...block.lines);
    else ignored.push(block.key ?? block.head.trim().slice(0, 40));
  }
  return { text: kept.length ? `${kept.join('\n')}\n` : '', ignored: unique(ignored) };
}

/** `key: value`, `key: [a, b]`, or `key:` followed by `- a` lines. */
function acceptsBlock(rule: ValueRule, head: string, below: string[]): boolean {
  const inline = stripComment(head.slice(head.indexOf(':') + 1)).trim();
  let values: string[];
  if (inline === '') values = below.map((line) => /^\s+-\s+(.*)$/.exec(stripComment(line).trimEnd())?.[1] ?? '\0');
  else if (below.length) return false;
  else if (/^\[.*\]$/.test(inline)) values = inline.slice(1, -1).split(',');
  else values = [inline];
  return values.length > 0 && values.every((value) => acceptsValue(rule, unquote(value.trim())));
}

function stripComment(text: string): string {
  return text.replace(/\s+#.*$/, '');
}

function unquote(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Yarn 1's `.yarnrc` (`key value` lines) holds nothing about layout: every key is left out. */
export function filterYarnrc(text: string): FilteredConfig {
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => unquote(line.split(/\s+/)[0]));
  return { text: '', ignored: unique(keys) };
}
