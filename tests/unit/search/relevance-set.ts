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

/** Every reader-phrased case must pass: each is a question the docs answer on one page. */
export const readerPhrasedGoal = 1;

/**
 * Questions in a reader's own words rather than the docs' names, with the page a maintainer
 * would send them to; asked in both versions where both have the topic. Written by hand from the
 * guides (docs/guide for Next, versioned_docs/version-0.1.10/guide for 0.1.10).
 */
export const readerPhrasedSet: readonly RelevanceCase[] = [
  // Topics of both versions
  latest('disable a button after a while', 'guide/buttonkit'),
  next('disable a button after a while', 'guide/jsx/v1/button'),
  latest('commands only developers can use', 'guide/commandkit-setup'),
  next('commands only developers can use', 'guide/file-system-conventions/command-file'),
  latest('suggest choices while the user types an option', 'guide/command-file-setup'),
  next('suggest choices while the user types an option', 'guide/file-system-conventions/command-file'),
  latest('command in the right click menu of a user', 'guide/command-file-setup'),
  latest('load the bot token from a .env file', 'guide/using-cli'),
  next('load the bot token from a .env file', 'guide/getting-started/setup-commandkit'),
  latest('build the bot for production', 'guide/using-cli'),
  next('build the bot for production', 'guide/getting-started/using-commandkit-cli'),
  latest('run code when the bot is ready', 'guide/event-file-setup'),
  next('put commands in sub folders', 'guide/file-system-conventions/commands-directory'),
  latest('block commands while the bot is under maintenance', 'guide/validation-file-setup'),
  next('block a command before it runs', 'guide/file-system-conventions/middleware.ts'),
  latest('start a new bot project', 'guide/create-commandkit'),
  next('start a new bot project', 'guide/getting-started/setup-commandkit'),
  latest('which node version do I need', 'guide/installation'),
  next('which node version do I need', 'guide/getting-started/setup-commandkit'),
  // 0.1.10 only
  latest('reload commands without restarting the bot', 'guide/commandkit-setup'),
  latest('use commonjs instead of esm', 'guide/create-commandkit'),
  latest('switch from djs-commander', 'guide/migrating-from-djs-commander'),
  // Next only
  next('run code after the reply', 'guide/helper-functions/after'),
  next('translate command names', 'guide/plugins/official-plugins/i18n'),
  next('remember the result of a slow function', 'guide/caching/caching-in-commandkit'),
  next('how long a cached result is kept', 'guide/caching/cacheLife-function'),
  next('refresh cached data after it changed', 'guide/caching/revalidateTag-function'),
  next('remove old cache entries nobody reads', 'guide/caching/cleanup-function'),
  next('turn a feature on for some users only', 'guide/feature-flags'),
  next('a different prefix for each server', 'guide/message-commands/resolve-message-commands-prefix'),
  next('commands typed as chat messages', 'guide/message-commands/message-commands'),
  next('ask the user to fill in a form', 'guide/message-components/modalkit'),
  next('let the user pick from a dropdown', 'guide/message-components/selectmenukit'),
  next('bot in too many servers for one connection', 'guide/sharding/sharding'),
  next('pass a value from middleware to the command', 'guide/file-system-conventions/middleware.ts'),
  next('stop the other handlers of an event', 'guide/helper-functions/stopEvents'),
  next('write my own plugin', 'guide/plugins/creating-a-runtime-plugin'),
  next('keep the cache in redis', 'guide/plugins/official-plugins/redis'),
  next('watch the running bot in a browser', 'guide/plugins/official-plugins/devtools'),
  next('the command takes longer than 3 seconds to answer', 'guide/file-system-conventions/command-file'),
  next('where do I create the discord.js client', 'guide/file-system-conventions/app.ts'),
  next('run setup code once when the bot starts', 'guide/getting-started/onApplicationBootstrap-function'),
  next('compute a value when the bot is built', 'guide/plugins/use-macro-directive'),
  next('buttons that keep working after a restart', 'guide/message-components/buttonkit'),
  next('show several images in one message', 'guide/jsx/v2/media-gallery'),
  next('move a 0.1.10 bot to next step by step', 'guide/plugins/official-plugins/legacy'),
];
