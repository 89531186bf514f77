/**
 * What a cache hit costs with Redis on 127.0.0.1: the provider's `get` alone (one round trip), and
 * a whole cached call answered from Redis (key, read, tag check). Starts its own redis-server.
 * Run with `npm run bench -w @commandkit/redis`; prints figures, asserts nothing.
 */
import { __commandkitCache, cacheTag, setCacheProvider } from 'commandkit/cache';
import { RedisCache } from '../src/index.ts';
import { startRedisServer } from '../tests/support/redis-server.ts';

const warmup = 500;
const samples = 10_000;

/** The p-th percentile (0–100) of sorted durations. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times `samples` sequential runs of `task` after a warm-up, and prints p50/p99/mean in µs. */
async function measure(label: string, task: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < warmup; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
  console.log(
    `${label.padEnd(46)} p50 ${us(percentile(times, 50)).padStart(8)}  p99 ${us(percentile(times, 99)).padStart(8)}  mean ${us(mean).padStart(8)}`,
  );
}

const server = await startRedisServer();
const cache = new RedisCache({ url: server.url });
try {
  console.log(`Redis on ${server.url}, ${samples} sequential samples each after ${warmup} warm-up runs:`);
  const value = { id: '42', name: 'Ada', roles: ['admin', 'moderator'], points: 1234 };
  await cache.set('bench:hit', value);
  await measure('RedisCache.get (hit)', () => cache.get('bench:hit'));
  await measure('RedisCache.get (miss)', () => cache.get('bench:missing'));
  await measure('RedisCache.set (with ttl)', () => cache.set('bench:set', value, 60_000));

  setCacheProvider(cache);
  const profile = async (userId: string) => {
    cacheTag(`user:${userId}`);
    return { ...value, id: userId };
  };
  const call = () => __commandkitCache.run('bench/redis-bench.ts#profile:1', ['42'], () => profile('42'));
  await call();
  await measure('cached call, hit in Redis (1 tag)', call);
  const untagged = () => __commandkitCache.run('bench/redis-bench.ts#plain:1', ['42'], async () => value);
  await untagged();
  await measure('cached call, hit in Redis (no tag)', untagged);
} finally {
  setCacheProvider(null);
  await cache.clear();
  await cache.close();
  await server.stop();
}
