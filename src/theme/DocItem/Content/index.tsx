import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import StaticMarkdown from '@site/src/plugins/static-markdown/StaticMarkdown';
import { staticHtmlOf } from '@site/src/plugins/static-markdown/client';

type Props = ComponentProps<typeof Content>;

/**
 * Every doc page (guides and API pages) offers its Markdown, next to its title. In the browser, a
 * page whose content the server rendered as plain HTML shows that HTML (the static-markdown plugin).
 */
export default function DocItemContent(props: Props): ReactNode {
  const { metadata } = useDoc();
  const staticHtml = isValidElement(props.children) ? staticHtmlOf(props.children.type) : undefined;
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      {staticHtml === undefined ? <Content {...props} /> : <StaticMarkdown html={staticHtml} />}
    </>
  );
}
