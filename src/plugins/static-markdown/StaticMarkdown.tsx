import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { ThemeClassNames } from '@docusaurus/theme-common';
import CodeBlockButtons from './CodeBlockButtons';
import { followLinksInApp } from './app-links';

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
    setCodeBlocks(Array.from(root.querySelectorAll<HTMLPreElement>(`.${ThemeClassNames.common.codeBlock} pre`)));
    return followLinksInApp(root, history);
  }, [html, history]);
  return (
    <>
      <div ref={body} className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} dangerouslySetInnerHTML={{ __html: html }} />
      {codeBlocks.map((pre, index) => pre.parentElement && createPortal(<CodeBlockButtons pre={pre} />, pre.parentElement, String(index)))}
    </>
  );
}
