import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import { addShard, shardKeyOf, shardsFor, type RouteShard, type RouteShardModule } from '../../../src/plugins/lazy-routes/runtime';
import { shardChunkName } from '../../../src/plugins/lazy-routes/shard-key.cjs';
import type { RouteConfig as RenderedRoute } from 'react-router-config';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plan = require('../../../src/plugins/lazy-routes/plan.cjs') as typeof import('../../../src/plugins/lazy-routes/plan.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../src/plugins/lazy-routes/generated-files-loader.cjs') as (this: unknown, source: string) => string;

// runtime.ts reads the browser's generated files; the tests hand it their own.
jest.mock('@generated/routes', () => ({ lazyRouteLists: [], lazyRouteOrders: [], lazyRouteShards: [] }), { virtual: true });
jest.mock('@generated/globalData', () => ({}), { virtual: true });

const doc = (routePath: string, sidebar = 'guide'): RouteConfig => ({
  path: routePath,
  component: '@theme/DocItem',
  modules: { content: `@site/docs${routePath}.md` },
  exact: true,
  sidebar,
});

const nextLeaves = [
  '/docs/next/intro',
  '/docs/next/guide/a',
  '/docs/next/guide/b',
  '/docs/next/Guide/c',
  '/docs/next/api/types/A',
  '/docs/next/api/types/B',
  '/docs/next/api/types/C',
  '/docs/next/api/types/D',
  '/docs/next/api/classes/X',
  '/docs/next/params/:id/x',
  '/docs/next/api/types',
];
const latestLeaves = ['/docs/guide/a', '/docs/guide/b', '/docs/guide/z', '/docs/guide/only-here'];

/** A docs plugin's routes with two versions (the latest at the plugin's root), and a page. */
const routes: RouteConfig[] = [
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    exact: false,
    routes: [
      {
        path: '/docs/next',
        component: '@theme/DocVersionRoot',
        routes: [{ path: '/docs/next', component: '@theme/DocRoot', routes: nextLeaves.map((leaf) => doc(leaf)) }],
      },
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        routes: [{ path: '/docs', component: '@theme/DocRoot', routes: latestLeaves.map((leaf) => doc(leaf)) }],
      },
    ],
  },
  { path: '/', component: '@site/src/pages/index.tsx', exact: true },
];

const idOf = (routePath: string) => routePath.replace(/^\/docs(\/next)?\//, '').toLowerCase();
// A category's index doc keeps a trailing slash in its path that its route does not have.
const globalDocs = (leaves: string[]) =>
  leaves.map((leaf) => ({ id: idOf(leaf), path: leaf.endsWith('/z') ? `${leaf}/` : leaf, sidebar: 'guide' }));
const globalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        { name: 'current', path: '/docs/next', mainDocId: 'guide/a', docs: globalDocs(nextLeaves) },
        { name: '1.0', path: '/docs', mainDocId: 'intro', docs: globalDocs(latestLeaves) },
      ],
    },
  },
};
// A navbar item links to this doc by id: its data stays where every page can read it.
const keptDocIds = ['guide/b'];

/** Runs generated ES module code with the given imports, and returns its exports. */
function evaluate(code: string, imports: Record<string, unknown>): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const body = code
    .replace(/^import (\w+) from '([^']+)';$/gm, (_, name, from) => `const ${name} = imports[${JSON.stringify(from)}];`)
    .replace(/^import (\{[\w, ]+\}) from ("[^"]+");$/gm, (_, names, from) => `const ${names} = imports[${from}];`)
    .replace(/^export const (\w+) =/gm, 'const $1 = exports.$1 =')
    .replace(/^export default /m, 'exports.default = ');
  new Function('imports', 'exports', 'require', body)(imports, exports, { resolveWeak: (modulePath: string) => `weak:${modulePath}` });
  return exports;
}

const runtimeFile = path.resolve(__dirname, '../../../src/plugins/lazy-routes/runtime.ts');
const componentCreator = (routePath: string, hash?: string) => ({ creator: [routePath, hash] });

/**
 * Docusaurus's generated files for a route tree and global data, written for the describe block
 * that calls this into a temporary folder, and the plugin's loader as the browser bundle runs it.
 */
function generatedFilesFor(routeTree: RouteConfig[], data: object, keptDocIds: string[]) {
  const files = { dir: '', original: {} as Record<string, string> };
  beforeAll(async () => {
    files.dir = mkdtempSync(path.join(tmpdir(), 'lazy-routes-'));
    await generateRouteFiles({
      generatedFilesDir: files.dir,
      baseUrl: '/',
      routes: routeTree.map((route) => ({ ...route, plugin: { name: 'test', id: 'default' } })),
    });
    writeFileSync(path.join(files.dir, 'globalData.json'), JSON.stringify(data));
    for (const file of plan.generatedFiles) files.original[file] = readFileSync(path.join(files.dir, file), 'utf8');
  });
  afterAll(() => rmSync(files.dir, { recursive: true, force: true }));
  /** What the loader makes of a generated file. */
  const load = (file: string, query = '') =>
    loader.call(
      {
        resourcePath: path.join(files.dir, file),
        resourceQuery: query,
        getOptions: () => ({ generatedFilesDir: files.dir, keptDocIds }),
        addDependency: () => undefined,
      },
      files.original[file],
    );
  return { files, load };
}

describe('lazy routes', () => {
  const { files, load } = generatedFilesFor(routes, globalData, keptDocIds);

  it('groups each docs root’s leaves by their first path segments, and leaves small groups, routes with parameters and top-level routes whole', () => {
    const { plan: computed } = plan.planFor(files.dir, keptDocIds);
    const shards = computed.shards.map((shard) => [shard.parentPath, shard.key, shard.routes.map(({ route }) => route.path)]);
    expect(shards).toEqual([
      // "Guide/c" has its own key (a route's case is kept); with "guide" it would make three.
      ['/docs/next', 'api/types', ['/docs/next/api/types/A', '/docs/next/api/types/B', '/docs/next/api/types/C', '/docs/next/api/types/D']],
      ['/docs', 'guide', ['/docs/guide/a', '/docs/guide/b', '/docs/guide/z', '/docs/guide/only-here']],
    ]);
  });

  it('takes the shards’ routes, registry entries, chunk names and docs out of the main bundle’s files', () => {
    const main = load('routes.js');
    expect(main).not.toContain('/docs/next/api/types/A');
    expect(main).not.toContain('/docs/guide/z');
    for (const kept of [
      '/docs/next/intro',
      '/docs/next/guide/a',
      '/docs/next/params/:id/x',
      '/docs/next/api/classes/X',
      '/docs/next/api/types',
    ])
      expect(main).toContain(`"${kept}"`);
    expect(load('registry.js')).not.toContain('@site/docs/docs/next/api/types/A.md');
    // Every doc page's component is shared with routes that stay: its entry stays too.
    expect(load('registry.js')).toContain('@theme/DocItem');
    expect(Object.keys(JSON.parse(load('routesChunkNames.json'))).filter((key) => key.startsWith('/docs/next/api/types/'))).toEqual([]);
    const mainDocs = JSON.parse(load('globalData.json'))['docusaurus-plugin-content-docs'].default.versions.map(
      (version: { docs: { id: string }[] }) => version.docs.map((entry) => entry.id),
    );
    expect(mainDocs[0]).not.toContain('api/types/a');
    // The latest version's docs in its guide shard leave, but for the one the navbar names.
    expect(mainDocs[1]).toEqual(['guide/b']);
  });

  it('gives back exactly the original routes, registry, chunk names and docs once every shard is added', () => {
    const registry = evaluate(load('registry.js'), {}).default as Record<string, unknown[]>;
    const routesChunkNames = JSON.parse(load('routesChunkNames.json')) as Record<string, unknown>;
    const data = JSON.parse(load('globalData.json')) as Record<string, Record<string, unknown>>;
    const addChunkFiles = jest.fn();
    const imports = {
      '@docusaurus/ComponentCreator': componentCreator,
      '@generated/registry': registry,
      '@generated/routesChunkNames': routesChunkNames,
      [runtimeFile]: { addChunkFiles },
    };
    const main = evaluate(load('routes.js'), imports);
    const shardIds = [...load('routes.js').matchAll(/\?lazy-routes-shard=([0-9a-f]+)/g)].map((match) => match[1]);
    expect(shardIds).toHaveLength(2);
    // In the reverse order, as a reader could reach them.
    for (const id of shardIds.reverse()) {
      const shard = evaluate(load('routes.js', `?lazy-routes-shard=${id}`), imports).default as RouteShardModule;
      addShard(shard, main.lazyRouteLists as RenderedRoute[][], main.lazyRouteOrders as number[][], data);
    }

    // Each shard first hands the runtime its chunks' files (placeholders until the production build).
    expect(addChunkFiles.mock.calls).toEqual(shardIds.map((id) => [`lazy-routes-chunk-files:${id}`, `lazy-routes-chunk-ids:${id}`]));
    expect(main.default).toEqual(evaluate(files.original['routes.js'], { '@docusaurus/ComponentCreator': componentCreator }).default);
    expect(routesChunkNames).toEqual(JSON.parse(files.original['routesChunkNames.json']));
    const fullRegistry = evaluate(files.original['registry.js'], {}).default as Record<string, unknown[]>;
    expect(Object.keys(registry).sort()).toEqual(Object.keys(fullRegistry).sort());
    for (const [chunkName, entry] of Object.entries(registry)) expect(entry[2]).toBe(fullRegistry[chunkName][2]);
    const docsOf = (source: typeof globalData) =>
      source['docusaurus-plugin-content-docs'].default.versions.map((version) =>
        [...version.docs].sort((a, b) => a.id.localeCompare(b.id)),
      );
    expect(docsOf(data as unknown as typeof globalData)).toEqual(docsOf(globalData));
  });

  it('puts in each shard the docs of other versions with the same ids, for the version menu', () => {
    const { plan: computed } = plan.planFor(files.dir, keptDocIds);
    const latestGuide = computed.shards.find((shard) => shard.parentPath === '/docs')!;
    const carried = latestGuide.docs.map(({ version, doc: entry }) => `${version} ${entry.id}`).sort();
    // guide/a is Next's main doc and guide/b is named by the navbar: both stay in the main bundle.
    expect(carried).toEqual(['1.0 guide/a', '1.0 guide/only-here', '1.0 guide/z']);
  });

  it('finds a pathname’s shard as react-router would match it: any case, trailing slash or encoding', () => {
    const shards: RouteShard[] = [
      { list: 0, parentPath: '/docs/next', key: 'api/types', load: jest.fn() },
      { list: 1, parentPath: '/docs', key: 'guide', load: jest.fn() },
      { list: 1, parentPath: '/docs', key: 'Ünïcode', load: jest.fn() },
      // The pages right below their parent.
      { list: 0, parentPath: '/docs/next', key: '', load: jest.fn() },
    ];
    const keys = (pathname: string) => shardsFor(pathname, shards).map((shard) => `${shard.parentPath} ${shard.key}`);
    expect(keys('/docs/next/api/types/A')).toEqual(['/docs/next api/types']);
    expect(keys('/DOCS/Next/API/types/a/')).toEqual(['/docs/next api/types']);
    expect(keys('/docs/guide/z')).toEqual(['/docs guide']);
    expect(keys('/docs/%C3%9Cn%C3%AFcode/page')).toEqual(['/docs Ünïcode']);
    expect(keys('/docs/next/api/types')).toEqual([]);
    expect(keys('/docs/next/guide/a')).toEqual([]);
    expect(keys('/docs/next/intro')).toEqual(['/docs/next ']);
    expect(keys('/docs/next/Intro/')).toEqual(['/docs/next ']);
    expect(keys('/docs/next/')).toEqual([]);
    expect(keys('/')).toEqual([]);
  });

  it('computes the same key in the browser as at build time', () => {
    for (const leaf of [...nextLeaves, ...latestLeaves]) {
      const parent = leaf.startsWith('/docs/next/') ? '/docs/next' : '/docs';
      const built = plan.shardKeyOf(parent, leaf);
      if (built === undefined) continue;
      for (const pathname of [leaf, `${leaf}/`, leaf.toUpperCase()])
        expect([pathname, shardKeyOf(parent, pathname)]).toEqual([pathname, built.toLowerCase()]);
    }
  });

  it('stops with one line naming the file when routes.js is not what Docusaurus 3.10 writes', () => {
    expect(() => plan.readRoutes('export default [];')).toThrow(
      /^lazy-routes: \.docusaurus\/routes\.js is not in the form Docusaurus 3\.10 writes it; .*plan\.cjs/,
    );
  });
});

describe('lazy routes of a very large section', () => {
  // Mixed case, as TypeDoc names pages after the items.
  const leaves = Array.from({ length: 230 }, (_, index) => `/docs/next/api/types/Type${index}${index % 3 === 0 ? 'Options' : 'data'}`);
  const largeRoutes: RouteConfig[] = [
    {
      path: '/docs',
      component: '@theme/DocsRoot',
      exact: false,
      routes: [{ path: '/docs/next', component: '@theme/DocRoot', routes: leaves.map((leaf) => doc(leaf, 'api')) }],
    },
  ];
  const largeGlobalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          { name: 'current', path: '/docs/next', docs: leaves.map((leaf) => ({ id: leaf.slice(11), path: leaf, sidebar: 'api' })) },
        ],
      },
    },
  };
  const { files, load } = generatedFilesFor(largeRoutes, largeGlobalData, []);

  it('splits the group into buckets of about forty routes, each page in one', () => {
    const { plan: computed } = plan.planFor(files.dir, []);
    expect(computed.shards.map((shard) => [shard.key, shard.bucket])).toEqual(
      [0, 1, 2, 3, 4, 5].map((index) => ['api/types', { index, of: 6 }]),
    );
    const sizes = computed.shards.map((shard) => shard.routes.length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(leaves.length);
    for (const size of sizes) expect(size).toBeGreaterThan(20);
    // The browser names a shard's file from the same three facts (to prefetch it).
    const names = computed.shards.map((shard) => shard.chunkName);
    for (const [index, shard] of computed.shards.entries()) expect(shardChunkName(shard)).toBe(names[index]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^routes-[0-9a-f]{8}$/);
    expect(new Set(computed.shards.flatMap((shard) => shard.routes.map(({ route }) => route.path))).size).toBe(leaves.length);
  });

  it('finds in the browser the bucket that holds a page, in any case and with a trailing slash', () => {
    const { plan: computed } = plan.planFor(files.dir, []);
    const shards: RouteShard[] = computed.shards.map((shard) => ({
      list: shard.list,
      parentPath: shard.parentPath,
      key: shard.key,
      bucket: shard.bucket,
      load: jest.fn(),
    }));
    for (const [index, shard] of computed.shards.entries()) {
      for (const { route } of shard.routes) {
        for (const pathname of [route.path, `${route.path}/`, route.path.toLowerCase(), route.path.toUpperCase()])
          expect([pathname, shardsFor(pathname, shards)]).toEqual([pathname, [shards[index]]]);
      }
    }
  });

  it('gives back exactly the original routes and docs once every bucket is added', () => {
    const registry = evaluate(load('registry.js'), {}).default as Record<string, unknown[]>;
    const routesChunkNames = JSON.parse(load('routesChunkNames.json')) as Record<string, unknown>;
    const data = JSON.parse(load('globalData.json')) as Record<string, Record<string, unknown>>;
    const imports = {
      '@docusaurus/ComponentCreator': componentCreator,
      '@generated/registry': registry,
      '@generated/routesChunkNames': routesChunkNames,
      [runtimeFile]: { addChunkFiles: jest.fn() },
    };
    const main = evaluate(load('routes.js'), imports);
    expect(load('routes.js')).not.toContain('/docs/next/api/types/');
    const shardIds = [...load('routes.js').matchAll(/\?lazy-routes-shard=([0-9a-f]+)/g)].map((match) => match[1]);
    for (const id of shardIds.reverse()) {
      addShard(
        evaluate(load('routes.js', `?lazy-routes-shard=${id}`), imports).default as RouteShardModule,
        main.lazyRouteLists as RenderedRoute[][],
        main.lazyRouteOrders as number[][],
        data,
      );
    }
    expect(main.default).toEqual(evaluate(files.original['routes.js'], { '@docusaurus/ComponentCreator': componentCreator }).default);
    expect(routesChunkNames).toEqual(JSON.parse(files.original['routesChunkNames.json']));
    const docs = (source: typeof largeGlobalData) =>
      source['docusaurus-plugin-content-docs'].default.versions[0].docs.map((entry) => entry.id).sort();
    expect(docs(data as unknown as typeof largeGlobalData)).toEqual(docs(largeGlobalData));
  });
});
