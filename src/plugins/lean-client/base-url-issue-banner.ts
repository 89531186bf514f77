/**
 * Docusaurus's base-URL issue banner in the browser bundle. Its work is done in the server render:
 * the home page's HTML gets an inline script that shows a banner when the site's scripts fail to
 * load (a wrong `baseUrl`). In the browser the component renders nothing, so it is nothing here.
 */
export default function BaseUrlIssueBanner(): null {
  return null;
}
