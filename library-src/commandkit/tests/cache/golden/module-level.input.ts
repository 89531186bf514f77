'use cache';

import { cacheTag } from 'commandkit/cache';

export async function getGuild(id: string) {
  cacheTag(`guild:${id}`);
  return { id };
}

export const getChannel = async (id: string) => ({ id });

export const notCached = (id: string) => id;

export function alsoNotCached() {
  // Nested async functions are not top-level: not cached.
  return async () => 1;
}
