import { runInNewContext } from 'node:vm';
import { transform as esbuild } from 'esbuild';
import { CommonDirectiveTransformer, type CommonDirectiveTransformerOptions } from '../../src/plugins/common-directive-transformer.ts';
import { UseCacheDirectivePlugin } from '../../src/cache/use-cache-directive-plugin.ts';

const root = '/project';
const id = '/project/src/lib/jobs.ts';

class UseTiming extends CommonDirectiveTransformer {
  readonly name = 'use-timing';
  constructor(options: Partial<CommonDirectiveTransformerOptions> = {}) {
    super({ directive: 'use timing', importPath: 'timing-lib', importName: 'timed', ...options });
  }
}

/**
 * Runs transformed code as CommonJS with a `timing-lib` whose `timed` records which functions it
 * wrapped and makes the wrapped ones return `[label, original result]`.
 */
async function run(code: string): Promise<{ exports: Record<string, unknown>; wrapped: string[] }> {
  const wrapped: string[] = [];
  const timed = (fn: (...args: unknown[]) => unknown) => {
    wrapped.push(fn.name || 'anonymous');
    return function (this: unknown, ...args: unknown[]) {
      const result = fn.apply(this, args);
      return result instanceof Promise || (typeof result === 'object' && result !== null && 'then' in result)
        ? (result as Promise<unknown>).then((value) => ['timed', value])
        : ['timed', result];
    };
  };
  const js = (await esbuild(code, { loader: 'ts', format: 'cjs' })).code;
  const module = { exports: {} as Record<string, unknown> };
  runInNewContext(js, { module, exports: module.exports, require: (name: string) => (name === 'timing-lib' ? { timed } : {}) });
  return { exports: module.exports, wrapped };
}

const transform = async (plugin: CommonDirectiveTransformer, code: string, file = id) => plugin.transform({ code, id: file, root });

describe('CommonDirectiveTransformer', () => {
  it('wraps marked declarations, expressions, arrows and object methods, keeping every line', async () => {
    const source = `// early call: declarations stay hoisted, and wrapped before any code runs
export const early = (() => later(1))();

export function later(n: number) {
  'use timing';
  return n + 1;
}

export const arrow = (s: string) => {
  'use timing';
  return s.toUpperCase();
};

export const api = {
  base: 10,
  add(n: number) {
    'use timing';
    return this.base + n;
  },
};

export function plain() {
  return 'untouched';
}

export function outer() {
  return inner();
  function inner() {
    'use timing';
    return 'nested';
  }
}
`;
    const result = await transform(new UseTiming({ asyncOnly: false }), source);
    expect(result).toBeTruthy();
    const { code, map } = result as unknown as { code: string; map: { sources: string[] } };
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(code.split('\n')[3]).toBe('export function later(n: number) {');
    expect(code).not.toContain("'use timing'");
    expect(map.sources).toEqual([id]);

    const { exports, wrapped } = await run(code);
    expect(exports.early).toEqual(['timed', 2]);
    expect((exports.later as (n: number) => unknown)(5)).toEqual(['timed', 6]);
    expect((exports.arrow as (s: string) => unknown)('a')).toEqual(['timed', 'A']);
    expect((exports.api as { add(n: number): unknown }).add(1)).toEqual(['timed', 11]);
    expect((exports.plain as () => unknown)()).toBe('untouched');
    expect((exports.outer as () => unknown)()).toEqual(['timed', 'nested']);
    // Each top-level function was wrapped once, however often it is called.
    expect(wrapped.filter((name) => name === 'later')).toHaveLength(1);
  });

  it('with the directive at the top of a file, wraps its top-level async functions only', async () => {
    const source = `'use timing';
export async function a() { return 'a'; }
export const b = async () => 'b';
export function c() { return 'c'; }
export default async function () { return 'd'; }
`;
    const { code } = (await transform(new UseTiming(), source)) as { code: string };
    const { exports } = await run(code);
    expect(await (exports.a as () => Promise<unknown>)()).toEqual(['timed', 'a']);
    expect(await (exports.b as () => Promise<unknown>)()).toEqual(['timed', 'b']);
    expect((exports.c as () => unknown)()).toBe('c');
    expect(await (exports.default as () => Promise<unknown>)()).toEqual(['timed', 'd']);
  });

  it('wraps a named default export where its binding is, so the export is the wrapped function', async () => {
    const source = `export default async function report(n: number) {\n  'use timing';\n  return n;\n}\nexport const viaName = () => report(2);\n`;
    const { code } = (await transform(new UseTiming(), source)) as { code: string };
    const { exports } = await run(code);
    expect(await (exports.default as (n: number) => Promise<unknown>)(1)).toEqual(['timed', 1]);
    expect(await (exports.viaName as () => Promise<unknown>)()).toEqual(['timed', 2]);
  });

  it('imports the wrapper under a name the file does not use', async () => {
    const { code } = (await transform(
      new UseTiming({ asyncOnly: false }),
      `const timed = 1;\nexport const f = () => {\n  'use timing';\n  return timed;\n};\n`,
    )) as { code: string };
    expect(code.split('\n')[0]).toBe('import { timed as timed$1 } from "timing-lib"; const timed = 1;');
    expect(((await run(code)).exports.f as () => unknown)()).toEqual(['timed', 1]);
  });

  it('fails in one line naming file:line:column and the fix for what it cannot wrap', async () => {
    await expect(transform(new UseTiming(), `export function f() {\n  'use timing';\n}\n`)).rejects.toThrow(
      `"use timing" needs an async function (src/lib/jobs.ts:1:8). Fix: declare it async, e.g. \`async function name() { 'use timing'; ... }\`.`,
    );
    await expect(transform(new UseTiming(), `class A {\n  async m() {\n    'use timing';\n  }\n}\n`)).rejects.toThrow(
      '"use timing" cannot mark a class method (src/lib/jobs.ts:2:3). Fix: move the body into a function marked "use timing" and call it from the method.',
    );
    await expect(
      transform(new UseTiming({ asyncOnly: false }), `export const o = {\n  get v() {\n    'use timing';\n    return 1;\n  },\n};\n`),
    ).rejects.toThrow('"use timing" cannot mark a getter (src/lib/jobs.ts:2:3).');
    await expect(
      transform(new UseTiming({ asyncOnly: false }), `const k = 'x';\nexport const o = {\n  [k]() {\n    'use timing';\n  },\n};\n`),
    ).rejects.toThrow('"use timing" cannot mark a method with a computed name (src/lib/jobs.ts:3:3). Fix: give the method a plain name.');
  });

  it('leaves JSON, files without the directive, and everything when disabled', async () => {
    const marked = `export async function f() {\n  'use timing';\n}\n`;
    expect(await transform(new UseTiming(), `{"use timing": true}`, '/project/src/data.json')).toBeNull();
    expect(await transform(new UseTiming(), `export const x = 1;\n`)).toBeNull();
    expect(await transform(new UseTiming({ enabled: false }), marked)).toBeNull();
    expect(await transform(new UseTiming(), marked)).toBeTruthy();
  });

  it('returns a promise, as CommandKit 1.0 plugins expect, and has the plugin fields', async () => {
    const plugin = new UseTiming();
    expect(plugin.transform({ code: 'x', id, root })).toBeInstanceOf(Promise);
    expect(plugin.type).toBe('compiler');
    expect(plugin.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(plugin.loadedAt).toBeLessThanOrEqual(Date.now());
    expect(plugin.options).toEqual({
      directive: 'use timing',
      importPath: 'timing-lib',
      importName: 'timed',
      asyncOnly: true,
      enabled: true,
    });
  });

  it('rejects options it cannot work with, in one line', () => {
    expect(() => new UseTiming({ directive: '' })).toThrow('A directive transformer needs a directive such as \'use log\', got "".');
    expect(() => new UseTiming({ importPath: '' })).toThrow(
      'The directive transformer for "use timing" needs an importPath: the module its wrapper is exported from, got "".',
    );
    expect(() => new UseTiming({ importName: 'not-an-identifier' })).toThrow(
      'The directive transformer for "use timing" needs an importName that is a JavaScript identifier (the wrapper\'s export name), got "not-an-identifier".',
    );
  });

  it('is the base of the "use cache" plugin, whose directive and runtime are fixed', () => {
    const plugin = new UseCacheDirectivePlugin({ enabled: false, directive: 'use other' });
    expect(plugin).toBeInstanceOf(CommonDirectiveTransformer);
    expect(plugin.options).toEqual({
      enabled: false,
      directive: 'use cache',
      importPath: 'commandkit/cache',
      importName: '__commandkitCache',
      asyncOnly: true,
    });
  });
});
