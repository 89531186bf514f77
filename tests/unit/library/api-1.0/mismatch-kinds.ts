/**
 * Sorts a failed signature check into a kind of mismatch, from the TypeScript error inside it, so
 * the report can say which shapes differ most often and the pending list gives a short reason.
 */

/** The kinds, by the compiler's error code. */
const kindByCode: Record<number, string> = {
  2339: 'member missing',
  2551: 'member missing',
  2341: 'member not public',
  2445: 'member not public',
  2446: 'member not public',
  2722: 'optional in ours, always there in 1.0',
  18048: 'optional in ours, always there in 1.0',
  2556: 'no rest parameter where 1.0 has one',
  2345: "parameter type does not take 1.0's",
  2769: "no overload takes 1.0's arguments",
  2315: 'not generic, 1.0 has type parameters',
  2314: 'other number of type parameters',
  2558: 'other number of type parameters',
  2707: 'other number of type parameters',
  2344: "type parameter constraint does not take 1.0's",
  6234: 'an accessor where 1.0 has a method',
  2349: 'not callable',
  2322: "value type does not fit 1.0's",
  2739: "value type does not fit 1.0's",
  2740: "value type does not fit 1.0's",
  2741: "value type does not fit 1.0's",
  2559: "value type does not fit 1.0's",
  2693: 'other kind of export (a type where 1.0 has a value)',
  2749: 'other kind of export (a value where 1.0 has a type)',
  1361: 'exported with `export type`, 1.0 has a value',
  1362: 'exported with `export type`, 1.0 has a value',
  2507: 'not a class',
  2510: 'not a class',
};

/** The kinds the check program's own assertions name, in the parameter type they fail on. */
const assertedKinds = ['required in ours, optional in 1.0', 'optional in ours, always there in 1.0'];

function assertedKind(error: { code: number; message: string }): string | undefined {
  return error.code === 2345 ? assertedKinds.find((kind) => error.message.includes(`'"${kind}"'`)) : undefined;
}

/** The kind of mismatch an error shows, e.g. "member missing", "requires more arguments than 1.0 passes". */
export function mismatchKind(error: { code: number; message: string }): string {
  const asserted = assertedKind(error);
  if (asserted) return asserted;
  if (error.code === 2554 || error.code === 2555) {
    // "Expected 1 arguments, but got 2." / "Expected 1-2 arguments, but got 3." / "Expected at least 2 arguments, but got 1."
    const counts = /Expected (?:at least )?(\d+)(?:-(\d+))? arguments, but got (\d+)/.exec(error.message);
    const most = counts ? Number(counts[2] ?? counts[1]) : Number.NaN;
    return counts && Number(counts[3]) > most && error.code === 2554
      ? 'takes fewer arguments than 1.0 passes'
      : 'requires more arguments than 1.0 passes';
  }
  return kindByCode[error.code] ?? `other error (TS${error.code})`;
}

/** One line for the pending list: the kind, then the compiler's first line, shortened (an assertion's says no more). */
export function mismatchReason(error: { code: number; message: string }): string {
  const asserted = assertedKind(error);
  if (asserted) return asserted;
  const first = error.message.split('\n')[0].trim();
  const shortened = first.length > 160 ? `${first.slice(0, 157)}...` : first;
  return `${mismatchKind(error)}: ${shortened}`;
}
