import type { useHistory } from '@docusaurus/router';

type History = ReturnType<typeof useHistory>;

interface DocusaurusClient {
  prefetch(path: string): void;
  preload(path: string): void;
}

const externalUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Gives the links of server-rendered HTML what Docusaurus's `<Link>` gives the links it renders:
 * a link to another page of the site opens in the app (history.push), its page is prefetched when
 * the link scrolls into view and preloaded when the pointer reaches it. A link that `<Link>` would
 * render as a plain `<a>` (another site, a new tab, an anchor on this page) is left to the browser.
 * Returns the function that undoes it.
 */
export function followLinksInApp(root: HTMLElement, history: History): () => void {
  const docusaurus = (window as unknown as { docusaurus: DocusaurusClient }).docusaurus;
  const preloaded = new WeakSet<Element>();
  const onClick = (event: MouseEvent) => {
    const link = appLinkAt(event.target);
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '';
    // As React Router's <Link>: following a link to the current location does not add an entry.
    const current = history.location.pathname + history.location.search + history.location.hash;
    if (href === current) history.replace(href);
    else history.push(href);
  };
  const onPointerEnter = (event: Event) => {
    const link = appLinkAt(event.target);
    if (!link || preloaded.has(link)) return;
    preloaded.add(link);
    docusaurus.preload(link.getAttribute('href') ?? '');
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      observer.unobserve(entry.target);
      docusaurus.prefetch(entry.target.getAttribute('href') ?? '');
    }
  });
  for (const link of Array.from(root.querySelectorAll('a[href]'))) if (isAppLink(link)) observer.observe(link);
  root.addEventListener('click', onClick);
  root.addEventListener('mouseover', onPointerEnter);
  root.addEventListener('touchstart', onPointerEnter, { passive: true });
  return () => {
    observer.disconnect();
    root.removeEventListener('click', onClick);
    root.removeEventListener('mouseover', onPointerEnter);
    root.removeEventListener('touchstart', onPointerEnter);
  };
}

function appLinkAt(target: EventTarget | null): Element | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link && isAppLink(link) ? link : null;
}

function isAppLink(link: Element): boolean {
  const href = link.getAttribute('href') ?? '';
  const target = link.getAttribute('target');
  return (
    href !== '' && !href.startsWith('#') && !externalUrl.test(href) && (!target || target === '_self') && !link.hasAttribute('download')
  );
}
