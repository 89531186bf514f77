import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import StaticMarkdown from '../../../StaticMarkdown';
import { staticHtmlOf } from '../../../client';

type Props = ComponentProps<typeof Content>;

/**
 * The theme's doc content, except in the browser for a page whose content the server rendered as
 * plain HTML: that page shows the HTML it already has (see ../../../static-markdown-loader.cjs).
 */
export default function StaticDocItemContent(props: Props): ReactNode {
  const staticHtml = isValidElement(props.children) ? staticHtmlOf(props.children.type) : undefined;
  return staticHtml === undefined ? <Content {...props} /> : <StaticMarkdown html={staticHtml} />;
}
