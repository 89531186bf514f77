import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from '../errors';
import { changesDocName, changesPageFile } from '../output/changes-page-id';
import { withChangesLink } from '../output/index-pages';
import { withChangesEntry, type ApiSidebar } from '../output/sidebar';
import { countChanges } from './diff';
import { historyLine, setHistoryLine } from './history-line';
import { readModel, type ApiModel } from './model';
import { describeCounts, renderChanges } from './render-changes';
import { buildTimeline, type VersionHistory } from './timeline';
import { orderVersions, type VersionRef } from './version-order';

/** Where one version's API reference is read from: its docs folder, or this run's staging folder. */
export interface HistoryInput {
  name: string;
  dir: string;
}

/** A file to write (or, without content, to delete). */
export interface FileEdit {
  file: string;
  content?: string;
}

export interface HistoryPlan {
  edits: FileEdit[];
  /** Versions left out of the history because they have no API model yet, for the log. */
  missing: string[];
}

/**
 * The history phase: from every version's API model, the changes page of each version but the
 * oldest, the overview's link and the sidebar's entry for it, and the "Added in" line of every
 * item page. It only reads; the edits it returns are the files whose bytes must change, so a run
 * that changes nothing writes nothing. It runs after all versions of a run are generated, over
 * every version of the site, so a regenerated version also updates the versions that follow it.
 */
export function planHistory(siteDir: string, inputs: readonly HistoryInput[], sidebarFile: string, folder: string): HistoryPlan {
  const dirs = new Map(inputs.map((input) => [input.name, input.dir]));
  const missing: string[] = [];
  const available: { version: VersionRef; model: ApiModel }[] = [];
  for (const version of orderVersions(
    siteDir,
    inputs.map((input) => input.name),
  )) {
    const dir = dirs.get(version.name)!;
    if (!existsSync(dir)) continue;
    const model = readModel(dir);
    if (model) available.push({ version, model });
    else missing.push(version.label);
  }
  const timeline = buildTimeline(available);
  const edits = timeline.flatMap((history) =>
    versionEdits(history, timeline[0].version, dirs.get(history.version.name)!, sidebarFile, folder),
  );
  return { edits, missing };
}

function versionEdits(history: VersionHistory, oldest: VersionRef, dir: string, sidebarFile: string, folder: string): FileEdit[] {
  const edits: FileEdit[] = [];
  const propose = (file: string, content: string | undefined) => {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (current !== content) edits.push({ file, content });
  };
  const { previous } = history;
  const changes =
    previous &&
    renderChanges(previous.diff, {
      older: previous.version,
      newer: history.version,
      olderModel: previous.model,
      newerModel: history.model,
    });
  // Last run's changes pages that are not written again (a package without changes now) go.
  for (const file of existingChangesFiles(dir)) {
    if (!changes?.files.has(file)) propose(path.join(dir, file), undefined);
  }
  for (const [file, content] of changes?.files ?? []) propose(path.join(dir, file), content);
  const sidebarPath = path.join(dir, sidebarFile);
  const sidebar = JSON.parse(readRequired(sidebarPath)) as ApiSidebar;
  propose(sidebarPath, `${JSON.stringify(withChangesEntry(sidebar, folder, changes), null, 2)}\n`);

  const overviewPath = path.join(dir, 'index.md');
  const paragraph = previous && overviewParagraph(previous.version, countChanges(previous.diff));
  propose(overviewPath, withChangesLink(readRequired(overviewPath), paragraph));

  for (const item of history.model.items) {
    const file = path.join(dir, `${item.path}.md`);
    propose(file, setHistoryLine(readRequired(file), historyLine(history.items.get(item)!, oldest), path.relative(dir, file)));
  }
  return edits;
}

function overviewParagraph(older: VersionRef, counts: ReturnType<typeof countChanges>): string {
  return `**Changes since ${older.label}:** ${describeCounts(counts)}, listed on [API changes since ${older.label}](./${changesPageFile}).`;
}

/** The changes pages in a version's folder, relative to it. */
function existingChangesFiles(dir: string): string[] {
  const files = existsSync(path.join(dir, changesPageFile)) ? [changesPageFile] : [];
  const folder = path.join(dir, changesDocName);
  if (existsSync(folder)) files.push(...readdirSync(folder).map((name) => `${changesDocName}/${name}`));
  return files;
}

function readRequired(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new GeneratorError(
      `${file} is missing, though the version's API model lists it: regenerate the version with \`npm run api -- --force\`.`,
    );
  }
}

/** Writes the edits, each file replaced in one rename so a reader never sees half of it. */
export function writeEdits(edits: readonly FileEdit[]): void {
  for (const { file, content } of edits) {
    if (content === undefined) {
      rmSync(file, { force: true });
      // A folder of package pages left empty goes too.
      const folder = path.dirname(file);
      if (path.basename(folder) === changesDocName && readdirSync(folder).length === 0) rmdirSync(folder);
      continue;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  }
}
