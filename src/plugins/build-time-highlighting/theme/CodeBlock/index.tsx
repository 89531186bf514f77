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
  /** The lines' HTML, one per `\n`, when the block was highlighted while the site built. */
  'data-highlighted'?: string;
}

/**
 * Docusaurus' code block (title, copy and word-wrap buttons), without a highlighter in the
 * browser: Markdown code arrives with its lines already coloured, and code given as a string
 * (a component's own sample) is shown as plain text.
 */
export default function CodeBlock({ children, 'data-highlighted': highlighted, ...props }: Props): ReactNode {
  const text = Children.toArray(children).map(textOf).join('');
  const code = highlighted === undefined ? text : text.replace(/\n$/, '');
  const lines = highlighted === undefined ? null : { source: code.split('\n'), html: highlighted.split('\n') };
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
