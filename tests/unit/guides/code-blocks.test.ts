import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractCodeBlocks, hasMetaFlag } from './extract-code-blocks';
import { installLibrary, templateCompilerOptions } from './installed-library';

/**
 * Type-checks every TypeScript code block of the hand-written guides against the library version
 * the guides document, so an example that no longer compiles fails CI instead of misleading readers.
 * Each block is its own module, and the blocks of one guide whose titles are file paths import each
 * other by those paths; a block whose meta has the word `nocheck` is skipped. The Next guides'
 * blocks are checked as a reader's project would check them: in a project made by
 * `commandkit create`, with its tsconfig's options and the packages installed (installed-library.ts).
 */

const ROOT = path.resolve(__dirname, '../../..');
// Under node_modules so that bare imports in the blocks (discord.js, ...) resolve from the site's node_modules.
const SCRATCH_ROOT = path.join(ROOT, 'node_modules/.cache/guide-code-blocks');
const CHECKED_LANGUAGES: Record<string, 'ts' | 'tsx'> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

interface DocsVersion {
  name: string;
  guideDir: string;
  /**
   * Where the library comes from: TS `paths` relative to the repository root, with the options
   * below; or `installed`, a project as `commandkit create` makes it.
   */
  library: { paths: Record<string, string[]> } | 'installed';
}

const VERSIONS: DocsVersion[] = [
  {
    name: '0.1.10',
    guideDir: 'versioned_docs/version-0.1.10/guide',
    library: { paths: { commandkit: ['node_modules/commandkit-0.1.10/dist/index.d.ts'] } },
  },
  {
    name: 'Next',
    guideDir: 'docs/guide',
    library: 'installed',
  },
];

interface CheckedBlock {
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

function listMarkdownFiles(dir: string): string[] {
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

function collectBlocks(version: DocsVersion): CheckedBlock[] {
  return listMarkdownFiles(path.join(ROOT, version.guideDir)).flatMap((file) =>
    extractCodeBlocks(fs.readFileSync(file, 'utf8')).flatMap((block, index) => {
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
    }),
  );
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

function compilerOptions(version: DocsVersion, scratch: string): ts.CompilerOptions {
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

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

/** Compiles all blocks of a version in one program and returns one line per problem. */
function typeCheck(version: DocsVersion, blocks: CheckedBlock[]): string[] {
  fs.mkdirSync(SCRATCH_ROOT, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(SCRATCH_ROOT, `${version.name}-`));
  try {
    if (version.library === 'installed') installLibrary(scratch);
    const byFile = scratchFiles(scratch, blocks);
    for (const [file, block] of byFile) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, block.code);
    }

    const program = ts.createProgram([...byFile.keys()], compilerOptions(version, scratch));
    const problems = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(
      (diagnostic) => `${version.name} compiler setup: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );

    // Only the blocks' own diagnostics: errors inside the library's sources are the library's tests' business.
    for (const [file, block] of byFile) {
      const sourceFile = program.getSourceFile(file);
      if (!sourceFile) throw new Error(`TypeScript did not load ${file}`);
      for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        problems.push(`${block.doc}:${block.firstCodeLine + line} (block ${block.number}): TS${diagnostic.code} ${message}`);
      }
    }
    return problems;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

describe.each(VERSIONS)('TypeScript code blocks of the $name guides', (version) => {
  const blocks = collectBlocks(version);
  const docs = new Set(blocks.map((block) => block.doc)).size;

  it(`compile against that version's CommandKit (${blocks.length} blocks in ${docs} files)`, () => {
    expect(typeCheck(version, blocks)).toEqual([]);
  });
});
