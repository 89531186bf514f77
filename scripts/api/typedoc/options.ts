import type { TypeDocOptions } from 'typedoc';
import type { PluginOptions } from 'typedoc-plugin-markdown';
import { routerName } from './kind-router';

/** TypeDoc's checks every version gets; the worker turns `notDocumented` on where a job asks. */
export const sharedValidation = {
  notExported: true,
  invalidLink: true,
  rewrittenLink: true,
  notDocumented: false,
  unusedMergeModuleWith: true,
};

/**
 * The TypeDoc and typedoc-plugin-markdown options every version shares. Per-version values
 * (entry points, tsconfig, output folder, source links) are added by the worker.
 */
export const sharedTypeDocOptions: Partial<TypeDocOptions & PluginOptions> = {
  plugin: ['typedoc-plugin-markdown', 'typedoc-plugin-missing-exports', 'typedoc-plugin-mdn-links'],
  router: routerName,
  readme: 'none',
  // Everything under node_modules is external, and typedoc-plugin-missing-exports must not pull
  // discord.js into the reference; released packages are unpacked outside node_modules for this.
  excludeExternals: true,
  excludePrivate: true,
  excludeInternal: true,
  disableGit: true,
  gitRevision: 'unused',
  sort: ['kind', 'instance-first', 'alphabetical-ignoring-documents'],
  fileExtension: '.md',
  entryFileName: 'index',
  hidePageTitle: true,
  hidePageHeader: true,
  hideBreadcrumbs: true,
  hideGroupHeadings: false,
  useCodeBlocks: false,
  expandObjects: false,
  parametersFormat: 'table',
  interfacePropertiesFormat: 'table',
  classPropertiesFormat: 'table',
  typeAliasPropertiesFormat: 'table',
  enumMembersFormat: 'table',
  propertyMembersFormat: 'table',
  typeDeclarationFormat: 'table',
  sanitizeComments: true,
  useHTMLEncodedBrackets: true,
  validation: sharedValidation,
  logLevel: 'Warn',
  cleanOutputDir: true,
  includeHierarchySummary: false,
};
