import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeWordWrap } from '@docusaurus/theme-common/internal';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
// The theme's own styles for these buttons (the same class names as on a compiled page).
import groupStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import wrapStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';

/**
 * The buttons the theme adds to a code block in the browser, for a code block rendered on the
 * server: word wrap (when the code overflows or is wrapped) and copy. The same markup, labels and
 * behaviour as the theme's CodeBlock/Buttons, without the code-block machinery those read their
 * code from: a static page loads this and nothing else of the code block.
 */
export default function CodeBlockButtons({ pre }: { pre: HTMLPreElement }): ReactNode {
  const wordWrap = useCodeWordWrap();
  const { codeBlockRef } = wordWrap;
  // Layout effects run before the hook's own effects measure the block.
  useLayoutEffect(() => {
    codeBlockRef.current = pre;
  }, [codeBlockRef, pre]);
  const wrapLabel = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <div className={groupStyles.buttonGroup}>
      {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
        <button
          type="button"
          className={clsx('clean-btn', wordWrap.isEnabled && wrapStyles.wordWrapButtonEnabled)}
          aria-label={wrapLabel}
          title={wrapLabel}
          onClick={wordWrap.toggle}
        >
          <IconWordWrap className={wrapStyles.wordWrapButtonIcon} aria-hidden="true" />
        </button>
      )}
      <CopyButton pre={pre} />
    </div>
  );
}

function CopyButton({ pre }: { pre: HTMLPreElement }): ReactNode {
  const [isCopied, setIsCopied] = useState(false);
  const timeout = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  const copy = useCallback(() => {
    void copyToClipboard(codeOf(pre)).then(() => {
      setIsCopied(true);
      timeout.current = window.setTimeout(() => setIsCopied(false), 1000);
    });
  }, [pre]);
  return (
    <button
      type="button"
      className={clsx('clean-btn', copyStyles.copyButton, isCopied && copyStyles.copyButtonCopied)}
      aria-label={
        isCopied
          ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' })
          : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' })
      }
      title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      onClick={copy}
    >
      <span className={copyStyles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={copyStyles.copyButtonIcon} />
        <IconSuccess className={copyStyles.copyButtonSuccessIcon} />
      </span>
    </button>
  );
}

/** As the theme: the Clipboard API where the page is a secure context, an older way otherwise. */
async function copyToClipboard(text: string): Promise<unknown> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const { default: copy } = await import('copy-text-to-clipboard');
  return copy(text);
}

/** The block's code as the theme copies it: its lines (one `.token-line` each), without their `<br>`. */
function codeOf(block: HTMLPreElement): string {
  // Without the type popups of the identifiers a guide's block links (src/plugins/guide-types).
  const pre = block.cloneNode(true) as HTMLPreElement;
  pre.querySelectorAll('[role=tooltip]').forEach((popup) => popup.remove());
  const lines = pre.querySelectorAll('code > .token-line');
  return lines.length > 0 ? Array.from(lines, (line) => line.textContent).join('\n') : (pre.textContent ?? '');
}
