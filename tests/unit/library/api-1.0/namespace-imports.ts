import ts from 'typescript';
import type { NameLookup, ScopeName } from './name-scope';

/**
 * The exports of each `import * as alias` of a file, by alias, each name read when first asked
 * for. An import whose module does not resolve is left out.
 */
export function readNamespaceImports(file: ts.SourceFile, checker: ts.TypeChecker): Map<string, NameLookup> {
  const result = new Map<string, NameLookup>();
  for (const statement of file.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamespaceImport(bindings)) continue;
    const alias = checker.getSymbolAtLocation(bindings.name);
    const moduleSymbol = alias && alias.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(alias) : undefined;
    // An unresolved module aliases the "unknown" symbol, which is no module.
    if (!moduleSymbol || !(moduleSymbol.flags & ts.SymbolFlags.Module)) continue;
    const read = new Map<string, ScopeName | undefined>();
    const get = (name: string) => {
      if (!read.has(name)) {
        const exported = checker.tryGetMemberInModuleExports(name, moduleSymbol);
        read.set(name, exported && describeName(exported, checker));
      }
      return read.get(name);
    };
    result.set(bindings.name.text, { get });
  }
  return result;
}

function describeName(exported: ts.Symbol, checker: ts.TypeChecker): ScopeName {
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const typeParameters = Math.max(
    0,
    ...(target.declarations ?? []).map((declaration) =>
      ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)
        ? (declaration.typeParameters?.length ?? 0)
        : 0,
    ),
  );
  return { type: (target.flags & ts.SymbolFlags.Type) !== 0, value: (target.flags & ts.SymbolFlags.Value) !== 0, typeParameters };
}
