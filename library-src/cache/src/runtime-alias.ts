import { __commandkitCache } from 'commandkit/cache';

/**
 * The cache runtime that code compiled from `"use cache"` calls, under the name CommandKit 1.0
 * gave it. Our transform imports the runtime from `commandkit/cache`, which every bot has, so a
 * build never depends on this package being installed; the alias is the same frozen object, kept
 * so code that names it finds it. It is not meant for hand-written code: mark a function with
 * `'use cache'` instead.
 */
export const $ckitiucw = __commandkitCache;
