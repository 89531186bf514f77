import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from '../errors';
import { displayNameOf } from '../manifest';

/** A documented version as the history pages name and link it. */
export interface VersionRef {
  /** `current` for Next, otherwise the version number. */
  name: string;
  /** "Next" or the version number. */
  label: string;
  /** Where the version's docs are served, e.g. `/docs`, `/docs/0.1.10`, `/docs/next`. */
  docsUrl: string;
}

/**
 * The given versions from oldest to newest, with their URLs, the way the site serves them (see
 * src/config/versions.ts): versions.json lists the releases newest first and its first entry is
 * served at /docs, older releases at /docs/<version>, Next (always the newest) at /docs/next. A
 * release missing from versions.json (a test site has none) is placed by its number.
 */
export function orderVersions(siteDir: string, names: readonly string[]): VersionRef[] {
  const listed = readReleases(siteDir);
  const released = names.filter((name) => name !== 'current');
  released.sort((a, b) => rank(listed, a) - rank(listed, b) || compareVersionNumbers(b, a));
  const latest = released[0];
  const refs = released
    .reverse()
    .map((name) => ({ name, label: displayNameOf(name), docsUrl: name === latest ? '/docs' : `/docs/${name}` }));
  return names.includes('current') ? [...refs, { name: 'current', label: displayNameOf('current'), docsUrl: '/docs/next' }] : refs;
}

function readReleases(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (Array.isArray(list) && list.every((name) => typeof name === 'string')) return list as string[];
  } catch {
    // Reported below with the same words as a wrong shape.
  }
  throw new GeneratorError('versions.json must be a JSON list of version names, newest first: fix the file.');
}

function rank(listed: readonly string[], name: string): number {
  const index = listed.indexOf(name);
  return index === -1 ? listed.length : index;
}

/** Compares dotted version numbers part by part, numbers as numbers (0.10.0 after 0.9.0). */
export function compareVersionNumbers(a: string, b: string): number {
  const partsA = a.split(/[.+-]/);
  const partsB = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
    const [x, y] = [partsA[i] ?? '', partsB[i] ?? ''];
    const order = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return order;
  }
  return 0;
}
