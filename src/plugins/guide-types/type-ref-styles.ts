import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { TYPE_REFS_PROPERTY } from './type-ref';

/**
 * The look of the identifiers' popups, written into the pages that have some (a few hundred bytes
 * gzip), so that no other page loads it. The popup is a sibling of its link inside one wrapper:
 * hovering the wrapper (link or popup) or focusing the link shows it, and the wrapper's
 * `data-closed` (Escape) hides it until the pointer leaves or the link loses focus. Where the
 * browser has anchor positioning it is placed over the page, so the code block's scrolling box does
 * not cut it; elsewhere it opens below the line inside the block.
 */
export const TYPE_REF_CSS = [
  '.type-ref{position:relative;anchor-scope:--type-ref}',
  '.type-ref>a{color:inherit;text-decoration:underline dotted;text-decoration-thickness:1px;text-underline-offset:.25em;anchor-name:--type-ref}',
  '.type-ref>a:hover{text-decoration-style:solid}',
  '.type-ref>[role=tooltip]{display:none;position:absolute;top:100%;left:0;z-index:20;width:max-content;max-width:min(40rem,90vw);' +
    'padding:.4rem .6rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius);' +
    'background:var(--ifm-background-surface-color);color:var(--ifm-font-color-base);box-shadow:var(--ifm-global-shadow-md);' +
    'font-size:.8rem;line-height:1.45;white-space:normal;text-align:left}',
  '.type-ref:hover>[role=tooltip],.type-ref>a:focus+[role=tooltip]{display:block}',
  // As specific as the focus rule above, and after it, so that Escape wins over focus and hover.
  '.type-ref[data-closed]>a+[role=tooltip]{display:none}',
  '.type-ref__type{display:block;white-space:pre-wrap;font-family:var(--ifm-font-family-monospace)}',
  '.type-ref__summary{display:block;margin-top:.3rem;font-family:var(--ifm-font-family-base)}',
  '.type-ref__summary:empty{display:none}',
  '@supports (anchor-scope:all){.type-ref>[role=tooltip]{position:fixed;position-anchor:--type-ref;top:anchor(bottom);left:anchor(left);position-try-fallbacks:flip-block,flip-inline}}',
].join('');

/** Adds the popups' stylesheet to a page with at least one annotated code block. */
export default function rehypeTypeRefStyles() {
  return (tree: Root) => {
    let annotated = false;
    visit(tree, 'element', (node) => {
      if (node.tagName === 'code' && node.properties[TYPE_REFS_PROPERTY] !== undefined) annotated = true;
    });
    // The HTML minifier rewrites the rules in the built page; React is told not to take that for a
    // page that differs from what it renders, which would make it render the page again.
    const properties = { suppressHydrationWarning: true };
    if (annotated) tree.children.push({ type: 'element', tagName: 'style', properties, children: [{ type: 'text', value: TYPE_REF_CSS }] });
  };
}
