/**
 * What caching costs: a hit in the memory provider (p50/p99), what a miss adds over calling the
 * function uncached, and how much the "use cache" transform adds to `commandkit build` of a
 * 200-file project. Run with `npm run bench -w commandkit`; prints figures, asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MemoryCache, setCacheProvider, __commandkitCache } from '../src/cache.ts';

const libraryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceModules = join(libraryRoot, '..', '..', 'node_modules');
const requireHere = createRequire(import.meta.url);

const calls = 20_000;
const fileCount = 200;
const buildRuns = 3;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;
const us = (value: number) => `${(value * 1000).toFixed(2)} µs`;

async function runtimeFigures(): Promise<void> {
  setCacheProvider(new MemoryCache());
  // As the transform writes it: an arrow function wrapped with its compile-time id.
  const body = async (id: string, n: number) => ({ id, n, name: `user-${id}` });
  const cached = __commandkitCache.wrap('bench/users.ts#getUser:00000000', body);

  await cached('warm', 0);
  const hits: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await cached('warm', 0);
    hits.push(performance.now() - start);
  }

  const uncached: number[] = [];
  const misses: number[] = [];
  for (let i = 0; i < calls; i++) {
    let start = performance.now();
    await body(String(i), i);
    uncached.push(performance.now() - start);
    start = performance.now();
    await cached(String(i), i);
    misses.push(performance.now() - start);
  }
  setCacheProvider(null);

  console.log(`Memory cache hit (${calls} calls):
  p50 ${us(percentile(hits, 50))}, p99 ${us(percentile(hits, 99))}
Miss (computes and stores) over an uncached call (${calls} calls, new arguments each):
  uncached p50 ${us(percentile(uncached, 50))}; miss p50 ${us(percentile(misses, 50))}, p99 ${us(percentile(misses, 99))}; overhead p50 ${us(percentile(misses, 50) - percentile(uncached, 50))}`);
}

/** A bot project of `fileCount` command files, each with a "use cache" helper. */
function writeProject(withCache: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'commandkit-cache-bench-'));
  const write = (path: string, contents: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  };
  write('package.json', '{ "name": "cache-bench", "private": true, "type": "module" }\n');
  write(
    'commandkit.config.ts',
    withCache
      ? "import { defineConfig } from 'commandkit';\nimport { cache } from 'commandkit/cache';\n\nexport default defineConfig({ plugins: [cache()] });\n"
      : "import { defineConfig } from 'commandkit';\n\nexport default defineConfig({});\n",
  );
  write('src/app.ts', "import { Client } from 'discord.js';\n\nexport default new Client({ intents: [] });\n");
  for (let i = 0; i < fileCount; i++) {
    write(
      `src/app/commands/(group-${i % 10})/command-${i}.ts`,
      `import type { ChatInputCommand, CommandData } from 'commandkit';

export const command: CommandData = { name: 'command-${i}', description: 'Benchmark command ${i}' };

async function lookup(id: string) {
  'use cache';
  return { id, value: ${i} };
}

export const chatInput: ChatInputCommand = async (ctx) => {
  const result = await lookup(ctx.interaction.user.id);
  await ctx.interaction.reply(String(result.value));
};
`,
    );
  }
  // node_modules/commandkit re-exports the library's sources, as the CLI tests' projects do.
  const entries = ['index', 'jsx-runtime', 'jsx-dev-runtime', 'hooks', 'cache'];
  write(
    'node_modules/commandkit/package.json',
    JSON.stringify({
      name: 'commandkit',
      type: 'module',
      exports: Object.fromEntries(entries.map((entry) => [entry === 'index' ? '.' : `./${entry}`, `./${entry}.ts`])),
    }),
  );
  for (const entry of entries) {
    write(`node_modules/commandkit/${entry}.ts`, `export * from ${JSON.stringify(join(libraryRoot, 'src', `${entry}.ts`))};\n`);
  }
  symlinkSync(join(workspaceModules, 'discord.js'), join(root, 'node_modules', 'discord.js'), 'dir');
  return root;
}

/** Per run: the whole CLI process, and the compile step it reports (`Built … in N ms`). */
function buildTimes(withCache: boolean): { whole: number[]; compile: number[] } {
  const root = writeProject(withCache);
  const tsx = pathToFileURL(requireHere.resolve('tsx')).href;
  const times: number[] = [];
  const compile: number[] = [];
  try {
    for (let run = 0; run < buildRuns; run++) {
      const start = performance.now();
      const result = spawnSync(process.execPath, ['--import', tsx, join(libraryRoot, 'src', 'cli', 'run.ts'), 'build'], {
        cwd: root,
        encoding: 'utf8',
      });
      times.push(performance.now() - start);
      if (result.status !== 0) throw new Error(`commandkit build failed:\n${result.stdout}${result.stderr}`);
      compile.push(Number(/ in (\d+) ms\./.exec(result.stdout)?.[1] ?? NaN));
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return { whole: times, compile };
}

await runtimeFigures();
const without = buildTimes(false);
const withCache = buildTimes(true);
const median = (values: number[]) => percentile(values, 50);
console.log(`commandkit build of ${fileCount} files, median of ${buildRuns}:
  whole CLI process: without cache() ${ms(median(without.whole))}, with cache() ${ms(median(withCache.whole))}; adds ${ms(median(withCache.whole) - median(without.whole))}
  compile step (the transform on every file): without ${ms(median(without.compile))}, with ${ms(median(withCache.compile))}; adds ${ms(median(withCache.compile) - median(without.compile))}
  (the rest is loading cache() in the config; here from the library's TypeScript sources through jiti, which a published build avoids)`);
