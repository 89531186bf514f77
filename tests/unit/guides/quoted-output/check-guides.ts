import fs from 'node:fs';
import path from 'node:path';
import { textsOfFolders, textsOfJson, textsOfSource, type LibraryText } from './library-text';
import { QuoteMatcher } from './match';
import { nodeTexts } from './node-texts';
import { exampleSources, quotedMessages } from './quotes';

export const ROOT = path.resolve(__dirname, '../../../..');

/** A docs version's guides and the source of what its library prints. */
export interface GuideVersion {
  name: string;
  guideDir: string;
  /** Folders whose source files hold the texts the guides may quote as output. */
  sourceDirs: string[];
}

// discord.js prints some of the errors a bot meets (sharding, REST); its messages are its source.
const DISCORD_JS = 'node_modules/discord.js/src';

export const GUIDE_VERSIONS: GuideVersion[] = [
  {
    name: '0.1.10',
    guideDir: 'versioned_docs/version-0.1.10/guide',
    sourceDirs: [
      'node_modules/commandkit-0.1.10/dist',
      'node_modules/commandkit-0.1.10/bin',
      // 0.1.10's CLI prints its help through commander.
      'node_modules/commandkit-0.1.10/node_modules/commander/lib',
      DISCORD_JS,
    ],
  },
  {
    name: 'Next',
    guideDir: 'docs/guide',
    sourceDirs: [
      ...fs
        .readdirSync(path.join(ROOT, 'library-src'))
        .sort()
        .map((pkg) => `library-src/${pkg}/src`),
      DISCORD_JS,
    ],
  },
];

export function listGuides(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

export function libraryTexts(version: GuideVersion): LibraryText[] {
  return [...textsOfFolders(version.sourceDirs.map((dir) => path.join(ROOT, dir))), ...nodeTexts()];
}

/**
 * One line per quote of the version's guides that nothing printed could produce: neither the
 * library (the given texts) nor the guide's own example code (a plugin's log line, say).
 */
export function unexplainedQuotes(version: GuideVersion, library: LibraryText[]): string[] {
  const problems: string[] = [];
  for (const doc of listGuides(version.guideDir)) {
    const markdown = fs.readFileSync(path.join(ROOT, doc), 'utf8');
    const examples = exampleSources(markdown).flatMap(({ code, file }) =>
      file.endsWith('.json') ? textsOfJson(code, file) : textsOfSource(code, file),
    );
    const matcher = new QuoteMatcher([...library, ...examples]);
    for (const quote of quotedMessages(markdown)) {
      if (!matcher.explains(quote.text)) problems.push(`${doc}:${quote.line}: ${quote.text}`);
    }
  }
  return problems;
}
