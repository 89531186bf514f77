import { useActivePluginAndVersion, useAllDocsData, useDocsPreferredVersionByPluginId } from '@docusaurus/plugin-content-docs/client';
import { searchSettings } from './settings';

/**
 * The docs version a search is scoped to when no docs page says otherwise: the reader's chosen
 * (preferred) version, else the latest release. This is what Docusaurus' contextual search uses
 * outside the docs, and what the search page starts with.
 */
export function useDefaultSearchVersions(): Record<string, string> {
  const allDocsData = useAllDocsData();
  const preferred = useDocsPreferredVersionByPluginId();
  return Object.fromEntries(
    Object.entries(allDocsData).map(([pluginId, data]) => [
      pluginId,
      (preferred[pluginId] ?? data.versions.find((version) => version.isLast) ?? data.versions[0]).name,
    ]),
  );
}

/**
 * The extra query string the search page needs to search what the modal searched: the docs
 * version the reader chose in the modal, else that of the page the reader is on, when it is not
 * the one the search page would pick.
 */
export function useSearchPageVersionQuery(chosen?: string): string {
  const active = useActivePluginAndVersion();
  const defaults = useDefaultSearchVersions();
  const name = chosen ?? (active?.activePlugin.pluginId === 'default' ? active.activeVersion?.name : undefined);
  if (!name) return '';
  return name === defaults.default ? '' : `&${searchSettings.versionParam}=${encodeURIComponent(name)}`;
}
