import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

type Props = ComponentProps<typeof AnnouncementBar>;

// The attribute the theme's inline script sets before the first paint when the stored flag says "dismissed".
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * The inline script hides the bar from the stored "dismissed" flag alone, without looking at the
 * announcement's id, so a new announcement stayed hidden for one page load after an old one was
 * closed. Once the theme has compared ids and decided the bar is active, lift that early hiding.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
