const __commandkitCache = 'taken';

export async function value() {
  'use cache';
  return __commandkitCache;
}
