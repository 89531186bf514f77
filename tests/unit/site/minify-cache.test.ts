import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MinifyCache } from '../../../src/plugins/minify-cache';
import { buildAndRead } from './helpers/rspack-build';

// A small production build the way the site makes one: minified with SWC, content hashes in the
// file names, a runtime that loads chunks on demand.
describe('the minify cache', () => {
  let dir: string;
  let cacheDir: string;
  let outDir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'minify-cache-'));
    cacheDir = path.join(dir, 'cache');
    outDir = path.join(dir, 'out');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'src', 'index.js'),
      "export async function show(name) {\n  const { greet } = await import('./greet.js');\n  return greet(name);\n}\nshow('reader').then((text) => console.log(text));\n",
    );
    writeFileSync(
      path.join(dir, 'src', 'greet.js'),
      'export function greet(someoneWithALongName) {\n  const greeting = `Hello, ${someoneWithALongName}!`;\n  return greeting;\n}\n',
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(): Promise<Record<string, string>> {
    return buildAndRead(
      {
        name: 'client',
        mode: 'production',
        context: dir,
        entry: { main: './src/index.js' },
        output: { path: outDir, filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js', clean: true },
        optimization: { minimize: true, realContentHash: true, runtimeChunk: 'single' },
        plugins: [new MinifyCache(cacheDir)],
      },
      outDir,
    );
  }
  const cached = () => readdirSync(path.join(cacheDir, 'client'));

  it('stores minified chunks and gives the same output when they are reused', async () => {
    const first = await build();
    expect(Object.keys(first)).toHaveLength(3);
    // Entry and lazy chunk; the runtime is always minified afresh.
    expect(cached()).toHaveLength(2);
    const second = await build();
    expect(second).toEqual(first);
    expect(Object.values(first).join('\n')).not.toContain('someoneWithALongName');
  });

  it('really takes a chunk from the cache on the next build', async () => {
    await build();
    // Mark the stored copies: a rebuild that still minified would not have the marker.
    for (const entry of cached())
      writeFileSync(
        path.join(cacheDir, 'client', entry),
        `${readFileSync(path.join(cacheDir, 'client', entry), 'utf8')}/* from the cache */`,
      );
    const second = await build();
    const marked = Object.entries(second).filter(([, code]) => code.includes('/* from the cache */'));
    expect(marked.map(([file]) => file.split('.')[0]).sort()).toEqual(['main', expect.stringMatching(/^\d+$/)].sort());
    // The runtime still finds the lazy chunk under its new name.
    const lazy = marked.find(([file]) => !file.startsWith('main'))![0];
    const runtime = Object.entries(second).find(([file]) => file.startsWith('runtime'))![1];
    expect(runtime).toContain(lazy.split('.')[1]);
  });

  it('forgets the scripts a build no longer has', async () => {
    await build();
    const before = cached();
    writeFileSync(path.join(dir, 'src', 'greet.js'), 'export function greet(name) {\n  return `Hi, ${name}.`;\n}\n');
    await build();
    const after = cached();
    expect(after).toHaveLength(2);
    expect(after.filter((entry) => before.includes(entry))).toHaveLength(1);
  });
});
