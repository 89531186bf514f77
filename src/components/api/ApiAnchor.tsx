import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { ReactNode } from 'react';

/**
 * A link target inside a generated API table row (a property or enum member has no heading).
 * Registering it lets the build's broken-anchor check see it, which a plain `<a id>` in MDX does not.
 */
export default function ApiAnchor({ id }: { id: string }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <a id={id} className="api-anchor" />;
}
