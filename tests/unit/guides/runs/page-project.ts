import { extractCodeBlocks, hasMetaFlag } from '../extract-code-blocks';
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

function titledBlocks(markdown: string, version: GuideVersion): TitledBlock[] {
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

/** The files (path → contents) of the project as of `line` of the page. */
export function projectAt(markdown: string, line: number, version: GuideVersion): Record<string, string> {
  const sameFile = version.sameFile ?? ((path: string) => path);
  const chosen = new Map<string, TitledBlock>();
  for (const [path, code] of Object.entries(version.template())) chosen.set(sameFile(path), { path, code, line: -Infinity });
  for (const block of titledBlocks(markdown, version)) {
    const current = chosen.get(sameFile(block.path));
    if (!current || current.line === -Infinity || block.line < line) chosen.set(sameFile(block.path), block);
  }
  return Object.fromEntries([...chosen.values()].map((block) => [block.path, block.code]));
}
