import { latestVersion } from '../../config/site';

/**
 * A page of a release, by the release's name: at /docs while it is the newest release, at
 * /docs/{name} once a newer one takes /docs, so the link survives cutting a release.
 */
function releaseDoc(version: string, id: string): string {
  return `/docs${version === latestVersion ? '' : `/${version}`}/${id}`;
}

/** Doc routes the home page links to, in one place so a moved page needs one edit. */
export const docPaths = {
  commandFiles: releaseDoc('0.1.10', 'guide/command-file-setup'),
  eventFiles: releaseDoc('0.1.10', 'guide/event-file-setup'),
  buttonKit: '/docs/next/guide/message-components/buttonkit',
  jsx: '/docs/next/guide/jsx/using-jsx',
  caching: '/docs/next/guide/caching/caching-in-commandkit',
  plugins: '/docs/next/guide/plugins/commandkit-plugins',
  i18n: '/docs/next/guide/plugins/official-plugins/i18n',
  sharding: '/docs/next/guide/sharding/sharding',
  /** Where capabilities without a guide of their own point until they get one. */
  nextIntroduction: '/docs/next/guide/getting-started/introduction',
} as const;
