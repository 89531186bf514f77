import type { TypeRef } from './type-ref';

/**
 * One code line as HTML with its identifiers made into links with their popups, for code that is
 * coloured at build time (src/plugins/build-time-highlighting). The markup matches what the stock
 * code block gets from ./theme: a `type-ref` wrapper holding the link (tab stop, described by the
 * popup) and the popup (`role="tooltip"`). Escape is handled by attributes of the markup itself, so
 * the page loads no script for it.
 */

export interface Segment {
  /** Prism's token classes (without `token`); none for plain text. */
  classes: string[];
  text: string;
}

const escapeHandler = `if(event.key==='Escape')this.parentNode.setAttribute('data-closed','')`;
const reopenFromLink = `this.parentNode.removeAttribute('data-closed')`;
const reopenFromWrapper = `this.removeAttribute('data-closed')`;

/** The HTML of a line's Prism segments, each identifier of `refs` in it a link with its popup. */
export function lineHtml(segments: readonly Segment[], refs: readonly TypeRef[], idPrefix: string): string {
  const cuts = refs.flatMap((ref) => [ref.column, ref.column + ref.length]);
  let html = '';
  let position = 0;
  let open: TypeRef | undefined;
  const close = () => {
    if (!open) return;
    html +=
      `</a><span role="tooltip" id="${idPrefix}-${open.column}"><span class="type-ref__type">${escapeMultiline(open.type)}</span>` +
      `<span class="type-ref__summary">${escapeMultiline(open.summary)}</span></span></span>`;
    open = undefined;
  };
  for (const segment of segments) {
    let offset = 0;
    while (offset < segment.text.length) {
      // The piece of the segment up to the next start or end of an identifier.
      const left = segment.text.length - offset;
      const next = Math.min(left, ...cuts.map((cut) => cut - position).filter((distance) => distance > 0 && distance < left));
      const piece = segment.text.slice(offset, offset + next);
      const ref = refs.find((candidate) => candidate.column <= position && position < candidate.column + candidate.length);
      if (ref !== open) {
        close();
        if (ref) {
          open = ref;
          html +=
            `<span class="type-ref" onmouseleave="${reopenFromWrapper}"><a href="${escapeAttribute(ref.href)}" ` +
            `aria-describedby="${idPrefix}-${ref.column}" onkeydown="${escapeHandler}" onblur="${reopenFromLink}">`;
        }
      }
      html +=
        segment.classes.length === 0 ? escapeText(piece) : `<span class="token ${segment.classes.join(' ')}">${escapeText(piece)}</span>`;
      position += piece.length;
      offset += piece.length;
    }
  }
  close();
  return html;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The block's HTML is split into lines at `\n`, so the popup's own line breaks are written as references. */
function escapeMultiline(text: string): string {
  return escapeText(text).replace(/\n/g, '&#10;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
