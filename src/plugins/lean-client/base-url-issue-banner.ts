// The stylesheet that hides the banner whenever the site's CSS loads: without it, a page whose
// main script fails to load (a network error, an extension) would show a false banner.
import '@docusaurus/core/lib/client/BaseUrlIssueBanner/styles.module.css';

/**
 * Docusaurus's base-URL issue banner in the browser bundle. Its work is done in the server render:
 * the home page's HTML gets an inline script that shows a banner when the site's scripts fail to
 * load (a wrong `baseUrl`). In the browser the component renders nothing, so it is nothing here
 * but the rule that keeps the banner hidden when the stylesheet could load (the base URL is right).
 */
export default function BaseUrlIssueBanner(): null {
  return null;
}
