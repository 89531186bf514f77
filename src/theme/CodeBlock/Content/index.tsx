import { Children, cloneElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { HighlightedLines } from '../highlighted-lines';
import styles from './styles.module.css';

/**
 * The `<pre>` of a code block. Its lines were coloured at build time; lines the block's metastring
 * marks (`{2,4-5}`) get Docusaurus' highlighted-line class.
 */
export default function CodeBlockContent({ className }: { className?: string }): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const highlighted = useContext(HighlightedLines);
  const lines = highlighted
    ? Children.toArray(highlighted)
    : metadata.code.split('\n').map((line, index) => (
        <span key={index} className="token-line">
          {line}
          <br />
        </span>
      ));
  return (
    <pre ref={codeBlockRef} tabIndex={0} className={clsx(className, `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code className={styles.codeBlockLines}>
        {lines.map((line, index) => {
          const extra = metadata.lineClassNames[index];
          if (!extra || !isValidElement(line)) return line;
          const element = line as ReactElement<{ className?: string }>;
          return cloneElement(element, { className: clsx(element.props.className, extra) });
        })}
      </code>
    </pre>
  );
}
