import type { EntryPoint, LastUpdate } from '../sources/types';

/** Everything the TypeDoc worker needs for one version; passed as JSON to its own process. */
export interface TypeDocJob {
  versionName: string;
  /** "Next" or the version number, shown on pages. */
  displayName: string;
  packageDir: string;
  entryPoints: EntryPoint[];
  /** Where the worker writes the Markdown pages and items.json. */
  outDir: string;
  /** The tsconfig written for this run (lists the entry points in `files`). */
  tsconfig: string;
  sourceLinkTemplate: string;
  lastUpdates: Record<string, LastUpdate>;
  defaultLastUpdate?: LastUpdate;
}

/** The folder of each kind of page; interfaces and type aliases share `types`. */
export type ItemKind = 'classes' | 'enums' | 'functions' | 'types' | 'variables';

/** One generated page, as the index pages and the sidebar need it. Written to items.json. */
export interface ApiItem {
  name: string;
  kind: ItemKind;
  /** Doc id relative to `api-reference/`, e.g. `classes/CommandKit`. */
  path: string;
  summary: string;
  /** The import path, or undefined when the item is documented but not exported by the package. */
  importPath?: string;
  deprecated: boolean;
}

export const itemsFileName = 'items.json';
