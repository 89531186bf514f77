import type { Directive, ObjectExpression } from '@babel/types';
import MagicString from 'magic-string';
import {
  collectDirectiveTargets,
  insertAtScopeStart,
  isTopLevel,
  prependHeader,
  rewrittenSource,
  staticKey,
  uniqueName,
  type AnyFunction,
  type RewrittenSource,
} from './directive-targets.ts';
import { displayFile, isScriptFile, parseModule } from './parse-module.ts';

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
export type WrappedSource = RewrittenSource;

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
  // A file-level directive marks the top-level functions (only the async ones when `asyncOnly`).
  const targets = collectDirectiveTargets(program, isDirective, moduleDirective ? (fn) => fn.async || !options.asyncOnly : undefined);
  if (targets.length === 0 && !moduleDirective) return null;

  const file = displayFile(options.root, options.id);
  const s = new MagicString(code);
  if (moduleDirective) s.remove(moduleDirective.start!, moduleDirective.end!);
  if (targets.length === 0) return rewrittenSource(s, options.id);

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
      else insertAtScopeStart(s, assignment, fn, ancestors, isDirective);
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

  const header = `import { ${options.importName === local ? local : `${options.importName} as ${local}`} } from ${JSON.stringify(options.importPath)}; ${topAssignments.join(' ')}`;
  prependHeader(s, code, header);
  return rewrittenSource(s, options.id);
}

function checkSupported(fn: AnyFunction, options: WrapDirectiveOptions, file: string): void {
  const where = `${file}:${fn.loc!.start.line}:${fn.loc!.start.column + 1}`;
  const name = JSON.stringify(options.directive);
  if (fn.type === 'ClassMethod' || fn.type === 'ClassPrivateMethod') {
    throw new Error(
      `${name} cannot mark a class method (${where}). Fix: move the body into a function marked ${name} and call it from the method.`,
    );
  }
  if (fn.type === 'ObjectMethod' && fn.kind !== 'method') {
    throw new Error(
      `${name} cannot mark a ${fn.kind}ter (${where}). Fix: move the body into a function marked ${name} and call it from the ${fn.kind}ter.`,
    );
  }
  if (fn.type === 'ObjectMethod' && staticKey(fn) === undefined) {
    throw new Error(`${name} cannot mark a method with a computed name (${where}). Fix: give the method a plain name.`);
  }
  if (options.asyncOnly && !fn.async) {
    const example = `async function name() { '${options.directive}'; ... }`;
    throw new Error(`${name} needs an async function (${where}). Fix: declare it async, e.g. \`${example}\`.`);
  }
}
