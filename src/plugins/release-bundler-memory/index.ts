import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Plugin } from '@docusaurus/types';
import type { Compiler } from '@rspack/core';
import type { WebpackPluginInstance } from 'webpack';

const name = 'release-bundler-memory';

/**
 * Node's garbage collector as a function. Node only exposes it with `--expose-gc` on its command
 * line; the flag set at run time applies to contexts created after it, such as this one.
 */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * When bundling ends, V8 still holds hundreds of megabytes of the loaders' garbage and, through
 * the JavaScript objects that wrap them, Rspack's native compilations, because nothing made it
 * collect since: it grows the heap instead while memory is plentiful. The SSG worker threads start
 * next, on top of all that, which makes the build's memory peak. Two collections right after
 * bundling (the second frees what the finalizers of the first released) bring the main process
 * back to what it still uses before those workers start.
 */
export class CollectAfterBundling {
  apply(compiler: Compiler): void {
    if (!compiler.hooks.shutdown)
      throw new Error(
        `${name}: the bundler has no shutdown hook to collect after; update src/plugins/${name} for the installed Rspack, or turn the piece off (src/config/speed-layer.ts).`,
      );
    compiler.hooks.shutdown.tap(name, () => {
      const gc = collectGarbage();
      // Once the compiler has closed and Docusaurus has dropped the compilation it returned.
      setTimeout(() => {
        gc();
        setImmediate(gc);
      });
    });
  }
}

/** Lower peak memory for production builds; `docusaurus start` is left as it is. */
export default function releaseBundlerMemoryPlugin(): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // Docusaurus types bundler plugins as webpack's; the site builds with Rspack (future.faster).
      return { plugins: [new CollectAfterBundling() as unknown as WebpackPluginInstance] };
    },
  };
}
