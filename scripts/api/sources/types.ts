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
}

/** A version's library, on disk and ready for TypeDoc. Everything here is plain data. */
export interface ResolvedSource {
  /** The package folder (holds package.json). */
  packageDir: string;
  /** Changes whenever the source's content changes: part of the cache key. */
  identity: string;
  entryPoints: EntryPoint[];
  /** Source links: `{path}` (relative to packageDir) and `{line}` are filled in by TypeDoc. */
  sourceLinkTemplate: string;
  /** Per file (relative to packageDir); files not listed take `defaultLastUpdate`. */
  lastUpdates: Record<string, LastUpdate>;
  defaultLastUpdate?: LastUpdate;
}

/** Where resolved sources keep their downloads and checkouts: outside every docs folder. */
export interface SourceContext {
  siteDir: string;
  cacheDir: string;
  /** The web address of this repository (api-versions.json "repository"). */
  repository: string;
}
