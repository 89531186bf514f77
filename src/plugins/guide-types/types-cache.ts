import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import ts from 'typescript';
import { readApiPages, type ApiPages } from './api-pages';
import { computeIdentifiers } from './compute-types';
import type { IdentifierFacts } from './identifier-facts';
import {
  blocksOfDoc,
  GUIDE_VERSIONS,
  listMarkdownFiles,
  openGuideProject,
  ROOT,
  type CheckedBlock,
  type GuideProject,
  type GuideVersion,
} from './project/guide-project';
import { resolveLinks } from './resolve-links';
import type { TypeRef } from './type-ref';

/**
 * The identifiers of each guide page's code blocks with their quick info, kept on disk under a key
 * of everything that decides them: the page's blocks, the library's sources, the installed
 * dependencies, TypeScript's version and this code. Computing them means compiling a version's
 * blocks with the library (several seconds): the guides' type-check test stores them as it checks
 * the blocks (storeProjectIdentifiers), `npm run guide-types` computes the pages still missing in
 * one compilation, and the builds (the three test builds, a rebuild) read the files. Which API page
 * each identifier links to is decided when a page builds, against that build's API reference.
 */

interface BlockFacts {
  code: string;
  identifiers: IdentifierFacts[];
}

export interface BlockTypes {
  code: string;
  refs: TypeRef[];
}

export const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/guide-types');
// This folder's code decides the result too.
const OWN_SOURCES = [__dirname];

const libraryKeys = new Map<string, string>();

/** The key of what a version's types depend on besides the page itself. */
function libraryKey(version: GuideVersion): string {
  let key = libraryKeys.get(version.name);
  if (!key) {
    const hash = createHash('sha256').update(ts.version);
    for (const source of [...OWN_SOURCES, ...version.librarySources.map((source) => path.join(ROOT, source))]) hashTree(hash, source);
    hash.update(fs.readFileSync(path.join(ROOT, 'package-lock.json')));
    key = hash.digest('hex');
    libraryKeys.set(version.name, key);
  }
  return key;
}

function hashTree(hash: ReturnType<typeof createHash>, entry: string): void {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    hash.update(`${path.relative(ROOT, entry)}\0`).update(fs.readFileSync(entry));
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    hashTree(hash, path.join(entry, name));
  }
}

function pageKey(version: GuideVersion, blocks: readonly CheckedBlock[]): string {
  const page = blocks.map(({ code, title, extension }) => ({ code, title, extension }));
  return createHash('sha256').update(libraryKey(version)).update(JSON.stringify(page)).digest('hex').slice(0, 32);
}

function cacheFile(version: GuideVersion, key: string): string {
  return path.join(CACHE_DIR, version.name, `${key}.json`);
}

function readCached(version: GuideVersion, key: string): BlockFacts[] | undefined {
  try {
    return JSON.parse(fs.readFileSync(cacheFile(version, key), 'utf8')) as BlockFacts[];
  } catch {
    return undefined;
  }
}

function writeCached(version: GuideVersion, key: string, types: BlockFacts[]): void {
  const file = cacheFile(version, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a build reading it in parallel never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(types));
  fs.renameSync(temporary, file);
}

interface Page {
  key: string;
  blocks: CheckedBlock[];
}

/** Stores the identifiers of the given pages, read from a project their blocks are compiled in. */
function storePages(version: GuideVersion, project: GuideProject, pages: Page[]): Map<string, BlockFacts[]> {
  const facts = computeIdentifiers(version, project, new Set(pages.flatMap((page) => page.blocks)));
  const result = new Map<string, BlockFacts[]>();
  for (const page of pages) {
    const blocks = page.blocks.map((block) => ({ code: block.code, identifiers: facts.get(block) ?? [] }));
    writeCached(version, page.key, blocks);
    result.set(page.key, blocks);
  }
  return result;
}

/** Compiles the given pages' blocks together and stores each page's identifiers. */
function computePages(version: GuideVersion, pages: Page[]): Map<string, BlockFacts[]> {
  const project = openGuideProject(
    version,
    pages.flatMap((page) => page.blocks),
  );
  try {
    return storePages(version, project, pages);
  } finally {
    project.dispose();
  }
}

function pagesOf(version: GuideVersion, blocks: readonly CheckedBlock[]): Page[] {
  const byDoc = new Map<string, CheckedBlock[]>();
  for (const block of blocks) byDoc.set(block.doc, [...(byDoc.get(block.doc) ?? []), block]);
  return [...byDoc.values()].map((own) => ({ key: pageKey(version, own), blocks: own }));
}

/**
 * Stores the identifiers of the pages of a project opened on all of a version's blocks that the
 * cache does not have yet: the guides' type-check test calls it, so that the build after it reads
 * the types of the compilation the test checked instead of compiling the blocks again.
 */
export function storeProjectIdentifiers(version: GuideVersion, project: GuideProject): void {
  const missing = pagesOf(version, [...project.byFile.values()]).filter((page) => !fs.existsSync(cacheFile(version, page.key)));
  if (missing.length > 0) storePages(version, project, missing);
}

export interface VersionSummary {
  version: string;
  pages: number;
  computed: number;
  identifiers: number;
}

/**
 * Makes sure every guide page of a version has its types on disk, computing those that miss in one
 * compilation, and removes the entries no page has any more (`npm run guide-types`).
 */
export function precomputeVersion(version: GuideVersion): VersionSummary {
  const pages = guidePagesOf(version);
  const missing = pages.filter((page) => !fs.existsSync(cacheFile(version, page.key)));
  if (missing.length > 0) computePages(version, missing);
  const kept = new Set(pages.map((page) => `${page.key}.json`));
  const dir = path.join(CACHE_DIR, version.name);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (!kept.has(name)) fs.rmSync(path.join(dir, name), { force: true });
  const api = apiPagesOf(version);
  const identifiers = pages.reduce(
    (sum, page) =>
      sum +
      (readCached(version, page.key) ?? []).reduce((count, block) => count + (api ? resolveLinks(block.identifiers, api).length : 0), 0),
    0,
  );
  return { version: version.name, pages: pages.length, computed: missing.length, identifiers };
}

let precomputed = false;
const apiPages = new Map<string, { stamp: number; pages: ApiPages }>();

/** The version's API pages, read again when its model changes (`npm start` regenerates Next's); undefined before it is generated. */
function apiPagesOf(version: GuideVersion): ApiPages | undefined {
  const model = path.join(ROOT, version.apiDir, 'api-model.json');
  const stamp = fs.statSync(model, { throwIfNoEntry: false })?.mtimeMs;
  if (stamp === undefined) return undefined;
  const known = apiPages.get(version.name);
  if (known?.stamp === stamp) return known.pages;
  const pages = readApiPages(path.join(ROOT, version.apiDir), version.routeBase);
  apiPages.set(version.name, { stamp, pages });
  return pages;
}

/**
 * The types of a guide page's blocks (`file` absolute, `markdown` its text as the build reads it),
 * or undefined for a file that is not a guide. A build that finds a page missing computes all the
 * missing pages of that version at once; later misses (a page edited under `npm start`) compute
 * that page alone.
 */
export function typesOfGuide(file: string, markdown: string): BlockTypes[] | undefined {
  const version = GUIDE_VERSIONS.find((candidate) => file.startsWith(path.join(ROOT, candidate.guideDir) + path.sep));
  if (!version) return undefined;
  const api = apiPagesOf(version);
  const blocks = blocksOfDoc(file, markdown);
  if (blocks.length === 0 || !api) return [];
  const facts = factsOfPage(version, blocks);
  return facts?.map((block) => ({ code: block.code, refs: resolveLinks(block.identifiers, api) }));
}

/** The version's guide pages, each with its blocks and cache key. */
function guidePagesOf(version: GuideVersion): Page[] {
  return pagesOf(
    version,
    listMarkdownFiles(path.join(ROOT, version.guideDir)).flatMap((file) => blocksOfDoc(file, fs.readFileSync(file, 'utf8'))),
  );
}

/**
 * Computes the types of every guide page the cache lacks, before a build bundles anything (the
 * plugin's loadContent): the bundler's cache is versioned with these files, and a version taken
 * before a page's types were written would differ from the next build's, which would then start
 * its bundling afresh.
 */
export function ensureGuideTypes(): void {
  if (GUIDE_VERSIONS.some((version) => guidePagesOf(version).some((page) => !fs.existsSync(cacheFile(version, page.key))))) {
    computeMissingApart();
  }
}

/**
 * A page's identifiers from the cache. On a miss (a page edited under `npm start`) `npm run
 * guide-types` computes what is missing.
 */
function factsOfPage(version: GuideVersion, blocks: CheckedBlock[]): BlockFacts[] | undefined {
  const key = pageKey(version, blocks);
  const cached = readCached(version, key);
  if (cached || precomputed) return cached;
  computeMissingApart();
  return readCached(version, key);
}

/**
 * Runs `npm run guide-types`'s script in a process of its own: the compiler's program would
 * otherwise stay in the bundler's memory.
 */
function computeMissingApart(): void {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/cli/guide-types.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`guide-types: computing the types of the guides' code blocks failed: ${run.stderr.trim()}`);
  // Under `npm start` each edited page asks again; a build computes once.
  precomputed = process.env.NODE_ENV === 'production';
  logger.info(`guide-types: the types of the guides' code blocks computed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
