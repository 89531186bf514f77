import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';

/**
 * The theme's buttons (copy, and word wrap when the code overflows) for a code block rendered on
 * the server. The buttons read only the code from the block's metadata.
 */
export default function CodeBlockButtons({ pre }: { pre: HTMLPreElement }): ReactNode {
  const wordWrap = useCodeWordWrap();
  const { codeBlockRef } = wordWrap;
  // Layout effects run before the hook's own effects measure the block.
  useLayoutEffect(() => {
    codeBlockRef.current = pre;
  }, [codeBlockRef, pre]);
  const metadata = useMemo(() => ({ code: codeOf(pre) }) as CodeBlockMetadata, [pre]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}

/** The block's code as the theme copies it: its lines (one `.token-line` each), without their `<br>`. */
function codeOf(pre: HTMLPreElement): string {
  const lines = pre.querySelectorAll('code > .token-line');
  return lines.length > 0 ? Array.from(lines, (line) => line.textContent).join('\n') : (pre.textContent ?? '');
}
