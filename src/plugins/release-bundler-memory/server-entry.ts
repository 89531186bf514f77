import render from '@docusaurus/core/lib/client/serverEntry';

/**
 * The server bundle's entry: Docusaurus's, with the data each page collected (its links, anchors
 * and head metadata) copied out of the bundle's V8 context.
 *
 * Docusaurus runs the server bundle in a context of its own (`vm`) and keeps every page's
 * collected data until the build ends, for the post-build steps and the broken-link check. An
 * object made in that context holds the whole context: its globals, the bundle's module cache and
 * every page's compiled content, long after the pages are written. `structuredClone` here is the
 * main context's (Docusaurus hands the bundle Node's globals), so its copies belong to the main
 * context, and the bundle can be collected once the pages are rendered.
 */
export default async function renderPage(params: Parameters<typeof render>[0]): Promise<Awaited<ReturnType<typeof render>>> {
  const { html, collectedData } = await render(params);
  return { html, collectedData: structuredClone(collectedData) };
}
