import { GeneratorError } from '../errors';
import { compareText } from '../history/model';
import { pageSlug } from './page-slug';

/**
 * The package whose item keeps the plain page name when packages share an item name: the one
 * readers import most, so its URLs are the ones other sites and old links already use.
 */
export const mainPackageName = 'commandkit';

/** An item that gets a page of its own, as the page naming sees it. */
export interface PageCandidate<T> {
  /** What the caller knows the item by (a TypeDoc reflection in the router). */
  key: T;
  /** The kind folder, e.g. `types`. */
  folder: string;
  name: string;
  /** The package that defines the item. */
  packageName: string;
}

/** Another package's item of the same kind and name. */
export interface Namesake<T> {
  key: T;
  baseName: string;
  packageName: string;
}

/** Where an item's page goes, and which items of other packages share its kind and name. */
export interface PageName<T> {
  /** `{folder}/{file name}`, without the extension. */
  baseName: string;
  /** Whether the file name starts with the package (a namesake of another package has the plain one). */
  qualified: boolean;
  /** The other packages' items of this kind and name, in package order; empty for most items. */
  namesakes: Namesake<T>[];
}

/**
 * Gives every item its page name, `{folder}/{Name}`, and settles items of one kind and name
 * (one page name, case aside) from different packages: the main package's item keeps the plain
 * name, else the item of the package listed first; each other one gets the name prefixed with
 * its package, `types/legacy-CommandData`. The prefix is the package's name without its scope
 * (`@commandkit/legacy` → `legacy`), or with it when two packages of the version have the same
 * unscoped name. So a prefixed page name depends on the item's own package, kind and name, not
 * on how many namesakes it has or in which order they were found (no `-1`, `-2` suffixes): a
 * third package adding a namesake moves no existing page. Inside one package, items of one page
 * name are an error, as is a prefixed name that another item already has.
 */
export function assignPageNames<T>(
  candidates: readonly PageCandidate<T>[],
  packageOrder: readonly string[],
  describe: (key: T) => string,
): Map<T, PageName<T>> {
  const groups = new Map<string, PageCandidate<T>[]>();
  for (const candidate of candidates) {
    const key = plainBaseName(candidate).toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), candidate]);
  }
  const rank = packageRanker(packageOrder);
  const qualifierOf = packageQualifiers([...packageOrder, ...candidates.map((candidate) => candidate.packageName)]);

  const names = new Map<T, PageName<T>>();
  const owners = new Map<string, T>();
  const claim = (baseName: string, key: T, why = '') => {
    const owner = owners.get(baseName.toLowerCase());
    if (owner !== undefined) throw sharedPageError(baseName, describe(owner), `${describe(key)}${why}`);
    owners.set(baseName.toLowerCase(), key);
  };
  const qualifiedLater: { candidate: PageCandidate<T>; baseName: string; plain: PageCandidate<T> }[] = [];
  for (const group of groups.values()) {
    const ordered = [...group].sort((a, b) => rank(a.packageName) - rank(b.packageName) || compareText(a.packageName, b.packageName));
    for (let i = 1; i < ordered.length; i++) {
      const same = ordered.slice(0, i).find((other) => other.packageName === ordered[i].packageName);
      if (same)
        throw sharedPageError(
          plainBaseName(same),
          describe(same.key),
          describe(ordered[i].key),
          ': one package cannot have two pages of one kind and name',
        );
    }
    const [plain, ...others] = ordered;
    const baseNames = [
      plainBaseName(plain),
      ...others.map((other) => `${other.folder}/${pageSlug(`${qualifierOf(other.packageName)}-${other.name}`, other.folder)}`),
    ];
    ordered.forEach((candidate, index) => {
      const namesakes = ordered
        .map((other, otherIndex) => ({ key: other.key, baseName: baseNames[otherIndex], packageName: other.packageName }))
        .filter((_, otherIndex) => otherIndex !== index);
      names.set(candidate.key, { baseName: baseNames[index], qualified: index > 0, namesakes });
    });
    claim(baseNames[0], plain.key);
    others.forEach((other, index) => qualifiedLater.push({ candidate: other, baseName: baseNames[index + 1], plain }));
  }
  // Every plain name first: a prefixed name that meets one is reported as the prefixed item's problem.
  for (const { candidate, baseName, plain } of qualifiedLater) {
    claim(baseName, candidate.key, `, whose page name carries its package because ${describe(plain.key)} has the plain one`);
  }
  return names;
}

function plainBaseName(candidate: PageCandidate<unknown>): string {
  return `${candidate.folder}/${pageSlug(candidate.name, candidate.folder)}`;
}

function sharedPageError(baseName: string, first: string, second: string, why = ''): GeneratorError {
  return new GeneratorError(
    `Two exported items would share the page api-reference/${baseName}.md: ${first} and ${second}. Rename one of them or stop exporting one${why}.`,
  );
}

/** The main package first, then the version's packages in order, then any other package by name. */
function packageRanker(packageOrder: readonly string[]): (packageName: string) => number {
  const known = [...new Set([mainPackageName, ...packageOrder])];
  return (packageName) => {
    const index = known.indexOf(packageName);
    return index === -1 ? known.length : index;
  };
}

/**
 * The page-name prefix of each package: its name without the scope, or with it (the `@` left out)
 * when another package has the same unscoped name; made of ASCII letters, digits and `-`.
 */
export function packageQualifiers(packageNames: readonly string[]): (packageName: string) => string {
  const names = [...new Set(packageNames)];
  const unscoped = (name: string) => name.replace(/^@[^/]*\//, '');
  const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'package';
  return (packageName) => {
    const short = unscoped(packageName);
    const shared = names.some((other) => other !== packageName && unscoped(other) === short);
    return slug(shared ? packageName.replace(/^@/, '') : short);
  };
}
