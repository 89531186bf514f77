import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as utilsCommon from '@docusaurus/utils-common';
import * as leanUtilsCommon from '../../../src/plugins/lean-client/utils-common';
import { generatedRegistry } from './helpers/generated-registry';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stripRegistryModulePaths = require('../../../src/plugins/lean-client/registry-loader.cjs') as (source: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const siteConfigLoader = require('../../../src/plugins/lean-client/site-config-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

describe('the browser copy of @docusaurus/utils-common', () => {
  it('exports the same names and the same values as the package', () => {
    const exported = (module: object) =>
      Object.keys(module)
        .filter((name) => name !== '__esModule' && name !== 'default')
        .sort();
    expect(exported(leanUtilsCommon)).toEqual(exported(utilsCommon));
    for (const name of exported(utilsCommon)) {
      expect([name, leanUtilsCommon[name as keyof typeof leanUtilsCommon]]).toEqual([name, utilsCommon[name as keyof typeof utilsCommon]]);
    }
  });
});

describe('the registry loader', () => {
  let generatedFilesDir: string;
  beforeAll(() => {
    generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  });
  afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

  it('leaves out every module path but keeps how each module loads', async () => {
    const registry = await generatedRegistry(generatedFilesDir);
    const stripped = stripRegistryModulePaths(registry);
    const entries = (source: string) => source.split('\n').filter((line) => line.includes('require.resolveWeak'));
    expect(entries(registry)).toHaveLength(3);
    expect(entries(stripped)).toHaveLength(3);
    for (const [index, line] of entries(stripped).entries()) {
      const modulePath = /import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/.exec(line)?.[1];
      expect(modulePath).toBeDefined();
      // Still imported and still named for the weak lookup, but no longer listed as a string.
      expect(line).toBe(entries(registry)[index].replace(`, "${modulePath}", require`, ', "", require'));
    }
  });
});

describe('the site config loader', () => {
  let generatedFilesDir: string;
  beforeAll(() => {
    generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
  });
  afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

  const siteConfig = {
    title: 'CommandKit',
    baseUrl: '/',
    markdown: { format: 'mdx', mermaid: false },
    future: { experimental_router: 'browser' },
    presets: [['classic', { docs: false }]],
    plugins: [() => ({ name: 'inline' }), ['@docusaurus/plugin-client-redirects', { redirects: [] }]],
    themes: [],
    themeConfig: { navbar: { title: 'CommandKit' } },
    customFields: { answer: 42 },
    ssrTemplate: '<!DOCTYPE html><html <%~ it.htmlAttributes %>></html>',
  };

  it('leaves out of the browser’s copy what only the build reads, and keeps the rest as it was', async () => {
    // The file exactly as the installed Docusaurus writes it.
    const { generateSiteFiles } = await import('@docusaurus/core/lib/server/codegen/codegen.js');
    await generateSiteFiles({
      generatedFilesDir,
      siteConfig,
      clientModules: [],
      routes: [],
      globalData: {},
      siteMetadata: {},
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
      baseUrl: '/',
    } as never);
    const resourcePath = path.join(generatedFilesDir, 'docusaurus.config.mjs');
    const output = siteConfigLoader.call({ resourcePath }, readFileSync(resourcePath, 'utf8'));
    const { markdown: _markdown, presets: _presets, plugins: _plugins, themes: _themes, ssrTemplate: _ssrTemplate, ...kept } = siteConfig;
    expect(output.startsWith('export default {')).toBe(true);
    expect(JSON.parse(output.replace(/^export default /, '').replace(/;\n$/, ''))).toEqual(kept);
  });

  it('stops with one line naming the file when the file is not in that form', () => {
    const resourcePath = '/site/.docusaurus/docusaurus.config.mjs';
    expect(() => siteConfigLoader.call({ resourcePath }, 'export default makeConfig();\n')).toThrow(
      /^lean-client: \/site\/\.docusaurus\/docusaurus\.config\.mjs is not the JSON object Docusaurus 3\.10 writes; update src\/plugins\/lean-client\/site-config-loader\.cjs for this Docusaurus version\.$/,
    );
  });
});
