import type { ReactNode } from 'react';
import DocItemTOCDesktop from '@theme-init/DocItem/TOC/Desktop';
import WideScreensOnly from '../../../../wide-screens-only';

/** The theme's table of contents column, which a phone neither hydrates nor renders (../../../../wide-screens-only.tsx). */
export default function DocItemTOCDesktopOnWideScreens(): ReactNode {
  return (
    <WideScreensOnly>
      <DocItemTOCDesktop />
    </WideScreensOnly>
  );
}
