import versions from '../../versions.json';

/**
 * Site-wide facts shared by the Docusaurus config, the home page and the tests.
 * Plain data: change a link here and every place that shows it follows.
 */
export const siteTitle = 'CommandKit';
export const siteTagline = 'Build discord.js bots from files: commands, events and components with less wiring.';
export const repositoryUrl = 'https://github.com/underctrl-io/commandkit';
export const communityUrl = 'https://ctrl.lol/discord';
export const npmUrl = 'https://www.npmjs.com/package/commandkit';

/** Change the id whenever the content changes so readers who closed the old bar see the new one. */
export const announcement = {
  id: 'next-docs-2026-11',
  content: `CommandKit Next is being documented as it is built: <a href="/docs/next/guide/getting-started/introduction">see what is new</a>.`,
  backgroundColor: '#6b3fd4',
  textColor: '#ffffff',
  isCloseable: true,
} as const;

/** The newest release (served at /docs): the first entry of versions.json, which a release prepends to. */
export const latestVersion: string = versions[0];
