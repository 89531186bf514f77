import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildProblems } from '../ci/build-problems';
import { GeneratorError } from '../api/errors';
import { CommandFailedError, runCommand } from '../api/run-command';

/**
 * Builds the site into `outDir` and throws one line when the build fails or reports anything a
 * shipped build must not have (a broken link or anchor, a duplicate route, a warning): a release
 * is only cut if the site it makes is whole.
 */
export async function checkSiteBuild(siteDir: string, outDir: string): Promise<void> {
  const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
  if (!existsSync(docusaurus)) throw new GeneratorError('Docusaurus is not installed here: run npm install first.');
  let output: string;
  try {
    const result = await runCommand(docusaurus, ['build', '--out-dir', outDir], { cwd: siteDir });
    output = `${result.stdout}\n${result.stderr}`;
  } catch (error) {
    if (!(error instanceof CommandFailedError)) throw error;
    const failed = `${error.stdout}\n${error.stderr}`;
    const line =
      buildProblems(failed)[0] ??
      failed
        .trim()
        .split('\n')
        .find((text) => /error/i.test(text)) ??
      `exit code ${error.exitCode}`;
    throw new GeneratorError(`The site does not build with this release: ${line.trim()}`);
  }
  const problems = buildProblems(output);
  if (problems.length > 0) {
    throw new GeneratorError(
      `The site built with this release has ${firstProblem(output) ?? problems[0]!.trim()}: link pages by file (a relative .md path, or @site/versioned_docs/... for another version) rather than by URL.`,
    );
  }
}

/** The first broken link or anchor Docusaurus lists, as "a broken link on <page> to <target>". */
function firstProblem(output: string): string | undefined {
  const lines = output.split('\n');
  const index = lines.findIndex((line) => /Broken (?:link|anchor) on source page path = /i.test(line));
  if (index < 0) return undefined;
  const [, kind, page] = /Broken (link|anchor) on source page path = (\S+?):?\s*$/i.exec(lines[index]!) ?? [];
  const target = /->\s*linking to\s*(\S+)/.exec(lines[index + 1] ?? '')?.[1];
  const count = lines.filter((line) => /->\s*linking to/.test(line)).length;
  return `a broken ${kind!.toLowerCase()} on ${page} to ${target ?? '?'}${count > 1 ? ` (and ${count - 1} more)` : ''}`;
}
