/**
 * What a reader typing each query should find among the first three results, in the version they
 * are reading. Written by hand from the docs' contents (API names, guide topics, misspellings),
 * not from the engine's output. Pages a version does not have yet are reported as skipped.
 */
export interface RelevanceCase {
  query: string;
  /** The docs version the search is scoped to, as the modal on one of its pages would be. */
  version: 'latest' | 'next';
  /** The page (URL path) expected among the first three hits. */
  expected: string;
}

/** The share of cases that must pass. */
export const relevanceGoal = 0.9;

/** Docusaurus version names: "current" is Next. */
export const versionNames = { latest: '0.1.10', next: 'current' } as const;

const latest = (query: string, expected: string): RelevanceCase => ({ query, version: 'latest', expected: `/docs/${expected}` });
const next = (query: string, expected: string): RelevanceCase => ({ query, version: 'next', expected: `/docs/next/${expected}` });

export const relevanceSet: readonly RelevanceCase[] = [
  // API names, as written and lower-cased
  latest('ReloadType', 'api-reference/enums/ReloadType'),
  latest('CommandKit', 'api-reference/classes/CommandKit'),
  latest('defineConfig', 'api-reference/functions/defineConfig'),
  latest('ButtonKit', 'api-reference/classes/ButtonKit'),
  latest('getConfig', 'api-reference/functions/getConfig'),
  latest('CommandKitOptions', 'api-reference/types/CommandKitOptions'),
  latest('ValidationProps', 'api-reference/types/ValidationProps'),
  latest('CommandData', 'api-reference/types/CommandData'),
  latest('commandprops', 'api-reference/types/CommandProps'),
  latest('createSignal', 'api-reference/functions/createSignal'),
  latest('requiredProps', 'api-reference/variables/requiredProps'),
  latest('slash command props', 'api-reference/types/SlashCommandProps'),
  // guide topics
  latest('validation', 'guide/validation-file-setup'),
  latest('event handler', 'guide/event-file-setup'),
  latest('button click', 'guide/buttonkit'),
  latest('cli dev', 'guide/using-cli'),
  latest('config file', 'guide/commandkit-config'),
  latest('migrate from djs-commander', 'guide/migrating-from-djs-commander'),
  latest('installation', 'guide/installation'),
  latest('install commandkit', 'guide/installation'),
  latest('create-commandkit', 'guide/create-commandkit'),
  latest('command file', 'guide/command-file-setup'),
  latest('context menu command', 'guide/command-file-setup'),
  latest('commandkit setup', 'guide/commandkit-setup'),
  latest('reload commands', 'api-reference/classes/CommandKit'),
  latest('developer only commands', 'guide/commandkit-setup'),
  // misspellings
  latest('comandkit', 'api-reference/classes/CommandKit'),
  latest('buttnkit', 'api-reference/classes/ButtonKit'),
  latest('defneConfig', 'api-reference/functions/defineConfig'),
  latest('relodtype', 'api-reference/enums/ReloadType'),
  latest('getconfg', 'api-reference/functions/getConfig'),
  latest('valdation', 'guide/validation-file-setup'),
  // Next
  next('CommandKit', 'api-reference/classes/CommandKit'),
  next('defineConfig', 'api-reference/functions/defineConfig'),
  next('getConfig', 'api-reference/functions/getConfig'),
  next('CommandKitOptions', 'api-reference/types/CommandKitOptions'),
  next('stopEvents', 'api-reference/functions/stopEvents'),
  next('introduction', 'guide/getting-started/introduction'),
  next('setup commandkit manually', 'guide/getting-started/setup-commandkit-manually'),
  next('cli', 'guide/getting-started/using-commandkit-cli'),
  next('events directory', 'guide/file-system-conventions/events-directory'),
  next('middleware', 'guide/file-system-conventions/middleware.ts'),
  next('message command prefix', 'guide/message-commands/resolve-message-commands-prefix'),
  next('ButtonKit', 'guide/message-components/buttonkit'),
  next('cache tag', 'guide/caching/cacheTag-function'),
  next('sharding', 'guide/sharding/sharding'),
  next('comandkit', 'api-reference/classes/CommandKit'),
  next('defneConfig', 'api-reference/functions/defineConfig'),
];
