import type { ComponentProps, ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = ComponentProps<typeof Content>;

/** Every doc page (guides and API pages) offers its Markdown, next to its title. */
export default function DocItemContent(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
