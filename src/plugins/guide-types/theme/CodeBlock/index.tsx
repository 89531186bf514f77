import { Children, useMemo, type ComponentProps, type ReactNode } from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import { refsByLineText, TYPE_REFS_ATTRIBUTE, type TypeRef } from '../../type-ref';
import { TypeRefsOfLines } from '../../type-refs-context';

type Props = ComponentProps<typeof CodeBlock> & { [TYPE_REFS_ATTRIBUTE]?: string };

/**
 * The theme's code block, told which identifiers of its code link to the API reference (the
 * `data-type-refs` the guides' Markdown gives it, see remark-guide-types.ts); its lines make them links.
 */
export default function CodeBlockWithTypes({ [TYPE_REFS_ATTRIBUTE]: refs, ...props }: Props): ReactNode {
  const code = Children.toArray(props.children)
    .filter((child) => typeof child === 'string')
    .join('');
  const byLine = useMemo(() => (refs ? refsByLineText(code, JSON.parse(refs) as TypeRef[]) : null), [code, refs]);
  if (!byLine) return <CodeBlock {...props} />;
  return (
    <TypeRefsOfLines.Provider value={byLine}>
      <CodeBlock {...props} />
    </TypeRefsOfLines.Provider>
  );
}
