/**
 * Algolia's `facetFilters`: a list of conditions that must all hold, where a nested list holds
 * when any of its conditions does. A condition is "attribute:value", negated by a leading "-"
 * on the attribute or the value. This is the form Docusaurus builds for contextual search, e.g.
 * ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]].
 */

export type FacetFiltersInput = string | readonly (string | readonly string[])[] | undefined;

export interface FacetCondition {
  attribute: string;
  value: string;
  negated: boolean;
}

/** Conditions in conjunctive form: every group must have at least one condition that holds. */
export type FacetFilter = FacetCondition[][];

export type FacetValues = Readonly<Record<string, string | undefined>>;

export function parseFacetFilters(input: FacetFiltersInput): FacetFilter {
  if (input === undefined) return [];
  const groups = typeof input === 'string' ? [input] : input;
  return groups.map((group) => (typeof group === 'string' ? [group] : [...group]).map(parseCondition));
}

function parseCondition(text: string): FacetCondition {
  const colon = text.indexOf(':');
  if (colon < 0) throw new Error(`Invalid facet filter "${text}": expected "attribute:value".`);
  let attribute = text.slice(0, colon).trim();
  let value = text.slice(colon + 1).trim();
  let negated = false;
  if (attribute.startsWith('-')) {
    negated = true;
    attribute = attribute.slice(1);
  } else if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  }
  if (value.startsWith('\\-')) value = value.slice(1);
  return { attribute, value, negated };
}

/**
 * Whether values pass the filter. Attributes missing from `values` count as unknown when
 * `unknownPasses` is set (used to pick shards before the record-level attributes are known),
 * and as not matching otherwise.
 */
export function passes(filter: FacetFilter, values: FacetValues, unknownPasses = false): boolean {
  return filter.every((group) =>
    group.some(({ attribute, value, negated }) => {
      const actual = values[attribute];
      if (actual === undefined) return unknownPasses || negated;
      return (actual === value) !== negated;
    }),
  );
}
