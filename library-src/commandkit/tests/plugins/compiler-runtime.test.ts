import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import { CompilerPlugin, CompilerPluginRuntime, type TransformParameters, type TransformResult } from '../../src/index.ts';

const root = '/project';
const file = join(root, 'src/app/commands/ping.ts');

class Fn extends CompilerPlugin {
  constructor(
    readonly name: string,
    private readonly fn: (params: TransformParameters) => TransformResult | null | undefined,
    private readonly log: string[] = [],
  ) {
    super();
  }
  override activate() {
    this.log.push(`${this.name}:activate`);
  }
  override deactivate() {
    this.log.push(`${this.name}:deactivate`);
  }
  override transform(params: TransformParameters) {
    return this.fn(params);
  }
}

/** A plugin that puts a line on top of the file, with a hires map from magic-string. */
const prepend = (name: string, line: string) =>
  new Fn(name, ({ code, id }) => {
    const string = new MagicString(code);
    string.prepend(`${line}\n`);
    return { code: string.toString(), map: string.generateMap({ source: id, hires: true }).toString() };
  });

describe('CompilerPluginRuntime', () => {
  it('runs the transforms in order, each on the previous output, and composes their maps', async () => {
    const seen: string[] = [];
    const runtime = new CompilerPluginRuntime(
      [
        prepend('one', '// one'),
        new Fn('skip', ({ code }) => void seen.push(code) as undefined),
        prepend('two', '// two'),
        new Fn('rename', ({ code, root: given }) => (seen.push(given), { code: code.replace('answer', 'reply') })),
      ],
      root,
    );
    const source = 'const x = 1;\nexport const answer = x;\n';
    const { code, map } = await runtime.transform(source, file);
    expect(code).toBe('// two\n// one\nconst x = 1;\nexport const reply = x;\n');
    expect(seen).toEqual(['// one\nconst x = 1;\nexport const answer = x;\n', root]);
    expect(map!.sources).toEqual([file]);
    expect(map!.sourcesContent).toEqual([source]);
    const trace = new TraceMap(map!);
    // Line 4 of the output (1-based) is line 2 of the source; the plugin without a map counts as
    // keeping lines (its map is line-level, so columns become 0).
    expect(originalPositionFor(trace, { line: 4, column: 7 })).toMatchObject({ source: file, line: 2, column: 0 });
    expect(originalPositionFor(trace, { line: 3, column: 6 })).toMatchObject({ line: 1 });
  });

  it('keeps columns when every plugin returns a precise map', async () => {
    const runtime = new CompilerPluginRuntime([prepend('one', '// one'), prepend('two', '// two')], root);
    const { map } = await runtime.transform('const x = 1;\nexport const answer = x;\n', file);
    expect(originalPositionFor(new TraceMap(map!), { line: 4, column: 13 })).toMatchObject({ source: file, line: 2, column: 13 });
  });

  it('returns the code unchanged with no map when no plugin changes it', async () => {
    const runtime = new CompilerPluginRuntime([new Fn('none', () => null)], root);
    expect(await runtime.transform('x', file)).toEqual({ code: 'x', map: null });
    expect(new CompilerPluginRuntime([], root).isEmpty()).toBe(true);
  });

  it('names the plugin and the file relative to the root when a transform throws or returns junk', async () => {
    const throwing = new CompilerPluginRuntime(
      [
        new Fn('bad', () => {
          throw new Error('unexpected token\n  at line 1');
        }),
      ],
      root,
    );
    await expect(throwing.transform('x', file)).rejects.toThrow(
      'The compiler plugin "bad" failed on src/app/commands/ping.ts: unexpected token\n  at line 1',
    );
    const junk = new CompilerPluginRuntime([new Fn('junk', () => ({ contents: 'x' }) as unknown as TransformResult)], root);
    await expect(junk.transform('x', file)).rejects.toThrow(
      'The compiler plugin "junk" failed on src/app/commands/ping.ts: transform() must return { code: string, map? } or null, got an object without a "code" string',
    );
  });

  it('activates and deactivates every plugin once, in order', async () => {
    const log: string[] = [];
    const runtime = new CompilerPluginRuntime([new Fn('a', () => null, log), new Fn('b', () => null, log)], root);
    await runtime.activate();
    await runtime.activate();
    await runtime.deactivate();
    await runtime.deactivate();
    expect(log).toEqual(['a:activate', 'b:activate', 'a:deactivate', 'b:deactivate']);
  });

  it('fails activation naming the plugin, after deactivating those already active', async () => {
    const log: string[] = [];
    const failing = new Fn('b', () => null, log);
    failing.activate = () => {
      throw new Error('no parser');
    };
    const runtime = new CompilerPluginRuntime([new Fn('a', () => null, log), failing], root);
    await expect(runtime.activate()).rejects.toThrow('Failed to activate the compiler plugin "b": no parser');
    expect(log).toEqual(['a:activate', 'a:deactivate']);
  });

  it("has 1.0's members: init() and destroy() activate and deactivate, getPlugins() is a copy, toJSON() names it", async () => {
    const log: string[] = [];
    const plugins = [new Fn('a', () => null, log)];
    const runtime = new CompilerPluginRuntime(plugins);
    expect(runtime.root).toBe(process.cwd());
    expect(runtime.name).toBe('CompilerPluginRuntime');
    expect(runtime.isEmpty()).toBe(false);
    const copy = runtime.getPlugins();
    copy.pop();
    expect(runtime.getPlugins()).toEqual(plugins);
    await runtime.init();
    await runtime.destroy();
    expect(log).toEqual(['a:activate', 'a:deactivate']);
    expect(JSON.parse(JSON.stringify(runtime))).toEqual({ name: 'CompilerPluginRuntime', plugins: ['a'], templates: [] });
    expect(await runtime.toJSON().transform('x', file)).toEqual({ code: 'x', map: null });
  });

  it('keeps the templates plugins register in activate() and remove in deactivate(), one owner each', async () => {
    const handler = () => undefined;
    class Templates extends CompilerPlugin {
      readonly name = 'templates';
      override activate(ctx: CompilerPluginRuntime) {
        ctx.registerTemplate('greeting', handler);
      }
      override deactivate(ctx: CompilerPluginRuntime) {
        ctx.unregisterTemplate('greeting');
      }
    }
    const runtime = new CompilerPluginRuntime([new Templates()], root);
    expect(() => runtime.registerTemplate('early', handler)).toThrow(
      `registerTemplate("early") was called outside a compiler plugin's activate(): register templates in activate().`,
    );
    await runtime.activate();
    expect(runtime.getTemplate('greeting')).toBe(handler);
    expect([...runtime.getTemplates()]).toEqual([['greeting', handler]]);
    expect(() => runtime.unregisterTemplate('greeting')).toThrow(
      `unregisterTemplate("greeting") was called outside a compiler plugin's deactivate(): remove templates in deactivate().`,
    );
    await runtime.deactivate();
    expect(runtime.getTemplate('greeting')).toBeUndefined();
  });
});
