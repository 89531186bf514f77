import { createContext } from 'react';
import type { Token } from 'prism-react-renderer';
import type { TypeRef } from './type-ref';

/** A stock code block's identifiers by line text (see refsByLineText), from its CodeBlock wrapper to its lines. */
export const TypeRefsOfLines = createContext<Map<string, TypeRef[]> | null>(null);

/** A Prism token that is (the whole of) an identifier with a type. */
export type TypeRefToken = Token & { typeRef?: TypeRef };

/**
 * A line's tokens cut where its identifiers start and end, each identifier's pieces joined into one
 * token that carries it, so that the Token component can make it a link.
 */
export function tokensWithRefs(line: readonly Token[], refs: readonly TypeRef[]): TypeRefToken[] {
  const cuts = refs.flatMap((ref) => [ref.column, ref.column + ref.length]);
  const tokens: TypeRefToken[] = [];
  let position = 0;
  for (const token of line) {
    let offset = 0;
    do {
      const left = token.content.length - offset;
      const next = Math.min(left, ...cuts.map((cut) => cut - position).filter((distance) => distance > 0 && distance < left));
      const content = token.content.slice(offset, offset + next);
      const typeRef = refs.find((ref) => ref.column <= position && position < ref.column + ref.length);
      const last = tokens[tokens.length - 1];
      if (typeRef && last?.typeRef === typeRef) last.content += content;
      else tokens.push(typeRef ? { ...token, content, typeRef } : { ...token, content });
      position += content.length;
      offset += content.length;
    } while (offset < token.content.length);
  }
  return tokens;
}
