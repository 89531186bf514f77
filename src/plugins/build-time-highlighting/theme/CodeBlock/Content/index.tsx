import { useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { HighlightedLines } from '../highlighted-lines';
import styles from './styles.module.css';

/**
 * The `<pre>` of a code block. Its lines were coloured at build time and arrive as HTML, one
 * element per line; lines the block's metastring marks (`{2,4-5}`) get Docusaurus'
 * highlighted-line class.
 */
export default function CodeBlockContent({ className }: { className?: string }): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const highlighted = useContext(HighlightedLines);
  return (
    <pre ref={codeBlockRef} tabIndex={0} className={clsx(className, `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code className={styles.codeBlockLines}>
        {highlighted
          ? highlighted.map((html, index) => (
              <span key={index} className={clsx('token-line', metadata.lineClassNames[index])} dangerouslySetInnerHTML={{ __html: `${html}<br/>` }} />
            ))
          : metadata.code.split('\n').map((line, index) => (
              <span key={index} className={clsx('token-line', metadata.lineClassNames[index])}>
                {line}
                <br />
              </span>
            ))}
      </code>
    </pre>
  );
}
