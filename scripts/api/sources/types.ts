/** When a source file last changed, for the `last_update` front matter of the pages it defines. */
export interface LastUpdate {
  date: string;
  author: string;
}

export interface EntryPoint {
  /** What users write in `import { X } from '…'`. */
  importPath: string;
  /** Absolute path of the file TypeDoc reads. */
  file: string;
  /** The name of the package the import path belongs to. */
  packageName: string;
}

/** One package a version documents. */
export interface SourcePackage {
  name: string;
  /** Absolute path of the package folder (holds its package.json). */
  dir: string;
  /** Its entry points, the main one (`.`) first. */
  entryPoints: EntryPoint[];
}

/** A version's library, on disk and ready for TypeDoc. Everything here is plain data. */
export interface ResolvedSource {
  /**
   * The folder the version's source names: one package folder, or a folder of workspace packages.
   * Source links and last-update paths are relative to it.
   */
  rootDir: string;
  /** Changes whenever the source's content changes: part of the cache key. */
  identity: string;
  /** The documented packages, in the order the overview lists them (dependencies first). */
  packages: SourcePackage[];
  /**
   * What pages call the library: the `name` of the source folder's package.json (a single package,
   * or the root of a workspace), for a git source else of the repository's root package.json,
   * else the first package's name. The manifest's `library` replaces it.
   */
  libraryName: string;
  /** Every package's entry points, package by package: what TypeDoc reads, in one program. */
  entryPoints: EntryPoint[];
  /** Source links: `{path}` (relative to rootDir) and `{line}` are filled in by TypeDoc. */
  sourceLinkTemplate: string;
  /** Per file (relative to rootDir); files not listed take `defaultLastUpdate`. */
  lastUpdates: Record<string, LastUpdate>;
  defaultLastUpdate?: LastUpdate;
}

/** Where resolved sources keep their downloads and checkouts: outside every docs folder. */
export interface SourceContext {
  siteDir: string;
  cacheDir: string;
  /** The web address of this repository (api-versions.json "repository"). */
  repository: string;
  /** Where a source's warning line goes (standard error, as `warning: …`, when left out). */
  warn?: (line: string) => void;
}
