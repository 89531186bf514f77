import { parseExpression } from '@babel/parser';
import { runInNewContext } from 'node:vm';
import { serializeValue, UnserializableValueError } from '../../src/macro/serialize.ts';
import { staticValue } from '../../src/macro/static-value.ts';

/** Evaluates written code in a fresh realm with Node's Buffer, as the built bot would. */
const evaluate = (code: string): unknown => runInNewContext(`(${code})`, { Buffer, URL, URLSearchParams });

describe('serializeValue', () => {
  it('writes primitives, including the numbers JSON cannot hold', () => {
    expect(serializeValue(undefined)).toBe('undefined');
    expect(serializeValue(null)).toBe('null');
    expect(serializeValue(true)).toBe('true');
    expect(serializeValue(-0)).toBe('-0');
    expect(serializeValue(NaN)).toBe('NaN');
    expect(serializeValue(-Infinity)).toBe('-Infinity');
    expect(serializeValue(12345678901234567890n)).toBe('12345678901234567890n');
    expect(serializeValue('a "quoted"\nline \u2028')).toBe(JSON.stringify('a "quoted"\nline \u2028'));
  });

  it('writes code that evaluates to an equal value', () => {
    const value = {
      name: 'bot',
      'needs-quotes': [1, -0, NaN, undefined, null],
      when: new Date(1_700_000_000_000),
      never: new Date(NaN),
      pattern: /a\/b+/giu,
      roles: new Map<unknown, unknown>([
        ['admin', { level: 3 }],
        [1, new Set(['x'])],
      ]),
      site: new URL('https://example.com/a?b=c'),
      query: new URLSearchParams('a=1&a=2'),
      bytes: new Uint8Array([1, 2, 255]),
      floats: new Float64Array([0.5, -Infinity]),
      bigs: new BigInt64Array([-5n]),
      buffer: Buffer.from('hé'),
      raw: new Uint8Array([7, 8]).buffer,
      nested: { deep: { deeper: ['ok'] } },
    };
    const code = serializeValue(value);
    expect(code).not.toContain('\n');
    const copy = evaluate(code) as typeof value;
    expect(Object.is(copy['needs-quotes'][1], -0)).toBe(true);
    expect(copy['needs-quotes'][2]).toBeNaN();
    expect(copy.when.getTime()).toBe(1_700_000_000_000);
    expect(copy.never.getTime()).toBeNaN();
    expect(copy.pattern.source).toBe('a\\/b+');
    expect(copy.pattern.flags).toBe('giu');
    expect([...copy.roles]).toEqual([
      ['admin', { level: 3 }],
      [1, new Set(['x'])],
    ]);
    expect(copy.site.href).toBe('https://example.com/a?b=c');
    expect(copy.query.getAll('a')).toEqual(['1', '2']);
    expect([...copy.bytes]).toEqual([1, 2, 255]);
    expect([...copy.floats]).toEqual([0.5, -Infinity]);
    expect([...copy.bigs]).toEqual([-5n]);
    expect(Buffer.isBuffer(copy.buffer) && copy.buffer.toString()).toBe('hé');
    expect([...new Uint8Array(copy.raw)]).toEqual([7, 8]);
    expect(copy.nested).toEqual({ deep: { deeper: ['ok'] } });
  });

  it('keeps array holes and a "__proto__" key as a property', () => {
    // eslint-disable-next-line no-sparse-arrays
    const holes = evaluate(serializeValue([1, , 3, ,])) as unknown[];
    expect(holes).toHaveLength(4);
    expect(1 in holes).toBe(false);
    expect(3 in holes).toBe(false);

    const tricky = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const copy = evaluate(serializeValue(tricky)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).not.toHaveProperty('polluted');
    expect(Object.keys(copy)).toEqual(['__proto__']);

    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(Object.getPrototypeOf(evaluate(serializeValue(bare)))).toBeNull();
  });

  it('names where an unserializable value is, and what it is', () => {
    class Session {}
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const cases: [unknown, string][] = [
      [{ users: [{ save: function save() {} }] }, 'the result.users[0].save is the function save()'],
      [{ id: Symbol('id') }, 'the result.id is a symbol (Symbol(id))'],
      [[new Session()], 'the result[0] is an instance of Session'],
      [{ 'a-b': new Error('x') }, 'the result["a-b"] is an instance of Error'],
      [cyclic, 'the result.self is the value that contains it (a cycle)'],
      [{ p: Promise.resolve(1) }, 'the result.p is a promise: await it inside the macro and return what it resolves to'],
      [new Map([['k', () => 1]]), 'the result.get("k") is a function'],
      [{ [Symbol('s')]: 1 }, 'the result[Symbol(s)] is a property with a symbol key'],
    ];
    for (const [value, message] of cases) {
      let thrown: unknown;
      try {
        serializeValue(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(UnserializableValueError);
      expect((thrown as Error).message).toBe(`${message}, which cannot be written into the build`);
    }
  });

  it('writes a value reached twice as two equal copies', () => {
    const shared = { n: 1 };
    const copy = evaluate(serializeValue({ a: shared, b: shared })) as { a: object; b: object };
    expect(copy.a).toEqual(copy.b);
    expect(copy.a).not.toBe(copy.b);
  });
});

describe('staticValue', () => {
  const value = (source: string) => staticValue(parseExpression(source, { plugins: ['typescript'] }));

  it('reads literals, and arrays and objects of them', () => {
    expect(value(`['a', -1, +2, true, null, undefined, NaN, -Infinity, 10n, \`t\`, { k: 'v', 'q-k': [1], 3: 'n' }] as const`)).toEqual({
      value: ['a', -1, 2, true, null, undefined, NaN, -Infinity, 10n, 't', { k: 'v', 'q-k': [1], 3: 'n' }],
    });
    const proto = value(`{ __proto__: { x: 1 } }`) as { value: object };
    expect(Object.keys(proto.value)).toEqual(['__proto__']);
  });

  it('points at the first part that is not a literal', () => {
    for (const [source, problem] of [
      ['someVariable', 'Identifier'],
      ['[1, other()]', 'CallExpression'],
      ['{ ...spread }', 'SpreadElement'],
      ['{ [key]: 1 }', 'ObjectProperty'],
      ['`a${b}`', 'TemplateLiteral'],
      ['!true', 'UnaryExpression'],
      ['{ m() {} }', 'ObjectMethod'],
    ]) {
      const result = value(source!);
      expect('problem' in result && result.problem.type).toBe(problem);
    }
  });
});
