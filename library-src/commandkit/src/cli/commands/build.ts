import { buildProject, type BuildSummary } from '../build/compile.ts';
import { displayPath, info, warn } from '../output.ts';
import { loadProject, type Project } from '../project.ts';

/**
 * `commandkit build`: compiles the project in `root` into its dist directory for production (see
 * {@link buildProject}) and prints what it did.
 *
 * @param root - The project root.
 * @returns The exit code: 0.
 * @throws `CliError` when the config is invalid or the build fails.
 */
export async function buildCommand(root: string): Promise<number> {
  const project = await loadProject(root);
  reportBuild(project, await buildProject(project));
  return 0;
}

/**
 * Prints the outcome of a build: its warnings, then one line with the file count, the output
 * directory and the time taken.
 *
 * @param project - The project that was built.
 * @param summary - What the build did.
 */
export function reportBuild(project: Project, summary: BuildSummary): void {
  for (const warning of summary.warnings) warn(warning);
  const copied = summary.copied > 0 ? ` and copied ${summary.copied}` : '';
  info(
    `Built ${summary.compiled} file${summary.compiled === 1 ? '' : 's'}${copied} into ${displayPath(project.root, project.distDir)}/ in ${summary.durationMs} ms.`,
  );
}
