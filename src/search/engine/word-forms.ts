/** Endings of English word forms, longest first, and what may follow the stem instead. */
const endings = ['ions', 'ing', 'ion', 'ers', 'ed', 'es', 'er', 'd', 's', 'e'];
const minimumStem = 3;

/**
 * Other forms of a word ("cached": cache, caches, caching...), for a reader who asks "how long a
 * cached result is kept" of a page saying "how long the result of a cache call is kept". Made by
 * cutting one common ending off and putting each one back on; the index keeps the forms it has.
 */
export function formsOf(word: string): string[] {
  const stems = new Set<string>([word]);
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= minimumStem) stems.add(word.slice(0, -ending.length));
  }
  const forms = new Set<string>();
  for (const stem of stems) {
    forms.add(stem);
    for (const ending of endings) forms.add(stem + ending);
  }
  forms.delete(word);
  return [...forms];
}
