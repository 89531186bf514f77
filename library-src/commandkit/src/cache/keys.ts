import { createHash } from 'node:crypto';

/** The prefix of every cached result's key in the provider. */
export const ENTRY_PREFIX = 'cache:';
/** The prefix of every tag's version token in the provider. */
export const TAG_PREFIX = 'tag:';

/**
 * The provider key of one call: a SHA-256 of the function's compile-time id and of its
 * arguments, written in a form that does not depend on the process, so every process and every
 * restart computes the same key.
 *
 * @param id - The cached function's id, from the `"use cache"` transform.
 * @param args - The call's arguments.
 * @returns The key.
 * @throws `TypeError` naming the function, the argument and its type when an argument cannot be
 * part of a key.
 * @internal
 */
export function cacheKey(id: string, args: ArrayLike<unknown>): string {
  const parts: string[] = [];
  for (let index = 0; index < args.length; index++) {
    parts.push(serialize(args[index], { id, position: index + 1, path: '', seen: new Set() }));
  }
  return ENTRY_PREFIX + createHash('sha256').update(id).update('\0').update(parts.join(',')).digest('hex');
}

/**
 * The name users know a cached function by, from its id (`src/a.ts#getUser:1a2b3c4d`).
 *
 * @param id - The function's id.
 * @returns E.g. `getUser (src/a.ts)`.
 * @internal
 */
export function displayName(id: string): string {
  const hash = id.indexOf('#');
  if (hash < 0) return id;
  const name = id.slice(hash + 1).replace(/:[0-9a-f]+$/, '');
  return `${name} (${id.slice(0, hash)})`;
}

interface Walk {
  readonly id: string;
  readonly position: number;
  readonly path: string;
  readonly seen: Set<object>;
}

// Each kind of value gets its own prefix, so 1, '1', 1n and [1] never write the same text.
function serialize(value: unknown, walk: Walk): string {
  switch (typeof value) {
    case 'undefined':
      return 'u';
    case 'boolean':
      return value ? 't' : 'f';
    case 'number':
      return Object.is(value, -0) ? 'n-0' : `n${value}`;
    case 'bigint':
      return `i${value}`;
    case 'string':
      return JSON.stringify(value);
    case 'object':
      return value === null ? 'null' : serializeObject(value, walk);
    default:
      throw unusable(walk, typeof value === 'function' ? 'a function' : 'a symbol');
  }
}

function serializeObject(value: object, walk: Walk): string {
  if (walk.seen.has(value)) throw unusable(walk, 'an object that contains itself');
  walk.seen.add(value);
  try {
    if (Array.isArray(value)) {
      return `[${Array.from(value, (item, index) => serialize(item, at(walk, `[${index}]`))).join(',')}]`;
    }
    if (value instanceof Date) return `D${value.getTime()}`;
    if (value instanceof Map) {
      const entries = Array.from(
        value,
        ([key, item], index) => `${serialize(key, at(walk, `<key ${index}>`))}=>${serialize(item, at(walk, `<value ${index}>`))}`,
      );
      return `M[${entries.join(',')}]`;
    }
    if (value instanceof Set) {
      return `S[${Array.from(value, (item, index) => serialize(item, at(walk, `<item ${index}>`))).join(',')}]`;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      const name = (value.constructor as { name?: string } | undefined)?.name || 'class instance';
      throw unusable(walk, `a ${name} (a class instance)`);
    }
    const record = value as Record<string, unknown>;
    // Keys sorted, so { a, b } and { b, a } are one key; undefined properties are left out, as
    // JSON does, so { a: undefined } and {} are one key too.
    const fields = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${serialize(record[key], at(walk, `.${key}`))}`);
    return `{${fields.join(',')}}`;
  } finally {
    walk.seen.delete(value);
  }
}

function at(walk: Walk, step: string): Walk {
  return { ...walk, path: walk.path + step };
}

function unusable(walk: Walk, kind: string): TypeError {
  const where = walk.path ? `argument ${walk.position} (at ${walk.path})` : `argument ${walk.position}`;
  return new TypeError(
    `The cached function ${displayName(walk.id)} cannot use ${where} in its cache key: it is ${kind}. ` +
      'Pass plain values instead (an id such as user.id, a string, a number, an array or a plain object).',
  );
}
