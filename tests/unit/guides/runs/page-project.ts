import { projectTemplate } from '../../../../library-src/commandkit/src/cli/create/templates';
import { extractCodeBlocks, hasMetaFlag } from '../extract-code-blocks';

/**
 * The bot project a guide page describes: the project `commandkit create` writes, with the page's
 * code blocks titled with a project path (`src/app/commands/ping.ts`, `commandkit.config.ts`,
 * `src/app/locales/fr/shop.json`) written over it.
 *
 * A page may show one file twice (a first version, then a better one). The project of a run
 * directive takes, for each path, the last block before the directive, or, when every block of
 * that path comes after it, the first one. A block whose meta has the word `norun` (a sample of
 * what not to write) is never part of a project.
 */

/**
 * Titles that are files of the project (the manifest stays the template's):
 * sources under src/, the config, and data files at the root that the bot reads, such as
 * `blocked-users.json` (`package.json` and `tsconfig.json` stay the template's), the config's own
 * modules under `plugins/` at the root (compiler plugins), and a `.env` block (the test's variables,
 * the token included, win over it, as the shell's do).
 */
const PROJECT_PATH =
  /^(?:src\/[\w./()+\-[\]]+\.(?:ts|tsx|js|json)|commandkit\.config\.(?:ts|js|mjs)|(?!(?:package|tsconfig)\.json$)[\w.-]+\.json|plugins\/[\w./-]+\.(?:ts|js|mjs)|\.env)$/;

/** What makes a project worth running: a command, an event handler, a plugin or a config. */
const RUNNABLE_PATH = /^(?:src\/app\/(?:commands|events)\/|src\/(?:commands|events|validations|plugins)\/|commandkit\.config\.)/;

interface TitledBlock {
  path: string;
  code: string;
  line: number;
}

function titledBlocks(markdown: string): TitledBlock[] {
  return extractCodeBlocks(markdown).flatMap((block) => {
    const title = /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];
    if (!title || !PROJECT_PATH.test(title) || hasMetaFlag(block, 'norun')) return [];
    return [{ path: title, code: `${block.code}\n`, line: block.line }];
  });
}

/** Whether the page's code blocks make a project that holds a command, event handler, plugin or config. */
export function hasRunnableProject(markdown: string): boolean {
  return titledBlocks(markdown).some((block) => RUNNABLE_PATH.test(block.path));
}

/** The files (path → contents) of the project as of `line` of the page. */
export function projectAt(markdown: string, line: number): Record<string, string> {
  const files: Record<string, string> = { ...projectTemplate('guide-run') };
  const chosen = new Map<string, TitledBlock>();
  for (const block of titledBlocks(markdown)) {
    const current = chosen.get(block.path);
    if (!current || block.line < line) chosen.set(block.path, block);
  }
  for (const block of chosen.values()) files[block.path] = block.code;
  return files;
}
