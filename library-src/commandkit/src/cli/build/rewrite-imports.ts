import { isBuiltin } from 'node:module';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { displayPath } from '../output.ts';
import { isSameOrInside, type Project } from '../project.ts';
import { outputPathOf } from './source-files.ts';

// Marks the resolve calls the plugin makes itself, so that it does not handle them again.
const NESTED = Symbol('commandkit nested resolve');

/**
 * An esbuild plugin that keeps every import of a compiled file an import, pointing at the right
 * file of the build: each source file becomes its own output file, because CommandKit loads
 * commands and events one file at a time.
 *
 * Imports of the project's own files, whatever way they are written (`./util.ts`, `./util.js`,
 * `./util`, a directory with an `index.ts`, a tsconfig `paths` alias), are rewritten to the
 * relative path of the compiled file (`./util.js`). Packages and Node built-ins are left as
 * written. A relative import of a missing file, or of a file outside the source directory (which
 * the build does not compile), fails the build at that import.
 *
 * @param project - The project being built.
 * @returns The plugin.
 */
export function rewriteImports(project: Project): Plugin {
  return {
    name: 'commandkit-rewrite-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === NESTED || args.kind === 'entry-point') return undefined;
        const specifier = args.path;
        if (isBuiltin(specifier)) return { path: specifier, external: true };

        const relativeImport = /^\.\.?(\/|$)/.test(specifier);
        const resolved = await build.resolve(specifier, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NESTED,
        });
        const target = resolved.errors.length === 0 && !resolved.external ? resolved.path : '';

        if (target && isSameOrInside(target, project.sourceDir) && !target.split(sep).includes('node_modules')) {
          let path = relative(dirname(outputPathOf(project, args.importer)), outputPathOf(project, target)).split(sep).join('/');
          if (!path.startsWith('.')) path = `./${path}`;
          return { path, external: true };
        }
        if (relativeImport) {
          const source = displayPath(project.root, project.sourceDir);
          return {
            errors: [
              target
                ? { text: `"${specifier}" is outside ${source}/, which is all the build compiles. Move the file into ${source}/.` }
                : { text: `Cannot find "${specifier}". Check the path and the file name.` },
            ],
          };
        }
        // A package (or something only Node resolves at run time): import it as written.
        return { path: specifier, external: true };
      });
    },
  };
}
