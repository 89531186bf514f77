import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT, type CheckedBlock, type GuideProject, type GuideVersion } from './project/guide-project';
import type { IdentifierFacts, NamedItem } from './identifier-facts';

/**
 * Reads, from the type-checked project of a version's blocks, every identifier that names something
 * the library declares: a class, function, type, enum or variable (through an import or not), or a
 * member reached through a typed value (`ctx.interaction`, `button.onClick`, a property of an object
 * literal whose type the library gives). Each gets what it names, for the build to find its API
 * page (resolve-links.ts), and the quick info the compiler gives at that spot with the first
 * paragraph of its TSDoc. Nothing here depends on the API reference, which is generated later.
 */

// Long object types would fill the screen; the compiler's own quick info is cut as well.
const MAX_TYPE_LENGTH = 400;
const MAX_SUMMARY_LENGTH = 300;

export function computeIdentifiers(
  version: GuideVersion,
  project: GuideProject,
  only?: ReadonlySet<CheckedBlock>,
): Map<CheckedBlock, IdentifierFacts[]> {
  const packageOf = libraryPackages(version);
  const checker = project.program.getTypeChecker();
  const result = new Map<CheckedBlock, IdentifierFacts[]>();

  for (const [file, block] of project.byFile) {
    if (only && !only.has(block)) continue;
    const sourceFile = project.program.getSourceFile(file);
    if (!sourceFile) throw new Error(`TypeScript did not load ${file}`);
    const facts: IdentifierFacts[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const names = namedItem(node, checker, packageOf);
        const info = names && project.service.getQuickInfoAtPosition(file, node.getStart(sourceFile));
        if (names && info) {
          const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
          facts.push({
            line,
            column: character,
            length: node.text.length,
            names,
            type: shortened(withoutImportLine(ts.displayPartsToString(info.displayParts)), MAX_TYPE_LENGTH),
            summary: shortened(firstParagraph(ts.displayPartsToString(info.documentation)), MAX_SUMMARY_LENGTH),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    result.set(block, facts);
  }
  return result;
}

/** What a library identifier names, or undefined when the library declares nothing by it. */
function namedItem(node: ts.Identifier, checker: ts.TypeChecker, packageOf: (file: string) => string | undefined): NamedItem | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  symbol = symbol && contextualProperty(symbol, checker);
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration) return undefined;
  const packageName = packageOf(declaration.getSourceFile().fileName);

  const owner = ownerName(declaration);
  if (owner !== undefined) {
    // A member inherited from a class the reference may not document: the value's own type may.
    const receiver =
      ts.isPropertyAccessExpression(node.parent) && node.parent.name === node
        ? checker.getTypeAtLocation(node.parent.expression)
        : undefined;
    const receiverSymbol = receiver && (receiver.aliasSymbol ?? receiver.getSymbol());
    // Only a receiver whose type the library declares can have a page of its own.
    const receiverDeclaration = receiverSymbol?.declarations?.[0];
    const receiverName = receiverDeclaration && packageOf(receiverDeclaration.getSourceFile().fileName) ? receiverSymbol.name : undefined;
    if (!packageName && !receiverName) return undefined;
    return { member: symbol.name, owner, ...(packageName && { packageName }), ...(receiverName && { receiver: receiverName }) };
  }
  if (!packageName || !isTopLevel(declaration)) return undefined;
  return { item: symbol.name, packageName, kinds: kindsOf(symbol, node) };
}

/**
 * A property written in an object literal (`{ name: 'ping' }`) is its own symbol to the compiler;
 * the one a reader means is the property of the type the literal is given (`CommandData.name`).
 */
function contextualProperty(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  const declaration = symbol.declarations?.[0];
  if (!declaration || !ts.isObjectLiteralElementLike(declaration) || !ts.isObjectLiteralExpression(declaration.parent)) return symbol;
  const contextual = checker.getContextualType(declaration.parent);
  return contextual?.getNonNullableType().getProperty(symbol.name) ?? symbol;
}

/** The name of the class, interface, enum or type alias a member is declared in. */
function ownerName(declaration: ts.Declaration): string | undefined {
  const isMember =
    ts.isPropertyDeclaration(declaration) ||
    ts.isPropertySignature(declaration) ||
    ts.isMethodDeclaration(declaration) ||
    ts.isMethodSignature(declaration) ||
    ts.isGetAccessorDeclaration(declaration) ||
    ts.isSetAccessorDeclaration(declaration) ||
    ts.isEnumMember(declaration);
  if (!isMember) return undefined;
  const parent = declaration.parent;
  if ((ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent) || ts.isEnumDeclaration(parent)) && parent.name) return parent.name.text;
  if (ts.isTypeLiteralNode(parent) && ts.isTypeAliasDeclaration(parent.parent)) return parent.parent.name.text;
  return '';
}

function isTopLevel(declaration: ts.Declaration): boolean {
  const statement = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  return ts.isSourceFile(statement.parent) || ts.isModuleBlock(statement.parent);
}

/** The API reference's kinds a symbol can be documented as, the one its use here means first. */
function kindsOf(symbol: ts.Symbol, node: ts.Identifier): string[] {
  const flags = symbol.flags;
  const values = [
    ...(flags & ts.SymbolFlags.Class ? ['classes'] : []),
    ...(flags & ts.SymbolFlags.Enum ? ['enums'] : []),
    ...(flags & ts.SymbolFlags.Function ? ['functions'] : []),
    ...(flags & ts.SymbolFlags.Variable ? ['variables'] : []),
  ];
  const types = flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) ? ['types'] : [];
  const inType = ts.isTypeReferenceNode(node.parent) || ts.isExpressionWithTypeArguments(node.parent);
  return inType ? [...types, ...values] : [...values, ...types];
}

/** The package a library file belongs to, by the folder it is in; undefined outside the library. */
function libraryPackages(version: GuideVersion): (file: string) => string | undefined {
  const folders: [string, string][] = [];
  if (version.library === 'installed') {
    const libraryDir = path.join(ROOT, 'library-src');
    for (const folder of fs.readdirSync(libraryDir)) {
      const manifest = path.join(libraryDir, folder, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string };
      folders.push([`${path.join(libraryDir, folder)}${path.sep}`, name]);
      // A plugin's sources as the scratch project installs them (copied into its node_modules).
      folders.push([`${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}src${path.sep}`, name]);
    }
  } else {
    for (const [name, [entry]] of Object.entries(version.library.paths)) {
      folders.push([`${path.dirname(path.dirname(path.join(ROOT, entry!)))}${path.sep}`, name]);
    }
  }
  return (file) => {
    const normalized = path.normalize(file);
    return folders.find(([folder]) =>
      folder.startsWith(path.sep) && !folder.startsWith(ROOT) ? normalized.includes(folder) : normalized.startsWith(folder),
    )?.[1];
  };
}

/** An imported name's quick info ends with the import (`import Button`), which the block shows already. */
function withoutImportLine(text: string): string {
  return text.replace(/\nimport [^\n]*$/, '');
}

function firstParagraph(text: string): string {
  return (text.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}

function shortened(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
