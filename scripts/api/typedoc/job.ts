import type { TypeCheck } from '../manifest';
import type { EntryPoint, LastUpdate } from '../sources/types';

/** Everything the TypeDoc worker needs for one version; passed as JSON to its own process. */
export interface TypeDocJob {
  versionName: string;
  /** "Next" or the version number, shown on pages. */
  displayName: string;
  /** The library's name, shown on pages before the version ("CommandKit Next"). */
  library: string;
  /** The source folder: source links and `lastUpdates` paths are relative to it. */
  rootDir: string;
  /** The documented packages (name and folder), in overview order. */
  packages: { name: string; dir: string }[];
  /** Every package's entry points, all read into one TypeScript program. */
  entryPoints: EntryPoint[];
  /** Where the worker writes the Markdown pages and items.json. */
  outDir: string;
  /** The tsconfig written for this run (lists the entry points in `files`). */
  tsconfig: string;
  sourceLinkTemplate: string;
  lastUpdates: Record<string, LastUpdate>;
  defaultLastUpdate?: LastUpdate;
  /** `lenient`: convert without TypeScript's type check, and report the type errors in typeErrorsFileName. */
  typeCheck: TypeCheck;
  /**
   * Whether an export without a doc comment is a warning (TypeDoc's `validation.notDocumented`):
   * for a version whose warnings stop the run (`failOnWarnings`), whose source this repository
   * writes; a released version's gaps cannot be fixed and would only be noise.
   */
  requireDocs: boolean;
}

/** Written by a lenient run whose source has type errors: how many, and the first, as one line. */
export const typeErrorsFileName = 'type-errors.json';

export interface TypeErrorsReport {
  count: number;
  first: string;
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
  /** The package that defines the item (the one whose folder holds its source file). */
  packageName: string;
  /**
   * Every import path the item can be imported from, its own package's main entry first; empty
   * when the item is documented but not exported.
   */
  importPaths: string[];
  deprecated: boolean;
  /**
   * Set when another package has an item of the same kind and name: `plain` for the one whose page
   * has the plain name (the main package's, else the first package's), `qualified` for each other
   * one (its page name starts with its package, e.g. `types/legacy-CommandData`). Lists then show
   * the item with its package.
   */
  namesake?: 'plain' | 'qualified';
}

export const itemsFileName = 'items.json';

/** TypeDoc's warnings of a run, one line each (a JSON array), written beside items.json. */
export const warningsFileName = 'warnings.json';
