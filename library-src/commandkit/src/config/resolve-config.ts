import { relative, resolve, isAbsolute } from 'node:path';
import { isCompilerPlugin, isRuntimePlugin, type CommandKitPlugin } from '../plugins/plugin-kinds.ts';
import type { ResolvedCommandKitConfig } from './types.ts';

type FieldName = keyof ResolvedCommandKitConfig;
type Parsed<T> = { value: T } | { problem: string };

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const defaultConfig: ResolvedCommandKitConfig = Object.freeze({
  appDir: 'src/app',
  distDir: 'dist',
  sourceMap: true,
  env: Object.freeze({}),
  watch: true,
  prefix: Object.freeze(['!']),
  devGuildIds: Object.freeze([]),
  devUserIds: Object.freeze([]),
  devRoleIds: Object.freeze([]),
  plugins: Object.freeze([]),
  macro: true,
  unhandledErrors: 'log',
});

// Field names of CommandKit 0.1.x that were renamed, so a migrating project is told the new name.
const renamedFields: Readonly<Record<string, FieldName>> = {
  outDir: 'distDir',
  envExtra: 'env',
  sourcemap: 'sourceMap',
};

const fieldParsers: { readonly [K in FieldName]: (value: unknown) => Parsed<ResolvedCommandKitConfig[K]> } = {
  appDir: (value) => parseDirectory('appDir', value, 'src/app'),
  distDir: (value) => parseDirectory('distDir', value, 'dist'),
  sourceMap: (value) => parseBoolean('sourceMap', value),
  env: parseEnv,
  watch: (value) => parseBoolean('watch', value),
  prefix: parsePrefix,
  devGuildIds: (value) => parseSnowflakes('devGuildIds', value),
  devUserIds: (value) => parseSnowflakes('devUserIds', value),
  devRoleIds: (value) => parseSnowflakes('devRoleIds', value),
  plugins: parsePlugins,
  macro: (value) => parseBoolean('macro', value),
  unhandledErrors: (value) => parseChoice('unhandledErrors', value, ['log', 'exit']),
};

const fieldNames = Object.keys(fieldParsers) as FieldName[];

/**
 * Validates a config object written by a user and fills in the defaults. `origin` names where the
 * object came from (a config file path) for the error message.
 *
 * Every problem is collected before throwing, so one run shows a user all that needs fixing.
 */
export function resolveConfig(input: unknown, origin?: string): ResolvedCommandKitConfig {
  const where = origin ? ` in ${origin}` : '';
  if (!isPlainObject(input)) {
    throw new Error(
      `Invalid CommandKit config${where}: the config must be an object such as { prefix: '!' }, got ${describeValue(input)}.`,
    );
  }

  const problems: string[] = [];
  for (const key of Object.keys(input)) {
    if (!(fieldNames as string[]).includes(key)) problems.push(unknownFieldProblem(key));
  }

  const resolved: Partial<Record<FieldName, unknown>> = {};
  for (const name of fieldNames) {
    const value = input[name];
    if (value === undefined) {
      resolved[name] = defaultConfig[name];
      continue;
    }
    const parsed = fieldParsers[name](value);
    if ('problem' in parsed) problems.push(parsed.problem);
    else resolved[name] = parsed.value;
  }

  const config = resolved as ResolvedCommandKitConfig;
  if (typeof config.appDir === 'string' && typeof config.distDir === 'string') {
    const overlap = directoryOverlapProblem(config.appDir, config.distDir);
    if (overlap) problems.push(overlap);
  }

  if (problems.length === 1) throw new Error(`Invalid CommandKit config${where}: ${problems[0]}`);
  if (problems.length > 1) {
    throw new Error(`Invalid CommandKit config${where} (${problems.length} problems):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return Object.freeze(config);
}

function parseDirectory(name: FieldName, value: unknown, example: string): Parsed<string> {
  if (typeof value !== 'string' || value.trim() === '') {
    return { problem: `"${name}" must be a non-empty path string such as '${example}', got ${describeValue(value)}.` };
  }
  return { value };
}

function parseBoolean(name: FieldName, value: unknown): Parsed<boolean> {
  if (typeof value !== 'boolean') {
    return { problem: `"${name}" must be true or false, got ${describeValue(value)}.` };
  }
  return { value };
}

function parseChoice<T extends string>(name: FieldName, value: unknown, choices: readonly T[]): Parsed<T> {
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    const listed = choices.map((choice) => `'${choice}'`);
    return { problem: `"${name}" must be ${listed.slice(0, -1).join(', ')} or ${listed.at(-1)}, got ${describeValue(value)}.` };
  }
  return { value: value as T };
}

function parseEnv(value: unknown): Parsed<Readonly<Record<string, string>>> {
  if (!isPlainObject(value)) {
    return { problem: `"env" must be an object of strings such as { LOG_LEVEL: 'debug' }, got ${describeValue(value)}.` };
  }
  const env: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!ENV_NAME.test(key)) {
      return {
        problem: `"env" has the invalid variable name ${JSON.stringify(key)}: use letters, digits and underscores, not starting with a digit.`,
      };
    }
    if (typeof entry !== 'string') {
      const quoted = typeof entry === 'number' || typeof entry === 'boolean' ? `: write ${key}: '${String(entry)}'` : '';
      return { problem: `"env.${key}" must be a string, got ${describeValue(entry)}${quoted}.` };
    }
    env[key] = entry;
  }
  return { value: Object.freeze(env) };
}

function parsePrefix(value: unknown): Parsed<readonly string[]> {
  const expected = `"prefix" must be a non-empty string without whitespace, or a non-empty array of them, such as '!' or ['!', '?']`;
  const list: unknown[] | undefined = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (!list || list.length === 0) return { problem: `${expected}, got ${describeValue(value)}.` };
  for (const prefix of list) {
    if (typeof prefix !== 'string' || prefix === '' || /\s/.test(prefix)) {
      return { problem: `${expected}, got ${describeValue(prefix)}${list === value ? ' in the array' : ''}.` };
    }
  }
  return { value: Object.freeze([...new Set(list as string[])]) };
}

const SNOWFLAKE = /^\d{17,20}$/;

function parseSnowflakes(name: FieldName, value: unknown): Parsed<readonly string[]> {
  const expected = `"${name}" must be an array of Discord ids (17 to 20 digits, as strings) such as ['123456789012345678']`;
  if (!Array.isArray(value)) return { problem: `${expected}, got ${describeValue(value)}.` };
  for (const id of value) {
    if (typeof id !== 'string' || !SNOWFLAKE.test(id)) {
      const hint = typeof id === 'number' ? ` Write ids as strings: numbers this large lose digits.` : '';
      return { problem: `${expected}, got ${describeValue(id)} in the array.${hint}` };
    }
  }
  return { value: Object.freeze([...new Set(value as string[])]) };
}

function parsePlugins(value: unknown): Parsed<readonly CommandKitPlugin[]> {
  if (!Array.isArray(value)) {
    return { problem: `"plugins" must be an array of plugins, such as [cache()], got ${describeValue(value)}.` };
  }
  const plugins: CommandKitPlugin[] = [];
  const positions = new Map<string, string>();
  // Factories return lists and conditions return false (`isDev && devtools()`): walk any depth,
  // keeping the order, and name each entry by its path so a problem points at it.
  const walk = (list: readonly unknown[], path: string): string | undefined => {
    for (const [index, entry] of list.entries()) {
      const at = `${path}[${index}]`;
      if (!entry) continue;
      if (Array.isArray(entry)) {
        const problem = walk(entry, at);
        if (problem) return problem;
        continue;
      }
      if (!isCompilerPlugin(entry) && !isRuntimePlugin(entry)) {
        const hint = typeof entry === 'function' ? ' (a class? create an instance with new)' : '';
        return `"${at}" is not a plugin: got ${describeValue(entry)}${hint}. A plugin is an instance of a class that extends RuntimePlugin or CompilerPlugin.`;
      }
      const name: unknown = entry.name;
      if (typeof name !== 'string' || name === '') {
        return `The plugin ${entry.constructor?.name ?? 'class'} at "${at}" has no name: give the class a non-empty string name (readonly name = 'my-plugin').`;
      }
      const first = positions.get(name);
      if (first) return `Two plugins are named "${name}" ("${first}" and "${at}"): plugin names must be unique, so list each plugin once.`;
      positions.set(name, at);
      plugins.push(entry);
    }
    return undefined;
  };
  const problem = walk(value, 'plugins');
  return problem ? { problem } : { value: Object.freeze(plugins) };
}

function directoryOverlapProblem(appDir: string, distDir: string): string | undefined {
  // Resolving against a fixed root compares the paths as written, whatever the current directory.
  const root = resolve('/', 'project-root');
  const app = resolve(root, appDir);
  const dist = resolve(root, distDir);
  const fix = `Point "distDir" at a directory of its own, such as 'dist'.`;
  if (app === dist) return `"appDir" and "distDir" are the same directory (${JSON.stringify(appDir)}). ${fix}`;
  if (isInside(dist, app)) {
    return `"distDir" (${JSON.stringify(distDir)}) is inside "appDir" (${JSON.stringify(appDir)}), so the build would compile its own output. ${fix}`;
  }
  if (isInside(app, dist)) {
    return `"appDir" (${JSON.stringify(appDir)}) is inside "distDir" (${JSON.stringify(distDir)}), which the build empties. ${fix}`;
  }
  return undefined;
}

function isInside(child: string, parent: string): boolean {
  const path = relative(parent, child);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
}

function unknownFieldProblem(key: string): string {
  const suggestion = Object.hasOwn(renamedFields, key) ? renamedFields[key] : closestFieldName(key);
  const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
  return `Unknown field "${key}".${hint} The fields are: ${fieldNames.join(', ')}.`;
}

function closestFieldName(key: string): FieldName | undefined {
  let best: { name: FieldName; distance: number } | undefined;
  for (const name of fieldNames) {
    const distance = editDistance(key.toLowerCase(), name.toLowerCase());
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

// Config files are evaluated by jiti outside Jest's (or any other) realm, so `instanceof Object`
// would reject their objects: check the prototype chain instead.
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `${JSON.stringify(value)} (a string)`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${String(value)} (a ${typeof value})`;
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    default:
      return isPlainObject(value) ? 'an object' : `an instance of ${value.constructor?.name ?? 'an unknown class'}`;
  }
}
