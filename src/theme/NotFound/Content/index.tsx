import type { ComponentProps, ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';

type Props = ComponentProps<typeof Content>;

/**
 * The stock not-found page sets its title outside the layout, and under /docs the docs layout's
 * own title replaces it once the page hydrates. Setting it again here, inside, keeps
 * "Page Not Found | CommandKit" in the tab on every unknown route.
 */
export default function NotFoundContent(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Content {...props} />
    </>
  );
}
