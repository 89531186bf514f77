import { useLatestVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * Where the latest release's guide and API reference start, read from the docs plugin's own
 * data (each sidebar's first page) so the home page follows a new release without an edit.
 */
export function useLatestDocLinks(): { guide: string; apiReference: string } {
  const latest = useLatestVersion(undefined);
  return {
    guide: latest.sidebars?.guide?.link?.path ?? latest.path,
    apiReference: latest.sidebars?.api?.link?.path ?? latest.path,
  };
}
