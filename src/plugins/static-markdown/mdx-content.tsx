import type { ReactNode } from 'react';

/**
 * The doc theme's `<MDXContent>` in the browser bundle: no components provider, because a compiled
 * page brings its own (static-markdown-loader.cjs) and a static page needs none. A doc page that
 * uses no code block, admonition or other MDX component loads none of them.
 */
export default function MDXContent({ children }: { children: ReactNode }): ReactNode {
  return children;
}
