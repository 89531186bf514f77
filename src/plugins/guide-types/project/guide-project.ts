import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractCodeBlocks, hasMetaFlag } from './extract-code-blocks';
import { installLibrary, templateCompilerOptions } from './installed-library';

/**
 * The TypeScript project the guides' code blocks are checked in, one per docs version. The unit
 * test (tests/unit/guides/code-blocks.test.ts) reads its diagnostics; the site's build reads the
 * types of the identifiers from the same project (../compute-types.ts), so a page shows what the
 * test checked.
 *
 * Each block is its own module, and the blocks of one guide whose titles are file paths import each
 * other by those paths; a block whose meta has the word `nocheck` is left out. The Next guides'
 * blocks are checked as a reader's project would check them: in a project made by
 * `commandkit create`, with its tsconfig's options and the packages installed (installed-library.ts).
 */

export const ROOT = path.resolve(__dirname, '../../../..');
// Under node_modules so that bare imports in the blocks (discord.js, ...) resolve from the site's node_modules.
const SCRATCH_ROOT = path.join(ROOT, 'node_modules/.cache/guide-code-blocks');
const CHECKED_LANGUAGES: Record<string, 'ts' | 'tsx'> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

export interface GuideVersion {
  name: string;
  guideDir: string;
  /** The version's generated API reference (api-model.json and the item pages). */
  apiDir: string;
  /** The URL path its docs are served under, e.g. `/docs/next/`. */
  routeBase: string;
  /**
   * Where the library comes from: TS `paths` relative to the repository root, with the options
   * below; or `installed`, a project as `commandkit create` makes it.
   */
  library: { paths: Record<string, string[]> } | 'installed';
  /** The files whose contents make up the library the blocks are checked against. */
  librarySources: string[];
}

export const GUIDE_VERSIONS: GuideVersion[] = [
  {
    name: '0.1.10',
    guideDir: 'versioned_docs/version-0.1.10/guide',
    apiDir: 'versioned_docs/version-0.1.10/api-reference',
    routeBase: '/docs/',
    library: { paths: { commandkit: ['node_modules/commandkit-0.1.10/dist/index.d.ts'] } },
    librarySources: ['node_modules/commandkit-0.1.10'],
  },
  {
    name: 'Next',
    guideDir: 'docs/guide',
    apiDir: 'docs/api-reference',
    routeBase: '/docs/next/',
    library: 'installed',
    librarySources: ['library-src'],
  },
];

export interface CheckedBlock {
  /** Markdown file, relative to the repository root. */
  doc: string;
  /** 1-based position of the block among the code blocks of its file. */
  number: number;
  /** Line of the block's first code line in the Markdown file. */
  firstCodeLine: number;
  code: string;
  extension: 'ts' | 'tsx';
  /** The block's `title="..."`, when it names a TypeScript file (`src/app/commands/ping.ts`). */
  title?: string;
}

export function listMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listMarkdownFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** The checked blocks of one Markdown document (`file` absolute, `markdown` its text). */
export function blocksOfDoc(file: string, markdown: string): CheckedBlock[] {
  return extractCodeBlocks(markdown).flatMap((block, index) => {
    const extension = CHECKED_LANGUAGES[block.lang.toLowerCase()];
    if (!extension || hasMetaFlag(block, 'nocheck')) return [];
    return [
      {
        doc: path.relative(ROOT, file),
        number: index + 1,
        firstCodeLine: block.line + 1,
        code: block.code,
        extension,
        title: typeFileTitle(block.meta),
      },
    ];
  });
}

export function collectBlocks(version: GuideVersion): CheckedBlock[] {
  return listMarkdownFiles(path.join(ROOT, version.guideDir)).flatMap((file) => blocksOfDoc(file, fs.readFileSync(file, 'utf8')));
}

/** The path a block's title gives it, when that is a relative TypeScript file path. */
function typeFileTitle(meta: string): string | undefined {
  const title = /(?:^|\s)title="([^"]+)"/.exec(meta)?.[1];
  if (!title || path.isAbsolute(title) || title.split(/[\\/]/).includes('..')) return undefined;
  return /\.(?:ts|tsx|mts|cts)$/.test(title) ? title : undefined;
}

/**
 * Where a block is written in the scratch directory. The blocks of one guide form a small project:
 * a block titled with a file path is written at that path (in a directory of its guide), so an
 * example split over several files (`src/lib/db.ts` and the command importing `../../lib/db`) is
 * checked as the reader would assemble it. Untitled blocks, and titles used twice in a guide, get
 * a file of their own.
 */
function scratchFiles(scratch: string, blocks: CheckedBlock[]): Map<string, CheckedBlock> {
  const byFile = new Map<string, CheckedBlock>();
  const docs = [...new Set(blocks.map((block) => block.doc))];
  blocks.forEach((block, index) => {
    const docDir = path.join(scratch, `doc-${docs.indexOf(block.doc)}`);
    const titles = blocks.filter((other) => other.doc === block.doc && other.title === block.title);
    const file =
      block.title && titles.length === 1 ? path.join(docDir, block.title) : path.join(docDir, `block-${index}.${block.extension}`);
    byFile.set(file, block);
  });
  return byFile;
}

function compilerOptions(version: GuideVersion, scratch: string): ts.CompilerOptions {
  const json =
    version.library === 'installed'
      ? templateCompilerOptions()
      : {
          strict: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          moduleDetection: 'force',
          target: 'ES2022',
          // What the library itself compiles with; no DOM, since bots run on Node.js.
          lib: ['ES2023'],
          jsx: 'react-jsx',
          resolveJsonModule: true,
          skipLibCheck: true,
          types: ['node'],
          typeRoots: [path.join(ROOT, 'node_modules/@types')],
          noEmit: true,
          allowImportingTsExtensions: true,
          baseUrl: ROOT,
          paths: version.library.paths,
        };
  const { options, errors } = ts.convertCompilerOptionsFromJson(json, scratch);
  if (errors.length) throw new Error(ts.formatDiagnostics(errors, formatHost));
  return options;
}

export const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

export interface GuideProject {
  /** Each block's module file in the project. */
  byFile: Map<string, CheckedBlock>;
  /** The language service over the blocks: its program is the type-check, its quick info the types. */
  service: ts.LanguageService;
  program: ts.Program;
  /** Removes the scratch project from the disk. */
  dispose(): void;
}

/** Writes the blocks into a scratch project of the version's library and compiles them in one program. */
export function openGuideProject(version: GuideVersion, blocks: CheckedBlock[]): GuideProject {
  fs.mkdirSync(SCRATCH_ROOT, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(SCRATCH_ROOT, `${version.name}-`));
  try {
    if (version.library === 'installed') installLibrary(scratch);
    const byFile = scratchFiles(scratch, blocks);
    for (const [file, block] of byFile) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, block.code);
    }
    const options = compilerOptions(version, scratch);
    const rootFiles = [...byFile.keys()];
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => options,
      getScriptFileNames: () => rootFiles,
      // The files never change while the project is open: with a fixed project version the service
      // does not compare every file of the program again before each question it is asked.
      getProjectVersion: () => '0',
      getScriptVersion: () => '0',
      getScriptSnapshot: (file) => (fs.existsSync(file) ? ts.ScriptSnapshot.fromString(fs.readFileSync(file, 'utf8')) : undefined),
      getCurrentDirectory: () => scratch,
      getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
      realpath: ts.sys.realpath,
    };
    const service = ts.createLanguageService(host, ts.createDocumentRegistry());
    const program = service.getProgram();
    if (!program) throw new Error(`TypeScript made no program for the ${version.name} guides' code blocks.`);
    return {
      byFile,
      service,
      program,
      dispose: () => {
        service.dispose();
        fs.rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}
