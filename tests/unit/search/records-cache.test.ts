import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExtractedRecord } from '../../../src/search/index-format';
import { RecordsCache } from '../../../src/plugins/search-index/records-cache';

const dir = mkdtempSync(path.join(tmpdir(), 'records-cache-'));
const file = path.join(dir, 'cache', 'records.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const record = (content: string) => ({ type: 'content', content }) as unknown as ExtractedRecord;

/** One build: each page's records through the cache, counting the pages that were parsed. */
async function build(
  pages: Record<string, string>,
  inputs = ['extractor v1'],
): Promise<{ parsed: string[]; records: ExtractedRecord[][] }> {
  const cache = await RecordsCache.open(file, inputs);
  const parsed: string[] = [];
  const records = Object.entries(pages).map(([route, html]) =>
    cache.records(route, html, () => {
      parsed.push(route);
      return [record(html)];
    }),
  );
  await cache.save();
  return { parsed, records };
}

test('a page whose HTML did not change is not parsed again, and gives the same records', async () => {
  const first = await build({ '/a': '<p>A</p>', '/b': '<p>B</p>' });
  expect(first.parsed).toEqual(['/a', '/b']);
  const second = await build({ '/a': '<p>A</p>', '/b': '<p>B changed</p>' });
  expect(second.parsed).toEqual(['/b']);
  expect(second.records).toEqual([[record('<p>A</p>')], [record('<p>B changed</p>')]]);
});

test('a change to what else shapes the records (the extractor, the options) parses every page', async () => {
  await build({ '/a': '<p>A</p>' });
  expect((await build({ '/a': '<p>A</p>' }, ['extractor v2'])).parsed).toEqual(['/a']);
});

test('pages no longer built leave the cache', async () => {
  await build({ '/a': '<p>A</p>', '/gone': '<p>G</p>' });
  await build({ '/a': '<p>A</p>' });
  expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { pages: object }).pages)).toEqual(['/a']);
});

test('a missing or damaged cache counts as empty', async () => {
  rmSync(file);
  expect((await build({ '/a': '<p>A</p>' })).parsed).toEqual(['/a']);
  writeFileSync(file, '{"salt": "cut off');
  expect((await build({ '/a': '<p>A</p>' })).parsed).toEqual(['/a']);
});

test('a page whose scripts or stylesheets alone changed is not parsed again: the extractor reads neither', async () => {
  const page = (asset: string, text: string) =>
    `<html><head><link rel=stylesheet href=/assets/css/styles.${asset}.css><script>document.documentElement.dataset.theme = "dark"</script></head><body><p>${text}</p><script src=/assets/js/main.${asset}.js defer></script></body></html>`;
  await build({ '/a': page('aaaa1111', 'A'), '/b': page('aaaa1111', 'B') });
  const second = await build({ '/a': page('bbbb2222', 'A'), '/b': page('bbbb2222', 'B changed') });
  expect(second.parsed).toEqual(['/b']);
  // Its records are the cached ones: they came from the same content.
  expect(second.records[0]).toEqual([record(page('aaaa1111', 'A'))]);
});
