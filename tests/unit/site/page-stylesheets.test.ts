import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import pageStylesheetsPlugin from '../../../src/plugins/page-stylesheets';

const siteDir = path.resolve(__dirname, '../../..');
const context = { siteDir } as LoadContext;

/** The `styles` group test the plugin gives a production browser build whose group had `earlier`. */
function stylesTest(folders: string[], earlier?: RegExp): RegExp {
  const plugin = pageStylesheetsPlugin(context, { folders });
  const config = {
    mode: 'production',
    optimization: { splitChunks: { cacheGroups: { styles: { name: 'styles', ...(earlier ? { test: earlier } : {}) } } } },
  } as Configuration;
  const result = plugin.configureWebpack!(config, false, {} as never, undefined) as Configuration;
  return (result.optimization!.splitChunks as { cacheGroups: { styles: { test: RegExp } } }).cacheGroups.styles.test;
}

describe('page stylesheets', () => {
  const inSite = (file: string) => path.join(siteDir, file);

  it('keeps the stylesheets of the given folders out of the stylesheet every page loads', () => {
    const test = stylesTest(['src/pages', 'src/theme/SearchPage']);
    expect(test.test(inSite('src/pages/index.module.css'))).toBe(false);
    expect(test.test(inSite('src/theme/SearchPage/styles.module.css'))).toBe(false);
    expect(test.test(inSite('src/css/custom.css'))).toBe(true);
    // A folder whose name only starts like a given one is not in it.
    expect(test.test(inSite('src/pages-extra/a.css'))).toBe(true);
  });

  it('keeps what an earlier plugin left out of it too', () => {
    const test = stylesTest(['src/pages'], /^(?!.*[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$)/);
    expect(test.test('/site/node_modules/@docsearch/css/dist/modal.css')).toBe(false);
    expect(test.test('/site/node_modules/@docsearch/css/dist/button.css')).toBe(true);
    expect(test.test(inSite('src/pages/index.module.css'))).toBe(false);
  });

  it('leaves the server bundle and development builds alone', () => {
    const plugin = pageStylesheetsPlugin(context, { folders: ['src/pages'] });
    expect(plugin.configureWebpack!({ mode: 'production' } as Configuration, true, {} as never, undefined)).toEqual({});
    expect(plugin.configureWebpack!({ mode: 'development' } as Configuration, false, {} as never, undefined)).toEqual({});
  });

  it('stops with one line naming a wrong option', () => {
    expect(() => pageStylesheetsPlugin(context, {})).toThrow(
      /^page-stylesheets: "folders" must be a non-empty list of folder paths from the site root, e\.g\. \{ folders: \['src\/pages'\] \}\.$/,
    );
    expect(() => pageStylesheetsPlugin(context, { folders: ['src/no-such'] })).toThrow(
      /^page-stylesheets: the folder "src\/no-such" in "folders" does not exist under .+; fix or remove it\.$/,
    );
  });
});
