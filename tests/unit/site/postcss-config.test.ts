import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss, { type AcceptedPlugin } from 'postcss';
import postcssConfigPlugin from '../../../src/plugins/postcss-config';

// postcss-preset-env as Docusaurus's style loaders name it: by module path, with empty options.
const presetEnv = require.resolve('postcss-preset-env', { paths: [require.resolve('@docusaurus/bundler')] });
const docusaurusOptions = () => ({ ident: 'postcss', plugins: [[presetEnv, {}] as [string, object]] });
const configure = (options: object) =>
  postcssConfigPlugin().configurePostCss!(options as never) as unknown as (() => { plugins: AcceptedPlugin[] }) & { config: boolean };

const stylesheet =
  '.card{display:flex;text-decoration:underline dotted;&:hover{color:oklch(60% 0.2 250)}}@media (width>=997px){.card{inset:0}}';

test('the search for a PostCSS config file is turned off', () => {
  expect(configure(docusaurusOptions()).config).toBe(false);
});

test('a plugin named by path is created when postcss-loader first runs, and shared by the runs after', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'postcss-config-'));
  try {
    const creator = path.join(dir, 'counted-plugin.js');
    writeFileSync(
      creator,
      'module.exports = (options) => { globalThis.createdPlugins = (globalThis.createdPlugins ?? 0) + 1; return { postcssPlugin: "counted", options }; };\n',
    );
    const globals = globalThis as { createdPlugins?: number };
    const options = configure({ ident: 'postcss', plugins: [[creator, { stage: 3 }]] });
    expect(globals.createdPlugins).toBeUndefined();
    const first = options().plugins;
    expect(first).toEqual([{ postcssPlugin: 'counted', options: { stage: 3 } }]);
    expect(options().plugins[0]).toBe(first[0]);
    expect(globals.createdPlugins).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the options keep everything else Docusaurus gave', () => {
  expect(configure({ ident: 'postcss', plugins: [] })()).toEqual({ ident: 'postcss', plugins: [] });
});

test('postcss-preset-env, created once and shared by every run, gives the same output as when each run creates it', async () => {
  const { plugins } = configure(docusaurusOptions())();
  expect(plugins).toHaveLength(1);
  expect(typeof plugins[0]).toBe('object');
  // What postcss-loader does with the module path and empty options: each run creates the plugin.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const perRun = await postcss([require(presetEnv) as AcceptedPlugin]).process(stylesheet, { from: 'card.css' });
  for (const file of ['a.css', 'b.css']) {
    const shared = await postcss(plugins).process(stylesheet, { from: file });
    expect(shared.css).toBe(perRun.css);
  }
  expect(perRun.css).not.toBe(stylesheet);
});

test('plugins given as functions or objects are kept as they are', () => {
  const plugin = { postcssPlugin: 'site-plugin' };
  expect(configure({ plugins: [plugin] })().plugins[0]).toBe(plugin);
});

test('options without a list of plugins stop the build with one line naming the piece', () => {
  expect(() => configure({ ident: 'postcss', plugins: { 'postcss-preset-env': {} } })).toThrow(
    /^postcss-config: Docusaurus no longer gives configurePostCss a list of plugins; update src\/plugins\/postcss-config/,
  );
});
