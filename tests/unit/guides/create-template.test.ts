import fs from 'node:fs';
import path from 'node:path';
import { projectTemplate } from '../../../library-src/commandkit/src/cli/create/templates';
import { extractCodeBlocks } from '../../../src/plugins/guide-types/project/extract-code-blocks';

/**
 * The Next guide that walks through `commandkit create` shows the project it writes: a tree of
 * every file, then some files in full. Both must be what the template produces, so a change to the
 * template that the guide does not follow fails here.
 */

const GUIDE = path.resolve(__dirname, '../../../docs/guide/getting-started/setup-commandkit.md');
// The directory the guide creates; the package name in package.json comes from it.
const PROJECT = 'my-bot';

const blocks = extractCodeBlocks(fs.readFileSync(GUIDE, 'utf8'));
const template = projectTemplate(PROJECT);

/** The file paths of a `tree`-style listing (`├── name   comment`), relative to its root folder. */
function filesOfTree(listing: string): string[] {
  const files: string[] = [];
  const folders: string[] = [];
  for (const line of listing.split('\n')) {
    const entry = /^((?:[│ ] {3})*)[├└]── (\S+)/.exec(line);
    if (!entry) continue;
    const depth = entry[1].length / 4;
    const name = entry[2];
    folders.length = depth;
    if (name.endsWith('/')) folders.push(name.slice(0, -1));
    else files.push([...folders, name].join('/'));
  }
  return files.sort();
}

describe('the files `commandkit create` writes, as setup-commandkit lists them', () => {
  it('the tree names exactly the files of the template', () => {
    const tree = blocks.find((block) => block.code.startsWith(`${PROJECT}/\n`));
    expect(tree).toBeDefined();
    expect(filesOfTree(tree!.code)).toEqual(Object.keys(template).sort());
  });

  const shown = blocks.flatMap((block) => {
    const title = /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];
    return title && title in template ? [{ title, code: block.code, line: block.line }] : [];
  });

  it('shows some generated files in full', () => {
    expect(shown.map(({ title }) => title)).toEqual(expect.arrayContaining(['src/app.ts', 'src/app/commands/ping.ts']));
  });

  it.each(shown)('$title (line $line) is the file the template writes', ({ title, code }) => {
    expect(`${code}\n`).toBe(template[title]);
  });
});
