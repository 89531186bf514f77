// The "use cache" transform: golden files (golden/<case>.input.* → <case>.output.*; run with
// UPDATE_GOLDEN=1 to rewrite them after a deliberate change), validity of the output, source maps
// and the errors it raises.
import { parse } from '@babel/parser';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { UseCacheDirectivePlugin, cache, CachePlugin } from 'commandkit/cache';
import { transformUseCache } from '../../src/cache/directive/transform.ts';

const goldenDir = join(__dirname, 'golden');
const root = '/project';
const cases = readdirSync(goldenDir).filter((name) => /\.input\.tsx?$/.test(name));

function run(code: string, file = 'src/file.ts') {
  return transformUseCache(code, { id: join(root, file), root });
}

describe('the "use cache" transform', () => {
  it.each(cases)('matches the golden output for %s', (input) => {
    const code = readFileSync(join(goldenDir, input), 'utf8');
    const outputFile = join(goldenDir, input.replace('.input.', '.output.'));
    const result = run(code, `src/${input.replace('.input.', '.')}`);
    expect(result).not.toBeNull();
    if (process.env.UPDATE_GOLDEN) writeFileSync(outputFile, result!.code);
    expect(result!.code).toBe(readFileSync(outputFile, 'utf8'));
  });

  it.each(cases)('writes code that parses, with every line where it was (%s)', (input) => {
    const code = readFileSync(join(goldenDir, input), 'utf8');
    const result = run(code, `src/${input.replace('.input.', '.')}`)!;
    const plugins = input.endsWith('.tsx') ? (['typescript', 'jsx'] as const) : (['typescript'] as const);
    expect(() => parse(result.code, { sourceType: 'module', plugins: [...plugins] })).not.toThrow();
    expect(result.code.split('\n').length).toBe(code.split('\n').length);
  });

  it('maps positions in the output back to the input', () => {
    const code = readFileSync(join(goldenDir, 'declaration.input.ts'), 'utf8');
    const result = run(code, 'src/declaration.ts')!;
    const map = new TraceMap(result.map as never);
    const outputLines = result.code.split('\n');
    const line = outputLines.findIndex((text) => text.includes('return { userId, verbose'));
    const column = outputLines[line]!.indexOf('return');
    const original = originalPositionFor(map, { line: line + 1, column });
    const inputLines = code.split('\n');
    expect(original.line).toBe(inputLines.findIndex((text) => text.includes('return { userId, verbose')) + 1);
    expect(original.column).toBe(inputLines[original.line! - 1]!.indexOf('return'));
    expect(original.source).toBe(join(root, 'src/declaration.ts'));
  });

  it('gives ids made of the relative path, the name and a hash of the text', () => {
    const code = "export async function a() { 'use cache'; return 1; }\nexport async function b() { 'use cache'; return 1; }\n";
    const out = run(code, 'src/commands/ping.ts')!.code;
    expect(out).toMatch(/"src\/commands\/ping\.ts#a:[0-9a-f]{8}"/);
    expect(out).toMatch(/"src\/commands\/ping\.ts#b:[0-9a-f]{8}"/);
    // Same input → same output, in any process; another root gives the same ids.
    expect(transformUseCache(code, { id: '/elsewhere/src/commands/ping.ts', root: '/elsewhere' })!.code).toBe(out);
    // Changing the function's text changes its id.
    const changed = run(code.replace('return 1; }\nexport', 'return 2; }\nexport'), 'src/commands/ping.ts')!.code;
    expect(changed.match(/#a:[0-9a-f]{8}/)![0]).not.toBe(out.match(/#a:[0-9a-f]{8}/)![0]);
    expect(changed.match(/#b:[0-9a-f]{8}/)![0]).toBe(out.match(/#b:[0-9a-f]{8}/)![0]);
  });

  it('numbers functions that share a name', () => {
    const code =
      "const f = async () => { 'use cache'; return 1; };\nfunction g() { const f = async () => { 'use cache'; return 2; }; return f; }\nexport { f, g };\n";
    const out = run(code)!.code;
    expect(out).toMatch(/#f:/);
    expect(out).toMatch(/#f~2:/);
  });

  it('leaves files without the directive, or with it only in a string, unchanged', () => {
    expect(run('export const a = 1;\n')).toBeNull();
    expect(run("export const text = 'use cache';\n")).toBeNull();
    expect(run("export async function f() { return 'use cache'; }\n")).toBeNull();
    expect(transformUseCache("'use cache';\n", { id: '/project/data.json', root })).toBeNull();
  });

  it('leaves a file that does not parse to the compiler', () => {
    expect(run("export async function f( { 'use cache';\n")).toBeNull();
  });

  it('refuses a function that is not async, with file:line:column and the fix', () => {
    const code = "export const ok = 1;\nexport function getUser(id: string) {\n  'use cache';\n  return id;\n}\n";
    expect(() => run(code, 'src/users.ts')).toThrow(/"use cache" needs an async function \(src\/users\.ts:2:8\).*declare it async/);
    expect(() => run("export const f = (n: number) => {\n  'use cache';\n  return n;\n};\n", 'src/f.ts')).toThrow(
      /needs an async function \(src\/f\.ts:1:18\)/,
    );
    expect(() => run("export const o = { m() { 'use cache'; return 1; } };\n", 'src/o.ts')).toThrow(/src\/o\.ts:1:20/);
  });

  it('refuses generators, async or not', () => {
    expect(() => run("export async function* g() {\n  'use cache';\n  yield 1;\n}\n", 'src/g.ts')).toThrow(
      /cannot cache a generator function \(src\/g\.ts:1:8\)/,
    );
    expect(() => run("export function* g() {\n  'use cache';\n  yield 1;\n}\n", 'src/g.ts')).toThrow(/generator/);
  });

  it('keeps a hashbang first', () => {
    const out = run("#!/usr/bin/env node\nexport async function f() { 'use cache'; return 1; }\n")!.code;
    expect(out.startsWith('#!/usr/bin/env node\nimport { __commandkitCache }')).toBe(true);
  });
});

describe('UseCacheDirectivePlugin and cache()', () => {
  it('transforms through the compiler plugin, unless disabled', () => {
    const code = "export async function f() { 'use cache'; return 1; }\n";
    const params = { code, id: '/project/src/f.ts', root };
    expect(new UseCacheDirectivePlugin().transform(params)?.code).toContain('__commandkitCache.run(');
    expect(new UseCacheDirectivePlugin({ enabled: false }).transform(params)).toBeNull();
  });

  it('cache() returns the compiler plugin then the runtime plugin, with their options', () => {
    const [compiler, runtime] = cache({ compiler: { enabled: false }, runtime: { defaultLife: '1m' } });
    expect(compiler).toBeInstanceOf(UseCacheDirectivePlugin);
    expect(compiler.name).toBe('UseCacheDirectivePlugin');
    expect(compiler.type).toBe('compiler');
    expect(compiler.options).toEqual({
      enabled: false,
      directive: 'use cache',
      importPath: 'commandkit/cache',
      importName: '__commandkitCache',
      asyncOnly: true,
    });
    expect(runtime).toBeInstanceOf(CachePlugin);
    expect(runtime.name).toBe('CachePlugin');
    expect(runtime.type).toBe('runtime');
    expect(runtime.options).toEqual({ defaultLife: '1m' });
  });
});
