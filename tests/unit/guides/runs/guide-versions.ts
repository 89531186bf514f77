import fs from 'node:fs';
import path from 'node:path';
import { projectTemplate } from '../../../../library-src/commandkit/src/cli/create/templates';
import { parseDirectives } from './directives';
import type { GuideVersion } from './guide-version';
import { startPageBot } from './page-bot';
import { isCommonJsProject, startReleasePageBot } from './page-bot-0.1.10';
import { overlay, pageFilesAt } from './page-project';

const ROOT = path.resolve(__dirname, '../../../..');

/** Next: projects start as `commandkit create` writes them, and run on library-src's CLI. */
export const next: GuideVersion = {
  label: 'Next',
  guideDir: 'docs/guide',
  // Sources under src/, the config, data files at the root that the bot reads (`blocked-users.json`;
  // `package.json` and `tsconfig.json` stay the template's), the config's own modules under
  // `plugins/` at the root (compiler plugins), and a `.env` block (the test's variables, the
  // token included, win over it, as the shell's do).
  projectPath:
    /^(?:src\/[\w./()+\-[\]]+\.(?:ts|tsx|js|json)|commandkit\.config\.(?:ts|js|mjs)|(?!(?:package|tsconfig)\.json$)[\w.-]+\.json|plugins\/[\w./-]+\.(?:ts|js|mjs)|\.env)$/,
  runnablePath: /^(?:src\/app\/(?:commands|events)\/|src\/(?:commands|events|validations|plugins)\/|commandkit\.config\.)/,
  project: (pageFiles) => overlay(projectTemplate('guide-run'), pageFiles),
  start: startPageBot,
};

/** The page that says how to start a 0.1.10 project by hand: every 0.1.10 page's project starts as it does. */
export const RELEASE_STARTER_PAGE = 'versioned_docs/version-0.1.10/guide/create-commandkit.md';

const releaseFiles = {
  projectPath:
    /^(?:src\/[\w./()+\-[\]]+\.(?:ts|js|mjs|cjs|json)|commandkit(?:\.config)?\.(?:json|js|mjs|cjs)|(?!tsconfig\.json$)[\w.-]+\.json|\.env)$/,
  // One file in several languages (`src/index.ts`, `src/index.js`), and the config under any of
  // the names the CLI reads.
  sameFile: (file: string) =>
    /^commandkit(?:\.config)?\.(?:json|js|mjs|cjs)$/.test(file) ? 'the CLI config' : file.replace(/^(src\/.*)\.[cm]?[jt]s$/, '$1'),
};

interface StarterProjects {
  typescript: Record<string, string>;
  commonJs: Record<string, string>;
}
let starter: StarterProjects | undefined;

/**
 * The two projects of the starter page, read once: its first run's (TypeScript, built and started
 * with the CLI) and its last run's (CommonJS, started with plain `node`).
 */
function starterProjects(): StarterProjects {
  if (starter) return starter;
  const markdown = fs.readFileSync(path.join(ROOT, RELEASE_STARTER_PAGE), 'utf8');
  const { directives } = parseDirectives(markdown, RELEASE_STARTER_PAGE);
  starter = {
    typescript: pageFilesAt(markdown, directives[0]!.line, releaseFiles),
    commonJs: pageFilesAt(markdown, directives.at(-1)!.line, releaseFiles),
  };
  return starter;
}

/**
 * 0.1.10: projects start as the create-commandkit page writes them by hand and run as its
 * package.json scripts say, on the published 0.1.10 package. A project with CommonJS sources is a
 * CommonJS project, started with plain `node` (0.1.10's CLI cannot compile them): it starts from
 * the page's CommonJS project and leaves the page's TypeScript files out, as a JavaScript reader has none.
 */
export const release0110: GuideVersion = {
  label: '0.1.10',
  guideDir: 'versioned_docs/version-0.1.10/guide',
  ...releaseFiles,
  runnablePath: /^(?:src\/(?:commands|events|validations)\/|src\/index\.[cm]?[jt]s$|commandkit(?:\.config)?\.)/,
  project: (pageFiles) => {
    const { typescript, commonJs } = starterProjects();
    if (!isCommonJsProject(pageFiles)) return overlay(typescript, pageFiles, releaseFiles.sameFile);
    const javaScript = Object.fromEntries(Object.entries(pageFiles).filter(([file]) => !file.endsWith('.ts')));
    return overlay(commonJs, javaScript, releaseFiles.sameFile);
  },
  start: startReleasePageBot,
};

export const guideVersions = [next, release0110];
