import { useMemo, useSyncExternalStore } from 'react';

// Hash routes, so the server serves one index.html whatever the page.
export const PAGES = [
  { id: 'overview', path: '', label: 'Overview' },
  { id: 'commands', path: 'commands', label: 'Commands' },
  { id: 'events', path: 'events', label: 'Events' },
  { id: 'plugins', path: 'plugins', label: 'Plugins' },
  { id: 'flags', path: 'flags', label: 'Feature flags' },
  { id: 'runs', path: 'runs', label: 'Runs' },
] as const;

export type PageId = (typeof PAGES)[number]['id'];

export interface Route {
  readonly page: PageId | 'not-found';
  /** What follows the page in the hash: the selected command's key on the Commands page. */
  readonly param: string | null;
}

export function parseHash(hash: string): Route {
  const [first = '', ...rest] = hash.replace(/^#\/?/, '').split('/');
  const page = PAGES.find((entry) => entry.path === first);
  if (!page) return { page: 'not-found', param: null };
  if (rest.length === 0 || rest.join('') === '') return { page: page.id, param: null };
  try {
    return { page: page.id, param: decodeURIComponent(rest.join('/')) };
  } catch {
    // A hand-typed hash with a stray % is not a valid escape: treat it as an unknown page.
    return { page: 'not-found', param: null };
  }
}

export function href(page: PageId, param?: string): string {
  const path = PAGES.find((entry) => entry.id === page)?.path ?? '';
  return `#/${path}${param === undefined ? '' : `/${encodeURIComponent(param)}`}`;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const currentHash = () => window.location.hash;

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, currentHash);
  return useMemo(() => parseHash(hash), [hash]);
}
