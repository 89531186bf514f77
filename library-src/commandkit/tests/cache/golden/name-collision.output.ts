import { __commandkitCache as __commandkitCache$1 } from 'commandkit/cache'; __commandkitCache$1.mark(value, "src/name-collision.ts#value:b90c2b5e"); const __commandkitCache = 'taken';

export async function value() { return __commandkitCache$1.run("src/name-collision.ts#value:b90c2b5e", arguments, async () => {
  
  return __commandkitCache;
});}
