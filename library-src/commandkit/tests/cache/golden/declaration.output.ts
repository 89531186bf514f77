import { __commandkitCache } from 'commandkit/cache'; __commandkitCache.mark(getProfile, "src/declaration.ts#getProfile:2a82c4d8"); import { cacheLife, cacheTag } from 'commandkit/cache';

// Called before its declaration: hoisting is kept.
export const early = () => getProfile('early');

export async function getProfile(userId: string, verbose = false) { return __commandkitCache.run("src/declaration.ts#getProfile:2a82c4d8", arguments, async () => {
  
  cacheTag(`profile:${userId}`);
  cacheLife('10m');
  return { userId, verbose, count: arguments.length };
});}

export function outer() { __commandkitCache.mark(inner, "src/declaration.ts#inner:53ecc6e1");
  return inner(2);

  async function inner(n: number) { return __commandkitCache.run("src/declaration.ts#inner:53ecc6e1", arguments, async () => {
    
    return n * 2;
  });}
}
