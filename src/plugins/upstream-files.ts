import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of installed packages that a piece of the speed layer replaces, patches or reads by a
 * private path. Webpack rules and module replacements match such a file by its path and say
 * nothing when no file matches: after an upgrade that moves or rewrites the file, the piece would
 * silently stop working, or half work. So each piece checks, when the site's config loads (every
 * build and `npm start`), that the file is still there and still has what the piece relies on, and
 * stops the build with one line naming the piece, the file and what to update.
 */
export interface UpstreamFile {
  /** The piece, as named in src/config/speed-layer.ts (its folder under src/plugins/). */
  piece: string;
  package: string;
  /** The file's path inside the package, with forward slashes. */
  file: string;
  /** Texts the piece depends on: a line it patches, a name it composes. */
  contains?: readonly (string | RegExp)[];
  /** The module's exports, exactly: the piece's replacement provides these and no others. */
  exports?: readonly string[];
}

const siteDir = path.resolve(__dirname, '..', '..');

/** The package's folder as Node resolves it from the site: the nearest node_modules that has it. */
function packageDir(name: string): string | null {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

function versionOf(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The names an ES module exports, read from its top-level `export` statements the way Docusaurus's
 * compiled files write them (its theme files keep their JSX, so no JavaScript parser reads them).
 */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(
    /^export\s+(?:(default)\b|(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)|\{([^}]*)\})/gm,
  )) {
    if (match[1]) names.add('default');
    if (match[2]) names.add(match[2]);
    for (const specifier of match[3]?.split(',') ?? []) {
      const name = specifier
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** What is wrong with the file for its piece, or null when it is as the piece expects. */
export function upstreamProblem(expected: UpstreamFile): string | null {
  const dir = packageDir(expected.package);
  if (!dir) return `${expected.package} is not installed`;
  const file = path.join(dir, ...expected.file.split('/'));
  const where = `${expected.package}@${versionOf(dir)}`;
  if (!existsSync(file)) return `${where} has no ${expected.file}`;
  const source = readFileSync(file, 'utf8');
  const missing = (expected.contains ?? []).find((text) => (typeof text === 'string' ? !source.includes(text) : !text.test(source)));
  if (missing !== undefined) return `${where}'s ${expected.file} no longer has ${String(missing)}`;
  if (expected.exports) {
    const names = exportedNames(source);
    const wanted = [...expected.exports].sort();
    if (names.join() !== wanted.join()) return `${where}'s ${expected.file} exports ${names.join(', ')}, not ${wanted.join(', ')}`;
  }
  return null;
}

/** Stops with one line when a file a piece depends on has moved or changed. */
export function checkUpstreamFiles(files: readonly UpstreamFile[]): void {
  for (const expected of files) {
    const problem = upstreamProblem(expected);
    if (problem)
      throw new Error(
        `${expected.piece}: ${problem}; update src/plugins/${expected.piece} for the installed version, or turn the piece off (src/config/speed-layer.ts).`,
      );
  }
}

/** A webpack `test` matching the file wherever the package is installed. */
export function upstreamPathPattern(expected: Pick<UpstreamFile, 'package' | 'file'>): RegExp {
  const parts = [...expected.package.split('/'), ...expected.file.split('/')].map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]${parts.join('[\\\\/]')}$`);
}
