import { boundedDistance, typoBudget, Vocabulary, type WordMatch } from '../../../src/search/engine/vocabulary';
import { indexTokens, queryTerms, wordParts } from '../../../src/search/engine/tokenize';

/** Optimal-string-alignment distance, the plain way. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** What Vocabulary.match must return, computed word by word. */
function expected(words: string[], term: string, prefix: boolean): Map<string, number> {
  const budget = typoBudget(term);
  const result = new Map<string, number>();
  for (const word of words) {
    let best = distance(term, word);
    if (prefix) for (let end = 1; end <= word.length; end++) best = Math.min(best, distance(term, word.slice(0, end)));
    if (best <= budget) result.set(word, best);
  }
  return result;
}

const asMap = (vocabulary: Vocabulary, matches: WordMatch[]) =>
  new Map(matches.map((match) => [vocabulary.words[match.word], match.typos]));

describe('vocabulary matching', () => {
  const words = [
    'button',
    'buttonkit',
    'buttons',
    'butter',
    'commandkit',
    'commands',
    'command',
    'comment',
    'config',
    'configuration',
    'defineconfig',
    'getconfig',
    'reloadtype',
    'reload',
    'validation',
    'validations',
    'kit',
    'cli',
    'dev',
    'developer',
    'event',
    'events',
    'handler',
    'migrating',
    'migration',
  ];
  const vocabulary = new Vocabulary(words);

  test.each([
    'buttonkit',
    'buttnkit',
    'comandkit',
    'defneconfig',
    'relodtype',
    'migrate',
    'butt',
    'cli',
    'dev',
    'handlr',
    'valdation',
    'xyz',
    'c',
  ])('"%s" matches what a word-by-word comparison finds', (term) => {
    for (const prefix of [true, false])
      expect(asMap(vocabulary, vocabulary.match(term, { prefix }))).toEqual(expected(words, term, prefix));
  });

  test('random words and terms over a small alphabet match what a word-by-word comparison finds', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const randomWord = (min: number, max: number) =>
      Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => 'abcd'[Math.floor(random() * 4)]).join('');
    const randomWords = Array.from({ length: 400 }, () => randomWord(1, 10));
    const small = new Vocabulary(randomWords);
    for (let i = 0; i < 60; i++) {
      const term = randomWord(1, 9);
      for (const prefix of [true, false])
        expect(asMap(small, small.match(term, { prefix }))).toEqual(expected([...new Set(randomWords)], term, prefix));
    }
  });

  test('kinds: the word itself, longer words it begins, and words within its typo budget', () => {
    const kinds = Object.fromEntries(
      vocabulary.match('button', { prefix: true }).map((match) => [vocabulary.words[match.word], [match.kind, match.typos, match.length]]),
    );
    expect(kinds).toEqual({ button: ['exact', 0, 6], buttonkit: ['prefix', 0, 6], buttons: ['prefix', 0, 6] });
    const typo = vocabulary.match('buttin', { prefix: false }).map((match) => [vocabulary.words[match.word], match.kind, match.typos]);
    expect(typo).toEqual([['button', 'typo', 1]]);
    expect(vocabulary.match('migrate', { prefix: true }).map((match) => [vocabulary.words[match.word], match.kind, match.typos])).toEqual([
      ['migrating', 'prefix', 1],
      ['migration', 'prefix', 1],
    ]);
  });

  test('typo budget: none under 4 letters or for numbers, 1 from 4, 2 from 8', () => {
    expect([typoBudget('cli'), typoBudget('2024'), typoBudget('file'), typoBudget('buttnkit'), typoBudget('commandkit')]).toEqual([
      0, 0, 1, 2, 2,
    ]);
    expect(boundedDistance('defneconfig', 'defineconfig', 2)).toBe(1);
    expect(boundedDistance('abc', 'xyzxyz', 2)).toBe(3);
  });
});

describe('tokens', () => {
  test('identifiers are indexed whole and by their parts; queries are not split', () => {
    expect(indexTokens('CommandKitOptions, HTMLParser v14')).toEqual([
      { token: 'commandkitoptions', part: false },
      { token: 'command', part: true },
      { token: 'kit', part: true },
      { token: 'options', part: true },
      { token: 'htmlparser', part: false },
      { token: 'html', part: true },
      { token: 'parser', part: true },
      { token: 'v14', part: false },
      { token: 'v', part: true },
      { token: '14', part: true },
    ]);
    expect(wordParts('onClick')).toEqual([
      { text: 'on', offset: 0 },
      { text: 'Click', offset: 2 },
    ]);
    expect(queryTerms('ButtonKit button-kit  Café ButtonKit')).toEqual(['buttonkit', 'button', 'kit', 'cafe']);
  });
});
