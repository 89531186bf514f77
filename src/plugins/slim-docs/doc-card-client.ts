/**
 * What `<DocCard>` imports from the docs plugin's client API, with a `useDocById` that tolerates
 * the empty `docs` map of the slim version metadata (index.ts). The card asks it for a sidebar
 * item's doc only to fall back to that doc's description; it now finds no doc, as for a doc
 * without a description, where the original would throw. Only DocCard's imports resolve here.
 */
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { PropVersionDoc } from '@docusaurus/plugin-content-docs';

export * from '@docusaurus/plugin-content-docs/client';

export function useDocById(id: string | undefined): PropVersionDoc | undefined {
  const { docs } = useDocsVersion();
  return id === undefined ? undefined : docs[id];
}
