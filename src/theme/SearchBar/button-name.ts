import { useEffect } from 'react';

/**
 * DocSearch labels its button "Search (Control+k)" while it shows "Search" and the keys "Ctrl K":
 * a name that does not contain the visible text fails WCAG 2.5.3 (label in name) for speech-input
 * users. The button is named by its text instead, the key caps are hidden from assistive
 * technology, and `aria-keyshortcuts` still announces the shortcut.
 */
export function useButtonNamedByItsText(): void {
  useEffect(() => {
    const buttons = Array.from(document.querySelectorAll('.DocSearch-Button'));
    const nameByText = () => {
      for (const button of buttons) {
        if (button.hasAttribute('aria-label')) button.removeAttribute('aria-label');
        button.querySelector('.DocSearch-Button-Keys')?.setAttribute('aria-hidden', 'true');
      }
    };
    nameByText();
    // DocSearch writes the label again once it knows the platform's key (Ctrl or ⌘).
    const observer = new MutationObserver(nameByText);
    for (const button of buttons) observer.observe(button, { attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}
