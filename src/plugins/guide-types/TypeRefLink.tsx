import { useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TypeRef } from './type-ref';

/**
 * An identifier of a stock code block as a link to its API page, with its type in a popup: the
 * same markup as the build-time-highlighted block's (type-ref-html.ts), styled by the page's
 * type-ref stylesheet. Escape hides the popup until the pointer leaves or the link loses focus.
 */
export default function TypeRefLink({ typeRef, children }: { typeRef: TypeRef; children: ReactNode }): ReactNode {
  const id = useId();
  const [closed, setClosed] = useState(false);
  return (
    <span className="type-ref" data-closed={closed ? '' : undefined} onMouseLeave={() => setClosed(false)}>
      <Link
        to={typeRef.href}
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setClosed(true);
        }}
        onBlur={() => setClosed(false)}
      >
        {children}
      </Link>
      <span role="tooltip" id={id}>
        <span className="type-ref__type">{typeRef.type}</span>
        <span className="type-ref__summary">{typeRef.summary}</span>
      </span>
    </span>
  );
}
