import type { Node } from '@babel/types';
import MagicString from 'magic-string';
import { displayFile, isScriptFile, parseModule } from '../plugins/directives/parse-module.ts';
import { firstLine, loadMacros, type LoadedMacros } from './evaluate.ts';
import { findMacros, USE_MACRO, type MacroCall, type MacroModule } from './find-macros.ts';
import { SERIALIZABLE_KINDS, serializeValue, UnserializableValueError } from './serialize.ts';

/** Where the file being transformed is. */
export interface MacroTransformOptions {
  /** The file's absolute path. */
  readonly id: string;
  /** The project root, which paths in errors are relative to. */
  readonly root: string;
}

/** The transformed code and a source map back to the input. */
export interface MacroTransformResult {
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

/**
 * Runs a file's macros and writes their results into it: each call of a function marked
 * `"use macro"` is replaced by the value it returned while building (a promise by
 * `Promise.resolve(value)`), the macro definitions are removed, and so are the imports nothing
 * but macros uses, so the bot never loads build-time-only modules. Lines keep their numbers.
 *
 * Calls with the same arguments run once per file and share the result.
 *
 * @param code - The file's code.
 * @param options - The file's path and the project root.
 * @returns The new code and its source map, or `null` when the file has no macro.
 * @throws `Error` naming `file:line:column` and the fix when a macro breaks a rule (see
 * {@link findMacros}), throws, or returns a value that cannot be written as code.
 * @internal
 */
export async function transformMacros(code: string, options: MacroTransformOptions): Promise<MacroTransformResult | null> {
  if (!code.includes(USE_MACRO) || !isScriptFile(options.id)) return null;
  const program = parseModule(code, options.id);
  if (!program) return null;
  const file = displayFile(options.root, options.id);
  const module = findMacros(program, file);
  if (!module) return null;

  const s = new MagicString(code);
  if (module.calls.length > 0) {
    const macros = await loadMacros(code, module, options.id, file);
    const results = new Map<string, string>();
    for (const call of module.calls) {
      const key = `${call.macro.name}(${serializeValue(call.args)})`;
      let value = results.get(key);
      if (value === undefined) {
        value = await runCall(call, macros, module, file);
        results.set(key, value);
      }
      replace(s, code, call.node, `${call.startsStatement ? ';' : ''}(/* ${call.macro.name}() */ ${value})`);
    }
  }
  for (const macro of module.macros.values()) replace(s, code, macro.statement, '');
  for (const { declaration, onlyForMacros } of module.imports) if (onlyForMacros) replace(s, code, declaration, '');

  const map = s.generateMap({ includeContent: true, hires: true });
  return { code: s.toString(), map: { ...map, sources: [options.id], file: options.id } };
}

/** Calls a macro and writes its result as code. */
async function runCall(call: MacroCall, macros: LoadedMacros, module: MacroModule, file: string): Promise<string> {
  const { name } = call.macro;
  const where = `${name}() called at ${file}:${call.node.loc!.start.line}:${call.node.loc!.start.column + 1}`;
  let value: unknown;
  let async = false;
  try {
    value = macros.get(name)!(...call.args);
    if (isThenable(value)) {
      async = true;
      value = await value;
    }
  } catch (error) {
    throw new Error(
      `The macro ${where} threw ${describeError(error)}${scopeHint(error, module)}. Fix the macro so that it returns a value, or catch the error inside it and return a fallback.`,
      { cause: error },
    );
  }
  try {
    const written = serializeValue(value, `its ${async ? 'resolved value' : 'result'}`);
    return async ? `Promise.resolve(${written})` : written;
  } catch (error) {
    if (!(error instanceof UnserializableValueError)) throw error;
    throw new Error(
      `The macro ${where} returned a value that cannot be written into the build: ${error.message.replace(/, which cannot be written into the build$/, '')}. Fix: return only ${SERIALIZABLE_KINDS}.`,
      { cause: error },
    );
  }
}

/**
 * Replaces a node's text, keeping as many line breaks as it had, so the lines after it keep their
 * numbers.
 */
function replace(s: MagicString, code: string, node: Node, text: string): void {
  const breaks = code.slice(node.start!, node.end!).split('\n').length - 1;
  const replacement =
    breaks === 0 ? text : text.endsWith(')') ? `${text.slice(0, -1)}${'\n'.repeat(breaks)})` : `${text}${'\n'.repeat(breaks)}`;
  if (replacement === '') s.remove(node.start!, node.end!);
  else s.overwrite(node.start!, node.end!, replacement);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

function describeError(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  const message = firstLine(error);
  return typeof name === 'string' && name !== '' && typeof (error as { message?: unknown }).message === 'string'
    ? `${name}: ${message}`
    : message;
}

/**
 * A hint for a macro that used one of its file's other variables, which do not exist while it
 * runs: the usual reason for a ReferenceError in a macro.
 */
function scopeHint(error: unknown, module: MacroModule): string {
  const name = /^(\S+) is not defined/.exec(firstLine(error))?.[1];
  if (!name || !module.topLevelNames.has(name)) return '';
  return ` (a macro runs on its own while the project builds: it sees its file's imports and Node's globals, not the file's other variables and functions such as ${name}; move ${name} into the macro or into a module it imports)`;
}
