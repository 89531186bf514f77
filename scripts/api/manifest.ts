import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from './errors';
import { staysInside } from './sources/folder-containment';

/** Where a version's API comes from. */
export type ApiSource =
  /** A folder in this repository: one package, or a folder of workspace packages (Next: `library-src`). */
  | { type: 'local'; path: string }
  /**
   * A git repository (URL or local path) at a tag or commit; `path` is the folder inside it: one
   * package, or a folder of workspace packages.
   */
  | { type: 'git'; repository: string; ref: string; path?: string }
  /** A published npm package, pinned to an exact version (`name@1.2.3`). */
  | { type: 'npm'; spec: string };

export interface ApiVersion {
  /** The Docusaurus version name: `current` for Next, otherwise the name in versions.json. */
  name: string;
  source: ApiSource;
  /**
   * Import path → entry file, relative to the package folder. When left out, the entry points are
   * read from the package's `package.json` `exports` (see entry-points.ts).
   */
  entryPoints?: Record<string, string>;
  /**
   * For a local or git source that is a folder of workspace packages: the packages to document, in
   * this order. When left out, every package that is not `"private": true` is documented.
   */
  packages?: string[];
  /**
   * Stop the run when TypeDoc warns (a `{@link}` to nothing, say) instead of only printing the
   * warnings: for a source this repository can fix (Next), so its reference stays link-clean.
   */
  failOnWarnings?: boolean;
  /**
   * What a type error in the version's source does: `strict` stops the run with the first error,
   * `lenient` documents the version anyway (without type checking) and prints one warning line.
   * The default is strict for a local source, which this repository can fix, and lenient for a git
   * tag or npm package, whose released source cannot change (see {@link typeCheckOf}).
   */
  typeCheck?: TypeCheck;
}

export type TypeCheck = 'strict' | 'lenient';

/** The type checking a version gets: the run's `--type-check`, else its manifest entry's, else its source's default. */
export function typeCheckOf(version: ApiVersion, override?: TypeCheck): TypeCheck {
  return override ?? version.typeCheck ?? (version.source.type === 'local' ? 'strict' : 'lenient');
}

/** Reads a `--type-check` value; throws one line naming the two it takes. */
export function parseTypeCheck(value: string | undefined): TypeCheck | undefined {
  if (value === undefined || value === 'strict' || value === 'lenient') return value;
  throw new GeneratorError(`--type-check "${value}" is not a mode: give strict (stop at a type error) or lenient (document anyway).`);
}

export interface ApiManifest {
  /**
   * The web address of this repository; source links of local sources (and of git sources whose
   * repository is a local path, such as "." for releases cut from this repository) point there.
   */
  repository: string;
  /**
   * The library's name as pages say it ("… of CommandKit 0.1.10"). When left out, each version's
   * source names it (see `libraryName` in sources/types.ts).
   */
  library?: string;
  versions: ApiVersion[];
}

export const manifestFileName = 'api-versions.json';

export function readManifest(siteDir: string): ApiManifest {
  const file = path.join(siteDir, manifestFileName);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new GeneratorError(`Cannot read ${manifestFileName}: ${(error as Error).message}. Fix the file's JSON.`);
  }
  return parseManifest(raw);
}

/** Checks the manifest's shape so a typo fails here, with the field's name, not deep inside TypeDoc. */
export function parseManifest(raw: unknown): ApiManifest {
  const fail = (where: string, fix: string): never => {
    throw new GeneratorError(`${manifestFileName}: ${where} ${fix}`);
  };
  if (!isRecord(raw) || !Array.isArray(raw.versions)) fail('the top level', 'must be an object with a "versions" array.');
  const repository = (raw as Record<string, unknown>).repository;
  if (typeof repository !== 'string' || !/^https?:\/\//.test(repository)) {
    fail('"repository"', 'must be the web address of this repository, e.g. "https://github.com/underctrl-io/commandkit".');
  }
  const library = (raw as Record<string, unknown>).library;
  if (library !== undefined && (typeof library !== 'string' || !/^[^\n\r]*\S[^\n\r]*$/.test(library))) {
    fail('"library"', 'must be the name pages give the library, on one line, e.g. "CommandKit".');
  }
  const versions = (raw as { versions: unknown[] }).versions.map((entry, index): ApiVersion => {
    const at = `versions[${index}]`;
    if (!isRecord(entry)) return fail(at, 'must be an object.');
    if (typeof entry.name !== 'string' || !/^(current|[0-9A-Za-z][0-9A-Za-z.+-]*)$/.test(entry.name)) {
      fail(`${at}.name`, 'must be "current" or a version name such as "0.1.10".');
    }
    const source = entry.source;
    if (!isRecord(source)) return fail(`${at}.source`, 'must be an object with a "type" of local, git or npm.');
    const needString = (key: string) => {
      if (typeof source[key] !== 'string' || source[key] === '') fail(`${at}.source.${key}`, 'must be a non-empty string.');
    };
    switch (source.type) {
      case 'local':
        needString('path');
        break;
      case 'git':
        needString('repository');
        needString('ref');
        // git would read a leading dash as an option.
        for (const key of ['repository', 'ref']) {
          if ((source[key] as string).startsWith('-')) fail(`${at}.source.${key}`, `"${String(source[key])}" must not start with "-".`);
        }
        if (source.path !== undefined) {
          needString('path');
          // Dependencies are installed in that folder: it must be one of the repository's, never a folder of this machine.
          if (!staysInside(source.path as string)) {
            fail(
              `${at}.source.path`,
              `"${String(source.path)}" leaves the repository: give a folder inside it, relative to its root, e.g. "packages/commandkit".`,
            );
          }
        }
        break;
      case 'npm':
        needString('spec');
        if (!/^(@[^/@]+\/)?[^/@]+@\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]+)?$/.test(source.spec as string)) {
          fail(`${at}.source.spec`, `"${String(source.spec)}" must pin an exact version, e.g. "commandkit@0.1.10".`);
        }
        break;
      default:
        fail(`${at}.source.type`, `"${String(source.type)}" is not a source type: use "local", "git" or "npm".`);
    }
    if (entry.entryPoints !== undefined) {
      const ok = isRecord(entry.entryPoints) && Object.values(entry.entryPoints).every((v) => typeof v === 'string');
      if (!ok) fail(`${at}.entryPoints`, 'must map import paths to entry files, e.g. {"commandkit": "dist/index.d.ts"}.');
    }
    if (entry.packages !== undefined) {
      const list = entry.packages;
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        !list.every((name) => typeof name === 'string' && /^(@[^/\s]+\/)?[^/@\s]+$/.test(name))
      ) {
        fail(`${at}.packages`, 'must be a non-empty list of package names, e.g. ["commandkit", "@commandkit/redis"].');
      }
      const twice = (list as string[]).find((name, i) => (list as string[]).indexOf(name) !== i);
      if (twice) fail(`${at}.packages`, `lists "${twice}" twice: keep one.`);
      if (source.type === 'npm')
        fail(`${at}.packages`, 'only applies to local and git sources (an npm spec names one package): remove it.');
    }
    if (entry.failOnWarnings !== undefined && typeof entry.failOnWarnings !== 'boolean')
      fail(`${at}.failOnWarnings`, 'must be true or false.');
    if (entry.typeCheck !== undefined && entry.typeCheck !== 'strict' && entry.typeCheck !== 'lenient')
      fail(`${at}.typeCheck`, 'must be "strict" (stop at a type error) or "lenient" (document anyway).');
    return entry as unknown as ApiVersion;
  });
  const names = versions.map((v) => v.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated) fail(`version "${repeated}"`, 'is listed twice: keep one entry per version.');
  return { repository: repository as string, ...(library === undefined ? {} : { library: library as string }), versions };
}

/** Looks a version up by name; `next` is accepted for `current` because that is what readers call it. */
export function findVersion(manifest: ApiManifest, requested: string): ApiVersion {
  const name = requested === 'next' ? 'current' : requested;
  const version = manifest.versions.find((v) => v.name === name);
  if (!version) {
    const known = manifest.versions.map((v) => v.name).join(', ');
    throw new GeneratorError(`Unknown version "${requested}": ${manifestFileName} lists ${known}. Pick one of those or add it there.`);
  }
  return version;
}

/** The docs folder a version's pages belong to, relative to the site. */
export function docsDirOf(versionName: string): string {
  return versionName === 'current' ? 'docs' : path.join('versioned_docs', `version-${versionName}`);
}

/** How the version is called in logs and on pages. */
export function displayNameOf(versionName: string): string {
  return versionName === 'current' ? 'Next' : versionName;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
