import type { ApiPages } from './api-pages';
import type { IdentifierFacts } from './identifier-facts';
import type { TypeRef } from './type-ref';

/** The identifiers of a block that name an item or member of the API reference, with their pages. */
export function resolveLinks(facts: readonly IdentifierFacts[], pages: ApiPages): TypeRef[] {
  return facts.flatMap(({ names, ...rest }) => {
    const { line, column, length, type, summary } = rest;
    let href: string | undefined;
    if ('item' in names) href = pages.item(names.packageName, names.item, names.kinds);
    else {
      href = names.packageName ? pages.member(names.packageName, names.owner, names.member) : undefined;
      href ??= names.receiver ? pages.member(undefined, names.receiver, names.member) : undefined;
    }
    return href ? [{ line, column, length, href, type, summary }] : [];
  });
}
