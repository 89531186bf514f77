import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { transform as esbuild } from 'esbuild';
import { MacroPlugin } from '../../src/macro/macro-plugin.ts';
import { transformMacros } from '../../src/macro/transform.ts';
import { removeTempProjects, tempProject } from '../helpers/temp-project.ts';

afterAll(removeTempProjects);

/** Writes `files` into a new project and runs the macro transform on `entry`. */
async function transformFile(files: Record<string, string>, entry = 'src/lib/info.ts') {
  const root = tempProject(files);
  const id = join(root, entry);
  return { root, id, result: await transformMacros(readFileSync(id, 'utf8'), { id, root }) };
}

/** The exports of transformed TypeScript, run as CommonJS (it may import Node's modules only). */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  const js = (await esbuild(code, { loader: 'ts', format: 'cjs' })).code;
  const module = { exports: {} as Record<string, unknown> };
  const requireBuiltin = (name: string): unknown => {
    if (!name.startsWith('node:')) throw new Error(`The transformed code imports ${name}, which only macros needed.`);
    return createRequire(__filename)(name);
  };
  runInNewContext(js, { module, exports: module.exports, require: requireBuiltin });
  return module.exports;
}

/** The message `transformMacros` fails with for `source` as src/lib/info.ts. */
async function failure(source: string, extra: Record<string, string> = {}): Promise<string> {
  try {
    await transformFile({ 'src/lib/info.ts': source, ...extra });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The transform did not fail.');
}

describe('transformMacros', () => {
  it('replaces each call with the value the macro returned, and removes the macros', async () => {
    const { id, result } = await transformFile({
      'package.json': JSON.stringify({ version: '4.5.6' }),
      'src/lib/helper.ts': `export const twice = (n: number): number => n * 2;\n`,
      'src/lib/info.ts': `import { readFileSync } from 'node:fs';
import { twice } from './helper.ts';
import type { Client } from 'discord.js';

/** The package version, read once while building. */
function version(): string {
  'use macro';
  return JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
}

const table = (n: number, label: string) => {
  'use macro';
  return { label, doubled: twice(n), at: new Date(0), tags: new Set(['a']) };
};

async function fetched() {
  'use macro';
  return [require('../../package.json').version, __dirname.endsWith('lib')];
}

export const info = {
  version: version(),
  table: table(
    21,
    'x',
  ),
  again: table(21, 'x'),
  other: table(1, 'y'),
  fetched: fetched(),
};
export let client: Client | undefined;
export const line = new Error().stack;
`,
    });
    expect(result).not.toBeNull();
    const code = result!.code;
    // Every line keeps its number.
    const source = readFileSync(id, 'utf8').split('\n');
    expect(code.split('\n')).toHaveLength(source.length);
    const clientLine = source.indexOf('export let client: Client | undefined;');
    expect(code.split('\n')[clientLine]).toBe('export let client: Client | undefined;');
    expect(code).toContain(`version: (/* version() */ "4.5.6"),`);
    expect(code).not.toMatch(/use macro|function version|readFileSync|helper\.ts/);
    // The type import stays for esbuild to drop; the value imports only the macros used are gone.
    expect(code).toContain(`import type { Client } from 'discord.js';`);

    const built = (await exportsOf(code)).info as Record<string, unknown>;
    expect(built.version).toBe('4.5.6');
    expect(built.table).toEqual({ label: 'x', doubled: 42, at: new Date(0), tags: new Set(['a']) });
    expect(built.again).toEqual(built.table);
    expect(built.other).toMatchObject({ label: 'y', doubled: 2 });
    // An async macro's call is still a promise, of the value it resolved to.
    expect(typeof (built.fetched as Promise<unknown>).then).toBe('function');
    expect(await (built.fetched as Promise<unknown>)).toEqual(['4.5.6', true]);
  });

  it('runs a macro once per distinct arguments in a file, and keeps imports other code uses', async () => {
    const { root, result } = await transformFile({
      'src/lib/info.ts': `import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

function count(tag: string): string {
  'use macro';
  appendFileSync(join(__dirname, 'runs.log'), tag + '\\n');
  return tag;
}

export const a = [count('one'), count('one'), count('two')];
export const where = join('a', 'b');
`,
    });
    expect(readFileSync(join(root, 'src/lib/runs.log'), 'utf8')).toBe('one\ntwo\n');
    expect(result!.code).toContain(`import { join } from 'node:path';`);
    expect(result!.code).not.toContain('appendFileSync');
    expect((await exportsOf(result!.code)).a).toEqual(['one', 'one', 'two']);
  });

  it('removes a macro nobody calls without running it, and leaves files without macros alone', async () => {
    const { result } = await transformFile({
      'src/lib/info.ts': `function unused() {\n  'use macro';\n  throw new Error('never');\n}\nexport const x = 1;\n`,
    });
    expect(result!.code).toBe(`\n\n\n\nexport const x = 1;\n`);
    const root = tempProject({});
    expect(await transformMacros(`export const s = 'use macro';`, { id: join(root, 'a.ts'), root })).toBeNull();
    expect(await transformMacros(`{"use macro": 1}`, { id: join(root, 'a.json'), root })).toBeNull();
    expect(await transformMacros(`function (`, { id: join(root, 'a.ts'), root })).toBeNull();
  });

  it('keeps a call that begins a statement from joining the line before it', async () => {
    const { result } = await transformFile({
      'src/lib/info.ts': `const log: string[] = [];\nfunction note(): string {\n  'use macro';\n  return 'noted';\n}\nexport const before = log\nnote().length\nexport const size = log.length;\n`,
    });
    expect(result!.code).toContain(`export const before = log\n;(/* note() */ "noted").length`);
    expect((await exportsOf(result!.code)).before).toEqual([]);
  });

  it('returns a source map back to the file as written', async () => {
    const { id, result } = await transformFile({
      'src/lib/info.ts': `const v = () => {\n  'use macro';\n  return 1;\n};\nexport const x = v();\n`,
    });
    expect(result!.map.sources).toEqual([id]);
    expect(result!.map.sourcesContent).toEqual([readFileSync(id, 'utf8')]);
  });

  describe('fails the build in one line naming the file, the line and the fix', () => {
    it('for a macro that throws', async () => {
      const message = await failure(
        `function boom(): string {\n  'use macro';\n  throw new TypeError('no network\\nsecond line');\n}\n\nexport const x = boom();\n`,
      );
      expect(message).toBe(
        'The macro boom() called at src/lib/info.ts:6:18 threw TypeError: no network. Fix the macro so that it returns a value, or catch the error inside it and return a fallback.',
      );
    });

    it('for a macro that uses a variable of its file, with a hint', async () => {
      const message = await failure(
        `const prefix = '!';\nfunction p() {\n  'use macro';\n  return prefix + 'x';\n}\nexport const x = p();\n`,
      );
      expect(message).toMatch(
        /^The macro p\(\) called at src\/lib\/info\.ts:6:18 threw ReferenceError: prefix is not defined \(a macro runs on its own .* move prefix into the macro or into a module it imports\)\. Fix the macro/,
      );
    });

    it('for a value that cannot be written as code', async () => {
      const message = await failure(`function handler() {\n  'use macro';\n  return { run: () => 1 };\n}\nexport const x = handler();\n`);
      expect(message).toMatch(
        /^The macro handler\(\) called at src\/lib\/info\.ts:5:18 returned a value that cannot be written into the build: its result\.run is the function run\(\)\. Fix: return only strings, numbers, .*ArrayBuffer\.$/,
      );
      const async = await failure(`async function later() {\n  'use macro';\n  return Symbol('x');\n}\nexport const x = later();\n`);
      expect(async).toContain('its resolved value is a symbol (Symbol(x))');
    });

    it('for macros that break a rule', async () => {
      const cases: [string, RegExp][] = [
        [
          `export function m() {\n  'use macro';\n  return 1;\n}\n`,
          /^The macro "m" is exported \(src\/lib\/info\.ts:1:1\): .* Fix: remove "export"/,
        ],
        [`function m() {\n  'use macro';\n  return 1;\n}\nexport { m };\n`, /^The macro "m" is exported \(src\/lib\/info\.ts:5:10\)/],
        [
          `export function outer() {\n  function inner() {\n    'use macro';\n  }\n  return inner();\n}\n`,
          /^"use macro" marks a function that is not a named function at the top level of its file \(src\/lib\/info\.ts:2:3\)\. Fix: declare the macro at the top level/,
        ],
        [
          `function m() {\n  'use macro';\n  return 1;\n}\nexport const f = m;\n`,
          /^The macro "m" is used without being called \(src\/lib\/info\.ts:5:18\): .* Fix: call it, as m\(\), or remove 'use macro'/,
        ],
        [
          `function m(n: number) {\n  'use macro';\n  return n;\n}\nconst n = 2;\nexport const x = m(n);\n`,
          /^The call m\(\) at src\/lib\/info\.ts:6:20 passes an argument that is not a literal: .* Fix: pass strings/,
        ],
        [
          `function m() {\n  'use macro';\n  return 1;\n}\nexport function g(m: number) {\n  return m;\n}\n`,
          /^The name of the macro "m" is declared again at src\/lib\/info\.ts:5:19: .* Fix: rename one of them\.$/,
        ],
        [`function* m() {\n  'use macro';\n}\n`, /^The macro "m" is a generator \(src\/lib\/info\.ts:1:1\)/],
        [
          `let m = () => {\n  'use macro';\n};\n`,
          /^The macro "m" is declared with let \(src\/lib\/info\.ts:1:1\)\. Fix: declare it with const/,
        ],
        [`const a = 1, m = () => {\n  'use macro';\n};\n`, /^The macro "m" shares its declaration with other variables/],
        [
          `const m = () => {\n  'use macro';\n  return 1;\n};\nexport const o = { m: m(), n: { m } };\n`,
          /^The macro "m" is used without being called \(src\/lib\/info\.ts:5:33\)/,
        ],
      ];
      for (const [source, expected] of cases) {
        const message = await failure(source);
        expect(message).toMatch(expected);
        expect(message).not.toContain('\n');
      }
    });

    it('for macros whose imports fail to load', async () => {
      const message = await failure(
        `import { nothing } from './missing.ts';\nfunction m() {\n  'use macro';\n  return nothing;\n}\nexport const x = m();\n`,
      );
      expect(message).toMatch(/^Loading the macros of src\/lib\/info\.ts failed: .*missing.*\. Fix: check the imports the macros use/);
    });
  });

  it('lets type positions, property names and labels share a macro name', async () => {
    const { result } = await transformFile({
      'src/lib/info.ts': `const m = () => {\n  'use macro';\n  return 7;\n};\ntype T = ReturnType<typeof m>;\nexport const o: { m: T } = { m: m() };\nexport const p = o.m;\n`,
    });
    expect((await exportsOf(result!.code)).p).toBe(7);
  });
});

describe('MacroPlugin', () => {
  it('is named MacroPlugin and does nothing when disabled', async () => {
    const root = tempProject({ 'src/a.ts': `function m() {\n  'use macro';\n  return 1;\n}\nexport const x = m();\n` });
    const params = { code: readFileSync(join(root, 'src/a.ts'), 'utf8'), id: join(root, 'src/a.ts'), root };
    expect(new MacroPlugin().name).toBe('MacroPlugin');
    expect((await new MacroPlugin().transform(params))?.code).toContain('(/* m() */ 1)');
    expect(await new MacroPlugin({ enabled: false }).transform(params)).toBeNull();
  });
});
