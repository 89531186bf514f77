/**
 * The site's one off switch for its speed layer: the plugins and theme components that replace or
 * rewrite pieces of Docusaurus, React Router, react-helmet-async, Prism or Rspack so that pages
 * are lighter and builds faster. `SPEED_LAYER=off` before `npm start` or `npm run build` gives
 * stock Docusaurus with the same content and features (search, the Markdown export, the API
 * pages' components, the announcement bar and 404 fixes): the way to tell, after an upgrade of
 * Docusaurus, whether a problem is the site's or upstream's (README, "Upgrading Docusaurus").
 */
export const speedLayerVariable = 'SPEED_LAYER';

/** Whether the speed layer is on: unset or `on` means on, `off` means off, anything else is refused. */
export function speedLayerFrom(env: NodeJS.ProcessEnv): boolean {
  const value = env[speedLayerVariable];
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${speedLayerVariable}=${JSON.stringify(value)} is not a setting: use ${speedLayerVariable}=off for stock Docusaurus, or leave it unset for the site's build.`);
}
