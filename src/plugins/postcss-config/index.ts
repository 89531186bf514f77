import type { Plugin } from '@docusaurus/types';
import type { AcceptedPlugin } from 'postcss';
import { checkUpstreamFiles, type UpstreamFile } from '../upstream-files';

type PostCssOptions = { plugins: (AcceptedPlugin | [string, unknown])[]; [key: string]: unknown };

/**
 * Three costs of Docusaurus's PostCSS setup, on the build's main thread:
 * - The site has no PostCSS config file; left alone, postcss-loader still searches the disk for
 *   one from the folder of every stylesheet (about 0.7 s of a cold build here). `config: false`
 *   turns that search off.
 * - Docusaurus names postcss-preset-env by module path, so each stylesheet's run creates the
 *   plugin again, reading the browser targets and listing its features (about 0.25 s). Plugins
 *   named that way are created once, with the same options, and shared by every run.
 * - Creating them loads postcss-preset-env (about 0.6 s), which a rebuild whose stylesheets all
 *   come from the bundler's cache never uses: they are created when postcss-loader first runs.
 */
export default function postcssConfigPlugin(): Plugin {
  checkUpstreamFiles(postcssLoaderUpstream);
  return {
    name: 'postcss-config',
    configurePostCss: (options) => {
      const postcss = options as PostCssOptions;
      if (!Array.isArray(postcss.plugins))
        throw new Error(
          'postcss-config: Docusaurus no longer gives configurePostCss a list of plugins; update src/plugins/postcss-config for the installed version, or turn the piece off (src/config/speed-layer.ts).',
        );
      // Docusaurus types the result as options; postcss-loader takes this function form too.
      return createdOnFirstRun(postcss) as unknown as typeof options;
    },
  };
}

/** Where postcss-loader reads `config` from options given as a function, and calls that function. */
const postcssLoaderUpstream: UpstreamFile[] = [
  { piece: 'postcss-config', package: 'postcss-loader', file: 'dist/index.js', contains: ['options.postcssOptions.config'] },
  {
    piece: 'postcss-config',
    package: 'postcss-loader',
    file: 'dist/utils.js',
    contains: ['normalizedPostcssOptions = normalizedPostcssOptions(loaderContext)'],
  },
];

/**
 * The options as the function postcss-loader calls for each stylesheet it runs on, which creates
 * the plugins on the first call and shares them after. `config` stays a property of the function,
 * where postcss-loader looks for it before calling.
 */
function createdOnFirstRun({ plugins, ...rest }: PostCssOptions): (() => PostCssOptions) & { config: false } {
  let created: AcceptedPlugin[] | undefined;
  return Object.assign(() => ({ ...rest, plugins: (created ??= plugins.map(createdOnce)) }), { config: false as const });
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
