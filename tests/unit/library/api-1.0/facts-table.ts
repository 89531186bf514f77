/**
 * Reads the facts file of CommandKit 1.0's public API (tests/fixtures/commandkit-1.0-api.md): one
 * `## \`import path\`` section per import path, each a Markdown table of `name | kind | signature |
 * ours`. Only the name, the kind and the signature are facts about 1.0; the `ours` column is a
 * measurement of library-src on the day the file was written, which the check measures afresh.
 */

/** The kinds the facts file uses. `const+type` is one name that is both a value and a type. */
export const factKinds = ['class', 'function', 'const', 'enum', 'interface', 'type', 'const+type'] as const;
export type FactKind = (typeof factKinds)[number];

/** One name exported by one import path of CommandKit 1.0. */
export interface ApiFact {
  importPath: string;
  name: string;
  kind: FactKind;
  /** Exported with `export type`: 1.0 code can use it only as a type. */
  typeOnly: boolean;
  /** The signature or member list as the facts file prints it (`\|` unescaped). */
  signature: string;
  /** 1-based line of the row, for messages. */
  line: number;
}

export interface ApiFacts {
  /** Import paths in the order of their sections. */
  importPaths: string[];
  facts: ApiFact[];
  /** The `names` column of the file's summary table, by import path. */
  summaryCounts: Map<string, number>;
}

const sectionHeading = /^## `([^`]+)`\s*$/;
const kindCell = new RegExp(`^(${factKinds.map((kind) => kind.replace('+', '\\+')).join('|')})( \\(type-only\\))?$`);

/** Parses the facts file; a row it cannot read is an error naming the file and line, never skipped. */
export function parseApiFacts(markdown: string, fileLabel: string): ApiFacts {
  const importPaths: string[] = [];
  const facts: ApiFact[] = [];
  const summaryCounts = new Map<string, number>();
  // The section being read: the summary table, or the import path of a section of names.
  let section: { summary: true } | { importPath: string } | undefined;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^## Summary\s*$/.test(text)) {
      section = { summary: true };
      return;
    }
    const heading = sectionHeading.exec(text);
    if (heading) {
      section = { importPath: heading[1] };
      importPaths.push(heading[1]);
      return;
    }
    if (!section || !text.startsWith('| `')) return;
    const cells = splitRow(text);
    if ('summary' in section) {
      const count = Number(cells[1]);
      if (!Number.isInteger(count)) throw new Error(`${fileLabel}:${line}: the summary row has no name count: "${text}"`);
      summaryCounts.set(unquote(cells[0]), count);
      return;
    }
    if (cells.length !== 4)
      throw new Error(`${fileLabel}:${line}: expected 4 cells (name | kind | signature | ours), found ${cells.length}`);
    const kind = kindCell.exec(cells[1]);
    if (!kind)
      throw new Error(`${fileLabel}:${line}: unknown kind "${cells[1]}" (known: ${factKinds.join(', ')}, optionally "(type-only)")`);
    facts.push({
      importPath: section.importPath,
      name: unquote(cells[0]),
      kind: kind[1] as FactKind,
      typeOnly: kind[2] !== undefined,
      signature: cells[2].replace(/\\\|/g, '|'),
      line,
    });
  });
  return { importPaths, facts, summaryCounts };
}

/** Cells of a table row; `\|` inside a cell (union types) is not a separator. */
function splitRow(text: string): string[] {
  return text
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function unquote(cell: string): string {
  return cell.replace(/^`(.*)`$/, '$1');
}
