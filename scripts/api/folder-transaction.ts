import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from './errors';
import { keepCopy, makeFolders, moveFile, partialPathOf } from './move-file';

/** One change to a folder: a file to put in place (from another file, or from bytes), or one to delete. */
export type FolderChange = { file: string; from: string } | { file: string; content: string } | { file: string; remove: true };

/**
 * Where a transaction keeps its files: inside the folder it changes, so on the same file system
 * (every move into place is a rename) and under the same .gitignore line. The folder starts with
 * a dot and its files have no extension, so Docusaurus neither reads them as docs nor reloads for
 * them while they come and go.
 */
export const transactionFolderName = '.swap';

/** What a rollback needs; written once every new file and every backup is ready. */
interface Journal {
  /** The folder did not exist before: a rollback removes it again. */
  createdFolder: boolean;
  /** In the order of the moves; entry i's new file is `new/i`, its previous file `old/i`. */
  entries: { file: string; put: boolean; hadOld: boolean }[];
}

/**
 * Applies `changes` to `folder` all or nothing. First, with the folder untouched, each new file is
 * brought into the transaction folder (renamed, or copied from another file system) and each file
 * to be replaced or deleted is kept there (a hard link), then a journal is written. Then each file
 * goes into place with one rename, so a reader (the dev server) sees one event per changed file,
 * and any error rolls every file back to what it was. A run killed during the moves leaves the
 * journal: `repairInterrupted` at the start of the next run rolls back in the same way. Changes
 * are applied in order; put the file that marks the folder as current (the stamp) last.
 */
export function applyChanges(folder: string, changes: readonly FolderChange[]): void {
  repairInterrupted(folder);
  if (changes.length === 0) return;
  const createdFolder = !existsSync(folder);
  const transaction = path.join(folder, transactionFolderName);
  const slot = (side: 'new' | 'old', index: number) => path.join(transaction, side, String(index));
  let journal: Journal;
  try {
    makeFolders(path.join(transaction, 'new'));
    makeFolders(path.join(transaction, 'old'));
    journal = {
      createdFolder,
      entries: changes.map((change, index) => {
        const target = path.join(folder, change.file);
        const hadOld = isFile(target);
        try {
          if ('from' in change) moveFile(change.from, slot('new', index));
          else if ('content' in change) writeFileSync(slot('new', index), change.content);
          if (hadOld) keepCopy(target, slot('old', index));
        } catch (error) {
          throw aboutPage(error, target);
        }
        return { file: change.file, put: !('remove' in change), hadOld };
      }),
    };
    const written = path.join(transaction, 'journal.json.partial');
    writeFileSync(written, JSON.stringify(journal));
    renameSync(written, path.join(transaction, 'journal.json'));
  } catch (error) {
    // Nothing in the folder has changed yet.
    discard(folder, createdFolder);
    throw error;
  }
  try {
    journal.entries.forEach((entry, index) => {
      const target = path.join(folder, entry.file);
      if (entry.put) {
        makeFolders(path.dirname(target));
        moveFile(slot('new', index), target);
      } else {
        rmSync(target, { force: true });
      }
    });
  } catch (error) {
    rollBackOrExplain(folder, error);
    throw error;
  }
  rmSync(path.join(transaction, 'journal.json'));
  discard(folder, false);
}

/**
 * Rolls back a transaction a killed run left in `folder` (or drops one that had not started
 * moving), so the folder holds exactly its files from before that run. Returns whether there was
 * one. Cheap when there is none: one existence check.
 */
export function repairInterrupted(folder: string): boolean {
  const transaction = path.join(folder, transactionFolderName);
  if (!existsSync(transaction)) return false;
  if (existsSync(path.join(transaction, 'journal.json'))) rollBack(folder);
  else discard(folder, onlyHoldsTransaction(folder));
  return true;
}

function rollBack(folder: string): void {
  const transaction = path.join(folder, transactionFolderName);
  const journal = JSON.parse(readFileSync(path.join(transaction, 'journal.json'), 'utf8')) as Journal;
  const slot = (side: 'new' | 'old', index: number) => path.join(transaction, side, String(index));
  for (let index = journal.entries.length - 1; index >= 0; index--) {
    const entry = journal.entries[index];
    const target = path.join(folder, entry.file);
    rmSync(partialPathOf(target), { force: true });
    // A new file whose slot is empty was moved in (see moveFile); one still there never was.
    const changed = entry.put ? !existsSync(slot('new', index)) : !isFile(target);
    if (!changed) continue;
    if (entry.hadOld) {
      makeFolders(path.dirname(target));
      moveFile(slot('old', index), target);
    } else {
      rmSync(target, { force: true });
    }
  }
  rmSync(path.join(transaction, 'journal.json'));
  discard(folder, journal.createdFolder);
}

/** After a failed move: roll back, or, if even that fails, say so; the journal stays for the next run. */
function rollBackOrExplain(folder: string, cause: unknown): void {
  try {
    rollBack(folder);
  } catch (error) {
    throw new GeneratorError(
      `Moving the new pages into ${folder} failed (${(cause as Error).message}), and so did putting the previous ones back (${(error as Error).message}): fix the cause, then run again; the next run finishes putting them back first.`,
      { cause },
    );
  }
}

/** Removes the transaction folder, the folders its moves left empty and, if asked, `folder` itself when empty. */
function discard(folder: string, removeFolder: boolean): void {
  rmSync(path.join(folder, transactionFolderName), { recursive: true, force: true });
  if (!existsSync(folder)) return;
  removeEmptyFolders(folder);
  if (removeFolder && readdirSync(folder).length === 0) rmdirSync(folder);
}

/** A folder made by a transaction that was killed before its journal: nothing but the transaction in it. */
function onlyHoldsTransaction(folder: string): boolean {
  return readdirSync(folder).every((name) => name === transactionFolderName);
}

/** Removes the folders below `dir` that no file is left in (deepest first). */
export function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = path.join(dir, entry.name);
    removeEmptyFolders(child);
    if (readdirSync(child).length === 0) rmdirSync(child);
  }
}

/**
 * A failure while filling the transaction folder (a full disk, say) names the page it was for:
 * the slot's own name (`.swap/new/12`) would tell the user nothing.
 */
function aboutPage(error: unknown, page: string): unknown {
  if (error && typeof error === 'object' && 'code' in error) Object.assign(error, { path: page, dest: undefined });
  return error;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
