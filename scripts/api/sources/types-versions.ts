/**
 * A package.json's `typesVersions`, read the way TypeScript reads it: the entries are tried in
 * order, and the first whose version range holds the compiler's version maps the package's paths
 * (`{ "*": ["./dist/types/*"] }`, `{ "helpers": ["./dist/helpers.d.ts"] }`). A range TypeScript
 * cannot parse never matches.
 */
export function typesVersionsPaths(field: unknown, version: string): Record<string, string[]> | undefined {
  if (!isRecord(field)) return undefined;
  for (const [range, paths] of Object.entries(field)) {
    if (isRecord(paths) && inRange(version, range)) {
      return Object.fromEntries(
        Object.entries(paths).flatMap(([key, targets]) =>
          Array.isArray(targets) ? [[key, targets.filter((target): target is string => typeof target === 'string')]] : [],
        ),
      );
    }
  }
  return undefined;
}

/**
 * The paths `paths` maps `moduleName` to, in order: an exact key's targets, else those of the
 * pattern (one `*`) with the longest prefix that matches, its `*` replaced by what it matched.
 */
export function mapPath(paths: Record<string, string[]>, moduleName: string): string[] {
  if (Object.hasOwn(paths, moduleName) && !moduleName.includes('*')) return paths[moduleName];
  let best: { prefix: string; captured: string; targets: string[] } | undefined;
  for (const [key, targets] of Object.entries(paths)) {
    const parts = key.split('*');
    if (parts.length !== 2) continue;
    const [prefix, suffix] = parts;
    const fits = moduleName.length >= prefix.length + suffix.length && moduleName.startsWith(prefix) && moduleName.endsWith(suffix);
    if (fits && (!best || prefix.length > best.prefix.length)) {
      best = { prefix, captured: moduleName.slice(prefix.length, moduleName.length - suffix.length), targets };
    }
  }
  return best ? best.targets.map((target) => target.replace('*', best.captured)) : [];
}

/** Whether `version` (x.y.z) is in `range`; false when TypeScript could not parse the range. */
export function inRange(version: string, range: string): boolean {
  const actual = parseVersion(version);
  const alternatives = parseRange(range);
  if (!actual || !alternatives) return false;
  return alternatives.length === 0 || alternatives.some((comparators) => comparators.every(([op, bound]) => holds(actual, op, bound)));
}

type Version = [number, number, number];
type Comparator = [op: '<' | '<=' | '>' | '>=' | '=', bound: Version];

/** TypeScript's own grammar (its semver.ts): `a - b`, or space-separated `~`, `^`, `<`, `<=`, `>`, `>=`, `=` and partial versions. */
function parseRange(range: string): Comparator[][] | undefined {
  const alternatives: Comparator[][] = [];
  for (const alternative of range.trim().split('||')) {
    if (!alternative) continue;
    const text = alternative.trim();
    const hyphen = /^([a-z0-9-+.*]+)\s+-\s+([a-z0-9-+.*]+)$/i.exec(text);
    const parts = hyphen ? [hyphenRange(hyphen[1], hyphen[2])] : text.split(/\s+/).map(comparatorsOf);
    if (parts.some((part) => part === undefined)) return undefined;
    alternatives.push(parts.flatMap((part) => part!));
  }
  return alternatives;
}

/** A partial version (`4`, `4.2`, `4.x`, `*`): its lowest version, and which part is the first wildcard. */
function parsePartial(text: string): { version: Version; wildcard?: 'major' | 'minor' | 'patch' } | undefined {
  const match = /^([x*0]|[1-9]\d*)(?:\.([x*0]|[1-9]\d*)(?:\.([x*0]|[1-9]\d*)(?:-[a-z0-9-.]+)?(?:\+[a-z0-9-.]+)?)?)?$/i.exec(text);
  if (!match) return undefined;
  const parts = [match[1], match[2] ?? '*', match[3] ?? '*'];
  const first = parts.findIndex((part) => /^[x*]$/i.test(part));
  const version = parts.map((part, index) => (first !== -1 && index >= first ? 0 : Number(part))) as Version;
  return { version, wildcard: first === -1 ? undefined : (['major', 'minor', 'patch'] as const)[first] };
}

/** The version after `version` in its `part` (4.2.1 → 4.3.0 for `minor`). */
function increment([major, minor, patch]: Version, part: 'major' | 'minor' | 'patch'): Version {
  return part === 'major' ? [major + 1, 0, 0] : part === 'minor' ? [major, minor + 1, 0] : [major, minor, patch + 1];
}

function comparatorsOf(simple: string): Comparator[] | undefined {
  const match = /^(<=|>=|[~^<>=])?\s*([a-z0-9-+.*]+)$/i.exec(simple.trim());
  const partial = match && parsePartial(match[2]);
  if (!partial) return undefined;
  const { version, wildcard } = partial;
  // The part past the given ones: `4.2` ends before 4.3.0, `4` before 5.0.0.
  const widened = wildcard === 'major' || wildcard === 'minor' ? 'major' : wildcard === 'patch' ? 'minor' : undefined;
  if (wildcard === 'major') return [];
  switch (match[1]) {
    case '~':
      return [
        ['>=', version],
        ['<', increment(version, wildcard === 'minor' ? 'major' : 'minor')],
      ];
    case '^': {
      const part = version[0] > 0 || wildcard === 'minor' ? 'major' : version[1] > 0 || wildcard === 'patch' ? 'minor' : 'patch';
      return [
        ['>=', version],
        ['<', increment(version, part)],
      ];
    }
    case '<':
    case '>=':
      return [[match[1], version]];
    case '<=':
    case '>':
      return widened ? [[match[1] === '<=' ? '<' : '>=', increment(version, widened)]] : [[match[1], version]];
    default:
      return widened
        ? [
            ['>=', version],
            ['<', increment(version, widened)],
          ]
        : [['=', version]];
  }
}

function hyphenRange(from: string, to: string): Comparator[] | undefined {
  const low = parsePartial(from);
  const high = parsePartial(to);
  if (!low || !high) return undefined;
  const comparators: Comparator[] = low.wildcard === 'major' ? [] : [['>=', low.version]];
  if (high.wildcard === 'major') return comparators;
  const widened = high.wildcard === 'minor' ? 'major' : high.wildcard === 'patch' ? 'minor' : undefined;
  return [...comparators, widened ? ['<', increment(high.version, widened)] : ['<=', high.version]];
}

function holds(actual: Version, op: Comparator[0], bound: Version): boolean {
  const order = compare(actual, bound);
  return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>' ? order > 0 : op === '>=' ? order >= 0 : order === 0;
}

function parseVersion(text: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
