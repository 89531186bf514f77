import type {
  ArrowFunctionExpression,
  CallExpression,
  Directive,
  FunctionDeclaration,
  FunctionExpression,
  Identifier,
  ImportDeclaration,
  ImportDefaultSpecifier,
  ImportNamespaceSpecifier,
  ImportSpecifier,
  LVal,
  Node,
  OptionalCallExpression,
  Program,
  Statement,
  VariableDeclaration,
} from '@babel/types';
import { walk } from '../plugins/directives/walk.ts';
import { staticValue } from './static-value.ts';

/** The directive that marks a macro. */
export const USE_MACRO = 'use macro';

/** A function marked `"use macro"`. */
export interface MacroDefinition {
  /** The name the file calls it by. */
  readonly name: string;
  /** The function. */
  readonly fn: FunctionDeclaration | FunctionExpression | ArrowFunctionExpression;
  /** The statement that defines it: evaluated while building, and removed from the build. */
  readonly statement: FunctionDeclaration | VariableDeclaration;
}

/** A call of a macro, to replace with its result. */
export interface MacroCall {
  /** The macro called. */
  readonly macro: MacroDefinition;
  /** The call expression. */
  readonly node: CallExpression | OptionalCallExpression;
  /** The arguments' values (they are literals). */
  readonly args: readonly unknown[];
  /**
   * Whether the call begins a statement (`m();`, `m().x;`): its replacement, which starts with a
   * parenthesis, then needs a semicolon before it, or a line before it without one would call it.
   */
  readonly startsStatement: boolean;
}

type ImportBinding = ImportSpecifier | ImportDefaultSpecifier | ImportNamespaceSpecifier;

/** An import declaration some macro uses. */
export interface MacroImport {
  /** The declaration. */
  readonly declaration: ImportDeclaration;
  /** Its bindings that macros use: the build-time evaluation imports these. */
  readonly bindings: readonly ImportBinding[];
  /** Whether only macros use the declaration's values, so the build leaves it out. */
  readonly onlyForMacros: boolean;
}

/** What a file's macros are, where they are called, and what they import. */
export interface MacroModule {
  /** The macros, by name, in the order they are defined. */
  readonly macros: ReadonlyMap<string, MacroDefinition>;
  /** The calls outside macros, in the order they appear. */
  readonly calls: readonly MacroCall[];
  /** The import declarations macros use. */
  readonly imports: readonly MacroImport[];
  /** The names the file declares at its top level other than its macros and imports. */
  readonly topLevelNames: ReadonlySet<string>;
}

// TypeScript nodes that hold values; every other TS node is a type, which no macro call is in.
const TS_VALUE_NODES = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
  'TSParameterProperty',
  'TSEnumDeclaration',
  'TSEnumBody',
  'TSEnumMember',
  'TSModuleDeclaration',
  'TSModuleBlock',
  'TSExportAssignment',
  'TSImportEqualsDeclaration',
  'TSExternalModuleReference',
]);
// Keys whose child is a type annotation or type arguments.
const TYPE_KEYS: ReadonlySet<string> = new Set([
  'typeAnnotation',
  'returnType',
  'typeParameters',
  'typeArguments',
  'superTypeParameters',
  'implements',
]);

/**
 * Finds a file's macros, their calls and the imports they use, and checks the rules that let the
 * build replace each call with its result:
 *
 * - a macro is a named function at the top level of the file: `function name() { 'use macro'; }`
 *   or `const name = () => { 'use macro'; }`, not exported and not a generator;
 * - its name means the macro everywhere in the file (nothing else declares it), and it is only
 *   ever called;
 * - the arguments of each call are literals.
 *
 * @param program - The parsed file.
 * @param file - The file's path as errors show it.
 * @returns The file's macros, or `undefined` when it has none.
 * @throws `Error` naming `file:line:column` and the fix when a rule is broken.
 * @internal
 */
export function findMacros(program: Program, file: string): MacroModule | undefined {
  const macros = topLevelMacros(program, file);
  rejectOtherMarkedFunctions(program, macros, file);
  if (macros.size === 0) return undefined;

  const definitions = new Set<Node>([...macros.values()].map((macro) => macro.statement));
  const bindings = new Set<Node>();
  const calls: MacroCall[] = [];
  const usedOutside = new Set<string>();
  const usedInside = new Set<string>();

  for (const macro of macros.values()) {
    walk(macro.statement, (node) => {
      if (node.type === 'Identifier' || node.type === 'JSXIdentifier') usedInside.add(node.name);
    });
  }

  walk(
    program,
    (node, ancestors) => {
      if (definitions.has(node) || node.type === 'ImportDeclaration') return false;
      if (node.type.startsWith('TS') && !TS_VALUE_NODES.has(node.type)) return false;
      for (const binding of bindingsOf(node)) {
        bindings.add(binding);
        const macro = macros.get(binding.name);
        if (macro)
          throw new Error(
            `The name of the macro "${macro.name}" is declared again at ${at(file, binding)}: a macro's name must mean the macro everywhere in its file, so that each call can be replaced. Fix: rename one of them.`,
          );
      }
      if (
        (node.type === 'CallExpression' || node.type === 'OptionalCallExpression') &&
        node.callee.type === 'Identifier' &&
        macros.has(node.callee.name)
      ) {
        const startsStatement = ancestors.some((ancestor) => ancestor.type === 'ExpressionStatement' && ancestor.start === node.start);
        calls.push({ ...macroCall(node, macros.get(node.callee.name)!, file), startsStatement });
        return false;
      }
      if (node.type === 'Identifier' || node.type === 'JSXIdentifier') {
        usedOutside.add(node.name);
        const macro = macros.get(node.name);
        const parent = ancestors[ancestors.length - 1];
        if (macro && !bindings.has(node) && parent && isReference(node, parent)) rejectUse(macro, node, parent, file);
      }
      return true;
    },
    TYPE_KEYS,
  );

  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers) {
      const macro = macros.get(specifier.local.name);
      if (macro)
        throw new Error(
          `The name of the macro "${macro.name}" is declared again at ${at(file, specifier.local)}: a macro's name must mean the macro everywhere in its file, so that each call can be replaced. Fix: rename one of them.`,
        );
    }
  }

  return { macros, calls, imports: macroImports(program, usedInside, usedOutside), topLevelNames: topLevelNames(program, macros) };
}

function directiveOf(fn: Node): Directive | undefined {
  if (
    fn.type !== 'FunctionDeclaration' &&
    fn.type !== 'FunctionExpression' &&
    fn.type !== 'ArrowFunctionExpression' &&
    fn.type !== 'ObjectMethod' &&
    fn.type !== 'ClassMethod' &&
    fn.type !== 'ClassPrivateMethod'
  ) {
    return undefined;
  }
  return fn.body.type === 'BlockStatement' ? fn.body.directives.find((directive) => directive.value.value === USE_MACRO) : undefined;
}

/** The macros defined by the statements of the file's top level. */
function topLevelMacros(program: Program, file: string): Map<string, MacroDefinition> {
  const macros = new Map<string, MacroDefinition>();
  for (const statement of program.body) {
    const exported =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? (statement.declaration as Statement | null)
        : undefined;
    const inner = exported ?? statement;
    const found = macroOf(inner, file);
    if (!found) continue;
    if (exported !== undefined) {
      throw new Error(
        `The macro "${found.name}" is exported (${at(file, statement)}): a macro only exists while the project builds, where each of its calls in its own file is replaced by its result. Fix: remove "export", or export a normal function that the macro calls.`,
      );
    }
    macros.set(found.name, found);
  }
  return macros;
}

function macroOf(statement: Node, file: string): MacroDefinition | undefined {
  if (statement.type === 'FunctionDeclaration' && directiveOf(statement) && statement.id) {
    checkNotGenerator(statement, statement.id.name, file);
    return { name: statement.id.name, fn: statement, statement };
  }
  if (statement.type !== 'VariableDeclaration') return undefined;
  const marked = statement.declarations.find((declarator) => declarator.init && directiveOf(declarator.init));
  if (!marked || marked.id.type !== 'Identifier') return undefined;
  const name = marked.id.name;
  if (statement.declarations.length > 1) {
    throw new Error(
      `The macro "${name}" shares its declaration with other variables (${at(file, marked)}). Fix: declare it on its own: const ${name} = () => { 'use macro'; ... };`,
    );
  }
  if (statement.kind !== 'const') {
    throw new Error(
      `The macro "${name}" is declared with ${statement.kind} (${at(file, statement)}). Fix: declare it with const, so that every call the build replaces means this function.`,
    );
  }
  const fn = marked.init as FunctionExpression | ArrowFunctionExpression;
  checkNotGenerator(fn, name, file);
  return { name, fn, statement };
}

function checkNotGenerator(fn: FunctionDeclaration | FunctionExpression | ArrowFunctionExpression, name: string, file: string): void {
  if (fn.type !== 'ArrowFunctionExpression' && fn.generator) {
    throw new Error(
      `The macro "${name}" is a generator (${at(file, fn)}): a macro returns one value, which replaces its call. Fix: return an array instead.`,
    );
  }
}

/** Fails on a `"use macro"` function that is not one of the top-level macros. */
function rejectOtherMarkedFunctions(program: Program, macros: ReadonlyMap<string, MacroDefinition>, file: string): void {
  const accepted = new Set<Node>([...macros.values()].map((macro) => macro.fn));
  walk(program, (node) => {
    if (accepted.has(node) || !directiveOf(node)) return;
    throw new Error(
      `"use macro" marks a function that is not a named function at the top level of its file (${at(file, node)}). Fix: declare the macro at the top level, as function name() { 'use macro'; ... } or const name = () => { 'use macro'; ... }, and call it where the value is needed.`,
    );
  });
}

function macroCall(
  node: CallExpression | OptionalCallExpression,
  macro: MacroDefinition,
  file: string,
): Omit<MacroCall, 'startsStatement'> {
  const args: unknown[] = [];
  for (const argument of node.arguments) {
    const value =
      argument.type === 'SpreadElement' || argument.type === 'ArgumentPlaceholder' ? { problem: argument } : staticValue(argument);
    if ('problem' in value) {
      throw new Error(
        `The call ${macro.name}() at ${at(file, value.problem)} passes an argument that is not a literal: macros run while the project builds, before any variable of the bot exists. Fix: pass strings, numbers, booleans, null, or arrays and objects of these, or work the value out inside the macro.`,
      );
    }
    args.push(value.value);
  }
  return { macro, node, args };
}

/** Whether an identifier with a macro's name, in this parent, refers to a variable. */
function isReference(node: Node, parent: Node): boolean {
  switch (parent.type) {
    case 'MemberExpression':
    case 'OptionalMemberExpression':
      return parent.property !== node || parent.computed;
    case 'ObjectProperty':
      // In a shorthand `{ name }` the value is a separate node, visited on its own.
      return parent.key !== node || parent.computed;
    case 'ObjectMethod':
    case 'ClassMethod':
    case 'ClassPrivateMethod':
    case 'ClassProperty':
    case 'ClassAccessorProperty':
      return parent.key !== node || parent.computed === true;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return false;
    case 'ExportSpecifier':
      return parent.local === node;
    case 'MetaProperty':
    case 'JSXAttribute':
    case 'JSXNamespacedName':
      return false;
    case 'JSXMemberExpression':
      return parent.object === node;
    default:
      return true;
  }
}

function rejectUse(macro: MacroDefinition, node: Node, parent: Node, file: string): never {
  if (parent.type === 'ExportSpecifier' || parent.type === 'ExportDefaultDeclaration') {
    throw new Error(
      `The macro "${macro.name}" is exported (${at(file, node)}): a macro only exists while the project builds, where each of its calls in its own file is replaced by its result. Fix: stop exporting it, or export a normal function that the macro calls.`,
    );
  }
  throw new Error(
    `The macro "${macro.name}" is used without being called (${at(file, node)}): a macro only exists while the project builds, where each call is replaced by its result. Fix: call it, as ${macro.name}(), or remove 'use macro' to make it a normal function.`,
  );
}

/** The identifiers a node declares: variables, parameters, function and class names. */
function bindingsOf(node: Node): Identifier[] {
  const names: Identifier[] = [];
  const pattern = (target: Node | null | undefined): void => {
    if (!target) return;
    switch (target.type) {
      case 'Identifier':
        names.push(target);
        return;
      case 'ObjectPattern':
        for (const property of target.properties) pattern(property.type === 'RestElement' ? property.argument : (property.value as LVal));
        return;
      case 'ArrayPattern':
        for (const element of target.elements) pattern(element);
        return;
      case 'AssignmentPattern':
        pattern(target.left);
        return;
      case 'RestElement':
        pattern(target.argument);
        return;
      case 'TSParameterProperty':
        pattern(target.parameter);
        return;
    }
  };
  switch (node.type) {
    case 'VariableDeclarator':
      pattern(node.id);
      break;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
      pattern(node.id);
      if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') node.params.forEach(pattern);
      break;
    case 'ArrowFunctionExpression':
    case 'ObjectMethod':
    case 'ClassMethod':
    case 'ClassPrivateMethod':
      node.params.forEach(pattern);
      break;
    case 'CatchClause':
      pattern(node.param);
      break;
    case 'TSEnumDeclaration':
    case 'TSImportEqualsDeclaration':
      pattern(node.id);
      break;
    case 'TSModuleDeclaration':
      if (node.id.type === 'Identifier') pattern(node.id);
      break;
  }
  return names;
}

function macroImports(program: Program, usedInside: ReadonlySet<string>, usedOutside: ReadonlySet<string>): MacroImport[] {
  const imports: MacroImport[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type' || statement.importKind === 'typeof') continue;
    const values = statement.specifiers.filter(
      (specifier) => !(specifier.type === 'ImportSpecifier' && (specifier.importKind === 'type' || specifier.importKind === 'typeof')),
    );
    const bindings = values.filter((specifier) => usedInside.has(specifier.local.name));
    if (bindings.length === 0) continue;
    const onlyForMacros = values.every((specifier) => usedInside.has(specifier.local.name) && !usedOutside.has(specifier.local.name));
    imports.push({ declaration: statement, bindings, onlyForMacros });
  }
  return imports;
}

function topLevelNames(program: Program, macros: ReadonlyMap<string, MacroDefinition>): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    const inner =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    if (!inner) continue;
    const declarators = inner.type === 'VariableDeclaration' ? inner.declarations : [inner];
    for (const declarator of declarators) {
      for (const binding of bindingsOf(declarator as Node)) {
        // A function's parameters are not top-level names: only its own name is.
        if (declarator.type !== 'VariableDeclarator' && binding !== (declarator as { id?: Node }).id) continue;
        if (!macros.has(binding.name)) names.add(binding.name);
      }
    }
  }
  return names;
}

function at(file: string, node: Node): string {
  return `${file}:${node.loc!.start.line}:${node.loc!.start.column + 1}`;
}
