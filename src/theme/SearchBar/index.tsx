import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { DocSearchButton } from '@docsearch/react/button';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { searchPluginName, type SearchGlobalData } from '../../search/global-data';
import { useButtonNamedByItsText } from './button-name';
// DocSearch's variables and button styles load with the page; its modal styles load with the modal
// (see src/plugins/search-index).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type SearchBarProps = Record<string, unknown>;

/** What the reader did to open the search: it is done again on the full search bar once that is loaded. */
type Opening = { kind: 'click' } | { kind: 'key'; init: KeyboardEventInit };

const loadSearchBar = () => import('./SearchBarWithModal');

/**
 * The navbar's search: DocSearch's button, which every page shows, and the shortcuts that open
 * it (Ctrl/Cmd+K, "/"). The search bar behind it (./SearchBarWithModal.tsx: DocSearch's bar with
 * the site's settings, its translations and the search client) is loaded when the pointer or the
 * focus reaches the button, and takes its place when the reader opens the search, which it then
 * opens. Every page loads 5 KB gzip less script.
 */
export default function SearchBar(props: SearchBarProps): ReactNode {
  const [FullSearchBar, setFullSearchBar] = useState<ComponentType<SearchBarProps>>();
  const [opening, setOpening] = useState<{ action: Opening; hadFocus: boolean }>();
  const button = useRef<HTMLButtonElement>(null);
  const isLocal = (usePluginData(searchPluginName) as SearchGlobalData | undefined)?.backend === 'local';
  const algoliaAppId = (useDocusaurusContext().siteConfig.themeConfig.algolia as { appId?: string } | undefined)?.appId;
  useButtonNamedByItsText();

  const open = useCallback((action: Opening) => {
    const hadFocus = button.current !== null && document.activeElement === button.current;
    void loadSearchBar().then(({ default: loaded }) => {
      setOpening({ action, hadFocus });
      setFullSearchBar(() => loaded);
    });
  }, []);
  useOpeningShortcuts(FullSearchBar === undefined, open);

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <>
      {isLocal ? (
        <Head>
          <html data-search-backend="local" />
        </Head>
      ) : (
        algoliaAppId && (
          // As DocSearch's bar does: the first query reaches Algolia sooner (the bar repeats it once loaded).
          <Head>
            <link rel="preconnect" href={`https://${algoliaAppId}-dsn.algolia.net`} crossOrigin="anonymous" />
          </Head>
        )
      )}
      {FullSearchBar ? (
        <>
          <FullSearchBar {...props} />
          {opening && <OpenAgain {...opening} />}
        </>
      ) : (
        <DocSearchButton
          ref={button}
          translations={{ buttonText: label, buttonAriaLabel: label }}
          onMouseOver={preload}
          onFocus={preload}
          onTouchStart={preload}
          onClick={() => open({ kind: 'click' })}
        />
      )}
    </>
  );
}

function preload(): void {
  void loadSearchBar();
}

/** Until the full search bar is there, Ctrl/Cmd+K anywhere and "/" outside a field ask for it, as DocSearch's own shortcuts do. */
function useOpeningShortcuts(active: boolean, open: (action: Opening) => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const ctrlK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isEditing(event.composedPath()[0]);
      if (!ctrlK && !slash) return;
      event.preventDefault();
      const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
      open({ kind: 'key', init: { key, code, ctrlKey, metaKey, shiftKey, altKey } });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, open]);
}

/** DocSearch's test: its "/" shortcut does not fire in a field or on a button. */
function isEditing(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName);
}

/**
 * Rendered after the full search bar, so its effect runs once that bar's own effects (its shortcut
 * listener) have: gives its button the focus the first one had, and does again what opened it.
 */
function OpenAgain({ action, hadFocus }: { action: Opening; hadFocus: boolean }): null {
  useEffect(() => {
    const button =
      document.querySelector<HTMLButtonElement>('.navbar .DocSearch-Button') ??
      document.querySelector<HTMLButtonElement>('.DocSearch-Button');
    if (hadFocus) button?.focus();
    if (action.kind === 'click') button?.click();
    else window.dispatchEvent(new KeyboardEvent('keydown', { ...action.init, bubbles: true, cancelable: true }));
  }, [action, hadFocus]);
  return null;
}
