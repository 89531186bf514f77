import { extractCodeBlocks, hasMetaFlag } from '../../../../src/plugins/guide-types/project/extract-code-blocks';
import type { GuideVersion } from './guide-version';

/**
 * The bot project a guide page describes: the version's starting project (for Next, what
 * `commandkit create` writes) with the page's code blocks titled with a project path
 * (`src/app/commands/ping.ts`, `commandkit.config.ts`, `src/app/locales/fr/shop.json`) written
 * over it.
 *
 * A page may show one file twice (a first version, then a better one), or in two languages
 * (`src/index.ts`, then `src/index.js`: the version's `sameFile` says which paths are one file).
 * The project of a run directive takes, for each file, the last block before the directive, or,
 * when every block of that file comes after it, the first one. A block whose meta has the word
 * `norun` (a sample of what not to write) is never part of a project.
 */

interface TitledBlock {
  path: string;
  code: string;
  line: number;
}

function titledBlocks(markdown: string, version: Pick<GuideVersion, 'projectPath'>): TitledBlock[] {
  return extractCodeBlocks(markdown).flatMap((block) => {
    const title = /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];
    if (!title || !version.projectPath.test(title) || hasMetaFlag(block, 'norun')) return [];
    return [{ path: title, code: `${block.code}\n`, line: block.line }];
  });
}

/** Whether the page's code blocks make a project that holds a command, event handler, plugin or config. */
export function hasRunnableProject(markdown: string, version: GuideVersion): boolean {
  return titledBlocks(markdown, version).some((block) => version.runnablePath.test(block.path));
}

/** The files (path → contents) the page's code blocks give the project of a run at `line`. */
export function pageFilesAt(
  markdown: string,
  line: number,
  version: Pick<GuideVersion, 'projectPath' | 'sameFile'>,
): Record<string, string> {
  const sameFile = version.sameFile ?? ((path: string) => path);
  const chosen = new Map<string, TitledBlock>();
  for (const block of titledBlocks(markdown, version)) {
    const key = sameFile(block.path);
    if (!chosen.has(key) || block.line < line) chosen.set(key, block);
  }
  return Object.fromEntries([...chosen.values()].map((block) => [block.path, block.code]));
}

/** `files` written over `template`: a template file that is the same file as one of `files` is replaced. */
export function overlay(
  template: Record<string, string>,
  files: Record<string, string>,
  sameFile = (path: string) => path,
): Record<string, string> {
  const replaced = new Set(Object.keys(files).map(sameFile));
  return { ...Object.fromEntries(Object.entries(template).filter(([path]) => !replaced.has(sameFile(path)))), ...files };
}

/** The files (path → contents) of the project as of `line` of the page. */
export function projectAt(markdown: string, line: number, version: GuideVersion): Record<string, string> {
  return version.project(pageFilesAt(markdown, line, version));
}
