import type { ReactNode } from 'react';
import DocSidebarDesktop from '@theme-init/DocSidebar/Desktop';
import type { Props } from '@theme/DocSidebar/Desktop';
import WideScreensOnly from '../../../wide-screens-only';

/** The theme's desktop docs sidebar, which a phone neither hydrates nor renders (../../../wide-screens-only.tsx). */
export default function DocSidebarDesktopOnWideScreens(props: Props): ReactNode {
  return (
    <WideScreensOnly>
      <DocSidebarDesktop {...props} />
    </WideScreensOnly>
  );
}
