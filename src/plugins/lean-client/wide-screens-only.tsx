import { Suspense, use, type ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';

/** The width above which the theme lays pages out for a desktop (its useWindowSize, and Infima). */
const desktopBreakpoint = 996;

/** A promise that never settles: what suspends a part of the page for good. */
const never = new Promise<never>(() => {});

function UnlessNarrow({ children }: { children: ReactNode }): ReactNode {
  // The theme renders its desktop-only parts while the size is 'ssr' (while the page hydrates, and
  // in the first render of a page opened in the app) and removes them once it has measured a
  // narrow window. On a narrow window, suspending here leaves the server's HTML as it is, hidden
  // by the theme's CSS, instead of hydrating it only to remove it a moment later.
  if (useWindowSize() === 'ssr' && typeof window !== 'undefined' && window.innerWidth <= desktopBreakpoint) use(never);
  return children;
}

/**
 * A desktop-only part of the theme (the docs sidebar, the table of contents column) that a phone
 * neither hydrates nor renders: rendered as the theme renders it on the server and on wide screens.
 */
export default function WideScreensOnly({ children }: { children: ReactNode }): ReactNode {
  return (
    <Suspense fallback={null}>
      <UnlessNarrow>{children}</UnlessNarrow>
    </Suspense>
  );
}
