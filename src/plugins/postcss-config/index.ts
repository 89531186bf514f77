import type { Plugin } from '@docusaurus/types';
import type { AcceptedPlugin } from 'postcss';

type PostCssOptions = { plugins: (AcceptedPlugin | [string, unknown])[]; [key: string]: unknown };

/**
 * Two costs of Docusaurus's PostCSS setup, paid once per stylesheet on the build's main thread:
 * - The site has no PostCSS config file; left alone, postcss-loader still searches the disk for
 *   one from the folder of every stylesheet (about 0.7 s of a cold build here). `config: false`
 *   turns that search off.
 * - Docusaurus names postcss-preset-env by module path, so each stylesheet's run creates the
 *   plugin again, reading the browser targets and listing its features (about 0.25 s). Plugins
 *   named that way are created here once, with the same options, and shared by every run.
 */
export default function postcssConfigPlugin(): Plugin {
  return {
    name: 'postcss-config',
    configurePostCss: (options) => {
      const postcss = options as PostCssOptions;
      if (!Array.isArray(postcss.plugins))
        throw new Error(
          'postcss-config: Docusaurus no longer gives configurePostCss a list of plugins; update src/plugins/postcss-config for the installed version, or turn the piece off (src/config/speed-layer.ts).',
        );
      return { ...postcss, config: false, plugins: postcss.plugins.map(createdOnce) };
    },
  };
}

/** A plugin given as `[module path, options]`, created; any other entry as it is. */
export function createdOnce(plugin: AcceptedPlugin | [string, unknown]): AcceptedPlugin {
  if (!Array.isArray(plugin) || typeof plugin[0] !== 'string') return plugin as AcceptedPlugin;
  const [modulePath, pluginOptions] = plugin;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module named by path, as postcss-loader loads it
  const loaded = require(modulePath) as { default?: unknown };
  const creator = (loaded.default ?? loaded) as (options?: unknown) => AcceptedPlugin;
  return creator(pluginOptions);
}
