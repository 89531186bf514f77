import { buildShards } from '../../../src/plugins/search-index/build-shards';
import { createLocalSearchClient } from '../../../src/search/local-client';
import type { LocalHit, LocalSearchResponse } from '../../../src/search/engine/query';
import { indexFormatVersion, manifestPath, type ExtractedRecord, type SearchManifest } from '../../../src/search/index-format';

type Version = '0.1.10' | 'current';

function page(
  version: Version,
  path: string,
  lvl0: string,
  lvl1: string,
  sections: { anchor?: string; lvl2?: string; lvl3?: string; texts: string[] }[],
): ExtractedRecord[] {
  const base = { path, language: 'en', docusaurus_tag: `docs-default-${version}` };
  const records: ExtractedRecord[] = [
    { ...base, type: 'lvl1', anchor: '', content: null, hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null } },
  ];
  for (const section of sections) {
    const hierarchy = { lvl0, lvl1, lvl2: section.lvl2 ?? null, lvl3: section.lvl3 ?? null };
    const anchor = section.anchor ?? '';
    if (section.lvl2 || section.lvl3) records.push({ ...base, type: section.lvl3 ? 'lvl3' : 'lvl2', anchor, content: null, hierarchy });
    for (const text of section.texts) records.push({ ...base, type: 'content', anchor, content: text, hierarchy });
  }
  return records;
}

function site(): ExtractedRecord[] {
  const records: ExtractedRecord[] = [];
  for (const version of ['0.1.10', 'current'] as const) {
    const prefix = version === 'current' ? '/docs/next' : '/docs';
    records.push(
      ...page(version, `${prefix}/api-reference/classes/ButtonKit`, 'Classes', 'ButtonKit', [
        { texts: [`A button with an inline click collector (${version}).`] },
        { anchor: 'onclick', lvl2: 'Methods', lvl3: 'onClick()', texts: ['Sets up an inline interaction collector for this button.'] },
      ]),
      ...page(version, `${prefix}/guide/buttonkit`, 'Components', 'Buttons with ButtonKit', [
        { texts: ['ButtonKit keeps the click handler next to the button. Every guide page mentions ButtonKit and buttons.'] },
        { anchor: 'disabling', lvl2: 'Disabling buttons', texts: ['Disable the ButtonKit button once it has been clicked.'] },
      ]),
      ...page(version, `${prefix}/guide/escaping`, 'Guide', 'Escaping <html> & "quotes"', [
        { anchor: 'tags', lvl2: 'The <script> tag', texts: ['Never trust <script>alert("x")</script> & friends; the button stays safe.'] },
      ]),
    );
  }
  // Enough pages about commands to fill several pages of results in Next.
  for (let i = 0; i < 45; i++) {
    records.push(
      ...page('current', `/docs/next/guide/commands/command-${String(i).padStart(2, '0')}`, 'Commands', `Command topic ${i}`, [
        { texts: [`How commands work, part ${i}.`] },
      ]),
    );
  }
  records.push(
    ...page('current', '/docs/next/guide/long', 'Guide', 'A long page', [
      {
        texts: [
          'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty needle twentytwo twentythree twentyfour twentyfive',
        ],
      },
    ]),
  );
  return records;
}

function serve(files: Map<string, string>) {
  const requested: string[] = [];
  const failing = new Set<string>();
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    const file = url.replace(/^\/site\//, '');
    if (failing.has(file)) throw new TypeError('Failed to fetch');
    const body = files.get(file);
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
  }) as typeof globalThis.fetch;
  return { fetch, requested, failing };
}

function builtSite() {
  const files = new Map<string, string>();
  const manifest: SearchManifest = { format: indexFormatVersion, indexName: 'commandkit-docs', shards: [] };
  for (const shard of buildShards(site())) {
    const file = `search/${shard.language}.${shard.docusaurus_tag}.0123456789.json`;
    files.set(file, JSON.stringify(shard));
    manifest.shards.push({ language: shard.language, docusaurus_tag: shard.docusaurus_tag, file, records: 0, bytes: 0 });
  }
  files.set(manifestPath, JSON.stringify(manifest));
  return files;
}

const contextual = (version: Version) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];

function setup() {
  const server = serve(builtSite());
  const client = createLocalSearchClient({
    baseUrl: '/site/',
    siteRoot: 'https://commandkit.dev/site/',
    manifestPath,
    fetch: server.fetch,
  });
  async function search(query: string, params: Record<string, unknown> = {}): Promise<LocalSearchResponse> {
    const { results } = await client.search({
      requests: [{ indexName: 'commandkit-docs', query, facetFilters: contextual('current'), ...params }],
    });
    return results[0];
  }
  return { client, server, search };
}

const pathOf = (hit: LocalHit) => new URL(hit.url).pathname;

describe('local search client', () => {
  test('answers both call shapes of Algolia search(), with params inline, as an object or URL-encoded', async () => {
    const { client } = setup();
    const inline = await client.search({
      requests: [{ indexName: 'commandkit-docs', query: 'buttonkit', facetFilters: contextual('0.1.10') }],
    });
    const array = await client.search([
      { indexName: 'commandkit-docs', params: { query: 'buttonkit', facetFilters: contextual('0.1.10') } },
    ]);
    const encoded = await client.search([
      { indexName: 'commandkit-docs', params: `query=buttonkit&facetFilters=${encodeURIComponent(JSON.stringify(contextual('0.1.10')))}` },
    ]);
    expect(inline.results[0].nbHits).toBeGreaterThan(0);
    expect(array.results[0].hits.map((hit) => hit.objectID)).toEqual(inline.results[0].hits.map((hit) => hit.objectID));
    expect(encoded.results[0].hits.map((hit) => hit.objectID)).toEqual(inline.results[0].hits.map((hit) => hit.objectID));
    expect(inline.results[0]).toMatchObject({
      query: 'buttonkit',
      index: 'commandkit-docs',
      page: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
    });
  });

  test('contextual facet filters keep hits to one language and docs version, and load only that version', async () => {
    const { client, server } = setup();
    for (const version of ['0.1.10', 'current'] as const) {
      const { results } = await client.search({
        requests: [{ indexName: 'commandkit-docs', query: 'button', facetFilters: contextual(version) }],
      });
      expect(results[0].nbHits).toBeGreaterThan(0);
      for (const hit of results[0].hits) expect(hit).toMatchObject({ language: 'en', docusaurus_tag: `docs-default-${version}` });
    }
    expect(server.requested).toEqual([
      '/site/search/manifest.json',
      '/site/search/en.docs-default-0.1.10.0123456789.json',
      '/site/search/en.docs-default-current.0123456789.json',
    ]);
  });

  test('other facet filters: negation, record type, unknown attributes, another language', async () => {
    const { search } = setup();
    const both = await search('buttonkit', { facetFilters: ['language:en'] });
    expect(new Set(both.hits.map((hit) => hit.docusaurus_tag))).toEqual(new Set(['docs-default-0.1.10', 'docs-default-current']));
    const notNext = await search('buttonkit', { facetFilters: ['docusaurus_tag:-docs-default-current'] });
    expect(notNext.hits.every((hit) => hit.docusaurus_tag === 'docs-default-0.1.10')).toBe(true);
    const headings = await search('buttonkit', { facetFilters: [...contextual('current'), ['type:lvl1', 'type:lvl2']] });
    expect(headings.hits.map((hit) => hit.type).sort()).toEqual(['lvl1', 'lvl1', 'lvl2']);
    expect((await search('buttonkit', { facetFilters: ['product:discord'] })).nbHits).toBe(0);
    expect((await search('buttonkit', { facetFilters: ['language:fr'] })).nbHits).toBe(0);
  });

  test('an exact API name ranks its page first, also typed in lower case or with a typo', async () => {
    const { search } = setup();
    for (const query of ['ButtonKit', 'buttonkit', 'buttnkit', 'butonkit']) {
      const { hits } = await search(query);
      expect([pathOf(hits[0]), hits[0].type]).toEqual(['/site/docs/next/api-reference/classes/ButtonKit', 'lvl1']);
    }
    const title = await search('buttons with buttonkit');
    expect(pathOf(title.hits[0])).toBe('/site/docs/next/guide/buttonkit');
    expect(title.hits[0].type).toBe('lvl1');
  });

  test('prefix search on the word being typed; words in identifiers are found', async () => {
    const { search } = setup();
    expect((await search('butt')).hits.some((hit) => pathOf(hit).endsWith('/classes/ButtonKit'))).toBe(true);
    const clicks = await search('inline collector');
    expect(pathOf(clicks.hits[0])).toBe('/site/docs/next/api-reference/classes/ButtonKit');
    expect((await search('onclick')).hits[0]).toMatchObject({
      type: 'lvl3',
      anchor: 'onclick',
      url: 'https://commandkit.dev/site/docs/next/api-reference/classes/ButtonKit#onclick',
    });
  });

  test('DocSearch hit shape: hierarchy, url with anchor, highlighted and snippeted attributes', async () => {
    const { search } = setup();
    const { hits } = await search('interaction collector', {
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const hit = hits.find((candidate) => candidate.anchor === 'onclick')!;
    expect(hit).toMatchObject({
      url_without_anchor: 'https://commandkit.dev/site/docs/next/api-reference/classes/ButtonKit',
      hierarchy: { lvl0: 'Classes', lvl1: 'ButtonKit', lvl2: 'Methods', lvl3: 'onClick()', lvl4: null, lvl5: null, lvl6: null },
      type: 'content',
      content: 'Sets up an inline interaction collector for this button.',
    });
    expect(hit._highlightResult.content).toEqual({
      value: 'Sets up an inline <mark>interaction</mark> <mark>collector</mark> for this button.',
      matchLevel: 'full',
      matchedWords: ['interaction', 'collector'],
      fullyHighlighted: false,
    });
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({ value: 'ButtonKit', matchLevel: 'none', matchedWords: [] });
    expect(hit._snippetResult.content).toEqual({
      value: 'Sets up an inline <mark>interaction</mark> <mark>collector</mark> for this button.',
      matchLevel: 'full',
    });
    expect(Object.keys(hit._snippetResult.hierarchy)).toEqual([]);
  });

  test('prefix matches highlight the typed part; identifier parts are highlighted inside the word', async () => {
    const { search } = setup();
    const { hits } = await search('collect');
    expect(hits[0]._highlightResult.content?.value).toContain('<em>collect</em>or');
    const part = await search('kit');
    expect(part.hits.find((hit) => hit.type === 'lvl1')?._highlightResult.hierarchy.lvl1?.value).toBe('Button<em>Kit</em>');
  });

  test('text is HTML-escaped in highlighted and snippeted values', async () => {
    const { search } = setup();
    const [hit] = (await search('alert friends', { attributesToSnippet: ['content:20'] })).hits;
    expect(hit.content).toBe('Never trust <script>alert("x")</script> & friends; the button stays safe.');
    expect(hit._highlightResult.content?.value).toBe(
      'Never trust &lt;script&gt;<em>alert</em>(&quot;x&quot;)&lt;/script&gt; &amp; <em>friends</em>; the button stays safe.',
    );
    expect(hit._snippetResult.content?.value).toBe(hit._highlightResult.content?.value);
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('Escaping &lt;html&gt; &amp; &quot;quotes&quot;');
    const [heading] = (await search('script', { attributesToSnippet: ['hierarchy.lvl2:20'] })).hits;
    expect(heading.type).toBe('lvl2');
    expect(heading._snippetResult.hierarchy.lvl2?.value).toBe('The &lt;<em>script</em>&gt; tag');
  });

  test('snippets are cut to the requested number of words around the match', async () => {
    const { search } = setup();
    const ten = await search('needle', { attributesToSnippet: ['content:10'] });
    expect(ten.hits[0]._snippetResult.content?.value).toBe(
      '… sixteen seventeen eighteen nineteen twenty <em>needle</em> twentytwo twentythree twentyfour twentyfive',
    );
    const five = await search('needle', { attributesToSnippet: ['content:5'], snippetEllipsisText: '...' });
    expect(five.hits[0]._snippetResult.content?.value).toBe('... twenty <em>needle</em> twentytwo twentythree twentyfour ...');
    const unmatched = await search('long page', { attributesToSnippet: ['content:5'], facetFilters: ['type:content'] });
    expect(unmatched.hits[0]._snippetResult.content).toEqual({ value: 'one two three four five …', matchLevel: 'none' });
  });

  test('pagination: 20 hits per page by default, nbHits, nbPages, and pages that do not overlap', async () => {
    const { search } = setup();
    const first = await search('commands');
    expect(first).toMatchObject({ nbHits: 45, nbPages: 3, page: 0, hitsPerPage: 20 });
    expect(first.hits).toHaveLength(20);
    const second = await search('commands', { page: 1 });
    const third = await search('commands', { page: 2 });
    expect(third.hits).toHaveLength(5);
    const ids = [...first.hits, ...second.hits, ...third.hits].map((hit) => hit.objectID);
    expect(new Set(ids).size).toBe(45);
    expect((await search('commands', { page: 3 })).hits).toEqual([]);
    expect(await search('commands', { hitsPerPage: 7 })).toMatchObject({ nbPages: 7, hitsPerPage: 7 });
  });

  test('one hit per URL: a section matching in its heading and its text counts once', async () => {
    const { search } = setup();
    const { hits, nbHits } = await search('disabling');
    expect(nbHits).toBe(1);
    expect(hits[0]).toMatchObject({ type: 'lvl2', anchor: 'disabling' });
  });

  test('no match gives an empty answer; several words need them all, else the most of them', async () => {
    const { search } = setup();
    expect(await search('zzqqxxyy')).toMatchObject({ nbHits: 0, nbPages: 0, hits: [] });
    const all = await search('inline interaction');
    expect(
      all.hits.every(
        (hit) => /inline/i.test(JSON.stringify(hit._highlightResult)) && /interaction/i.test(JSON.stringify(hit._highlightResult)),
      ),
    ).toBe(true);
    const most = await search('inline zzqqxxyy');
    expect(most.nbHits).toBeGreaterThan(0);
  });

  test('a failed download is a RetryError (DocSearch network-error screen) and is retried on the next query', async () => {
    const { search, server } = setup();
    server.failing.add(manifestPath);
    await expect(search('button')).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('Unable to load the search index'),
    });
    server.failing.delete(manifestPath);
    server.failing.add('search/en.docs-default-current.0123456789.json');
    await expect(search('button')).rejects.toMatchObject({ name: 'RetryError' });
    server.failing.clear();
    expect((await search('button')).nbHits).toBeGreaterThan(0);
  });

  test('an HTTP error or an index of another format is a RetryError too', async () => {
    const files = builtSite();
    files.delete('search/en.docs-default-current.0123456789.json');
    const missing = createLocalSearchClient({ baseUrl: '/site/', siteRoot: 'https://x/', manifestPath, fetch: serve(files).fetch });
    await expect(
      missing.search({ requests: [{ indexName: 'commandkit-docs', query: 'a', facetFilters: contextual('current') }] }),
    ).rejects.toMatchObject({ name: 'RetryError', message: expect.stringContaining('404') });
    files.set(manifestPath, JSON.stringify({ format: 99, indexName: 'commandkit-docs', shards: [] }));
    const stale = createLocalSearchClient({ baseUrl: '/site/', siteRoot: 'https://x/', manifestPath, fetch: serve(files).fetch });
    await expect(stale.search({ requests: [{ indexName: 'commandkit-docs', query: 'a' }] })).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('format 99'),
    });
  });

  test('an unknown index name is refused', async () => {
    const { client } = setup();
    await expect(client.search({ requests: [{ indexName: 'other', query: 'button' }] })).rejects.toThrow('Index "other" does not exist');
  });

  test('preload downloads what a search with the same filters needs, once', async () => {
    const { client, server, search } = setup();
    await client.preload(contextual('0.1.10'));
    expect(server.requested).toEqual(['/site/search/manifest.json', '/site/search/en.docs-default-0.1.10.0123456789.json']);
    await client.search({ requests: [{ indexName: 'commandkit-docs', query: 'button', facetFilters: contextual('0.1.10') }] });
    expect(server.requested).toHaveLength(2);
    await search('button');
    expect(server.requested).toHaveLength(3);
  });
});
