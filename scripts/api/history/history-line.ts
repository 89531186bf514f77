import { GeneratorError } from '../errors';
import type { ItemHistory } from './timeline';
import type { VersionRef } from './version-order';
import { changesDocName } from '../output/changes-page-id';

/**
 * The version line of item pages. Like the overview's link to the changes page and its sidebar
 * entry, it is set by the history phase after TypeDoc: setting it replaces what an earlier run
 * put there, so a fresh page and last run's page come out the same, and a page whose history did
 * not change keeps its bytes.
 */

const historyLinePattern = /^\*\*(Added in|Available since)\*\* /;

/** The line under an item's kind badge, e.g. `**Added in** 0.2.0 · **Changed in** Next`. */
export function historyLine(history: ItemHistory, oldest: VersionRef): string {
  const added = history.addedIn
    ? `**Added in** ${changesLink(history.addedIn)}`
    : `**Available since** ${oldest.label}, the oldest version documented here`;
  const changed = history.changedIn.length ? ` · **Changed in** ${history.changedIn.map(changesLink).join(', ')}` : '';
  return `${added}${changed}`;
}

/** A version's label linking to its changes page (every version but the oldest has one). */
function changesLink(version: VersionRef): string {
  return `[${version.label}](${version.docsUrl}/api-reference/${changesDocName})`;
}

/** Puts the version line just above the page's `**Package:**` line, replacing last run's. */
export function setHistoryLine(page: string, line: string, file: string): string {
  const lines = page.split('\n');
  const packageLine = lines.findIndex((text) => text.startsWith('**Package:** '));
  if (packageLine === -1)
    throw new GeneratorError(
      `The API page ${file} has no "**Package:**" line to put its version history above: regenerate it with \`npm run api -- --force\`.`,
    );
  if (packageLine >= 2 && historyLinePattern.test(lines[packageLine - 2]) && lines[packageLine - 1] === '') {
    lines[packageLine - 2] = line;
  } else {
    lines.splice(packageLine, 0, line, '');
  }
  return lines.join('\n');
}
