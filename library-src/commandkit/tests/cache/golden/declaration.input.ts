import { cacheLife, cacheTag } from 'commandkit/cache';

// Called before its declaration: hoisting is kept.
export const early = () => getProfile('early');

export async function getProfile(userId: string, verbose = false) {
  'use cache';
  cacheTag(`profile:${userId}`);
  cacheLife('10m');
  return { userId, verbose, count: arguments.length };
}

export function outer() {
  return inner(2);

  async function inner(n: number) {
    'use cache';
    return n * 2;
  }
}
