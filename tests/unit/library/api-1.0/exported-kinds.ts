import ts from 'typescript';

/** What one exported name is, read from the TypeScript checker. */
export interface ExportedName {
  class: boolean;
  function: boolean;
  /** A `const`, `let` or `var`. */
  variable: boolean;
  enum: boolean;
  interface: boolean;
  typeAlias: boolean;
  namespace: boolean;
  /** Some `export type` / `import type` on the way from the entry file to the declaration. */
  typeOnly: boolean;
}

/**
 * The exported names of each entry file, with their kinds. All entry files are one program, as in
 * a user's project: `paths` sends each import path to its entry file, so one package's imports of
 * another (a plugin importing `commandkit`) reach the same sources and re-exports resolve.
 */
export function readExportedNames(entries: ReadonlyMap<string, string>, projectDir: string): Map<string, Map<string, ExportedName>> {
  const program = ts.createProgram({ rootNames: [...new Set(entries.values())], options: userProjectOptions(entries, projectDir) });
  const checker = program.getTypeChecker();
  const result = new Map<string, Map<string, ExportedName>>();
  for (const [importPath, file] of entries) {
    const sourceFile = program.getSourceFile(file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`${file} (the entry file of ${importPath}) is not a module TypeScript can read.`);
    const names = new Map<string, ExportedName>();
    for (const exported of checker.getExportsOfModule(moduleSymbol)) names.set(exported.name, describe(exported, checker));
    result.set(importPath, names);
  }
  return result;
}

function describe(exported: ts.Symbol, checker: ts.TypeChecker): ExportedName {
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const has = (flag: ts.SymbolFlags) => (target.flags & flag) !== 0;
  return {
    class: has(ts.SymbolFlags.Class),
    function: has(ts.SymbolFlags.Function),
    variable: has(ts.SymbolFlags.Variable),
    enum: has(ts.SymbolFlags.Enum),
    interface: has(ts.SymbolFlags.Interface),
    typeAlias: has(ts.SymbolFlags.TypeAlias),
    namespace: has(ts.SymbolFlags.Module),
    typeOnly: isTypeOnlyChain(exported, checker),
  };
}

/** Follows the re-export chain one alias at a time; any `export type` or `import type` link makes the name a type only. */
function isTypeOnlyChain(exported: ts.Symbol, checker: ts.TypeChecker): boolean {
  const seen = new Set<ts.Symbol>();
  for (
    let symbol: ts.Symbol | undefined = exported;
    symbol && symbol.flags & ts.SymbolFlags.Alias && !seen.has(symbol);
    symbol = checker.getImmediateAliasedSymbol(symbol)
  ) {
    seen.add(symbol);
    // `export type { A }`, `export { type A }`, `import type`. Names of an `export type * from`
    // are no aliases and go unseen here; the library has no such export.
    if (symbol.declarations?.some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration))) return true;
  }
  return false;
}

/**
 * The compiler options of a 1.0 user's ES-module project, with `paths` sending each import path to
 * its entry file (`entries`: import path → file). The signature check compiles its program with
 * the same options, so both checks see the library the same way.
 */
export function userProjectOptions(entries: ReadonlyMap<string, string>, projectDir: string): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: 'commandkit',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    baseUrl: projectDir,
    paths: Object.fromEntries([...entries].map(([importPath, file]) => [importPath, [file]])),
  };
}
