import { useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
// The theme's own line styles (numbers, highlighted lines), so both read as the theme's blocks do.
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import { HighlightedLines, shownLinesHtml } from '../highlighted-lines';
import styles from './styles.module.css';

/**
 * The `<pre>` of a code block. Its lines were coloured at build time and arrive as HTML, one
 * element per line, in the theme's markup: lines the block marks (`{2,4-5}` or magic comments)
 * get Docusaurus' highlighted-line class, and `showLineNumbers` numbers them.
 */
export default function CodeBlockContent({ className }: { className?: string }): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const highlighted = useContext(HighlightedLines);
  const shown = metadata.code.split('\n');
  const html = highlighted ? shownLinesHtml(highlighted, shown) : undefined;
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <pre ref={codeBlockRef} tabIndex={0} className={clsx(className, `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? { counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } : undefined}
      >
        {shown.map((line, index) => {
          const lineClass = clsx('token-line', metadata.lineClassNames[index], numbered && lineStyles.codeLine);
          // The coloured HTML goes straight into the line (or its content cell), with no element of its own.
          const coloured = html && { __html: numbered ? html[index]! : `${html[index]!}<br/>` };
          if (!numbered) return coloured ? <span key={index} className={lineClass} dangerouslySetInnerHTML={coloured} /> : <span key={index} className={lineClass}>{line}<br /></span>;
          return (
            <span key={index} className={lineClass}>
              <span className={lineStyles.codeLineNumber} />
              {coloured ? <span className={lineStyles.codeLineContent} dangerouslySetInnerHTML={coloured} /> : <span className={lineStyles.codeLineContent}>{line}</span>}
              <br />
            </span>
          );
        })}
      </code>
    </pre>
  );
}
