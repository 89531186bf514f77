import { cellCode, escapeCell } from '../output/index-pages';
import { codeSpan } from '../typedoc/code-span';
import { kindOrder } from '../output/kinds';
import { shorten } from '../typedoc/summary';
import { isChangedBeyondDeprecation, type ItemDiff, type MemberDiff } from './diff';
import type { ModelItem } from './model';
import type { VersionRef } from './version-order';

/** What the sections of a changes page need to know. */
export interface SectionContext {
  older: VersionRef;
  newer: VersionRef;
  /** From the page to the newer version's `api-reference/` folder: `./` or `../`. */
  linkBase: string;
  /** The heading level of a kind; a changed item's heading is one below. */
  kindHeading: number;
  /** Added and removed items that moved between packages, with where to or from. */
  moves: Map<ItemDiff, string>;
}

/**
 * The changes of one package, by kind: the added, removed and newly deprecated items one line
 * each, then each otherwise changed item with a table of its changes, the older and newer
 * signatures side by side.
 */
export function kindSections(items: readonly ItemDiff[], context: SectionContext): string[] {
  const lines: string[] = [];
  for (const { kind, title } of kindOrder) {
    const ofKind = items.filter((item) => (item.after ?? item.before)!.kind === kind);
    if (ofKind.length) lines.push(...kindSection(title, ofKind, context));
  }
  return lines;
}

/**
 * A list of added or removed items longer than this (a new line of a library adds hundreds) is a
 * paragraph of names, as on the overview page: each item's page has its kind and summary, which
 * would make the changes page several times heavier than the pages it links to.
 */
export const summariesUpTo = 40;

function kindSection(title: string, items: ItemDiff[], context: SectionContext): string[] {
  const { older, moves } = context;
  const lines = [`${'#'.repeat(context.kindHeading)} ${title}`, ''];
  const list = (label: string, entries: string[]) => {
    if (entries.length) lines.push(`**${label}**`, '', ...entries.map((entry) => `- ${entry}`), '');
  };
  const names = (label: string, entries: string[]) => lines.push(`**${label}** (${entries.length})`, '', entries.join(' · '), '');
  const added = items.filter((item) => item.status === 'added');
  const moved = (item: ItemDiff) => (moves.has(item) ? ` (${moves.get(item)})` : '');
  if (added.length > summariesUpTo)
    names(
      'Added',
      added.map((item) => `${newLink(item.after!, context)}${moved(item)}`),
    );
  else
    list(
      'Added',
      added.map((item) => `${newLink(item.after!, context)}, ${oneLine(item.after!, moves.get(item))}`),
    );
  const removed = items.filter((item) => item.status === 'removed');
  const removedLink = (item: ItemDiff) => `${codeSpan(item.name)} (${oldLink(item.before!, older, older.label)})`;
  if (removed.length > summariesUpTo)
    names(
      'Removed',
      removed.map((item) => `${removedLink(item)}${moved(item)}`),
    );
  else
    list(
      'Removed',
      removed.map((item) => `${removedLink(item)}, ${oneLine(item.before!, moves.get(item))}`),
    );
  list(
    'Deprecated',
    items
      .filter((item) => item.status === 'changed' && item.deprecation === 'deprecated' && !isChangedBeyondDeprecation(item))
      .map((item) => `${newLink(item.after!, context)} (${oldLink(item.before!, older, older.label)})`),
  );
  const changed = items.filter((item) => item.status === 'changed' && isChangedBeyondDeprecation(item));
  if (changed.length) {
    lines.push('**Changed**', '');
    for (const item of changed) lines.push(...changedItem(item, context));
  }
  return lines;
}

/** One changed item: a heading, its kind and deprecation, and the table of what changed. */
function changedItem(item: ItemDiff, context: SectionContext): string[] {
  const { older, newer } = context;
  const before = item.before!;
  const after = item.after!;
  const deprecation =
    item.deprecation === 'deprecated'
      ? ` · deprecated in ${newer.label}`
      : item.deprecation === 'undeprecated'
        ? ` · no longer deprecated`
        : '';
  const rows: string[] = [];
  if (item.kindChanged || item.signatureChanged) {
    const label = item.kindChanged ? `kind: ${lower(before.declaration)} → ${lower(after.declaration)}` : 'declaration';
    rows.push(row(label, before.signatures, after.signatures));
  }
  for (const member of item.members) rows.push(row(memberLabel(member), member.before ?? [], member.after ?? []));
  return [
    `${'#'.repeat(context.kindHeading + 1)} ${newLink(after, context)}`,
    '',
    `${after.declaration}${deprecation} · ${oldLink(before, older, `${older.label} page`)}`,
    '',
    // An item whose only change is a lifted deprecation has no rows.
    ...(rows.length ? [`| Change | ${older.label} | ${newer.label} |`, '| --- | --- | --- |', ...rows, ''] : []),
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
  return signatures.length ? signatures.map(cellCode).join('<br />') : '—';
}

function newLink(item: ModelItem, context: SectionContext): string {
  return `[${codeSpan(item.name)}](${context.linkBase}${item.path}.md)`;
}

function oldLink(item: ModelItem, older: VersionRef, text: string): string {
  return `[${text}](${older.docsUrl}/api-reference/${item.path})`;
}

/** An added or removed item's line after its name: its kind, where it moved, and its summary. */
function oneLine(item: ModelItem, movedTo: string | undefined): string {
  const summary = item.summary ? `: ${escapeCell(shorten(item.summary, 110))}` : '';
  return `${lower(item.declaration)}${movedTo ? ` (${movedTo})` : ''}${summary}`;
}

function lower(text: string): string {
  return text.toLowerCase();
}
