import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { Compiler } from '@rspack/core';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import { moveShardChunksOutOfRuntime } from '../../../src/plugins/lazy-routes/chunk-maps';
import type { Plan } from '../../../src/plugins/lazy-routes/plan.cjs';
import { buildAndRead } from './helpers/rspack-build';

const runtimeFile = path.resolve(__dirname, '../../../src/plugins/lazy-routes/runtime.ts');
const shardId = 'aaaa1111';

// chunk-maps.ts only needs the plan's types from plan.cjs; runtime.ts is bundled, not run here.

/**
 * A production build shaped like the site's: a main bundle that imports a route shard, which
 * imports a page of its own and a module the main bundle also imports; names and content hashes
 * in the file names, Docusaurus's `gca` runtime function, the site's minified-script cache, and
 * the shard's chunks moved out of the runtime. Its output is then run, with a document that runs
 * each script the runtime adds.
 */
describe('moving a shard’s chunks out of the webpack runtime', () => {
  let dir: string;
  let outDir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lazy-routes-chunks-'));
    outDir = path.join(dir, 'out');
    mkdirSync(path.join(dir, 'src'));
    const write = (file: string, code: string) => writeFileSync(path.join(dir, 'src', file), code);
    write(
      'index.js',
      `globalThis.done = import(/* webpackChunkName: "routes-${shardId}" */ './shard.js').then((shard) => shard.default());\nglobalThis.sharedFromMain = () => import(/* webpackChunkName: "shared" */ './shared.js');\n`,
    );
    write(
      'shard.js',
      `import { addChunkFiles } from ${JSON.stringify(runtimeFile)};\naddChunkFiles("lazy-routes-chunk-files:${shardId}", "lazy-routes-chunk-ids:${shardId}");\n` +
        `export default async () => [(await import(/* webpackChunkName: "page" */ './page.js')).default, (await import(/* webpackChunkName: "shared" */ './shared.js')).default, __webpack_require__.gca('page')];\n`,
    );
    write('page.js', 'export default "the page";\n');
    write('shared.js', 'export default "shared";\n');
    // What runtime.ts imports from the site's generated files.
    write('routes.js', 'export default [];\nexport const lazyRouteLists = [], lazyRouteOrders = [], lazyRouteShards = [];\n');
    write('globalData.json', '{}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function build(): Promise<Record<string, string>> {
    const plan = { shards: [{ id: shardId, chunkName: `routes-${shardId}` }] } as unknown as Plan;
    return buildAndRead(
      {
        mode: 'production',
        context: dir,
        entry: { main: './src/index.js' },
        output: {
          path: outDir,
          publicPath: '/',
          filename: 'assets/js/[name].[contenthash:8].js',
          chunkFilename: 'assets/js/[name].[contenthash:8].js',
          clean: true,
        },
        optimization: { minimize: true, realContentHash: true, runtimeChunk: 'single' },
        module: {
          rules: [
            { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
          ],
        },
        resolve: {
          extensions: ['.ts', '.js'],
          alias: {
            '@generated/routes': path.join(dir, 'src', 'routes.js'),
            '@generated/globalData': path.join(dir, 'src', 'globalData.json'),
          },
        },
        plugins: [
          new ChunkAssetPlugin() as never,
          {
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap('test', (compilation) =>
                compilation.hooks.processAssets.tap(
                  { name: 'test', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
                  () => moveShardChunksOutOfRuntime(compiler, compilation, plan),
                ),
              );
            },
          },
        ],
      },
      path.join(outDir, 'assets', 'js'),
    );
  }

  /** Runs the runtime and main bundle in a context whose document loads each added script from the output. */
  async function run(files: Record<string, string>): Promise<unknown> {
    const loaded: string[] = [];
    const context: Record<string, unknown> = {};
    const document = {
      getElementsByTagName: () => [],
      createElement: () => ({ setAttribute: () => undefined }),
      head: {
        appendChild(script: { src: string; onload: (event: unknown) => void; onerror: (event: unknown) => void }) {
          const file = script.src.replace('/assets/js/', '');
          loaded.push(file);
          setTimeout(() => {
            if (!(file in files)) return script.onerror({ type: 'error', target: script });
            vm.runInContext(files[file], context);
            script.onload({ type: 'load', target: script });
          });
        },
      },
    };
    Object.assign(context, { document, setTimeout, clearTimeout, self: context, globalThis: context });
    vm.createContext(context);
    for (const prefix of ['runtime.', 'main.'])
      vm.runInContext(files[Object.keys(files).find((file) => file.startsWith(prefix))!], context);
    return { result: await (context.done as Promise<unknown>), loaded };
  }

  it('leaves in the runtime only the chunks something besides the shard loads, and the page still loads', async () => {
    const files = await build();
    const file = (name: string) => Object.keys(files).find((candidate) => candidate.startsWith(`${name}.`))!;
    const runtime = files[file('runtime')];
    const hashOf = (name: string) => file(name).split('.')[1];
    // The page's chunk is only the shard's: neither its name nor its hash is in the runtime.
    expect([runtime.includes('"page"'), runtime.includes(hashOf('page'))]).toEqual([false, false]);
    expect([runtime.includes(hashOf('shared')), runtime.includes(hashOf(`routes-${shardId}`))]).toEqual([true, true]);
    // The shard carries the page chunk's file under its final (real content) hash.
    expect(files[file(`routes-${shardId}`)]).toContain(`"${file('page').replace(/\.js$/, '')}"`);

    const { result, loaded } = (await run(files)) as { result: unknown[]; loaded: string[] };
    expect(result).toEqual(['the page', 'shared', `/assets/js/${file('page')}`]);
    expect(loaded.sort()).toEqual([file('page'), file(`routes-${shardId}`), file('shared')].sort());
  });
});
