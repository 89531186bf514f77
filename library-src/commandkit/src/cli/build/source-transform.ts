import { readFile } from 'node:fs/promises';
import { extname, sep } from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import type { CompilerPluginRuntime } from '../../plugins/compiler-runtime.ts';
import { isSameOrInside, type Project } from '../project.ts';
import { isCodeFile } from './source-files.ts';

// esbuild lets a tsconfig's "jsx" settings override the build's, so the setting is repeated as
// pragma comments in each file, which win over both. They go at the end so that line numbers,
// and with them source maps and error positions, stay as written.
const PRAGMAS = '\n/* @jsxRuntime automatic */\n/* @jsxImportSource commandkit */\n';

const LOADERS: Readonly<Record<string, Loader>> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
};

/**
 * An esbuild plugin that hands esbuild each source file of the project the way the project's
 * compiler plugins leave it:
 *
 * - every TypeScript and JavaScript file of the source directory goes through the compiler
 *   plugins' `transform`, in config order; the source map they compose is put inline at the end
 *   of the code, where esbuild reads it and chains it into the build's source maps, so stack
 *   traces still point at the lines as written;
 * - `.tsx` and `.jsx` files then get pragma comments that compile their JSX with CommandKit's
 *   runtime (`commandkit/jsx-runtime`, the automatic transform), whatever the project's tsconfig
 *   says.
 *
 * A transform that throws fails the build at that file, with a one-line message naming the
 * plugin and the file.
 *
 * @param project - The project being built.
 * @param plugins - The project's compiler plugins, activated.
 * @returns The plugin.
 */
export function sourceTransform(project: Project, plugins: CompilerPluginRuntime): Plugin {
  return {
    name: 'commandkit-source-transform',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => {
        const file = args.path;
        const jsx = file.endsWith('x');
        const ours = isCodeFile(file) && isSameOrInside(file, project.sourceDir) && !file.split(sep).includes('node_modules');
        if (!ours || (plugins.isEmpty() && !jsx)) return undefined;
        const loader = LOADERS[extname(file)]!;
        const source = await readFile(file, 'utf8');
        let code = source;
        let map: string | undefined;
        if (!plugins.isEmpty()) {
          try {
            const result = await plugins.transform(source, file);
            code = result.code;
            if (result.map) map = JSON.stringify(result.map);
          } catch (error) {
            // No location: the message names the plugin and the file itself.
            return { errors: [{ text: (error as Error).message }] };
          }
        }
        if (jsx) code += PRAGMAS;
        if (map) code += `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}\n`;
        return { contents: code, loader };
      });
    },
  };
}
