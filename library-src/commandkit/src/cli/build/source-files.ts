import { readdir } from 'node:fs/promises';
import { basename, dirname, extname, join, relative } from 'node:path';
import type { Project } from '../project.ts';

// What each source extension compiles to. .mts and .cts keep their module kind in the output
// name, so Node reads them as ES modules and CommonJS whatever the package says.
const OUTPUT_EXTENSIONS: Readonly<Record<string, string>> = {
  '.ts': '.js',
  '.tsx': '.js',
  '.js': '.js',
  '.jsx': '.js',
  '.mts': '.mjs',
  '.mjs': '.mjs',
  '.cts': '.cjs',
  '.cjs': '.cjs',
};

const DECLARATION_FILE = /\.d\.[mc]?ts$/;
const CONFIG_FILE = /^commandkit\.config\.[mc]?[jt]s$/;

/** The files of a project's source directory, as absolute paths in code-point order. */
export interface SourceFiles {
  /** TypeScript and JavaScript modules, compiled one by one. */
  readonly code: readonly string[];
  /** Everything else (JSON, images, ...), copied as they are. */
  readonly assets: readonly string[];
}

/**
 * Whether a file is a module the build compiles: a TypeScript or JavaScript file that is not a
 * declaration file.
 *
 * @param file - A file name or path.
 * @returns `true` for `.ts`, `.tsx`, `.mts`, `.cts`, `.js`, `.jsx`, `.mjs` and `.cjs` files, but not `.d.ts`.
 */
export function isCodeFile(file: string): boolean {
  return Object.hasOwn(OUTPUT_EXTENSIONS, extname(file)) && !DECLARATION_FILE.test(file);
}

/**
 * Where the build writes a file of the source directory: the same path below the dist directory,
 * with the extension of the compiled module for code (`src/app/commands/ping.ts` →
 * `dist/app/commands/ping.js`).
 *
 * @param project - The project.
 * @param file - An absolute path inside {@link Project.sourceDir}.
 * @returns The absolute output path.
 */
export function outputPathOf(project: Project, file: string): string {
  const path = join(project.distDir, relative(project.sourceDir, file));
  if (!isCodeFile(file)) return path;
  const extension = extname(file);
  return path.slice(0, -extension.length) + OUTPUT_EXTENSIONS[extension];
}

/**
 * Lists the files the build compiles and copies: everything below the source directory except
 * `node_modules`, names starting with `.`, declaration files and the dist directory. When the
 * source directory is the project root (an `appDir` of one directory, such as `app`), the config
 * file is left out, and so are the other files of the root itself (`package.json`,
 * `tsconfig.json`, lock files...): they describe the project, and the build writes its own
 * `package.json`. Files in the root's folders (`app/locales/`, `data/`...) are copied as usual.
 *
 * @param project - The project.
 * @returns The code and asset files.
 */
export async function listSourceFiles(project: Project): Promise<SourceFiles> {
  const code: string[] = [];
  const assets: string[] = [];
  const sourcesAreRoot = project.sourceDir === project.root;

  const visit = async (directory: string): Promise<void> => {
    const entries = await readdir(directory, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || path === project.distDir) continue;
      if (entry.isDirectory()) {
        await visit(path);
      } else if (entry.isFile()) {
        const inRoot = sourcesAreRoot && dirname(path) === project.root;
        if (inRoot && CONFIG_FILE.test(basename(path))) continue;
        if (isCodeFile(path)) code.push(path);
        else if (!DECLARATION_FILE.test(path) && !inRoot) assets.push(path);
      }
    }
  };
  await visit(project.sourceDir);
  return { code, assets };
}

/**
 * The output extension groups of a list of code files: esbuild takes one output extension and
 * module format per run, so `.mts` and `.cts` sources are compiled in runs of their own.
 *
 * @param files - Code files.
 * @returns The files by output extension (`.js`, `.mjs`, `.cjs`), leaving out empty groups.
 */
export function groupByOutputExtension(files: readonly string[]): Map<'.js' | '.mjs' | '.cjs', string[]> {
  const groups = new Map<'.js' | '.mjs' | '.cjs', string[]>();
  for (const file of files) {
    const extension = OUTPUT_EXTENSIONS[extname(file)] as '.js' | '.mjs' | '.cjs';
    const group = groups.get(extension) ?? [];
    group.push(file);
    groups.set(extension, group);
  }
  return groups;
}
