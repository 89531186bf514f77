import { __commandkitCache } from 'commandkit/cache'; export const double = __commandkitCache.wrap("src/expressions.ts#double:8d6a680b", async (n: number) => {
  
  return n * 2;
});

export const triple = __commandkitCache.wrap("src/expressions.ts#triple:c5a6b68b", async function triple(n: number) {
  
  return n * 3;
});

export const handlers = [__commandkitCache.wrap("src/expressions.ts#anonymous@11:26:b94327cd", async () => {
  
  return 'anonymous';
})];
