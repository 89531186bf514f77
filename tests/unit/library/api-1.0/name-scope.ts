import type { ApiFact } from './facts-table';
import type { NameMeaning } from './type-text';

/** One name an entry file (or an external module) exports, as the check program can use it. */
export interface ScopeName {
  /** Usable in a type position (class, interface, type alias, enum, namespace). */
  type: boolean;
  /** Usable as a value (after `typeof`). */
  value: boolean;
  /** How many type parameters its declaration has (0 for non-generic names and values). */
  typeParameters: number;
}

/** Looks one exported name up; read on demand, as discord.js alone exports thousands. */
export interface NameLookup {
  get(name: string): ScopeName | undefined;
}

/** A module the check program imports as a namespace, under `alias`. */
export interface ScopeModule {
  specifier: string;
  alias: string;
  names: NameLookup;
}

/** The kinds of the table that give a name each meaning. */
const kindsWith: Record<NameMeaning, ReadonlySet<ApiFact['kind']>> = {
  type: new Set(['class', 'interface', 'type', 'enum', 'const+type']),
  value: new Set(['class', 'function', 'const', 'enum', 'const+type']),
};

/**
 * Where the names in 1.0's types are found, first match wins:
 * 1. a name the table lists (with that meaning): our export of it from the fact's own import path
 *    when the table lists it there, otherwise from the first import path the table lists it at.
 *    When we do not export it there (yet), it has no reference: its parameters are checked for
 *    arity only until it is added, never against an outside name of the same spelling;
 * 2. the outside modules in their order (discord.js first, then i18next, ioredis, Node's modules);
 * 3. the global names of the program (`Promise`, `Record`, `Error`).
 * A name 1.0 did not export (`PluginOptions`, `AppCommandRunner`) and no outside module has is
 * not found, even when we export something of that name: it may not be 1.0's.
 */
export class NameScope {
  /** Import paths the table lists each name at, by meaning, in table order. */
  private readonly listed: Record<NameMeaning, Map<string, string[]>> = { type: new Map(), value: new Map() };

  constructor(
    private readonly ours: readonly ScopeModule[],
    private readonly outside: readonly ScopeModule[],
    private readonly globals: ReadonlySet<string>,
    facts: readonly ApiFact[],
  ) {
    for (const meaning of ['type', 'value'] as const) {
      for (const fact of facts.filter((candidate) => kindsWith[meaning].has(candidate.kind))) {
        this.listed[meaning].set(fact.name, [...(this.listed[meaning].get(fact.name) ?? []), fact.importPath]);
      }
    }
  }

  /** Our export of `name` at `importPath`, if any. */
  ourName(importPath: string, name: string): ScopeName | undefined {
    return this.ours.find((module) => module.specifier === importPath)?.names.get(name);
  }

  /** The alias the check program imports `importPath` under. */
  aliasOf(importPath: string): string | undefined {
    return this.ours.find((module) => module.specifier === importPath)?.alias;
  }

  /** A reference to `name` for a fact of `importPath`, or undefined when nothing reachable has it. */
  resolve(importPath: string, name: string, meaning: NameMeaning): string | undefined {
    const has = (module: ScopeModule | undefined) => module?.names.get(name)?.[meaning] === true;
    const listedAt = this.listed[meaning].get(name);
    if (listedAt) {
      const ourPath = listedAt.includes(importPath) ? importPath : listedAt[0];
      const module = this.ours.find((candidate) => candidate.specifier === ourPath);
      return module && has(module) ? `${module.alias}.${name}` : undefined;
    }
    const outsideModule = this.outside.find(has);
    if (outsideModule) return `${outsideModule.alias}.${name}`;
    return this.globals.has(name) ? name : undefined;
  }
}
