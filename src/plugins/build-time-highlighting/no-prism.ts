/**
 * What the browser bundle gets for `prism-react-renderer`: the theme's Prism client module
 * still imports it, but nothing highlights in the browser any more (see index.ts).
 */
export const Prism = { languages: {} };
