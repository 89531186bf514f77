import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The kind of a declaration, named the way discord.js's documentation names it in URLs. */
export type DeclarationKind = 'Class' | 'Interface' | 'TypeAlias' | 'Enum' | 'Function' | 'Variable';

export interface ExternalSymbol {
  packageName: string;
  qualifiedName: string;
  /** The declaration file that defines the symbol. */
  fileName?: string;
}

const discordJsPackages: Record<string, string> = {
  'discord.js': 'discord.js',
  '@discordjs/builders': 'builders',
  '@discordjs/collection': 'collection',
  '@discordjs/formatters': 'formatters',
  '@discordjs/rest': 'rest',
  '@discordjs/util': 'util',
  '@discordjs/ws': 'ws',
};

const apiTypesPaths: Record<DeclarationKind, string> = {
  Class: 'class',
  Interface: 'interface',
  TypeAlias: 'type-alias',
  Enum: 'enum',
  Function: 'function',
  Variable: 'variable',
};

/**
 * The official documentation page of a type that lives outside the library: discord.js and its
 * packages, discord-api-types, and Node.js. Language built-ins (Promise, Map, ...) are linked to
 * MDN by typedoc-plugin-mdn-links. Returns undefined for anything else, which stays plain text.
 */
export function externalDocsUrl(symbol: ExternalSymbol, lookup = declarationLookup): string | undefined {
  const topName = symbol.qualifiedName.split('.')[0];
  const member = symbol.qualifiedName.split('.').slice(1).join('.');
  const discordPackage = discordJsPackages[symbol.packageName];
  if (discordPackage) {
    const kind = symbol.fileName ? lookup(symbol.fileName, topName) : undefined;
    const version = symbol.fileName ? packageVersion(symbol.fileName) : undefined;
    if (!kind || !version) return undefined;
    const anchor = member ? `#${member}` : '';
    return `https://discord.js.org/docs/packages/${discordPackage}/${version}/${topName}:${kind}${anchor}`;
  }
  if (symbol.packageName === 'discord-api-types') {
    const kind = symbol.fileName ? lookup(symbol.fileName, topName) : undefined;
    if (!kind) return undefined;
    return `https://discord-api-types.dev/api/discord-api-types-v10/${apiTypesPaths[kind]}/${topName}`;
  }
  if (symbol.packageName === '@types/node') {
    const module = symbol.fileName ? nodeModuleOf(symbol.fileName) : 'globals';
    const kind = symbol.fileName ? lookup(symbol.fileName, topName) : undefined;
    const anchor = kind === 'Class' ? `#class-${topName.toLowerCase()}` : '';
    return `https://nodejs.org/api/${module}.html${anchor}`;
  }
  return undefined;
}

/** `@types/node/events.d.ts` → `events`; files that only declare globals → `globals`. */
function nodeModuleOf(fileName: string): string {
  const base = path
    .basename(fileName)
    .replace(/\.d\.ts$/, '')
    .split('.')[0];
  const known = new Set([
    'assert',
    'buffer',
    'child_process',
    'crypto',
    'dns',
    'events',
    'fs',
    'http',
    'https',
    'net',
    'os',
    'path',
    'process',
    'readline',
    'stream',
    'timers',
    'url',
    'util',
    'worker_threads',
    'zlib',
    'perf_hooks',
  ]);
  return known.has(base) ? base : 'globals';
}

const packageVersions = new Map<string, string | undefined>();

/** The version of the installed package a declaration file belongs to (the docs are versioned). */
function packageVersion(fileName: string): string | undefined {
  let dir = path.dirname(fileName);
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      if (!packageVersions.has(manifest)) {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string; name?: string };
        // Nested package.json files without a name only set the module type; keep walking.
        if (!pkg.name) {
          dir = path.dirname(dir);
          continue;
        }
        packageVersions.set(manifest, pkg.version);
      }
      return packageVersions.get(manifest);
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

const fileDeclarations = new Map<string, Map<string, DeclarationKind>>();

/** The kind of the declaration named `name` in a declaration file, read once per file. */
export function declarationLookup(fileName: string, name: string): DeclarationKind | undefined {
  let declarations = fileDeclarations.get(fileName);
  if (!declarations) {
    declarations = new Map();
    if (existsSync(fileName)) {
      const source = ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.Latest, false);
      collectDeclarations(source.statements, declarations);
    }
    fileDeclarations.set(fileName, declarations);
  }
  return declarations.get(name);
}

function collectDeclarations(statements: ts.NodeArray<ts.Statement>, into: Map<string, DeclarationKind>): void {
  for (const statement of statements) {
    const add = (name: string | undefined, kind: DeclarationKind) => {
      // Classes win over their merged interface of the same name, as discord.js documents them.
      if (name && (!into.has(name) || kind === 'Class')) into.set(name, kind);
    };
    if (ts.isClassDeclaration(statement)) add(statement.name?.text, 'Class');
    else if (ts.isInterfaceDeclaration(statement)) add(statement.name.text, 'Interface');
    else if (ts.isTypeAliasDeclaration(statement)) add(statement.name.text, 'TypeAlias');
    else if (ts.isEnumDeclaration(statement)) add(statement.name.text, 'Enum');
    else if (ts.isFunctionDeclaration(statement)) add(statement.name?.text, 'Function');
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) add(declaration.name.text, 'Variable');
      }
    } else if (ts.isModuleDeclaration(statement) && statement.body && ts.isModuleBlock(statement.body)) {
      collectDeclarations(statement.body.statements, into);
    }
  }
}
