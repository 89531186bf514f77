/** What the search-index plugin tells the browser about the search back end (plugin global data). */
export const searchPluginName = 'commandkit-search-index';

export interface SearchGlobalData {
  /** "local": answer from the index built with the site; "algolia": the hosted DocSearch index. */
  backend: 'local' | 'algolia';
  /** Where the local index's manifest is, relative to the base URL. */
  manifestPath: string;
  /** Under `docusaurus start`: the index changes as the docs are edited, so re-read the manifest. */
  live?: boolean;
}
