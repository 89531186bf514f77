import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const labels: Record<Status, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** How long "Copied" or "Copy failed" stays before the button reads as before. */
const resetAfterMs = 2000;

/**
 * Copies the Markdown of the page at `permalink` (served beside it at `permalink.md`, see
 * src/plugins/llms-export) to the clipboard. The button's text is its name and its state, in a
 * live region so screen readers hear "Copied" too.
 */
export default function CopyPageMarkdown({ permalink }: { permalink: string }): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (next: Status) => {
    setStatus(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus('idle'), resetAfterMs);
  };

  const copy = async () => {
    try {
      const response = await fetch(`${permalink.replace(/\/+$/, '')}.md`);
      if (!response.ok) throw new Error(`${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      show('copied');
    } catch {
      show('failed');
    }
  };

  return (
    <button type="button" className={styles.button} data-status={status} onClick={copy}>
      <span aria-live="polite">{labels[status]}</span>
    </button>
  );
}
