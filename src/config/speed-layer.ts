/**
 * The site's speed layer: the plugins and theme components that replace or rewrite pieces of
 * Docusaurus, React Router, react-helmet-async, Prism or Rspack so that pages are lighter and
 * builds faster. Each piece is listed here once, with its switch and its options.
 *
 * `SPEED_LAYER=off` before `npm start` or `npm run build` turns every piece off at once: stock
 * Docusaurus with the same content and features (search, the Markdown export, the API pages'
 * components, the announcement bar and 404 fixes), the way to tell after an upgrade of Docusaurus
 * whether a problem is the site's or upstream's (README, "Upgrading Docusaurus"). `enabled: false`
 * turns one piece off, to bring the pieces back one at a time.
 */
export const speedLayerVariable = 'SPEED_LAYER';

/** Whether the speed layer is on: unset or `on` means on, `off` means off, anything else is refused. */
export function speedLayerFrom(env: NodeJS.ProcessEnv): boolean {
  const value = env[speedLayerVariable];
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(
    `${speedLayerVariable}=${JSON.stringify(value)} is not a setting: use ${speedLayerVariable}=off for stock Docusaurus, or leave it unset for the site's build.`,
  );
}

export interface SpeedLayerPiece {
  /** Off leaves the piece out of the build (the rest of the layer stays). */
  enabled: boolean;
  /** The upstream change that would let the piece go. */
  until: string;
}

/** The pieces, by folder under src/plugins/, in the order the site loads them. */
export const speedLayerPieces = {
  'slim-docs': {
    enabled: true,
    until: "The docs plugin no longer sends every doc's metadata to every page of a version, and splits the version route by sidebar.",
  },
  'static-markdown': {
    enabled: true,
    until: 'Docusaurus sends a page whose MDX is plain Markdown as its HTML only (React Server Components, or an MDX option).',
  },
  'build-time-highlighting': {
    enabled: true,
    until: "The classic theme's CodeBlock can show code highlighted at build time, so Prism no longer ships to the browser.",
  },
  'lean-client': {
    enabled: true,
    until:
      "Docusaurus's browser bundle drops react-helmet-async, nprogress, prop-types and the registry's module paths, prefetches links in idle time, and renders the mobile menu when it is opened and the desktop-only parts only on wide screens.",
  },
  'fast-render': {
    enabled: true,
    until: "Docusaurus pre-renders with renderToString (or a stream as fast) and works out each page's head once.",
  },
  'postcss-config': {
    enabled: true,
    until: 'Docusaurus gives postcss-loader its plugins inline, without a search for a config file per stylesheet.',
  },
  'page-scripts': {
    enabled: true,
    until: "Docusaurus's HTML template names each page's own chunks, fetched beside main.js, and runs them once the page is painted.",
  },
  'lazy-routes': {
    enabled: true,
    until: 'Docusaurus splits its route table and registry into chunks, so the main bundle stops growing with the number of pages.',
  },
  'release-bundler-memory': {
    enabled: true,
    until:
      'Docusaurus or Rspack frees the compilation after bundling, before the pages are rendered, and returns its memory to the system, Docusaurus keeps nothing of the server bundle once the pages are written, and production builds turn off incremental passes and bound the heap on their own.',
  },
  'purge-css': {
    enabled: true,
    until: 'Infima ships by component, or Docusaurus leaves out the rules for classes the site never sets.',
  },
  'page-stylesheets': {
    enabled: true,
    until: "Docusaurus keeps a page's own CSS modules in that page's stylesheet instead of the one every page loads.",
  },
} satisfies Record<string, SpeedLayerPiece>;

export type SpeedLayerPieceName = keyof typeof speedLayerPieces;

/** The folders whose CSS modules page-stylesheets keeps in stylesheets of their own. */
export const pageStylesheetFolders = ['src/pages', 'src/components/home', 'src/theme/SearchPage'];
