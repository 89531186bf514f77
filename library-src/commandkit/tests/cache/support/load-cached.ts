// Loads a piece of source the way a bot built with cache() runs it: the "use cache" transform,
// then esbuild to CommonJS, evaluated with `commandkit/cache` resolved to the library's sources.
// Each call is a new module instance, as a second process (or a reload) would have.
import { transformSync } from 'esbuild';
import * as cacheModule from '../../../src/cache.ts';
import { transformUseCache } from '../../../src/cache/directive/transform.ts';

/**
 * Evaluates `source` as the file `src/<file>` of a project rooted at `/project`.
 *
 * @returns The module's exports.
 */
export function loadCached<T = Record<string, unknown>>(source: string, file = 'cached.ts'): T {
  const transformed = transformUseCache(source, { id: `/project/src/${file}`, root: '/project' });
  const { code } = transformSync(transformed?.code ?? source, { loader: 'ts', format: 'cjs', target: 'es2022' });
  const module = { exports: {} as Record<string, unknown> };
  const load = (name: string) => {
    if (name === 'commandkit/cache') return cacheModule;
    throw new Error(`Unexpected import ${name}`);
  };
  new Function('require', 'module', 'exports', code)(load, module, module.exports);
  return module.exports as T;
}
