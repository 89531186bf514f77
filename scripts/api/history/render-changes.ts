import { changesDocName, changesPageFile } from '../output/changes-page-id';
import { cellCode } from '../output/index-pages';
import { frontMatter } from '../typedoc/front-matter';
import { kindSections } from './change-sections';
import { countChanges, type ApiDiff, type ItemDiff } from './diff';
import type { ApiModel } from './model';
import type { VersionRef } from './version-order';

export interface ChangesPageContext {
  older: VersionRef;
  newer: VersionRef;
  olderModel: ApiModel;
  newerModel: ApiModel;
}

/** The changes pages of a version: their files (relative to `api-reference/`) and the sidebar entry. */
export interface ChangesPages {
  files: Map<string, string>;
  /** The per-package pages in sidebar order, when the changes are split by package. */
  packagePages: { docName: string; label: string }[];
}

/**
 * The "API changes since X" pages of a version: every item added, removed, newly deprecated or
 * changed since the version before it, by package, then by kind. Names link to the newer
 * version's pages with relative links, and to the older version's pages by their URL. When more
 * than one package changed, each package gets its own page (`changes/<package>.md`) and
 * `changes.md` sums them up, which keeps each page light however much of a workspace changed.
 */
export function renderChanges(diff: ApiDiff, context: ChangesPageContext): ChangesPages {
  const { older, newer } = context;
  const moves = movedItems(diff);
  const packages = [
    ...new Set([...context.newerModel.packages, ...context.olderModel.packages, ...diff.items.map((item) => item.packageName)]),
  ]
    .map((name) => ({ name, items: diff.items.filter((item) => item.packageName === name) }))
    .filter((group) => group.items.length > 0);
  const total = describeCounts(countChanges(diff));
  const api = `the API of ${libraryOf(context.newerModel)} ${newer.label}`;
  const head = (title: string, label: string, what: string, items: readonly ItemDiff[]) =>
    frontMatter({
      title,
      sidebar_label: label,
      description: `What was added to, removed from, deprecated in and changed in ${what} since ${older.label}: ${describeCounts(countChanges({ items }))}.`,
      last_update: context.newerModel.lastUpdate,
      custom_edit_url: null,
    });
  const intro = (what: string, items: readonly ItemDiff[]) => [
    `How ${what} differs from ${older.label}: ${describeCounts(countChanges({ items }))}.`,
    '',
    `Items are matched by package and name, so an item that moved to another package is listed as removed from one and added to the other. Names link to the ${newer.label} reference; links named ${older.label} go to the ${older.label} reference. Signatures are written as one line of TypeScript each, and long ones are cut (…): the item pages show them in full.`,
    '',
  ];
  const title = `API changes since ${older.label}`;
  const files = new Map<string, string>();
  if (packages.length === 0) {
    const same = `The API of ${libraryOf(context.newerModel)} ${newer.label} is the same as ${older.label}'s: no item was added, removed, deprecated or changed.\n`;
    files.set(changesPageFile, `${head(title, 'API changes', api, diff.items)}${same}`);
    return { files, packagePages: [] };
  }
  if (packages.length === 1) {
    const sections = packageSection(packages[0].name, packages[0].items, { older, newer, linkBase: './', kindHeading: 3, moves });
    files.set(changesPageFile, [head(title, 'API changes', api, diff.items), ...intro(api, diff.items), ...sections].join('\n'));
    return { files, packagePages: [] };
  }

  const slugs = packageSlugs(packages.map((group) => group.name));
  const rows = packages.map(({ name, items }) => {
    const counts = countChanges({ items });
    return `| [${cellCode(name)}](./${changesDocName}/${slugs.get(name)}.md) | ${counts.added} | ${counts.removed} | ${counts.changed} | ${counts.deprecated} |`;
  });
  files.set(
    changesPageFile,
    [
      head(title, 'API changes', api, diff.items),
      `How ${api} differs from ${older.label}: ${total}. Each package's changes are on a page of their own:`,
      '',
      '| Package | Added | Removed | Changed | Newly deprecated |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
  for (const { name, items } of packages) {
    const what = `the package \`${name}\` of ${libraryOf(context.newerModel)} ${newer.label}`;
    const sections = kindSections(items, { older, newer, linkBase: '../', kindHeading: 2, moves });
    files.set(
      `${changesDocName}/${slugs.get(name)}.md`,
      [
        head(
          `API changes in ${name} since ${older.label}`,
          name,
          `the package ${name} of ${libraryOf(context.newerModel)} ${newer.label}`,
          items,
        ),
        ...intro(what, items),
        ...sections,
      ].join('\n'),
    );
  }
  return { files, packagePages: packages.map(({ name }) => ({ docName: `${changesDocName}/${slugs.get(name)}`, label: name })) };
}

/** The library's name in a version's model; a model from before it was kept names its first package. */
function libraryOf(model: ApiModel): string {
  return model.library ?? model.packages[0];
}

/** One package's changes on the single changes page: a heading with its counts, then its kinds. */
function packageSection(name: string, items: ItemDiff[], context: Parameters<typeof kindSections>[1]): string[] {
  return [`## \`${name}\``, '', `${capitalize(describeCounts(countChanges({ items })))}.`, '', ...kindSections(items, context)];
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
  parts[0] = parts[0].replace(/^(\d+) /, (_, n: string) => `${n} ${n === '1' ? 'item' : 'items'} `);
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** File names for package pages: `@commandkit/redis` → `commandkit-redis`; a clash gets a number. */
function packageSlugs(names: readonly string[]): Map<string, string> {
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of names) {
    const base =
      name
        .replace(/^@/, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'package';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(name, slug);
  }
  return slugs;
}

/** Items removed from one package and added to another under the same name and kind. */
function movedItems(diff: ApiDiff): Map<ItemDiff, string> {
  const moves = new Map<ItemDiff, string>();
  const removed = diff.items.filter((item) => item.status === 'removed');
  for (const added of diff.items.filter((item) => item.status === 'added')) {
    const from = removed.find(
      (item) => item.name === added.name && item.before!.declaration === added.after!.declaration && !moves.has(item),
    );
    if (!from) continue;
    moves.set(added, `moved from \`${from.packageName}\``);
    moves.set(from, `moved to \`${added.packageName}\``);
  }
  return moves;
}

function capitalize(text: string): string {
  return text ? `${text[0].toUpperCase()}${text.slice(1)}` : text;
}
