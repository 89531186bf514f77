import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

// esbuild lets a tsconfig's "jsx" settings override the build's, so the setting is repeated as
// pragma comments in each file, which win over both. They go at the end so that line numbers,
// and with them source maps and error positions, stay as written.
const PRAGMAS = '\n/* @jsxRuntime automatic */\n/* @jsxImportSource commandkit */\n';

/**
 * An esbuild plugin that compiles the JSX of `.tsx` and `.jsx` files with CommandKit's runtime
 * (`commandkit/jsx-runtime`, the automatic transform), whatever the project's tsconfig says.
 *
 * @returns The plugin.
 */
export function commandkitJsx(): Plugin {
  return {
    name: 'commandkit-jsx',
    setup(build) {
      build.onLoad({ filter: /\.[jt]sx$/, namespace: 'file' }, async (args) => ({
        contents: `${await readFile(args.path, 'utf8')}${PRAGMAS}`,
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'jsx',
      }));
    },
  };
}
