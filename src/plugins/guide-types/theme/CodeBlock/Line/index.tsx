import { useContext, type ReactNode } from 'react';
import Line from '@theme-init/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import { tokensWithRefs, TypeRefsOfLines } from '../../../type-refs-context';

/** The theme's code line, its tokens cut so that each identifier with a type is one token (see Token). */
export default function LineWithTypes(props: Props): ReactNode {
  const byLine = useContext(TypeRefsOfLines);
  const refs = byLine?.get(
    props.line
      .map((token) => token.content)
      .join('')
      .replace(/\n$/, ''),
  );
  return <Line {...props} line={refs ? tokensWithRefs(props.line, refs) : props.line} />;
}
