import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { speedLayerFrom, speedLayerPieces } from '../../../src/config/speed-layer';

const siteDir = path.resolve(__dirname, '..', '..', '..');

describe('the speed layer switch', () => {
  it('is on unless SPEED_LAYER is off', () => {
    expect(speedLayerFrom({})).toBe(true);
    expect(speedLayerFrom({ SPEED_LAYER: '' })).toBe(true);
    expect(speedLayerFrom({ SPEED_LAYER: 'on' })).toBe(true);
    expect(speedLayerFrom({ SPEED_LAYER: 'off' })).toBe(false);
  });

  it('refuses any other value with one line naming the fix', () => {
    expect(() => speedLayerFrom({ SPEED_LAYER: 'false' })).toThrow(
      /^SPEED_LAYER="false" is not a setting: use SPEED_LAYER=off for stock Docusaurus, or leave it unset for the site's build\.$/,
    );
  });
});

interface LoadedConfig {
  /** Each plugin entry's name: the module's for a string, the function's for a plugin function. */
  plugins: string[];
  /** The names of the remark, rehype and recma plugins the docs plugin is given. */
  docsMdxPlugins: { remark: string[]; rehype: string[]; recma: string[] };
  /** Whether the config gives Docusaurus a page template of its own (page-scripts' doc pages). */
  ownPageTemplate: boolean;
}

/**
 * The site's config as `docusaurus build` loads it with SPEED_LAYER set to `value`, read in a
 * child process: the config imports ES-module-only packages, which tsx loads as Docusaurus does.
 */
function siteConfigWith(value: string): LoadedConfig {
  const script = `import(${JSON.stringify(path.join(siteDir, 'docusaurus.config.ts'))}).then((loaded) => {
    const config = loaded.default.default ?? loaded.default;
    const nameOf = (entry) => { const plugin = Array.isArray(entry) ? entry[0] : entry; return typeof plugin === 'string' ? plugin : plugin.name; };
    const docs = config.plugins.find((entry) => Array.isArray(entry) && entry[1] && 'sidebarPath' in entry[1])[1];
    const names = (list) => (list ?? []).map(nameOf);
    console.log(JSON.stringify({ plugins: config.plugins.map(nameOf), docsMdxPlugins: { remark: names(docs.remarkPlugins), rehype: names(docs.rehypePlugins), recma: names(docs.recmaPlugins) }, ownPageTemplate: config.ssrTemplate !== undefined }));
  });`;
  const env = { ...process.env, SPEED_LAYER: value };
  const output = execFileSync(path.join(siteDir, 'node_modules', '.bin', 'tsx'), ['--eval', script], {
    cwd: siteDir,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').pop()!) as LoadedConfig;
}

const speedPlugins = [
  'buildTimeHighlighting',
  'leanClientPlugin',
  'fastRenderPlugin',
  'postcssConfigPlugin',
  'pageScriptsPlugin',
  'lazyRoutesPlugin',
  'releaseBundlerMemoryPlugin',
  'purgeCssPlugin',
  'pageStylesheetsPlugin',
  'slimDocsPlugin',
];

describe('the pieces of the speed layer', () => {
  // The plugins that are features of the site, not speed: they stay on with the layer off.
  const features = ['search-index', 'llms-export', 'guide-types'];

  it('are every plugin folder but the features, each with its switch and the upstream change that would let it go', () => {
    const folders = readdirSync(path.join(siteDir, 'src', 'plugins'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(speedLayerPieces).sort()).toEqual(folders.filter((folder) => !features.includes(folder)).sort());
    for (const piece of Object.values(speedLayerPieces)) {
      expect(piece.enabled).toBe(true);
      expect(piece.until).toMatch(/^[A-Z].{30,}\.$/);
    }
  });
});

describe('the site config', () => {
  // With the layer on (the default), the site's build and its browser suite use every piece.
  it('loads none of them with SPEED_LAYER=off, and keeps the features', () => {
    const { plugins, docsMdxPlugins, ownPageTemplate } = siteConfigWith('off');
    expect(ownPageTemplate).toBe(false);
    expect(plugins.filter((name) => speedPlugins.includes(name))).toEqual([]);
    expect(plugins).toEqual(
      expect.arrayContaining([
        '@docusaurus/plugin-content-docs',
        'searchIndexPlugin',
        'llmsExportPlugin',
        'guideTypesPlugin',
        '@docusaurus/plugin-client-redirects',
      ]),
    );
    // Stock MDX processing but for the guides' code links (a feature): no build-time highlighting,
    // no page facts for static-markdown.
    expect(docsMdxPlugins).toEqual({ remark: ['remarkGuideTypes'], rehype: ['rehypeTypeRefStyles'], recma: [] });
  });
});
