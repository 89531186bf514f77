import type { ExportedName } from './exported-kinds';
import type { ApiFact } from './facts-table';
import { describeFactKind, kindMismatch } from './kind-match';
import type { ResolvedImportPath } from './resolve-import-paths';

/** Names of one import path that do not match the table yet, by what is wrong today. */
export interface PendingNames {
  /** Not exported by that import path (or the import path does not exist). */
  missing?: readonly string[];
  /** Exported, but of another kind than the table's. */
  wrongKind?: readonly string[];
}

/** A name that will never match the table, and why. */
export interface DeliberateException {
  importPath: string;
  name: string;
  /** Why 1.0's form cannot or should not be matched. */
  reason: string;
  /** The guide page where a user meets the difference (path under docs/). */
  guidePage: string;
}

export interface CoverageInput {
  facts: readonly ApiFact[];
  /** Import paths in table order. */
  importPaths: readonly string[];
  resolved: readonly ResolvedImportPath[];
  exports: ReadonlyMap<string, ReadonlyMap<string, ExportedName>>;
  pending: Readonly<Record<string, PendingNames>>;
  exceptions: readonly DeliberateException[];
  /** File names for messages. */
  files: { facts: string; pending: string; exceptions: string };
}

export interface PathCoverage {
  importPath: string;
  names: number;
  matching: number;
  missing: number;
  wrongKind: number;
  exceptions: number;
}

export interface CoverageResult {
  rows: PathCoverage[];
  total: PathCoverage;
  /** One line per problem; empty when the library matches the table, the pending list and the exceptions. */
  problems: string[];
}

type Status = { state: 'matching' } | { state: 'missing'; detail: string } | { state: 'wrong kind'; detail: string };

/**
 * Measures every (import path, name) of the table against our exports. The pending list is a
 * ratchet: a listed name must still be in the state it is listed with, so the list shrinks as
 * names are added, and a name added with the wrong kind is caught. Names not on any list must match.
 */
export function measureCoverage(input: CoverageInput): CoverageResult {
  const problems: string[] = [];
  const report = (importPath: string, name: string, text: string) => problems.push(`${importPath}  ${name}: ${text}`);
  const unresolved = new Map(input.resolved.flatMap((entry) => ('problem' in entry ? [[entry.importPath, entry.problem] as const] : [])));
  const pendingState = listedPending(input, report);
  const exceptions = listedExceptions(input, report);

  const rows = input.importPaths.map((importPath): PathCoverage => {
    const row: PathCoverage = { importPath, names: 0, matching: 0, missing: 0, wrongKind: 0, exceptions: 0 };
    for (const fact of input.facts.filter((candidate) => candidate.importPath === importPath)) {
      row.names += 1;
      const status = statusOf(fact, input.exports.get(importPath), unresolved.get(importPath));
      const key = keyOf(importPath, fact.name);
      const wanted = `the table has ${describeFactKind(fact)} (${input.files.facts}:${fact.line})`;
      if (status.state === 'matching') row.matching += 1;
      else if (status.state === 'missing') row.missing += 1;
      else row.wrongKind += 1;

      if (exceptions.has(key)) {
        if (status.state === 'matching')
          report(importPath, fact.name, `now matches the table: remove its deliberate exception from ${input.files.exceptions}`);
        else row.exceptions += 1;
        continue;
      }
      const listed = pendingState.get(key);
      if (listed === undefined) {
        if (status.state !== 'matching')
          report(
            importPath,
            fact.name,
            `${status.detail}; ${wanted}. Fix the export (only a name not added yet may be listed, under \`${listKey(status.state)}\` in ${input.files.pending})`,
          );
      } else if (status.state === 'matching') {
        report(importPath, fact.name, `now matches the table: remove it from \`${listKey(listed)}\` in ${input.files.pending}`);
      } else if (status.state !== listed) {
        report(importPath, fact.name, `listed under \`${listKey(listed)}\` in ${input.files.pending}, but ${status.detail}; ${wanted}`);
      }
    }
    return row;
  });

  const known = new Set(input.facts.map((fact) => keyOf(fact.importPath, fact.name)));
  for (const [keys, file] of [
    [[...pendingState.keys()], input.files.pending],
    [[...exceptions], input.files.exceptions],
  ] as const) {
    for (const key of keys.filter((listed) => !known.has(listed))) {
      const [importPath, name] = splitKey(key);
      report(importPath, name, `listed in ${file}, but the table has no such name at that import path`);
    }
  }

  const total = rows.reduce(
    (sum, row) => ({
      ...sum,
      names: sum.names + row.names,
      matching: sum.matching + row.matching,
      missing: sum.missing + row.missing,
      wrongKind: sum.wrongKind + row.wrongKind,
      exceptions: sum.exceptions + row.exceptions,
    }),
    { importPath: 'all', names: 0, matching: 0, missing: 0, wrongKind: 0, exceptions: 0 },
  );
  return { rows, total, problems };
}

function statusOf(fact: ApiFact, exported: ReadonlyMap<string, ExportedName> | undefined, unresolved: string | undefined): Status {
  if (!exported) return { state: 'missing', detail: `missing: the import path does not resolve (${unresolved ?? 'unknown reason'})` };
  const ours = exported.get(fact.name);
  if (!ours) return { state: 'missing', detail: 'missing' };
  const mismatch = kindMismatch(fact, ours);
  return mismatch ? { state: 'wrong kind', detail: `wrong kind: ours ${mismatch}` } : { state: 'matching' };
}

/** The pending list as one map, checking that no name is listed twice. */
function listedPending(
  input: CoverageInput,
  report: (importPath: string, name: string, text: string) => void,
): Map<string, 'missing' | 'wrong kind'> {
  const states = new Map<string, 'missing' | 'wrong kind'>();
  for (const [importPath, lists] of Object.entries(input.pending)) {
    for (const [state, names] of [
      ['missing', lists.missing ?? []],
      ['wrong kind', lists.wrongKind ?? []],
    ] as const) {
      for (const name of names) {
        const key = keyOf(importPath, name);
        if (states.has(key)) report(importPath, name, `listed twice in ${input.files.pending}`);
        states.set(key, state);
      }
    }
  }
  return states;
}

/** The deliberate exceptions, checking that each says why and where a user reads about it. */
function listedExceptions(input: CoverageInput, report: (importPath: string, name: string, text: string) => void): Set<string> {
  const keys = new Set<string>();
  for (const exception of input.exceptions) {
    const key = keyOf(exception.importPath, exception.name);
    if (!exception.reason.trim() || !exception.guidePage.trim())
      report(
        exception.importPath,
        exception.name,
        `a deliberate exception needs a reason and the guide page that tells users, in ${input.files.exceptions}`,
      );
    if (keys.has(key)) report(exception.importPath, exception.name, `listed twice in ${input.files.exceptions}`);
    keys.add(key);
  }
  for (const [importPath, lists] of Object.entries(input.pending)) {
    for (const name of [...(lists.missing ?? []), ...(lists.wrongKind ?? [])]) {
      if (keys.has(keyOf(importPath, name)))
        report(importPath, name, `both pending (${input.files.pending}) and a deliberate exception (${input.files.exceptions}): keep one`);
    }
  }
  return keys;
}

function listKey(state: 'missing' | 'wrong kind'): 'missing' | 'wrongKind' {
  return state === 'missing' ? 'missing' : 'wrongKind';
}

function keyOf(importPath: string, name: string): string {
  return `${importPath}\u0000${name}`;
}

function splitKey(key: string): [string, string] {
  const [importPath, name] = key.split('\u0000');
  return [importPath, name];
}

/** The coverage as a Markdown table, like the facts file's summary. */
export function formatCoverage(result: CoverageResult): string {
  const percent = (row: PathCoverage) => (row.names ? `${Math.floor((row.matching / row.names) * 1000) / 10} %` : '-');
  const line = (row: PathCoverage, label: string) =>
    `| ${label} | ${row.names} | ${row.matching} | ${percent(row)} | ${row.missing} | ${row.wrongKind} | ${row.exceptions} |`;
  return [
    '| import path | names | matching | coverage | missing | wrong kind | deliberate exceptions |',
    '|---|---|---|---|---|---|---|',
    ...result.rows.map((row) => line(row, `\`${row.importPath}\``)),
    line(result.total, '**all**'),
  ].join('\n');
}
