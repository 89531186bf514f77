// @ts-check
/**
 * The shard key of a path below its parent route's path: the first two segments below the parent
 * when there are three or more, the first when there are two, and `''` (the parent's own pages)
 * when there is one; `undefined` (no shard) for the parent's path itself or a path elsewhere.
 * Shared by the build (plan.cjs, on route paths) and the browser (runtime.ts, on lower-cased
 * pathnames), so both always agree.
 * @param {string} parentPath
 * @param {string} path
 * @returns {string | undefined}
 */
function shardKeyBelow(parentPath, path) {
  const parent = parentPath.replace(/\/+$/, '');
  if (!path.startsWith(`${parent}/`)) return undefined;
  const segments = path
    .slice(parent.length + 1)
    .replace(/\/+$/, '')
    .split('/');
  if (segments.length >= 3) return `${segments[0]}/${segments[1]}`;
  if (segments.length === 2) return segments[0];
  return segments[0] === '' ? undefined : '';
}

/**
 * 32-bit FNV-1a of a string, as an unsigned number: small and the same in Node and the browser.
 * @param {string} text
 * @returns {number}
 */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Which of `buckets` parts of a large shard holds a path: a hash of the path below the parent,
 * lower-cased and without trailing slashes, so the build (on route paths) and the browser (on
 * pathnames) agree whatever the case.
 * @param {string} parentPath
 * @param {string} path
 * @param {number} buckets
 * @returns {number}
 */
function bucketBelow(parentPath, path, buckets) {
  const below = path
    .slice(parentPath.replace(/\/+$/, '').length + 1)
    .replace(/\/+$/, '')
    .toLowerCase();
  return fnv1a(below) % buckets;
}

/**
 * The webpack chunk name of a shard, made from what identifies it, so the browser can name a
 * shard's file (to prefetch it) without the build writing every name into the main bundle.
 * @param {{ parentPath: string, key: string, bucket?: { index: number, of: number } }} shard
 * @returns {string}
 */
function shardChunkName({ parentPath, key, bucket }) {
  const identity = bucket ? `${parentPath}\n${key}\n${bucket.index}/${bucket.of}` : `${parentPath}\n${key}`;
  return `routes-${fnv1a(identity).toString(16).padStart(8, '0')}`;
}

module.exports = { shardKeyBelow, bucketBelow, shardChunkName };
