/**
 * A value a macro returned that cannot be written into the build as code: a function, a symbol,
 * an instance of a class, a value that contains itself...
 *
 * @internal
 */
export class UnserializableValueError extends Error {
  /**
   * @param path - Where the value is inside the result, such as `result.users[2].save`.
   * @param what - What the value is, such as `a function`.
   */
  constructor(
    readonly path: string,
    readonly what: string,
  ) {
    super(`${path} is ${what}, which cannot be written into the build`);
    this.name = 'UnserializableValueError';
  }
}

/** The kinds of value {@link serializeValue} writes, for error messages. */
export const SERIALIZABLE_KINDS =
  'strings, numbers, booleans, null, undefined, bigints, arrays, plain objects, Date, RegExp, Map, Set, URL, URLSearchParams, Buffer, typed arrays and ArrayBuffer';

const TYPED_ARRAYS = new Set([
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
]);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Writes a value as a JavaScript expression that evaluates to an equal value: what replaces a
 * macro call in the build. Objects are compared by content: a value reached twice is written
 * twice (the two copies are no longer the same object).
 *
 * Checks use the value's `Object.prototype.toString` tag and prototype rather than `instanceof`,
 * so values made in another realm (a `vm` context, Jest's sandbox) are written the same way.
 *
 * @param value - The value.
 * @param path - How to name the value in errors.
 * @returns A single-line expression.
 * @throws {@link UnserializableValueError} naming where in the value the problem is.
 * @internal
 */
export function serializeValue(value: unknown, path = 'the result'): string {
  return write(value, path, new Set());
}

function write(value: unknown, path: string, ancestors: Set<object>): string {
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'boolean':
      return String(value);
    case 'number':
      return writeNumber(value);
    case 'bigint':
      return `${value}n`;
    case 'string':
      return JSON.stringify(value);
    case 'symbol':
      throw new UnserializableValueError(path, `a symbol (${String(value)})`);
    case 'function':
      throw new UnserializableValueError(path, value.name ? `the function ${value.name}()` : 'a function');
  }
  if (value === null) return 'null';
  const object = value as object;
  if (ancestors.has(object)) throw new UnserializableValueError(path, 'the value that contains it (a cycle)');
  ancestors.add(object);
  try {
    return writeObject(object, path, ancestors);
  } finally {
    ancestors.delete(object);
  }
}

function writeNumber(value: number): string {
  if (Object.is(value, -0)) return '-0';
  // NaN and ±Infinity print as the globals that hold them.
  return String(value);
}

function writeObject(object: object, path: string, ancestors: Set<object>): string {
  if (Array.isArray(object)) return writeArray(object, path, ancestors);
  const tag = Object.prototype.toString.call(object).slice(8, -1);
  if (isPlain(object)) return writePlain(object as Record<string, unknown>, path, ancestors);
  if (typeof Buffer !== 'undefined' && Buffer.isBuffer(object))
    return `Buffer.from(${JSON.stringify(object.toString('base64'))}, "base64")`;
  switch (tag) {
    case 'Date': {
      const time = Date.prototype.getTime.call(object);
      return `new Date(${Number.isNaN(time) ? 'NaN' : time})`;
    }
    case 'RegExp': {
      const regexp = object as RegExp;
      return `new RegExp(${JSON.stringify(regexp.source)}, ${JSON.stringify(regexp.flags)})`;
    }
    case 'Map': {
      const entries = [...(object as Map<unknown, unknown>)].map(
        ([key, entry], index) =>
          `[${write(key, `${path} key #${index}`, ancestors)}, ${write(entry, `${path}.get(${describeKey(key)})`, ancestors)}]`,
      );
      return `new Map([${entries.join(', ')}])`;
    }
    case 'Set': {
      const items = [...(object as Set<unknown>)].map((item, index) => write(item, `${path} item #${index}`, ancestors));
      return `new Set([${items.join(', ')}])`;
    }
    case 'URL':
      return `new URL(${JSON.stringify((object as URL).href)})`;
    case 'URLSearchParams':
      return `new URLSearchParams(${JSON.stringify(String(object))})`;
    case 'ArrayBuffer':
      return `new Uint8Array(${writeNumbers(new Uint8Array(object as ArrayBuffer))}).buffer`;
  }
  if (TYPED_ARRAYS.has(tag)) return `new ${tag}(${writeNumbers(object as ArrayLike<number | bigint>)})`;
  if (tag === 'Promise' || typeof (object as { then?: unknown }).then === 'function') {
    throw new UnserializableValueError(path, 'a promise: await it inside the macro and return what it resolves to');
  }
  const name = (object as { constructor?: { name?: unknown } }).constructor?.name;
  throw new UnserializableValueError(path, typeof name === 'string' && name !== '' ? `an instance of ${name}` : `a ${tag} object`);
}

function writeArray(array: readonly unknown[], path: string, ancestors: Set<object>): string {
  const items: string[] = [];
  for (let index = 0; index < array.length; index++) {
    // A hole stays a hole: `[1, , 3]`.
    items.push(index in array ? write(array[index], `${path}[${index}]`, ancestors) : '');
  }
  // A trailing hole needs one more comma, or the array would be one shorter.
  const trailingHole = array.length > 0 && !(array.length - 1 in array);
  return `[${items.join(', ')}${trailingHole ? ',' : ''}]`;
}

function writePlain(object: Record<string, unknown>, path: string, ancestors: Set<object>): string {
  const symbols = Object.getOwnPropertySymbols(object).filter((symbol) => Object.prototype.propertyIsEnumerable.call(object, symbol));
  if (symbols.length > 0) throw new UnserializableValueError(`${path}[${String(symbols[0])}]`, 'a property with a symbol key');
  const properties = Object.keys(object).map((key) => {
    const valuePath = IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
    // `__proto__: x` in a literal would set the prototype; the computed form makes a property.
    const written = key === '__proto__' ? '["__proto__"]' : IDENTIFIER.test(key) ? key : JSON.stringify(key);
    return `${written}: ${write(object[key], valuePath, ancestors)}`;
  });
  const literal = `{${properties.length > 0 ? ` ${properties.join(', ')} ` : ''}}`;
  return Object.getPrototypeOf(object) === null ? `Object.assign(Object.create(null), ${literal})` : literal;
}

function writeNumbers(items: ArrayLike<number | bigint>): string {
  return `[${Array.from(items, (item) => (typeof item === 'bigint' ? `${item}n` : writeNumber(item))).join(', ')}]`;
}

function isPlain(object: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(object);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

function describeKey(key: unknown): string {
  return typeof key === 'string'
    ? JSON.stringify(key)
    : typeof key === 'number' || typeof key === 'boolean'
      ? String(key)
      : `<${typeof key}>`;
}
