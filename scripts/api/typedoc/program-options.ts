import { readFileSync } from 'node:fs';
import path from 'node:path';
import type TypeScript from 'typescript';

/** One package's compiler options, as its own tsconfig gives them (`extends` followed). */
export interface PackageOptions {
  name: string;
  options: TypeScript.CompilerOptions;
}

export interface SettledOptions {
  /** tsconfig `compilerOptions` entries that replace those of the tsconfig the program extends. */
  compilerOptions: Record<string, unknown>;
  /** The options no one value suits, each as `name (value: packages; value: packages)`. */
  conflicts: string[];
}

/** Members of the `strict` family that only add errors; a package that does not set one has `strict`'s value. */
const strictChecks = [
  'noImplicitAny',
  'noImplicitThis',
  'strictFunctionTypes',
  'strictBindCallApply',
  'strictPropertyInitialization',
  'useUnknownInCatchVariables',
  'alwaysStrict',
];

/** Checks that only add errors: off for the program when any package has them off. */
const checksOnly = [
  ...strictChecks,
  'noImplicitOverride',
  'noImplicitReturns',
  'noFallthroughCasesInSwitch',
  'noUnusedLocals',
  'noUnusedParameters',
  'noPropertyAccessFromIndexSignature',
  'isolatedModules',
  'verbatimModuleSyntax',
  'erasableSyntaxOnly',
  'useDefineForClassFields',
];

/** What a package may import: on for the program when any package has them on. */
const allowances = ['resolveJsonModule', 'allowImportingTsExtensions', 'allowArbitraryExtensions'] as const;

/** Options that change the types a page shows: one program can only have one value. */
const typeShaping = ['strictNullChecks', 'strictBuiltinIteratorReturn', 'exactOptionalPropertyTypes', 'noUncheckedIndexedAccess'] as const;

const strictFamily = new Set([...strictChecks, 'strictNullChecks', 'strictBuiltinIteratorReturn']);

const jsxKeys = ['jsx', 'jsxFactory', 'jsxFragmentFactory', 'jsxImportSource', 'reactNamespace'] as const;
const jsxNames: Record<number, string> = { 1: 'preserve', 2: 'react', 3: 'react-native', 4: 'react-jsx', 5: 'react-jsxdev' };

/**
 * The compiler options of one TypeScript program for several packages. The program (see
 * writeTsconfig in generate-version.ts) extends the first package's tsconfig, but each package's
 * source was written against its own: where the packages differ, the first package's choice would
 * give another package type errors it does not have (a DOM type unknown, JSX not allowed, an
 * implicit `any` that its tsconfig allows) or the types of another language level. So, only where
 * they differ:
 * - `lib` and `types` are the union of the packages' (more globals break no package);
 * - `target` is the highest, which allows every package's syntax;
 * - checks that only add errors are off if a package has them off, and what a package may
 *   import (JSON, `.ts` extensions) is allowed if a package allows it: the types read the same;
 * - JSX and decorator settings come from the packages that set them: a package without them has
 *   no JSX, and no decorators of the older kind;
 * - options that change the types themselves (`strictNullChecks`, `exactOptionalPropertyTypes`
 *   ...) have no value that suits both sides, nor have two different JSX settings: the first
 *   package's value stands, and each is a conflict for the one warning line the run prints.
 */
export function settleCompilerOptions(packages: readonly PackageOptions[], ts: typeof TypeScript): SettledOptions {
  const compilerOptions: Record<string, unknown> = {};
  const conflicts: string[] = [];
  if (packages.length < 2) return { compilerOptions, conflicts };
  const differ = (values: readonly unknown[]) => new Set(values.map((value) => JSON.stringify(value))).size > 1;

  const libs = packages.map(({ options }) => libNames(options, ts));
  if (differ(libs.map((names) => [...names].sort()))) compilerOptions.lib = [...new Set(libs.flat())];
  const types = packages.map(({ options }) => options.types);
  if (differ(types)) compilerOptions.types = types.includes(undefined) ? null : [...new Set(types.flatMap((list) => list ?? []))];

  const targets = packages.map(({ options }) => targetOf(options, ts));
  if (differ(targets)) {
    const highest = Math.max(...targets);
    // `Latest` shares ESNext's number, but is no value a tsconfig takes.
    compilerOptions.target = Object.keys(ts.ScriptTarget).find((name) => name !== 'Latest' && ts.ScriptTarget[name as 'ES5'] === highest);
  }

  for (const key of checksOnly) {
    const values = packages.map(({ options }) => effective(options, key, ts));
    if (differ(values)) compilerOptions[key] = false;
  }
  for (const key of allowances) {
    const values = packages.map(({ options }) =>
      Boolean(options[key] || (key === 'allowImportingTsExtensions' && options.rewriteRelativeImportExtensions)),
    );
    if (differ(values)) compilerOptions[key] = true;
  }

  const jsxSettings = packages.map(({ options }) => jsxKeys.map((key) => options[key]));
  const withJsx = packages.filter((_, index) => jsxSettings[index][0] !== undefined);
  if (differ(jsxSettings) && withJsx.length > 0) {
    const chosen = jsxSettings[packages.indexOf(withJsx[0])];
    jsxKeys.forEach((key, index) => {
      // null unsets what the extended tsconfig (the first package's) sets and the chosen one does not.
      if (chosen[index] !== undefined) compilerOptions[key] = key === 'jsx' ? jsxNames[chosen[index] as number] : chosen[index];
      else if (jsxSettings[0][index] !== undefined) compilerOptions[key] = null;
    });
    const jsxOf = (entry: PackageOptions) =>
      jsxNames[entry.options.jsx as number] + (entry.options.jsxImportSource ? ` from ${entry.options.jsxImportSource}` : '');
    const conflict = describeConflict('jsx', withJsx, jsxOf);
    if (conflict) conflicts.push(conflict);
  }
  if (differ(packages.map(({ options }) => Boolean(options.experimentalDecorators)))) compilerOptions.experimentalDecorators = true;

  for (const key of typeShaping) {
    const conflict = describeConflict(key, packages, ({ options }) => String(effective(options, key, ts)));
    if (conflict) conflicts.push(conflict);
  }
  return { compilerOptions, conflicts };
}

/** `name (value: packages; value: packages)` when the packages' values differ, the first package's first. */
function describeConflict(
  name: string,
  packages: readonly PackageOptions[],
  valueOf: (entry: PackageOptions) => string,
): string | undefined {
  const byValue = new Map<string, string[]>();
  for (const entry of packages) byValue.set(valueOf(entry), [...(byValue.get(valueOf(entry)) ?? []), entry.name]);
  if (byValue.size < 2) return undefined;
  return `${name} (${[...byValue].map(([value, names]) => `${value}: ${names.join(', ')}`).join('; ')})`;
}

/** A boolean option's value for a package, defaults applied as TypeScript 5.9 applies them. */
function effective(options: TypeScript.CompilerOptions, key: string, ts: typeof TypeScript): boolean {
  const value = options[key];
  if (value !== undefined) return Boolean(value);
  if (strictFamily.has(key)) return Boolean(options.strict);
  if (key === 'useDefineForClassFields') return targetOf(options, ts) >= ts.ScriptTarget.ES2022;
  if (key === 'isolatedModules') return Boolean(options.verbatimModuleSyntax);
  return false;
}

/** The language level a package compiles for: its `target`, else the one its `module` implies. */
function targetOf(options: TypeScript.CompilerOptions, ts: typeof TypeScript): number {
  if (options.target !== undefined) return options.target;
  const { ModuleKind, ScriptTarget } = ts;
  if (options.module === ModuleKind.NodeNext) return ScriptTarget.ESNext;
  if (options.module === ModuleKind.Node20) return ScriptTarget.ES2023;
  if (options.module === ModuleKind.Node16 || options.module === ModuleKind.Node18) return ScriptTarget.ES2022;
  return ScriptTarget.ES5;
}

/** A package's `lib` as names (`es2022`, `dom`); without one, the names its target's default library brings. */
function libNames(options: TypeScript.CompilerOptions, ts: typeof TypeScript): string[] {
  if (options.lib) return options.lib.map((file) => file.replace(/^lib\./, '').replace(/\.d\.ts$/, ''));
  const file = path.join(path.dirname(ts.getDefaultLibFilePath(options)), ts.getDefaultLibFileName(options));
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).libReferenceDirectives.map((reference) => reference.fileName);
}
