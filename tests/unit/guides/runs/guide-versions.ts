import fs from 'node:fs';
import path from 'node:path';
import { projectTemplate } from '../../../../library-src/commandkit/src/cli/create/templates';
import type { GuideVersion } from './guide-version';
import { startPageBot } from './page-bot';
import { startReleasePageBot } from './page-bot-0.1.10';
import { projectAt } from './page-project';

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
  template: () => projectTemplate('guide-run'),
  start: startPageBot,
};

/** The page that says how to start a 0.1.10 project by hand: its files are every 0.1.10 page's start. */
export const RELEASE_STARTER_PAGE = 'versioned_docs/version-0.1.10/guide/create-commandkit.md';

/**
 * 0.1.10: projects start as the create-commandkit page writes them by hand, and run on the
 * published 0.1.10 package's CLI. Its pages show one file in several languages (`src/index.ts`,
 * `src/index.js`) and the config under several names, of which the CLI reads one.
 */
export const release0110: GuideVersion = {
  label: '0.1.10',
  guideDir: 'versioned_docs/version-0.1.10/guide',
  projectPath:
    /^(?:src\/[\w./()+\-[\]]+\.(?:ts|js|mjs|cjs|json)|commandkit(?:\.config)?\.(?:json|js|mjs|cjs)|(?!tsconfig\.json$)[\w.-]+\.json|\.env)$/,
  runnablePath: /^(?:src\/(?:commands|events|validations)\/|src\/index\.[cm]?[jt]s$|commandkit(?:\.config)?\.)/,
  sameFile: (file) =>
    /^commandkit(?:\.config)?\.(?:json|js|mjs|cjs)$/.test(file) ? 'the CLI config' : file.replace(/^(src\/.*)\.[cm]?[jt]s$/, '$1'),
  template: () =>
    projectAt(fs.readFileSync(path.join(ROOT, RELEASE_STARTER_PAGE), 'utf8'), Infinity, { ...release0110, template: () => ({}) }),
  start: startReleasePageBot,
};

export const guideVersions = [next, release0110];
