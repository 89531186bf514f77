import { __commandkitCache } from 'commandkit/cache'; __commandkitCache.mark(getGuild, "src/module-level.ts#getGuild:ac473b09"); 

import { cacheTag } from 'commandkit/cache';

export async function getGuild(id: string) { return __commandkitCache.run("src/module-level.ts#getGuild:ac473b09", arguments, async () => {
  cacheTag(`guild:${id}`);
  return { id };
});}

export const getChannel = __commandkitCache.wrap("src/module-level.ts#getChannel:1889d1c6", async (id: string) => ({ id }));

export const notCached = (id: string) => id;

export function alsoNotCached() {
  // Nested async functions are not top-level: not cached.
  return async () => 1;
}
