// The parts of a directive rewrite that do not depend on what the directive does: finding the
// functions it marks, placing code where a hoisted declaration already exists, and returning the
// edited text with its source map. Shared by the generic directive wrapper and by "use cache".
import type {
  ArrowFunctionExpression,
  ClassMethod,
  ClassPrivateMethod,
  Directive,
  FunctionDeclaration,
  FunctionExpression,
  Node,
  ObjectMethod,
  Program,
} from '@babel/types';
import type MagicString from 'magic-string';
import { walk } from './walk.ts';

/** Every kind of function a directive can sit in. */
export type AnyFunction =
  FunctionDeclaration | FunctionExpression | ArrowFunctionExpression | ObjectMethod | ClassMethod | ClassPrivateMethod;

/** A function a directive marks, and where it is in the tree. */
export interface DirectiveTarget {
  readonly fn: AnyFunction;
  /** The directive in the function's own body (absent for targets of a file-level directive). */
  readonly directive?: Directive;
  readonly ancestors: readonly Node[];
}

/** The rewritten code and a source map back to the input. */
export interface RewrittenSource {
  readonly code: string;
  readonly map: {
    version: number;
    mappings: string;
    sources: string[];
    sourcesContent?: (string | null)[];
    names: string[];
    file?: string;
  };
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
 * The marked functions: those whose body starts with the directive, and, when `moduleLevel` is
 * given (the file starts with the directive), the top-level functions it accepts.
 */
export function collectDirectiveTargets(
  program: Program,
  isDirective: (directive: Directive) => boolean,
  moduleLevel?: (fn: AnyFunction) => boolean,
): DirectiveTarget[] {
  const targets: DirectiveTarget[] = [];
  walk(program, (node, ancestors) => {
    if (!isFunction(node)) return;
    const directive = node.body.type === 'BlockStatement' ? node.body.directives.find(isDirective) : undefined;
    if (directive) targets.push({ fn: node, directive, ancestors: [...ancestors] });
    else if (moduleLevel?.(node) && isModuleLevelFunction(node, ancestors)) targets.push({ fn: node, ancestors: [...ancestors] });
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

/** Whether a declaration sits at the top of the file (exported or not). */
export function isTopLevel(ancestors: readonly Node[]): boolean {
  return ancestors.slice(1).every((node) => node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration');
}

/**
 * Puts `statement` at the top of the block that declares a nested function, where (being
 * hoisted) the function already exists, so it runs before any code of the block can call it.
 * The block's own directives (other than the one being removed) stay first.
 */
export function insertAtScopeStart(
  s: MagicString,
  statement: string,
  fn: FunctionDeclaration,
  ancestors: readonly Node[],
  isDirective: (directive: Directive) => boolean,
): void {
  const block = ancestors[ancestors.length - 1];
  if (block?.type !== 'BlockStatement') {
    // A declaration directly in a switch case or a label: the statement goes where it stands.
    s.prependLeft(fn.start!, `${statement} `);
    return;
  }
  const kept = block.directives.filter((directive) => !isDirective(directive));
  const at = kept.length > 0 ? kept[kept.length - 1]!.end! : block.start! + 1;
  s.appendLeft(at, ` ${statement}`);
}

/** An object method's name when it is written out (`a() {}`, `'a'() {}`, `1() {}`). */
export function staticKey(method: ObjectMethod): string | undefined {
  if (method.computed) return undefined;
  const key = method.key;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  if (key.type === 'NumericLiteral') return String(key.value);
  return undefined;
}

/** A local name based on `base` that the file does not already use. */
export function uniqueName(code: string, base: string): string {
  let name = base;
  for (let n = 1; code.includes(name); n++) name = `${base}$${n}`;
  return name;
}

/** Puts one line of code in front of the first line (after a hashbang), so every line keeps its number. */
export function prependHeader(s: MagicString, code: string, header: string): void {
  const hashbang = code.startsWith('#!') ? code.indexOf('\n') + 1 : 0;
  s.prependLeft(hashbang, `${header.trimEnd()} `);
}

/** The edited code with a source map whose source is the file's absolute path, as the compiler gave it. */
export function rewrittenSource(s: MagicString, id: string): RewrittenSource {
  const map = s.generateMap({ includeContent: true, hires: true });
  return { code: s.toString(), map: { ...map, sources: [id], file: id } };
}
