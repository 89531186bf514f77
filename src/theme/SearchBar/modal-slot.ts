import { useEffect, useRef, useState } from 'react';

export interface ModalSlot {
  /** An element of ours at the top of the open modal's results area; undefined while the modal is closed. */
  element: HTMLElement | undefined;
  /** What the modal's search field holds. */
  query: string;
}

/**
 * A place for the site's own content in DocSearch's modal, which has none: an element kept as the
 * first child of the results area (DocSearch mounts that area again when it has been empty), and
 * the query being searched, read from the field as the reader types or DocSearch fills it in.
 * DocSearch marks the page's body while its modal is open; `onClose` runs when it closes.
 */
export function useModalSlot(onClose: () => void): ModalSlot {
  const [element, setElement] = useState<HTMLElement>();
  const [query, setQuery] = useState('');
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });

  useEffect(() => {
    const slot = document.createElement('div');
    let modalObserver: MutationObserver | undefined;
    const readQuery = () => setQuery(document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input')?.value ?? '');
    const keepInPlace = () => {
      const results = document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');
      if (results && slot.parentElement !== results) results.prepend(slot);
      readQuery();
    };
    const followModal = () => {
      const modal = document.body.classList.contains('DocSearch--active') ? document.querySelector('.DocSearch-Modal') : null;
      if (modal && !modalObserver) {
        modalObserver = new MutationObserver(keepInPlace);
        modalObserver.observe(modal, { childList: true, subtree: true });
        keepInPlace();
        setElement(slot);
      } else if (!modal && modalObserver) {
        modalObserver.disconnect();
        modalObserver = undefined;
        slot.remove();
        setElement(undefined);
        setQuery('');
        closed.current();
      }
    };
    const bodyObserver = new MutationObserver(followModal);
    bodyObserver.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    document.addEventListener('input', readQuery, true);
    followModal();
    return () => {
      bodyObserver.disconnect();
      modalObserver?.disconnect();
      document.removeEventListener('input', readQuery, true);
      slot.remove();
    };
  }, []);

  return { element, query };
}

/**
 * Makes DocSearch search its query again, as if the reader had typed it anew (after the scope
 * changed): DocSearch has no other way in. React ignores an input event that leaves the field's
 * value as it was, so the value changes and comes back. The field keeps the focus.
 */
export function searchModalQueryAgain(): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (!input) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const query = input.value;
  for (const value of [`${query} `, query]) {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  input.focus();
}
