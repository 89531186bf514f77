// @ts-check
/**
 * The browser's copy of the generated site config (`@generated/docusaurus.config`) without the
 * parts only the build reads: the presets', plugins' and themes' options, the Markdown settings
 * and the page template (page-scripts' doc pages: 0.8 KB gzip; the rest 0.4 KB, of every page's
 * main bundle). No client code of Docusaurus, its theme or this site reads them; the server bundle
 * keeps the whole config.
 */
const buildOnlyKeys = ['presets', 'plugins', 'themes', 'markdown', 'ssrTemplate'];
const prefix = 'export default ';

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function siteConfigLoader(source) {
  const start = source.indexOf(prefix);
  /** @type {Record<string, unknown> | undefined} */
  let config;
  try {
    config =
      start === -1
        ? undefined
        : JSON.parse(
            source
              .slice(start + prefix.length)
              .trim()
              .replace(/;$/, ''),
          );
  } catch {
    config = undefined;
  }
  if (!config)
    throw new Error(
      `lean-client: ${this.resourcePath} is not the JSON object Docusaurus 3.10 writes; update src/plugins/lean-client/site-config-loader.cjs for this Docusaurus version.`,
    );
  for (const key of buildOnlyKeys) delete config[key];
  return `${prefix}${JSON.stringify(config)};\n`;
};
