import { buildShards } from '../../../src/plugins/search-index/build-shards';
import { runQuery } from '../../../src/search/engine/query';
import { SearchIndex } from '../../../src/search/engine/search-index';
import { withoutStopWords } from '../../../src/search/engine/stop-words';
import { synonymsOf } from '../../../src/search/engine/synonyms';
import { queryTerms } from '../../../src/search/engine/tokenize';
import { formsOf } from '../../../src/search/engine/word-forms';
import type { ExtractedRecord } from '../../../src/search/index-format';

/** A page of records: its title, then sections of a heading (none for the page top) and paragraphs. */
function page(path: string, lvl1: string, sections: { lvl2?: string; texts: string[] }[]): ExtractedRecord[] {
  const base = { path, language: 'en', docusaurus_tag: 'docs-default-current' };
  const records: ExtractedRecord[] = [
    { ...base, type: 'lvl1', anchor: '', content: null, hierarchy: { lvl0: 'Guide', lvl1, lvl2: null, lvl3: null } },
  ];
  for (const section of sections) {
    const anchor = section.lvl2?.toLowerCase().replace(/\W+/g, '-') ?? '';
    const hierarchy = { lvl0: 'Guide', lvl1, lvl2: section.lvl2 ?? null, lvl3: null };
    if (section.lvl2) records.push({ ...base, type: 'lvl2', anchor, content: null, hierarchy });
    for (const text of section.texts) records.push({ ...base, type: 'content', anchor, content: text, hierarchy });
  }
  return records;
}

const index = new SearchIndex(
  buildShards([
    ...page('/buttons', 'Buttons', [
      { texts: ['A button answers clicks with a handler. Every page here mentions commands and buttons.'] },
      {
        lvl2: 'Time-outs',
        texts: ['When the collector ends, disable the button and edit the message.', 'The handler stops after a minute.'],
      },
    ]),
    ...page('/commands', 'Commands', [
      { texts: ['Commands are files. Commands run when a user calls them. Commands, commands, commands.'] },
      { lvl2: 'Directories', texts: ['Put commands in subdirectories: every directory below commands is read.'] },
    ]),
    ...page('/after', 'after', [{ texts: ['Schedules work to run once the command has replied, whatever happened.'] }]),
    ...page('/types', 'Types', [
      {
        texts: [
          'ButtonProps · CommandData · CommandOptions · ContextMenuCommand · Disable · EventHandler · HandlerOptions · Message · MessageOptions · ModalProps · Reply · ReplyOptions · RunOptions · SelectMenuProps · Time · TimeOptions · Work · WorkOptions',
        ],
      },
    ]),
    ...page('/modals', 'Modals', [{ texts: ['A modal asks the user to fill in a few fields and submit them.'] }]),
  ]),
);

function paths(query: string): string[] {
  return runQuery(index, { query, hitsPerPage: 10 }, { indexName: 'docs', siteRoot: 'https://docs.invalid/' }).hits.map(
    (hit) => new URL(hit.url).pathname + new URL(hit.url).hash,
  );
}

describe('the words of a question', () => {
  test('grammar words are left out of a query with other words; a last one still being typed stands for longer words only', () => {
    expect(withoutStopWords(queryTerms('how do I disable the button'), 'how do I disable the button')).toEqual({
      terms: ['disable', 'button'],
      lastIsPrefixOnly: false,
    });
    expect(withoutStopWords(queryTerms('commands in'), 'commands in')).toEqual({ terms: ['commands', 'in'], lastIsPrefixOnly: true });
    expect(withoutStopWords(queryTerms('commands in '), 'commands in ')).toEqual({ terms: ['commands'], lastIsPrefixOnly: false });
    expect(withoutStopWords(queryTerms('how to'), 'how to')).toEqual({ terms: ['how', 'to'], lastIsPrefixOnly: false });
  });

  test('other forms of a word: one common ending cut off and each put back', () => {
    expect(formsOf('cached')).toEqual(expect.arrayContaining(['cache', 'caches', 'caching']));
    expect(formsOf('translate')).toEqual(expect.arrayContaining(['translation', 'translations', 'translated']));
    expect(formsOf('run')).not.toContain('r');
    expect(formsOf('run')).not.toContain('run');
  });

  test('synonyms stand for each other, and only for whole words of their group', () => {
    expect(synonymsOf('folders')).toEqual(expect.arrayContaining(['directory', 'directories']));
    expect(synonymsOf('directory')).toContain('folder');
    expect(synonymsOf('format')).toEqual([]);
  });
});

describe('ranking a query of several words', () => {
  test('a question in a reader’s words finds the section answering it, though no paragraph holds every word', () => {
    expect(paths('how do I disable a button after the time-out')[0]).toBe('/buttons#time-outs');
    expect(paths('run code after the reply')[0]).toBe('/after');
  });

  test('a long list holding every word by chance ranks below a short paragraph holding most of them', () => {
    const found = paths('disable the button when the handler stops');
    expect(found.indexOf('/buttons#time-outs')).toBeLessThan(found.indexOf('/types'));
  });

  test('rare words weigh more than common ones, and a section missing a word of the question is still found', () => {
    expect(paths('ask a user to fill in a form')[0]).toBe('/modals');
    expect(paths('commands in sub folders')[0]).toBe('/commands#directories');
  });

  test('a page’s or a heading’s exact name comes first', () => {
    expect(paths('time outs')[0]).toBe('/buttons#time-outs');
  });
});
