/**
 * Words that carry a question's grammar rather than its topic: "how do I … in the …". A reader's
 * question holds several, and the paragraph that answers it rarely holds the same ones, so
 * requiring them hid the answer. They are dropped from a query that has other words. Words that
 * name something in these docs ("after", "before", "only", "use", "not") are not in the list.
 */
const stopWords = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'by',
  'for',
  'from',
  'with',
  'into',
  'about',
  'as',
  'is',
  'are',
  'was',
  'be',
  'it',
  'its',
  'this',
  'that',
  'i',
  'me',
  'my',
  'you',
  'your',
  'we',
  'our',
  'do',
  'does',
  'can',
  'could',
  'should',
  'would',
  'how',
  'what',
  'which',
  'who',
  'why',
  'where',
  'when',
  'while',
  'so',
  'if',
]);

export interface QueryWords {
  terms: string[];
  /**
   * The last term is a stop word the reader may still be typing ("in" may become "interaction"):
   * it stands only for the longer words it begins.
   */
  lastIsPrefixOnly: boolean;
}

/**
 * The query's terms without its stop words, unless nothing else is left. A stop word at the end
 * of a query that does not end with a space or a sign is kept as a prefix of longer words only.
 */
export function withoutStopWords(terms: readonly string[], query: string): QueryWords {
  if (terms.every((term) => stopWords.has(term))) return { terms: [...terms], lastIsPrefixOnly: false };
  const last = terms[terms.length - 1];
  const typing = /[\p{L}\p{N}]$/u.test(query) && stopWords.has(last);
  const kept = terms.filter((term) => !stopWords.has(term));
  return typing ? { terms: [...kept, last], lastIsPrefixOnly: true } : { terms: kept, lastIsPrefixOnly: false };
}
