import { realpathSync } from 'node:fs';
import path from 'node:path';
import { type Application, Converter } from 'typedoc';
import { GeneratorError } from '../errors';

/**
 * TypeDoc reads files that comments name: `{@include path}` and `{@includeCode path}` paste a
 * file's text into the comment, `@document path` makes a page of a file, and a relative link
 * (`[notes](./notes.txt)`, `<img src="chart.png">`) has its file copied into the pages' `_media`
 * folder. The site publishes all of it, and every path is resolved from the comment's source
 * file, so `../` reaches any file of the machine that builds the site (a token in `~/.npmrc`, the
 * environment in `/proc/self/environ`). Only files inside the documented source folder
 * (`rootDir()`, symbolic links resolved) may be read: an include or document outside it stops the
 * run, and a link to a file outside it stays a plain link to nothing.
 */
export function confineFileReads(app: Application, rootDir: () => string): void {
  const inside = (file: string) => {
    const root = realPath(rootDir());
    const target = realPath(file);
    return target === root || target.startsWith(`${root}${path.sep}`);
  };

  // TypeDoc tells `watchFile` (a no-op outside watch mode) of each file an include or a document
  // tag reads, before it reads an include and before it adds a document's page.
  const watchFile = app.watchFile.bind(app);
  app.watchFile = (file, shouldRestart) => {
    if (!inside(file)) {
      throw new GeneratorError(
        `A TSDoc comment reads ${file}, which is outside the documented source ${rootDir()}: its text would be published with the site; include or link only files of the library, then run again.`,
      );
    }
    watchFile(file, shouldRestart);
  };

  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    const files = context.project.files;
    const register = files.register.bind(files);
    files.register = (sourcePath, relativePath) => {
      const registered = register(sourcePath, relativePath);
      const target = registered && files.resolvePath(registered.target);
      return target && !inside(target) ? undefined : registered;
    };
  });
}

/** The file's path with symbolic links resolved, or as given when it does not exist. */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}
