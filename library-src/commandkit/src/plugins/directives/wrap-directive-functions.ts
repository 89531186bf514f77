import type {
  ArrowFunctionExpression,
  ClassMethod,
  ClassPrivateMethod,
  Directive,
  FunctionDeclaration,
  FunctionExpression,
  Node,
  ObjectExpression,
  ObjectMethod,
  Program,
} from '@babel/types';
import MagicString from 'magic-string';
import { displayFile, isScriptFile, parseModule } from './parse-module.ts';
import { walk } from './walk.ts';

/** What {@link wrapDirectiveFunctions} rewrites, and where the file is. */
export interface WrapDirectiveOptions {
  /** The directive, such as `'use log'`. */
  readonly directive: string;
  /** The module the wrapper is imported from. */
  readonly importPath: string;
  /** The wrapper: a named export of `importPath` that takes a function and returns one. */
  readonly importName: string;
  /** Whether a marked function that is not async fails the build. */
  readonly asyncOnly: boolean;
  /** The file's absolute path. */
  readonly id: string;
  /** The project root, which paths in errors are relative to. */
  readonly root: string;
}

/** The rewritten code and a source map back to the input. */
export interface WrappedSource {
  readonly code: string;
  readonly map: { version: number; mappings: string; sources: string[]; sourcesContent?: (string | null)[]; names: string[]; file?: string };
}

type AnyFunction = FunctionDeclaration | FunctionExpression | ArrowFunctionExpression | ObjectMethod | ClassMethod | ClassPrivateMethod;

interface Target {
  readonly fn: AnyFunction;
  /** The directive in the function's own body (absent for targets of a file-level directive). */
  readonly directive?: Directive;
  readonly ancestors: readonly Node[];
}

/**
 * Rewrites every function marked with a directive into a call of a higher-order function: a
 * function whose body starts with `options.directive` is passed to `options.importName`
 * (imported from `options.importPath`), and what that returns is used in its place. The directive
 * at the top of a file marks every top-level function of the file (only the async ones when
 * `asyncOnly` is set).
 *
 * Edits are insertions, so every line keeps its number, and a source map is returned:
 *
 * - a function expression or arrow function is wrapped where it stands: `wrap(async () => {...})`;
 * - a named function declaration stays a declaration (hoisted, with its `this` and `arguments`),
 *   and `name = wrap(name);` runs at the top of its scope, before any code of the scope can call it;
 * - the methods of an object literal are replaced on the object once it is created.
 *
 * @param code - The file's code.
 * @param options - The directive, the wrapper, and the file.
 * @returns The new code and map, or `null` when the file has no marked function.
 * @throws `Error` with `file:line:column` for a marked function that is not async when
 * `asyncOnly` is set, a class method, a getter or setter, or a method with a computed name.
 * @internal
 */
export function wrapDirectiveFunctions(code: string, options: WrapDirectiveOptions): WrappedSource | null {
  if (!code.includes(options.directive) || !isScriptFile(options.id)) return null;
  const program = parseModule(code, options.id);
  if (!program) return null;

  const isDirective = (directive: Directive) => directive.value.value === options.directive;
  const moduleDirective = program.directives.find(isDirective);
  const targets = collectTargets(program, isDirective, moduleDirective ? options.asyncOnly : undefined);
  if (targets.length === 0 && !moduleDirective) return null;

  const file = displayFile(options.root, options.id);
  const s = new MagicString(code);
  if (moduleDirective) s.remove(moduleDirective.start!, moduleDirective.end!);
  if (targets.length === 0) return result(s, options.id);

  const local = uniqueName(code, options.importName);
  const topAssignments: string[] = [];
  const objectMethods = new Map<ObjectExpression, string[]>();

  for (const { fn, directive, ancestors } of targets) {
    checkSupported(fn, options, file);
    if (directive) s.remove(directive.start!, directive.end!);

    if (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression' || (fn.type === 'FunctionDeclaration' && !fn.id)) {
      // `export default function () {}` has no binding to keep: it is wrapped like an expression.
      s.appendLeft(fn.start!, `${local}(`);
      s.prependRight(fn.end!, fn.type === 'FunctionDeclaration' ? ');' : ')');
    } else if (fn.type === 'FunctionDeclaration') {
      const assignment = `${fn.id!.name} = ${local}(${fn.id!.name});`;
      if (isTopLevel(ancestors)) topAssignments.push(assignment);
      else assignAtScopeStart(s, assignment, fn, ancestors, isDirective);
    } else if (fn.type === 'ObjectMethod') {
      const object = ancestors[ancestors.length - 1] as ObjectExpression;
      const keys = objectMethods.get(object) ?? [];
      keys.push(JSON.stringify(staticKey(fn)));
      objectMethods.set(object, keys);
    }
  }

  for (const [object, keys] of objectMethods) {
    // The object is created first, so its methods keep their home object (and `super`).
    const replacements = keys.map((key) => `o[${key}] = ${local}(o[${key}])`).join(', ');
    s.prependRight(object.start!, `((o) => (${replacements}, o))(`);
    s.appendLeft(object.end!, ')');
  }

  // One line, put in front of the first line, so every line keeps its number.
  const header = `import { ${options.importName === local ? local : `${options.importName} as ${local}`} } from ${JSON.stringify(options.importPath)}; ${topAssignments.join(' ')}`;
  const hashbang = code.startsWith('#!') ? code.indexOf('\n') + 1 : 0;
  s.prependLeft(hashbang, `${header.trimEnd()} `);
  return result(s, options.id);
}

function isFunction(node: Node): node is AnyFunction {
  return (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression' ||
    node.type === 'ObjectMethod' ||
    node.type === 'ClassMethod' ||
    node.type === 'ClassPrivateMethod'
  );
}

/**
 * The marked functions: those whose body starts with the directive, and with a file-level
 * directive (`fileLevelAsyncOnly` defined) the top-level functions too.
 */
function collectTargets(program: Program, isDirective: (directive: Directive) => boolean, fileLevelAsyncOnly: boolean | undefined): Target[] {
  const targets: Target[] = [];
  walk(program, (node, ancestors) => {
    if (!isFunction(node)) return;
    const directive = node.body.type === 'BlockStatement' ? node.body.directives.find(isDirective) : undefined;
    if (directive) {
      targets.push({ fn: node, directive, ancestors: [...ancestors] });
    } else if (fileLevelAsyncOnly !== undefined && (node.async || !fileLevelAsyncOnly) && isModuleLevelFunction(node, ancestors)) {
      targets.push({ fn: node, ancestors: [...ancestors] });
    }
  });
  return targets;
}

/** A top-level function: a declaration, or the value of a top-level `const` or `export default`. */
function isModuleLevelFunction(fn: AnyFunction, ancestors: readonly Node[]): boolean {
  const chain = ancestors.slice(1).map((node) => node.type);
  if (fn.type === 'FunctionDeclaration') {
    return chain.length === 0 || (chain.length === 1 && (chain[0] === 'ExportNamedDeclaration' || chain[0] === 'ExportDefaultDeclaration'));
  }
  if (fn.type === 'FunctionExpression' || fn.type === 'ArrowFunctionExpression') {
    if (chain.length === 1) return chain[0] === 'ExportDefaultDeclaration';
    const declaration = chain[0] === 'ExportNamedDeclaration' ? chain.slice(1) : chain;
    return declaration.length === 2 && declaration[0] === 'VariableDeclaration' && declaration[1] === 'VariableDeclarator';
  }
  return false;
}

function checkSupported(fn: AnyFunction, options: WrapDirectiveOptions, file: string): void {
  const where = `${file}:${fn.loc!.start.line}:${fn.loc!.start.column + 1}`;
  const name = JSON.stringify(options.directive);
  if (fn.type === 'ClassMethod' || fn.type === 'ClassPrivateMethod') {
    throw new Error(`${name} cannot mark a class method (${where}). Fix: move the body into a function marked ${name} and call it from the method.`);
  }
  if (fn.type === 'ObjectMethod' && fn.kind !== 'method') {
    throw new Error(`${name} cannot mark a ${fn.kind}ter (${where}). Fix: move the body into a function marked ${name} and call it from the ${fn.kind}ter.`);
  }
  if (fn.type === 'ObjectMethod' && staticKey(fn) === undefined) {
    throw new Error(`${name} cannot mark a method with a computed name (${where}). Fix: give the method a plain name.`);
  }
  if (options.asyncOnly && !fn.async) {
    const example = `async function name() { '${options.directive}'; ... }`;
    throw new Error(`${name} needs an async function (${where}). Fix: declare it async, e.g. \`${example}\`.`);
  }
}

function isTopLevel(ancestors: readonly Node[]): boolean {
  return ancestors.slice(1).every((node) => node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration');
}

/**
 * Puts `assignment` at the top of the block that declares a nested function, where (being
 * hoisted) the function already exists, so the wrapped one is in place before any call.
 */
function assignAtScopeStart(s: MagicString, assignment: string, fn: FunctionDeclaration, ancestors: readonly Node[], isDirective: (directive: Directive) => boolean): void {
  const block = ancestors[ancestors.length - 1];
  if (block?.type !== 'BlockStatement') {
    // A declaration directly in a switch case or a label: assigned where it stands.
    s.prependLeft(fn.start!, `${assignment} `);
    return;
  }
  // After the block's own directives (other than the one being removed), which must stay first.
  const kept = block.directives.filter((directive) => !isDirective(directive));
  const at = kept.length > 0 ? kept[kept.length - 1]!.end! : block.start! + 1;
  s.appendLeft(at, ` ${assignment}`);
}

function staticKey(method: ObjectMethod): string | undefined {
  if (method.computed) return undefined;
  const key = method.key;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  if (key.type === 'NumericLiteral') return String(key.value);
  return undefined;
}

/** A local name for the wrapper that the file does not already use. */
function uniqueName(code: string, base: string): string {
  let name = base;
  for (let n = 1; code.includes(name); n++) name = `${base}$${n}`;
  return name;
}

function result(s: MagicString, id: string): WrappedSource {
  const map = s.generateMap({ includeContent: true, hires: true });
  return { code: s.toString(), map: { ...map, sources: [id], file: id } };
}
