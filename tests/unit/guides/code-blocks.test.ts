import ts from 'typescript';
import {
  collectBlocks,
  GUIDE_VERSIONS,
  openGuideProject,
  type CheckedBlock,
  type GuideVersion,
} from '../../../src/plugins/guide-types/project/guide-project';
import { storeProjectIdentifiers } from '../../../src/plugins/guide-types/types-cache';

/**
 * Type-checks every TypeScript code block of the hand-written guides against the library version
 * the guides document, so an example that no longer compiles fails CI instead of misleading readers.
 * The project the blocks are compiled in (guide-project.ts) is the one the site's build reads the
 * types of the blocks' identifiers from: the test stores them as it goes (src/plugins/guide-types),
 * so the build after it does not compile the blocks again.
 */

/** Compiles all blocks of a version in one program and returns one line per problem. */
function typeCheck(version: GuideVersion, blocks: CheckedBlock[]): string[] {
  const project = openGuideProject(version, blocks);
  try {
    const { program, byFile } = project;
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
    storeProjectIdentifiers(version, project);
    return problems;
  } finally {
    project.dispose();
  }
}

describe.each(GUIDE_VERSIONS)('TypeScript code blocks of the $name guides', (version) => {
  const blocks = collectBlocks(version);
  const docs = new Set(blocks.map((block) => block.doc)).size;

  it(`compile against that version's CommandKit (${blocks.length} blocks in ${docs} files)`, () => {
    expect(typeCheck(version, blocks)).toEqual([]);
  });
});
