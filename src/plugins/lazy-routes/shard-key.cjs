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
  const segments = path.slice(parent.length + 1).replace(/\/+$/, '').split('/');
  if (segments.length >= 3) return `${segments[0]}/${segments[1]}`;
  if (segments.length === 2) return segments[0];
  return segments[0] === '' ? undefined : '';
}

/**
 * Which of `buckets` parts of a large shard holds a path: a hash (32-bit FNV-1a) of the path below
 * the parent, lower-cased and without trailing slashes, so the build (on route paths) and the
 * browser (on pathnames) agree whatever the case.
 * @param {string} parentPath
 * @param {string} path
 * @param {number} buckets
 * @returns {number}
 */
function bucketBelow(parentPath, path, buckets) {
  const below = path.slice(parentPath.replace(/\/+$/, '').length + 1).replace(/\/+$/, '').toLowerCase();
  let hash = 0x811c9dc5;
  for (let index = 0; index < below.length; index += 1) {
    hash ^= below.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}

module.exports = { shardKeyBelow, bucketBelow };
