/** Doc routes the home page links to, in one place so a moved page needs one edit. */
export const docPaths = {
  commandFiles: '/docs/guide/command-file-setup',
  eventFiles: '/docs/guide/event-file-setup',
  buttonKit: '/docs/next/guide/message-components/buttonkit',
  jsx: '/docs/next/guide/jsx/using-jsx',
  caching: '/docs/next/guide/caching/caching-in-commandkit',
  plugins: '/docs/next/guide/plugins/commandkit-plugins',
  i18n: '/docs/next/guide/plugins/official-plugins/i18n',
  sharding: '/docs/next/guide/sharding/sharding',
  /** Where capabilities without a guide of their own point until they get one. */
  nextIntroduction: '/docs/next/guide/getting-started/introduction',
} as const;
