import { mismatchKind, mismatchReason } from './mismatch-kinds';
import type { CheckResult } from './signature-program';

/**
 * The signature checks that do not match today, as a ratchet: import path → name → check label →
 * short reason. The reason is for the reader only; the check compares the keys.
 */
export type PendingSignatures = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;

/** Checks of one member that cannot pass, and why (its checks that do pass are fine). */
export interface SignatureException {
  importPath: string;
  name: string;
  /** The member as the labels start: `.member`, `static .member`; covers its `arity` and `param` checks too. */
  member: string;
  reason: string;
}

export interface SignatureJudgement {
  checks: number;
  matching: number;
  pending: number;
  exceptions: number;
  /** One line per problem; empty when the results match the pending list and the exceptions. */
  problems: string[];
  /** How many checks fail (exceptions aside) by kind of mismatch, and in how many members (or functions), most common first. */
  kinds: { kind: string; checks: number; members: number }[];
}

/** File names and the command that rewrites the pending list, for messages. */
export interface RatchetFiles {
  pending: string;
  exceptions: string;
  update: string;
}

/**
 * Compares the results with the pending list and the exceptions. Fails for a check listed as
 * pending that now matches (take it off, so the list only shrinks), a failing check not listed
 * (a new mismatch: fix it), a listed check that no longer exists, and an exception none of whose
 * checks fails.
 */
export function judgeSignatures(
  results: readonly CheckResult[],
  pending: PendingSignatures,
  exceptions: readonly SignatureException[],
  files: RatchetFiles,
): SignatureJudgement {
  const problems: string[] = [];
  const report = (importPath: string, name: string, label: string, text: string) =>
    problems.push(`${importPath}  ${name}  ${label}: ${text}`);
  const listed = new Map(pendingEntries(pending).map((entry) => [keyOf(entry.importPath, entry.name, entry.label), entry]));
  // Exceptions that cover a failing check; the others no longer apply.
  const applied = new Set<SignatureException>();
  const judgement: SignatureJudgement = { checks: results.length, matching: 0, pending: 0, exceptions: 0, problems, kinds: [] };
  const kinds = new Map<string, { checks: number; members: Set<string> }>();

  for (const result of results) {
    const key = keyOf(result.importPath, result.name, result.label);
    const isListed = listed.delete(key);
    const exception = exceptions.find((candidate) => covers(candidate, result));
    if (exception && result.error) applied.add(exception);
    if (result.error && !exception) {
      const kind = kinds.get(mismatchKind(result.error)) ?? { checks: 0, members: new Set<string>() };
      kinds.set(mismatchKind(result.error), {
        checks: kind.checks + 1,
        members: kind.members.add(keyOf(result.importPath, result.name, memberOf(result.label))),
      });
    }

    if (exception && isListed)
      report(
        result.importPath,
        result.name,
        result.label,
        `both pending (${files.pending}) and an exception (${files.exceptions}): keep one`,
      );
    if (!result.error) {
      judgement.matching += 1;
      if (isListed)
        report(
          result.importPath,
          result.name,
          result.label,
          `now matches the 1.0 signature: take it off ${files.pending} (or rewrite the list: ${files.update})`,
        );
    } else if (exception) judgement.exceptions += 1;
    else if (isListed) judgement.pending += 1;
    else {
      report(
        result.importPath,
        result.name,
        result.label,
        `${mismatchReason(result.error)} (a new mismatch with 1.0: fix the library; only when a change means to leave it for later, rewrite ${files.pending}: ${files.update})`,
      );
    }
  }
  for (const entry of listed.values()) {
    report(
      entry.importPath,
      entry.name,
      entry.label,
      `listed in ${files.pending}, but no such check runs (the table has no such member, or the name is not exported): take it off (or rewrite the list: ${files.update})`,
    );
  }
  for (const exception of exceptions.filter((candidate) => !applied.has(candidate))) {
    report(
      exception.importPath,
      exception.name,
      exception.member,
      `an exception in ${files.exceptions}, but no check of that member fails (or runs): remove it`,
    );
  }
  judgement.kinds = [...kinds]
    .map(([kind, { checks, members }]) => ({ kind, checks, members: members.size }))
    .sort((a, b) => b.checks - a.checks || a.kind.localeCompare(b.kind));
  return judgement;
}

/** Today's mismatches as a pending list: every failing check no exception covers, in check order. */
export function collectPending(results: readonly CheckResult[], exceptions: readonly SignatureException[]): PendingSignatures {
  const pending: Record<string, Record<string, Record<string, string>>> = {};
  for (const result of results) {
    if (!result.error || exceptions.some((exception) => covers(exception, result))) continue;
    const names = (pending[result.importPath] ??= {});
    (names[result.name] ??= {})[result.label] = mismatchReason(result.error);
  }
  return pending;
}

/** The source text of pending-signatures.ts holding `pending`. */
export function renderPendingSignatures(pending: PendingSignatures, update: string): string {
  const lines = [
    "import type { PendingSignatures } from './signature-ratchet';",
    '',
    '/**',
    ' * The signature checks of CommandKit 1.0 that library-src does not match yet: import path → name →',
    " * check → the kind of mismatch and the compiler's message. A ratchet (api-1.0-signatures.test.ts",
    ' * fails when a listed check starts to match, and when a check not listed fails), generated from',
    " * the checks' results; the reasons are for the reader, the check compares the keys. To rewrite it",
    ' * after changing the library, run the line below and review the diff (entries should only go):',
    ` *   ${update}`,
    ' */',
    'export const pendingSignatures: PendingSignatures = {',
  ];
  for (const [importPath, names] of Object.entries(pending)) {
    lines.push(`  ${quote(importPath)}: {`);
    for (const [name, checks] of Object.entries(names)) {
      lines.push(`    ${quote(name)}: {`);
      for (const [label, reason] of Object.entries(checks)) lines.push(`      ${quote(label)}: ${quote(reason)},`);
      lines.push('    },');
    }
    lines.push('  },');
  }
  lines.push('};', '');
  return lines.join('\n');
}

function pendingEntries(pending: PendingSignatures): { importPath: string; name: string; label: string }[] {
  return Object.entries(pending).flatMap(([importPath, names]) =>
    Object.entries(names).flatMap(([name, checks]) => Object.keys(checks).map((label) => ({ importPath, name, label }))),
  );
}

/** The member a check belongs to: `.onClick param handler` → `.onClick`; '' for a function's own checks. */
export function memberOf(label: string): string {
  return label.replace(/ ?(?:overload \d+ )?(?:arity|param .*)$/, '');
}

function covers(exception: SignatureException, result: CheckResult): boolean {
  return (
    exception.importPath === result.importPath &&
    exception.name === result.name &&
    (result.label === exception.member || result.label.startsWith(`${exception.member} `))
  );
}

function keyOf(importPath: string, name: string, label: string): string {
  return `${importPath}\u0000${name}\u0000${label}`;
}

/** A string literal; in double quotes when the text has single quotes only (compiler messages do). */
function quote(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  return text.includes("'") && !text.includes('"') ? `"${escaped}"` : `'${escaped.replace(/'/g, "\\'")}'`;
}
