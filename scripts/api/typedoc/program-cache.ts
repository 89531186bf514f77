import { statSync } from 'node:fs';
import path from 'node:path';
import type { Application, DocumentationEntryPoint } from 'typedoc';
import ts from 'typescript';

/**
 * Source files kept across the TypeScript programs of one long-lived process, as `tsc --watch`
 * keeps them: a file is parsed again only when its size or modification time changed. Used by
 * `npm start`'s TypeDoc worker, so a run after an edit spends its time on the edited package, not
 * on re-reading discord.js's declarations.
 */
export class ProgramCache {
  readonly #files = new Map<string, { stamp: string; file: ts.SourceFile }>();
  #previous: ts.Program | undefined;

  /**
   * Makes `app` build its program through this cache: TypeDoc's own entry-point lookup is replaced
   * by the same lookup (each entry file, named by its path from `displayBasePath`) on a program
   * that reuses unchanged files.
   *
   * @param app - The application of one run, options set.
   * @param entryFiles - The run's entry files, absolute.
   */
  install(app: Application, entryFiles: readonly string[]): void {
    app.getEntryPoints = (): DocumentationEntryPoint[] => {
      const program = this.#createProgram(app);
      const baseDir = app.options.getValue('displayBasePath') || app.options.getValue('basePath');
      return entryFiles.flatMap((file) => {
        const sourceFile = program.getSourceFile(file);
        if (!sourceFile) {
          app.logger.error(`The entry point ${file} is not part of the TypeScript program.`);
          return [];
        }
        const displayName = path
          .relative(baseDir, file)
          .split(path.sep)
          .join('/')
          .replace(/(\/index)?(\.d)?\.([cm][tj]s|[tj]sx?)$/, '');
        return [{ displayName, sourceFile, program }];
      });
    };
  }

  #createProgram(app: Application): ts.Program {
    const options = app.options.getCompilerOptions(app.logger);
    const host = ts.createCompilerHost(options, true);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const stamp = stampOf(fileName);
      const cached = this.#files.get(fileName);
      if (stamp && cached?.stamp === stamp) return cached.file;
      const file = read(fileName, languageVersion, onError, shouldCreate);
      if (file && stamp) this.#files.set(fileName, { stamp, file });
      return file;
    };
    this.#previous = ts.createProgram({
      rootNames: app.options.getFileNames(),
      options,
      projectReferences: app.options.getProjectReferences(),
      host,
      oldProgram: this.#previous,
    });
    return this.#previous;
  }
}

function stampOf(fileName: string): string | undefined {
  try {
    const stat = statSync(fileName);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}
