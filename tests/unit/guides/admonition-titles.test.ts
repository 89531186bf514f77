import fs from 'node:fs';
import path from 'node:path';

/**
 * With Docusaurus's v4 flags, `:::tip Some title` is no longer an admonition with a title: the
 * whole line shows as text. Titles go in brackets, `:::tip[Some title]`.
 */
const ROOT = path.resolve(__dirname, '../../..');
const GUIDE_DIRS = ['docs/guide', ...fs.readdirSync(path.join(ROOT, 'versioned_docs')).map((version) => `versioned_docs/${version}/guide`)];

it('every admonition title of the guides uses the bracket syntax', () => {
  const oldStyle = GUIDE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, dir, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (/^\s*:::[a-z]+ \S/.test(line) ? [`${dir}/${file}:${index + 1}: ${line.trim()}`] : [])),
      ),
  );
  expect(oldStyle).toEqual([]);
});
