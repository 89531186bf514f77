/**
 * What the type-check learns of one identifier of a code block (compute-identifiers in
 * compute-types.ts), kept in the cache: where it is, what it names, and its quick info. Which API
 * page that is gets decided when the site builds (resolve-links.ts), against that build's reference.
 */
export interface IdentifierFacts {
  /** 0-based line in the block's code. */
  line: number;
  /** 0-based column of the identifier's first character (UTF-16 units). */
  column: number;
  length: number;
  names: NamedItem;
  type: string;
  summary: string;
}

export type NamedItem =
  /** A top-level export of a package, documented as one of `kinds` (`classes`, `types` ...), the likeliest first. */
  | { item: string; packageName: string; kinds: string[] }
  /**
   * A member of the class, interface, enum or type alias `owner` (empty when it has no name) of
   * a package, reached through a value whose type is named `receiver`.
   */
  | { member: string; owner: string; packageName?: string; receiver?: string };
