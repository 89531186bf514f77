import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { ThemeClassNames } from '@docusaurus/theme-common';
import CodeBlockButtons from './CodeBlockButtons';
import { followLinksInApp } from './app-links';
import './mdx-components-styles';

/**
 * A doc page's content from the HTML the server rendered (client.ts), with what React gave it in
 * the browser: links to other pages open in the app and are prefetched as `<Link>` does it, and
 * code blocks get the theme's copy and word-wrap buttons. On a first visit React hydrates this
 * element without walking its content.
 */
export default function StaticMarkdown({ html }: { html: string }): ReactNode {
  const body = useRef<HTMLDivElement>(null);
  const [codeBlocks, setCodeBlocks] = useState<HTMLPreElement[]>([]);
  const history = useHistory();
  useLayoutEffect(() => {
    const root = body.current;
    if (!root) return undefined;
    // The buttons show on hover or focus; they are added once the page is idle, after hydration.
    const idle = whenIdle(() =>
      setCodeBlocks(Array.from(root.querySelectorAll<HTMLPreElement>(`.${ThemeClassNames.common.codeBlock} pre`))),
    );
    const unfollow = followLinksInApp(root, history);
    return () => {
      idle.cancel();
      unfollow();
    };
  }, [html, history]);
  return (
    <>
      <div ref={body} className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} dangerouslySetInnerHTML={{ __html: html }} />
      {codeBlocks.map((pre, index) => pre.parentElement && createPortal(<CodeBlockButtons pre={pre} />, pre.parentElement, String(index)))}
    </>
  );
}

/** Runs the callback when the browser is idle (soon after, where it cannot tell: Safari). */
function whenIdle(callback: () => void): { cancel(): void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 500 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = setTimeout(callback, 50);
  return { cancel: () => clearTimeout(handle) };
}
