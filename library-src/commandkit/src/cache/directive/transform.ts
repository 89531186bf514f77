import type { Directive, Node, ObjectExpression } from '@babel/types';
import MagicString from 'magic-string';
import { createHash } from 'node:crypto';
import { extname, relative, sep } from 'node:path';
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
} from '../../plugins/directives/directive-targets.ts';
import { parseModule } from '../../plugins/directives/parse-module.ts';

/** The directive, as written in a function body or at the top of a file. */
export const USE_CACHE = 'use cache';
/** Where the transform's output imports the cache runtime from. */
export const RUNTIME_MODULE = 'commandkit/cache';
/** The runtime's export the output calls. */
export const RUNTIME_EXPORT = '__commandkitCache';

/** Where the file being transformed is. */
export interface UseCacheTransformOptions {
  /** The file's absolute path. */
  readonly id: string;
  /** The project root: function ids hold paths relative to it, so they match on every machine. */
  readonly root: string;
}

/** The transformed code and a source map back to the input. */
export type UseCacheTransformResult = RewrittenSource;

const extensions = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);

/**
 * Rewrites the functions marked `"use cache"` into calls of the cache runtime. Edits are minimal
 * (the rest of the file keeps its text and positions) and a source map is returned.
 *
 * - A function declaration or method keeps its declaration (hoisting, `this`, `arguments`,
 *   `super`): its body becomes a call into the runtime with an inner arrow holding the body.
 * - A function expression or arrow function is wrapped in place.
 * - `'use cache'` at the top of a file marks every top-level async function of the file.
 *
 * @param code - The file's code.
 * @param options - The file's path and the project root.
 * @returns The new code and map, or `null` when the file has nothing to cache.
 * @throws `Error` with `file:line:column` for a marked function that is not async or is a generator.
 * @internal
 */
export function transformUseCache(code: string, options: UseCacheTransformOptions): UseCacheTransformResult | null {
  if (!code.includes(USE_CACHE)) return null;
  const extension = extname(options.id);
  if (!extensions.has(extension)) return null;

  const file = relative(options.root, options.id).split(sep).join('/');
  const program = parseModule(code, options.id);
  if (!program) return null;

  const moduleDirective = program.directives.find(isUseCache);
  // A file-level directive marks the top-level async functions (generators are refused when marked).
  const targets = collectDirectiveTargets(program, isUseCache, moduleDirective ? (fn) => Boolean(fn.async) && !fn.generator : undefined);
  if (targets.length === 0 && !moduleDirective) return null;

  const s = new MagicString(code);
  if (moduleDirective) removeDirective(s, moduleDirective);
  if (targets.length === 0) return rewrittenSource(s, options.id);

  const runtime = uniqueName(code, RUNTIME_EXPORT);
  const ids = new FunctionIds(code, file);
  const topMarks: string[] = [];
  const objectMarks = new Map<ObjectExpression, string[]>();

  for (const { fn, directive, ancestors } of targets) {
    checkSupported(fn, file);
    const id = JSON.stringify(ids.next(fn, ancestors));
    if (directive) removeDirective(s, directive);
    const parent = ancestors[ancestors.length - 1];

    if (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression' || (fn.type === 'FunctionDeclaration' && !fn.id)) {
      // Only `export default async function () {}` is a declaration without a name: it has no
      // binding to keep, so it is wrapped like an expression.
      s.appendLeft(fn.start!, `${runtime}.wrap(${id}, `);
      s.prependRight(fn.end!, fn.type === 'FunctionDeclaration' ? ');' : ')');
      continue;
    }

    // Declarations and methods: the body calls the runtime, keeping this/arguments/super.
    const body = fn.body;
    s.appendLeft(body.start! + 1, ` return ${runtime}.run(${id}, arguments, async () => {`);
    s.prependRight(body.end! - 1, '});');

    if (fn.type === 'FunctionDeclaration') {
      const mark = `${runtime}.mark(${fn.id!.name}, ${id});`;
      if (isTopLevel(ancestors)) topMarks.push(mark);
      // In a body being cached, a nested declaration's mark lands inside the inner arrow, with the body.
      else insertAtScopeStart(s, mark, fn, ancestors, isUseCache);
    } else if (fn.type === 'ObjectMethod' && parent?.type === 'ObjectExpression') {
      const key = staticKey(fn);
      if (key !== undefined) {
        const marks = objectMarks.get(parent) ?? [];
        marks.push(`[${JSON.stringify(key)}, ${id}]`);
        objectMarks.set(parent, marks);
      }
    }
  }

  for (const [object, marks] of objectMarks) {
    s.prependRight(object.start!, `${runtime}.markMethods(`);
    s.appendLeft(object.end!, `, [${marks.join(', ')}])`);
  }

  const header = `import { ${RUNTIME_EXPORT}${runtime === RUNTIME_EXPORT ? '' : ` as ${runtime}`} } from '${RUNTIME_MODULE}'; ${topMarks.join(' ')}`;
  prependHeader(s, code, header);
  return rewrittenSource(s, options.id);
}

function isUseCache(directive: Directive): boolean {
  return directive.value.value === USE_CACHE;
}

function checkSupported(fn: AnyFunction, file: string): void {
  const where = `${file}:${fn.loc!.start.line}:${fn.loc!.start.column + 1}`;
  if (fn.generator) {
    throw new Error(
      `"use cache" cannot cache a generator function (${where}): its values are produced one at a time. Return an array from an async function instead.`,
    );
  }
  if (!fn.async) {
    throw new Error(
      `"use cache" needs an async function (${where}): a cached call always returns a promise. Fix: declare it async, e.g. \`async function name() { 'use cache'; ... }\`.`,
    );
  }
}

/**
 * Removes a directive's text. Its line stays (empty), so every line of the file keeps its number
 * and stack traces are right even where no source map is used.
 */
function removeDirective(s: MagicString, directive: Directive): void {
  s.remove(directive.start!, directive.end!);
}

/**
 * Gives each cached function an id that is the same in every process and every build:
 * `<file relative to the root>#<name>[~n]:<hash of its text>`. A changed function gets a new id,
 * so results of its old code are not reused.
 */
class FunctionIds {
  readonly #seen = new Map<string, number>();

  constructor(
    private readonly code: string,
    private readonly file: string,
  ) {}

  next(fn: AnyFunction, ancestors: readonly Node[]): string {
    let name = functionName(fn, ancestors) ?? `anonymous@${fn.loc!.start.line}:${fn.loc!.start.column + 1}`;
    const count = (this.#seen.get(name) ?? 0) + 1;
    this.#seen.set(name, count);
    if (count > 1) name += `~${count}`;
    const hash = createHash('sha256').update(this.code.slice(fn.start!, fn.end!)).digest('hex').slice(0, 8);
    return `${this.file}#${name}:${hash}`;
  }
}

function functionName(fn: AnyFunction, ancestors: readonly Node[]): string | undefined {
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) return fn.id.name;
  if (fn.type === 'ObjectMethod' || fn.type === 'ClassMethod') {
    const key = fn.computed ? undefined : keyName(fn.key);
    const owner = fn.type === 'ClassMethod' ? className(ancestors) : undefined;
    return key === undefined ? undefined : owner ? `${owner}.${key}` : key;
  }
  if (fn.type === 'ClassPrivateMethod') {
    const owner = className(ancestors);
    return `${owner ? `${owner}.` : ''}#${fn.key.id.name}`;
  }
  const parent = ancestors[ancestors.length - 1];
  if (!parent) return undefined;
  if (parent.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if ((parent.type === 'ObjectProperty' || parent.type === 'ClassProperty') && !parent.computed) return keyName(parent.key);
  if (parent.type === 'AssignmentExpression' && parent.left.type === 'Identifier') return parent.left.name;
  if (parent.type === 'AssignmentExpression' && parent.left.type === 'MemberExpression' && !parent.left.computed)
    return keyName(parent.left.property);
  if (parent.type === 'ExportDefaultDeclaration') return 'default';
  return undefined;
}

function keyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  if (key.type === 'NumericLiteral') return String(key.value);
  return undefined;
}

function className(ancestors: readonly Node[]): string | undefined {
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const node = ancestors[index]!;
    if ((node.type === 'ClassDeclaration' || node.type === 'ClassExpression') && node.id) return node.id.name;
  }
  return undefined;
}
