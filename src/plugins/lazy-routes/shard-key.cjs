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

module.exports = { shardKeyBelow };
