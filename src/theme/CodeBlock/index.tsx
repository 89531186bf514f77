import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import StringContent from '@theme/CodeBlock/Content/String';
import { HighlightedLines } from './highlighted-lines';

interface Props {
  children?: ReactNode;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
  showLineNumbers?: boolean | number;
  'data-highlighted'?: string;
}

/**
 * Docusaurus' code block (title, copy and word-wrap buttons), without a highlighter in the
 * browser: Markdown code arrives already split into coloured lines, and code given as a string
 * (a component's own sample) is shown as plain text.
 */
export default function CodeBlock({ children, 'data-highlighted': highlighted, ...props }: Props): ReactNode {
  const lines = highlighted === undefined ? null : Children.toArray(children);
  const code = lines ? lines.map(textOf).join('\n') : Children.toArray(children).map(textOf).join('');
  return (
    <HighlightedLines.Provider value={lines}>
      <StringContent {...props}>{code}</StringContent>
    </HighlightedLines.Provider>
  );
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node as ReactElement<{ children?: ReactNode }>).props.children);
  return '';
}
