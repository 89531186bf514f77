/**
 * `@docusaurus/utils-common` for the browser bundle. Its CommonJS index requires all of tslib for
 * one helper, and a CommonJS require keeps every export (3.8 KB gzip in the main bundle); this
 * module re-exports the same names straight from the files that define them. A unit test keeps
 * its exports equal to the package's.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';
export const blogPostContainerID = '__blog-post-container';
