import { escapeCell } from '../output/index-pages';
import { kindOrder } from '../output/kinds';
import { frontMatter } from '../typedoc/front-matter';
import { shorten } from '../typedoc/summary';
import { countChanges, isChangedBeyondDeprecation, type ApiDiff, type ItemDiff, type MemberDiff } from './diff';
import type { ApiModel, ModelItem } from './model';
import type { VersionRef } from './version-order';

export interface ChangesPageContext {
  older: VersionRef;
  newer: VersionRef;
  olderModel: ApiModel;
  newerModel: ApiModel;
}

/**
 * The "API changes since X" page of a version: every item added, removed, newly deprecated or
 * changed since the version before it, by package, then by kind. Added and removed items take one
 * line each (kind and summary); a changed item gets a table of what changed with the older and
 * newer signatures side by side. Names link to the newer version's pages with relative links and
 * to the older version's pages by their URL.
 */
export function renderChangesPage(diff: ApiDiff, context: ChangesPageContext): string {
  const { older, newer } = context;
  const counts = countChanges(diff);
  const packages = [...new Set([...context.newerModel.packages, ...context.olderModel.packages, ...diff.items.map((item) => item.packageName)])];
  const moves = movedItems(diff);
  const sections = packages.flatMap((packageName) => {
    const items = diff.items.filter((item) => item.packageName === packageName);
    return items.length ? packageSection(packageName, items, context, moves) : [];
  });
  const total = describeCounts(counts);
  const body = diff.items.length
    ? [
        `How the API of CommandKit ${newer.label} differs from ${older.label}'s: ${total}, grouped below by package, then by kind.`,
        '',
        `Items are matched by package and name, so an item that moved to another package is listed as removed from one and added to the other. Names link to the ${newer.label} reference; links named ${older.label} go to the ${older.label} reference. Signatures are written as one line of TypeScript each, and long ones are cut (…): the item pages show them in full.`,
        '',
        ...sections,
      ]
    : [`The API of CommandKit ${newer.label} is the same as ${older.label}'s: no item was added, removed, deprecated or changed.`, ''];
  return [
    frontMatter({
      title: `API changes since ${older.label}`,
      sidebar_label: 'API changes',
      description: `What was added to, removed from, deprecated in and changed in the API of CommandKit ${newer.label} since ${older.label}: ${total}.`,
      last_update: context.newerModel.lastUpdate,
      custom_edit_url: null,
    }),
    ...body,
  ].join('\n');
}

/** E.g. "3 items added, 1 removed and 2 changed", leaving out the kinds of change that did not happen. */
export function describeCounts(counts: ReturnType<typeof countChanges>): string {
  const parts = [
    counts.added ? `${counts.added} added` : '',
    counts.removed ? `${counts.removed} removed` : '',
    counts.changed ? `${counts.changed} changed` : '',
    counts.deprecated ? `${counts.deprecated} newly deprecated` : '',
  ].filter(Boolean);
  if (!parts.length) return 'no item changed';
  const first = counts.added + counts.removed + counts.changed + counts.deprecated === 1 ? 'item' : 'items';
  parts[0] = parts[0].replace(/^(\d+) /, `$1 ${first} `);
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function packageSection(packageName: string, items: ItemDiff[], context: ChangesPageContext, moves: Map<ItemDiff, string>): string[] {
  const lines = [`## \`${packageName}\``, '', `${capitalize(describeCounts(countChanges({ items, pairs: [] })))}.`, ''];
  for (const { kind, title } of kindOrder) {
    const ofKind = items.filter((item) => (item.after ?? item.before)!.kind === kind);
    if (ofKind.length) lines.push(...kindSection(title, ofKind, context, moves));
  }
  return lines;
}

function kindSection(title: string, items: ItemDiff[], context: ChangesPageContext, moves: Map<ItemDiff, string>): string[] {
  const { older } = context;
  const lines = [`### ${title}`, ''];
  const list = (label: string, entries: string[]) => {
    if (entries.length) lines.push(`**${label}**`, '', ...entries.map((entry) => `- ${entry}`), '');
  };
  list(
    'Added',
    items.filter((item) => item.status === 'added').map((item) => `${newLink(item.after!)}, ${oneLine(item.after!, moves.get(item))}`),
  );
  list(
    'Removed',
    items.filter((item) => item.status === 'removed').map((item) => `\`${item.name}\` (${oldLink(item.before!, older, older.label)}), ${oneLine(item.before!, moves.get(item))}`),
  );
  list(
    'Deprecated',
    items
      .filter((item) => item.status === 'changed' && item.deprecation === 'deprecated' && !isChangedBeyondDeprecation(item))
      .map((item) => `${newLink(item.after!)} (${oldLink(item.before!, older, older.label)})`),
  );
  const changed = items.filter((item) => item.status === 'changed' && isChangedBeyondDeprecation(item));
  if (changed.length) {
    lines.push('**Changed**', '');
    for (const item of changed) lines.push(...changedItem(item, context));
  }
  return lines;
}

/** One changed item: a heading, its kind and deprecation, and the table of what changed. */
function changedItem(item: ItemDiff, { older, newer }: ChangesPageContext): string[] {
  const before = item.before!;
  const after = item.after!;
  const deprecation =
    item.deprecation === 'deprecated' ? ` · deprecated in ${newer.label}` : item.deprecation === 'undeprecated' ? ` · no longer deprecated` : '';
  const rows: string[] = [];
  if (item.kindChanged || item.signatureChanged) {
    const label = item.kindChanged ? `kind: ${lower(before.declaration)} → ${lower(after.declaration)}` : 'declaration';
    rows.push(row(label, before.signatures, after.signatures));
  }
  for (const member of item.members) rows.push(row(memberLabel(member), member.before ?? [], member.after ?? []));
  return [
    `#### ${newLink(after)}`,
    '',
    `${after.declaration}${deprecation} · ${oldLink(before, older, `${older.label} page`)}`,
    '',
    `| Change | ${older.label} | ${newer.label} |`,
    '| --- | --- | --- |',
    ...rows,
    '',
  ];
}

function memberLabel(member: MemberDiff): string {
  const what = [
    member.status === 'unchanged' ? '' : member.status,
    member.deprecation === 'deprecated' ? 'deprecated' : member.deprecation === 'undeprecated' ? 'no longer deprecated' : '',
  ].filter(Boolean);
  return `${codeSpan(member.name)} ${member.kind}, ${what.join(', ')}`;
}

function row(label: string, before: readonly string[], after: readonly string[]): string {
  const shown = before.map((text, i) => abbreviate(text, after[i]));
  const shownAfter = after.map((text, i) => abbreviate(text, before[i]));
  return `| ${label} | ${signatureCell(shown)} | ${signatureCell(shownAfter)} |`;
}

/** Longer signatures are cut: the item pages have them in full. */
const longSignature = 160;

/**
 * A long signature cut to a readable length. Beside its counterpart in the other version it is
 * cut around the first difference, so the two cells show where they differ, not a shared start.
 */
function abbreviate(text: string, other: string | undefined): string {
  if (text.length <= longSignature && (other === undefined || other.length <= longSignature)) return text;
  let common = 0;
  if (other !== undefined) while (common < text.length && text[common] === other[common]) common++;
  const start = common > longSignature / 2 ? common - 40 : 0;
  const rest = text.slice(start);
  const head = start > 0 ? `…${rest}` : rest;
  return head.length > longSignature ? `${head.slice(0, longSignature - 1)}…` : head;
}

/** Signatures in a table cell: one code span per line; a pipe inside is escaped for the table. */
function signatureCell(signatures: readonly string[]): string {
  return signatures.length ? signatures.map((signature) => codeSpan(signature).replace(/\|/g, '\\|')).join('<br />') : '—';
}

/** A code span that holds any text: its fence is longer than any backtick run inside. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function newLink(item: ModelItem): string {
  return `[\`${item.name}\`](./${item.path}.md)`;
}

function oldLink(item: ModelItem, older: VersionRef, text: string): string {
  return `[${text}](${older.docsUrl}/api-reference/${item.path})`;
}

/** An added or removed item's line after its name: its kind, where it moved, and its summary. */
function oneLine(item: ModelItem, movedTo: string | undefined): string {
  const summary = item.summary ? `: ${escapeCell(shorten(item.summary, 110))}` : '';
  return `${lower(item.declaration)}${movedTo ? ` (${movedTo})` : ''}${summary}`;
}

/** Items removed from one package and added to another under the same name and kind. */
function movedItems(diff: ApiDiff): Map<ItemDiff, string> {
  const moves = new Map<ItemDiff, string>();
  const removed = diff.items.filter((item) => item.status === 'removed');
  for (const added of diff.items.filter((item) => item.status === 'added')) {
    const from = removed.find((item) => item.name === added.name && item.before!.declaration === added.after!.declaration && !moves.has(item));
    if (!from) continue;
    moves.set(added, `moved from \`${from.packageName}\``);
    moves.set(from, `moved to \`${added.packageName}\``);
  }
  return moves;
}

function lower(text: string): string {
  return text.toLowerCase();
}

function capitalize(text: string): string {
  return text ? `${text[0].toUpperCase()}${text.slice(1)}` : text;
}
