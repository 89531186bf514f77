import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LastUpdate } from '../sources/types';
import type { ItemKind } from '../typedoc/job';

/**
 * The compact API model of one version: what the changes pages and the "Added in" lines compare.
 * The TypeDoc worker writes it next to the version's pages (`api-reference/api-model.json`), so a
 * version skipped as unchanged still has its model for the versions after it.
 */
export interface ApiModel {
  /** Bumped when the shape changes, so an old file is never compared with a new one. */
  format: number;
  /** The documented packages in the version's overview order. */
  packages: string[];
  /** The library's name as its pages say it (a model written before it was kept has none). */
  library?: string;
  /** The version's source date, for the `last_update` of pages made from the model. */
  lastUpdate?: LastUpdate;
  items: ModelItem[];
}

export interface ModelItem {
  packageName: string;
  name: string;
  /** The page folder, e.g. `classes`. */
  kind: ItemKind;
  /** What the declaration is, e.g. `Class`, `Interface`, `Type alias`: a change here is a kind change. */
  declaration: string;
  /** Doc id relative to `api-reference/`, e.g. `classes/CommandKit`. */
  path: string;
  summary: string;
  deprecated: boolean;
  /** Every import path the item can be imported from (none when it is documented but not exported); for the API report. */
  importPaths?: string[];
  /** The declaration itself as one-liners: a class's heading, a type's definition, each overload of a function. */
  signatures: string[];
  members: ModelMember[];
}

export interface ModelMember {
  /** Unique within the item: the member's name, `static ` before a static one's. */
  name: string;
  /** `property`, `method`, `accessor`, `constructor`, `enum member`, `index signature`, `call signature`. */
  kind: string;
  deprecated: boolean;
  /** One line per overload (or per get/set half of an accessor). */
  signatures: string[];
}

export const modelFileName = 'api-model.json';
export const modelFormat = 1;

/** Same items in, same bytes out: items sorted by package, kind and name, members by name. */
export function serializeModel(
  packages: readonly string[],
  items: readonly ModelItem[],
  lastUpdate?: LastUpdate,
  library?: string,
): string {
  const sorted = [...items]
    .map((item) => ({ ...item, members: [...item.members].sort((a, b) => compareText(a.name, b.name)) }))
    .sort((a, b) => compareText(a.packageName, b.packageName) || compareText(a.kind, b.kind) || compareText(a.name, b.name));
  const model: ApiModel = {
    format: modelFormat,
    packages: [...packages],
    ...(library ? { library } : {}),
    ...(lastUpdate ? { lastUpdate } : {}),
    items: sorted,
  };
  return `${JSON.stringify(model, null, 1)}\n`;
}

/** The model in a version's output folder, or undefined when there is none of this format. */
export function readModel(outputDir: string): ApiModel | undefined {
  let raw: string;
  try {
    raw = readFileSync(path.join(outputDir, modelFileName), 'utf8');
  } catch {
    return undefined;
  }
  let model: ApiModel;
  try {
    model = JSON.parse(raw) as ApiModel;
  } catch {
    return undefined;
  }
  return model.format === modelFormat && Array.isArray(model.items) && Array.isArray(model.packages) ? model : undefined;
}

/** Locale-independent order, so the bytes never depend on the machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
