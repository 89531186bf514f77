import { useEffect, useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';

/** What tells that the reader is about to open the menu: the pointer or the focus on its toggle. */
const intentEvents = ['pointerover', 'pointerdown', 'focusin'] as const;
const toggleSelector = '.navbar__toggle';

/**
 * The theme's mobile menu, rendered once the reader reaches for its toggle rather than right after
 * hydration. The theme renders it, hidden, on every narrow screen as soon as the page has hydrated:
 * the navbar's items and the whole doc sidebar again, the largest piece of work a phone does after
 * hydration. Rendering it on the pointer or focus reaching the toggle keeps the opening animation.
 */
export default function NavbarMobileSidebarOnDemand(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  // Opened some other way, the menu stays rendered, so that it closes as the theme animates it.
  if (shown && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(toggleSelector)) setWanted(true);
    };
    for (const type of intentEvents) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [wanted]);
  return wanted ? <MobileSidebar /> : null;
}
