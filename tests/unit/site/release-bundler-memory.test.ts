import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import v8 from 'node:v8';
import { createContext, runInContext } from 'node:vm';
import render from '@docusaurus/core/lib/client/serverEntry';
import releaseBundlerMemoryPlugin, {
  CollectAfterBundling,
  collectGarbage,
  forgetServerChunks,
  bundlerAllocatorOptions,
  heapGrowingFlag,
  setBundlerAllocatorOptions,
} from '../../../src/plugins/release-bundler-memory';
import renderPage from '../../../src/plugins/release-bundler-memory/server-entry';

// Docusaurus's server entry is browser-side React code; the tests give it a stand-in render.
jest.mock('@docusaurus/core/lib/client/serverEntry', () => ({ __esModule: true, default: jest.fn() }));

/** Runs a small real build, then closes the compiler after `beforeClose`, as Docusaurus does. */
function buildThenClose(dir: string, beforeClose: () => void, plugins: { apply(compiler: Compiler): void }[]): Promise<void> {
  const compiler = rspack({ mode: 'production', context: dir, entry: './index.js', output: { path: path.join(dir, 'out') }, plugins });
  return new Promise((resolve, reject) =>
    compiler.run((error) => {
      if (error) return reject(error);
      beforeClose();
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve()));
    }),
  );
}

/** A few turns of the event loop, with no allocation to set off a collection of V8's own. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await new Promise((done) => setTimeout(done, 0));
  await new Promise((done) => setImmediate(done));
}

describe('release-bundler-memory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'release-memory-'));
    writeFileSync(path.join(dir, 'index.js'), 'console.log("built");\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // Garbage made right before the compiler closes: only a collection that the plugin starts can
  // have freed it a few event-loop turns later.
  async function garbageCollectedAfterClose(plugins: { apply(compiler: Compiler): void }[]): Promise<boolean> {
    let ref: WeakRef<object> | undefined;
    await buildThenClose(dir, () => (ref = new WeakRef({ left: 'behind' })), plugins);
    await settle();
    return ref!.deref() === undefined;
  }

  it('collects the garbage bundling left once the compiler has closed', async () => {
    expect(await garbageCollectedAfterClose([new CollectAfterBundling()])).toBe(true);
  });

  it('is what frees it: without the plugin, the same garbage is still there', async () => {
    expect(await garbageCollectedAfterClose([])).toBe(false);
  });

  it('collects after the browser bundle and turns off incremental passes, in production builds only', () => {
    const plugin = releaseBundlerMemoryPlugin();
    const configure = (isServer: boolean) =>
      (plugin.configureWebpack as (config: object, isServer: boolean) => { plugins?: unknown[]; experiments?: unknown })({}, isServer);
    const environment = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(configure(false)).toEqual({ experiments: { incremental: false }, plugins: [expect.any(CollectAfterBundling)] });
      expect(configure(true)).toEqual({
        experiments: { incremental: false },
        entry: { main: path.join(__dirname, '../../../src/plugins/release-bundler-memory/server-entry.ts') },
      });
      process.env.NODE_ENV = 'development';
      expect(configure(false)).toEqual({});
    } finally {
      process.env.NODE_ENV = environment;
    }
  });

  it('collects the garbage of rendering the pages when the post-build steps begin', async () => {
    const postBuild = releaseBundlerMemoryPlugin().postBuild as (props: { outDir: string }) => Promise<void>;
    const ref = new WeakRef({ rendered: 'page' });
    // A WeakRef holds its target until the job that made it (or read it) ends.
    await settle();
    const done = postBuild({ outDir: dir });
    // Collected before postBuild's first await, so before the plugins after it start theirs.
    expect(ref.deref()).toBeUndefined();
    await done;
  });

  it('forgets the server bundle’s chunks in the module cache when the post-build steps begin', () => {
    const chunk = path.join(dir, '__server', 'assets', 'js', 'page.js');
    const elsewhere = path.join(dir, '__server-notes.js');
    const cache = { [chunk]: {}, [elsewhere]: {} } as NodeJS.Require['cache'];
    forgetServerChunks(dir, cache);
    expect(Object.keys(cache)).toEqual([elsewhere]);
  });

  // What the server bundle's context holds, as Docusaurus's renderer would get it back from a page.
  function renderInOwnContext(): { context: WeakRef<object>; result: Awaited<ReturnType<typeof render>> } {
    const sandbox = createContext({});
    const collectedData = runInContext(
      `globalThis.compiledPages = new Array(1e5).fill('page');
       ({ metadata: { public: { noIndex: false }, helmet: null }, anchors: ['intro'], links: ['/docs'], modules: [] })`,
      sandbox,
    );
    return { context: new WeakRef(sandbox), result: { html: '<p>page</p>', collectedData } };
  }

  /** What `keep` keeps of a page's render result, and whether the context it came from is collected. */
  async function contextCollected(keep: (result: Awaited<ReturnType<typeof render>>) => Promise<unknown>): Promise<[boolean, unknown]> {
    const { context, kept } = await renderAndKeep(keep);
    await settle();
    collectGarbage()();
    return [context.deref() === undefined, kept];
  }

  // A function of its own, so that the render result is out of reach once it returns.
  async function renderAndKeep(keep: (result: Awaited<ReturnType<typeof render>>) => Promise<unknown>) {
    const { context, result } = renderInOwnContext();
    jest.mocked(render).mockResolvedValueOnce(result);
    const kept = await keep(result);
    // The mock remembers what it returned.
    jest.mocked(render).mockClear();
    return { context, kept };
  }

  it('hands Docusaurus copies of what a page collected, so the server bundle’s context can go', async () => {
    const [collected, kept] = await contextCollected(() => renderPage({ pathname: '/docs', v4RemoveLegacyPostBuildHeadAttribute: true }));
    expect(kept).toEqual({
      html: '<p>page</p>',
      collectedData: { metadata: { public: { noIndex: false }, helmet: null }, anchors: ['intro'], links: ['/docs'], modules: [] },
    });
    expect(collected).toBe(true);
  });

  it('is what lets it go: the collected data itself keeps the whole context', async () => {
    const [collected] = await contextCollected(async (result) => result.collectedData);
    expect(collected).toBe(false);
  });

  it('bounds the heap’s growth in production builds only', () => {
    const setFlags = jest.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    const environment = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'development';
      releaseBundlerMemoryPlugin();
      expect(setFlags).not.toHaveBeenCalled();
      process.env.NODE_ENV = 'production';
      releaseBundlerMemoryPlugin();
      expect(setFlags).toHaveBeenCalledWith(heapGrowingFlag);
    } finally {
      process.env.NODE_ENV = environment;
      setFlags.mockRestore();
    }
  });

  describe('the bundler allocator’s settings', () => {
    const notLoaded = {};
    const bindingLoaded = { '/site/node_modules/@rspack/binding/binding.js': undefined };

    it('are set for production builds, where the environment has none of its own', () => {
      const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', MIMALLOC_PURGE_DELAY: '5' };
      setBundlerAllocatorOptions(env, notLoaded);
      expect(env).toEqual({ NODE_ENV: 'production', MIMALLOC_PURGE_DELAY: '5', MIMALLOC_DISALLOW_ARENA_ALLOC: '1' });
      const fresh: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
      setBundlerAllocatorOptions(fresh, notLoaded);
      expect(fresh).toEqual({ NODE_ENV: 'production', ...bundlerAllocatorOptions });
    });

    it('are left alone outside production builds', () => {
      const env: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
      setBundlerAllocatorOptions(env, bindingLoaded);
      expect(env).toEqual({ NODE_ENV: 'development' });
    });

    it('stop the build with one line when Rspack is already loaded, too late for them', () => {
      const env: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
      expect(() => setBundlerAllocatorOptions(env, bindingLoaded)).toThrow(
        /^release-bundler-memory: Rspack's binding was loaded before the site's config, too late for its allocator settings \(MIMALLOC_DISALLOW_ARENA_ALLOC, MIMALLOC_PURGE_DELAY\); set them/,
      );
      expect(env).toEqual({ NODE_ENV: 'production' });
      // Set by hand, they need nothing from the config.
      const given: NodeJS.ProcessEnv = { NODE_ENV: 'production', ...bundlerAllocatorOptions };
      expect(() => setBundlerAllocatorOptions(given, bindingLoaded)).not.toThrow();
    });
  });

  it('stops with one line when the bundler has no shutdown hook to collect after', () => {
    const compiler = { hooks: {} } as unknown as Compiler;
    expect(() => new CollectAfterBundling().apply(compiler)).toThrow(
      /^release-bundler-memory: the bundler has no shutdown hook to collect after; update/,
    );
  });
});
