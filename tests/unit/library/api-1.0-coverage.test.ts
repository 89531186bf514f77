import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatCoverage, measureCoverage, type CoverageResult } from './api-1.0/coverage';
import { deliberateExceptions } from './api-1.0/deliberate-exceptions';
import { readExportedNames } from './api-1.0/exported-kinds';
import { parseApiFacts } from './api-1.0/facts-table';
import { pendingNames } from './api-1.0/pending-names';
import { resolveImportPaths } from './api-1.0/resolve-import-paths';

// Every (import path, name) of CommandKit 1.0, checked against library-src as a 1.0 user's project
// imports it. The facts file is committed beside the tests: CI clones only this repository.
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const factsFile = path.join(repoRoot, 'tests', 'fixtures', 'commandkit-1.0-api.md');
// Where the facts file is maintained, outside the repository; present on a maintainer's machine.
const sharedFactsFile = path.join(repoRoot, '..', 'shared', 'commandkit-1.0-api.md');
const relative = (file: string) => path.relative(repoRoot, file);

const facts = parseApiFacts(readFileSync(factsFile, 'utf8'), relative(factsFile));

describe('CommandKit 1.0 API coverage', () => {
  it('reads every row of the facts file', () => {
    const parsed = new Map(
      facts.importPaths.map((importPath) => [importPath, facts.facts.filter((fact) => fact.importPath === importPath).length]),
    );
    expect(parsed).toEqual(facts.summaryCounts);
  });

  (existsSync(sharedFactsFile) ? it : it.skip)('uses the current facts file', () => {
    if (readFileSync(sharedFactsFile, 'utf8') !== readFileSync(factsFile, 'utf8')) {
      throw new Error(`${sharedFactsFile} changed: copy it to ${relative(factsFile)}, then run this test again.`);
    }
  });

  it('exports every name of every import path, with its 1.0 kind (or lists it as pending)', () => {
    const resolved = resolveImportPaths(facts.importPaths, repoRoot);
    const entries = new Map(resolved.flatMap((entry) => ('file' in entry ? [[entry.importPath, entry.file] as const] : [])));
    const result: CoverageResult = measureCoverage({
      facts: facts.facts,
      importPaths: facts.importPaths,
      resolved,
      exports: readExportedNames(entries, repoRoot),
      pending: pendingNames,
      exceptions: deliberateExceptions,
      files: {
        facts: relative(factsFile),
        pending: 'tests/unit/library/api-1.0/pending-names.ts',
        exceptions: 'tests/unit/library/api-1.0/deliberate-exceptions.ts',
      },
    });
    const { total } = result;
    console.log(
      `CommandKit 1.0 API coverage: ${total.matching} of ${total.names} names match (import path, name and kind).\n\n${formatCoverage(result)}`,
    );
    // One line per problem: the import path, the name, what is wrong and what the table wants.
    expect(result.problems.join('\n')).toBe('');
  });
});
