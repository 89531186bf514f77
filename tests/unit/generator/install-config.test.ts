import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseManifest } from '../../../scripts/api/manifest';
import { filterNpmrc, filterYamlSettings, filterYarnrc } from '../../../scripts/api/sources/config-file-filters';
import { npmrcKeys, pnpmWorkspaceKeys, yarnrcYmlKeys } from '../../../scripts/api/sources/install-config-allow-list';
import { neutralizeInstallConfig } from '../../../scripts/api/sources/install-config';
import { pinnedVersionOf } from '../../../scripts/api/sources/package-manager-pins';
import { locateRepository } from '../../../scripts/api/sources/repository-location';
import { planWorkspace } from '../../../scripts/api/sources/workspace-plan';
import { writeFiles } from './helpers/git-repo';

/** The pieces that keep a documented repository from choosing what runs at install, one by one. */
describe('.npmrc of a documented repository', () => {
  it('keeps only layout settings with plain values', () => {
    const { text, ignored } = filterNpmrc(
      [
        '# comment',
        'shamefully-hoist = true',
        'public-hoist-pattern[]=*eslint*',
        'node-linker=pnp',
        'git=./evil.sh',
        'registry=http://127.0.0.1:9/',
        '//registry.example/:_authToken=${TOKEN}',
        'hoist-pattern=${HOME}',
        'legacy-peer-deps',
        '[section]',
        'auto-install-peers=false',
      ].join('\n'),
      npmrcKeys,
    );
    expect(text).toBe('shamefully-hoist=true\npublic-hoist-pattern[]=*eslint*\nlegacy-peer-deps=true\n');
    expect(ignored).toEqual([
      'node-linker',
      'git',
      'registry',
      '//registry.example/:_authToken',
      'hoist-pattern',
      '[section]',
      'auto-install-peers',
    ]);
  });

  it("keeps nothing of Yarn 1's .yarnrc", () => {
    expect(filterYarnrc('yarn-path "./evil.js"\n--install.modules-folder /tmp/x\n# note\n')).toEqual({
      text: '',
      ignored: ['yarn-path', '--install.modules-folder'],
    });
  });
});

describe('YAML settings of a documented repository', () => {
  it('keeps a pnpm workspace and its catalogs as written, and only layout settings besides', () => {
    const workspace = [
      'packages:',
      "  - 'packages/*'",
      'catalog:',
      '  tiny-invariant: 1.3.3',
      'pnpmfile: hooks/setup.cjs',
      'configDependencies:',
      '  evil: 1.0.0+sha512-abc',
      'hoistPattern:',
      "  - '*types*'",
      'publicHoistPattern: [eslint, ${HOME}]',
      'storeDir: /tmp/store',
      '---',
    ].join('\n');
    const { text, ignored } = filterYamlSettings(workspace, pnpmWorkspaceKeys);
    expect(text).toBe("packages:\n  - 'packages/*'\ncatalog:\n  tiny-invariant: 1.3.3\nhoistPattern:\n  - '*types*'\n");
    expect(ignored).toEqual(['pnpmfile', 'configDependencies', 'publicHoistPattern', 'storeDir', '---']);
  });

  it('reads no yarnPath or plugins from .yarnrc.yml, and no linker but node-modules', () => {
    const { text, ignored } = filterYamlSettings(
      'yarnPath: .yarn/releases/evil.cjs\nplugins:\n  - path: .yarn/plugins/evil.cjs\nnodeLinker: "node-modules"\nnmHoistingLimits: workspaces # keep\nnmMode: hardlinks-global\nenableConstraintsChecks: true\nnpmRegistryServer: "http://127.0.0.1:9"\n',
      yarnrcYmlKeys,
    );
    expect(text).toBe('nodeLinker: "node-modules"\nnmHoistingLimits: workspaces # keep\nnmMode: hardlinks-global\n');
    expect(ignored).toEqual(['yarnPath', 'plugins', 'enableConstraintsChecks', 'npmRegistryServer']);
    expect(filterYamlSettings('nodeLinker: pnp\n', yarnrcYmlKeys).ignored).toEqual(['nodeLinker']);
  });
});

describe('a checkout made safe to install', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-checkout-'));
  const outsideRc = path.join(mkdtempSync(path.join(os.tmpdir(), 'ck-home-')), '.npmrc');
  writeFiles(dir, {
    'package.json': { name: 'root', private: true, packageManager: 'yarn@https://example.com/yarn.js' },
    '.npmrc': 'auto-install-peers=false\ngit=./evil.sh\n',
    '.pnpmfile.cjs': 'module.exports = {};\n',
    'packages/a/.npmrc': 'link-workspace-packages=true\n',
    'packages/a/.yarnrc.yml': 'yarnPath: evil.cjs\n',
    'packages/b/pnpmfile.js': 'module.exports = {};\n',
    'node_modules/dep/.npmrc': 'registry=http://127.0.0.1:9/\n',
  });
  writeFiles(path.dirname(outsideRc), { '.npmrc': 'registry=http://example.com/\n' });
  symlinkSync(outsideRc, path.join(dir, 'packages', 'b', '.npmrc'));
  const ignored = neutralizeInstallConfig(dir);

  it('names, per file, what it left out', () => {
    expect(ignored).toEqual([
      'packageManager "yarn@https://example.com/yarn.js"',
      '.npmrc: git',
      '.pnpmfile.cjs',
      'packages/a/.yarnrc.yml: yarnPath',
      'packages/b/.npmrc (not a file)',
      'packages/b/pnpmfile.js',
    ]);
  });

  it('leaves only allowed settings on disk, and no hooks', () => {
    expect(readFileSync(path.join(dir, '.npmrc'), 'utf8')).toBe('auto-install-peers=false\n');
    expect(readFileSync(path.join(dir, 'packages', 'a', '.npmrc'), 'utf8')).toBe('link-workspace-packages=true\n');
    for (const gone of ['.pnpmfile.cjs', 'packages/a/.yarnrc.yml', 'packages/b/pnpmfile.js'])
      expect(existsSync(path.join(dir, gone))).toBe(false);
    expect(existsSync(path.join(dir, 'packages', 'b', '.npmrc'))).toBe(false);
    expect(readFileSync(outsideRc, 'utf8')).toBe('registry=http://example.com/\n');
    expect(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))).toEqual({ name: 'root', private: true });
    // Installed packages are not the repository's: their files are not configuration.
    expect(readFileSync(path.join(dir, 'node_modules', 'dep', '.npmrc'), 'utf8')).toBe('registry=http://127.0.0.1:9/\n');
  });

  it('still names what it left out when a failed install is retried', () => {
    expect(neutralizeInstallConfig(dir)).toEqual(ignored);
  });
});

describe('the package manager a repository gets', () => {
  it.each([
    ['pnpm', 6, '7.33.7'],
    ['pnpm', 8, '8.15.9'],
    ['pnpm', 9, '9.15.9'],
    ['pnpm', 10, '10.34.9'],
    ['pnpm', 12, '10.34.9'],
    ['yarn', 1, '1.22.22'],
    ['yarn', 2, '4.18.1'],
    ['yarn', 3, '4.18.1'],
    ['yarn', 5, '4.18.1'],
  ] as const)('%s %i → %s', (manager, major, version) => {
    expect(pinnedVersionOf(manager, major)).toBe(version);
  });

  const planOf = async (files: Record<string, string>) => {
    const plan = await planWorkspace({ read: async (file) => files[file], list: async () => Object.keys(files) }, 'packages/a');
    return `${plan?.manager}@${plan?.managerVersion}`;
  };
  const workspace = (packageManager: string, extra: Record<string, string> = {}) => ({
    'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'], packageManager }),
    'packages/a/package.json': JSON.stringify({ name: 'a' }),
    ...extra,
  });

  it('takes only the manager and its major from packageManager, never a path, URL or tag', async () => {
    expect(await planOf(workspace('pnpm@file:.'))).toBe('pnpm@9.15.9');
    expect(await planOf(workspace('pnpm@latest', { 'pnpm-lock.yaml': "lockfileVersion: '6.0'\n" }))).toBe('pnpm@8.15.9');
    expect(await planOf(workspace('pnpm@10.2.0+sha512.0123abc'))).toBe('pnpm@10.34.9');
    expect(await planOf(workspace('yarn@https://example.com/yarn.js', { 'yarn.lock': '__metadata:\n  version: 8\n' }))).toBe('yarn@4.18.1');
    expect(await planOf(workspace('yarn@./yarn.cjs'))).toBe('yarn@1.22.22');
    expect(await planOf(workspace('npm@file:.'))).toBe('npm@');
  });

  it('leaves out a package whose name a tool would read as an option or a path', async () => {
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'] }),
      'packages/a/package.json': JSON.stringify({ name: '--all' }),
      'packages/b/package.json': JSON.stringify({ name: '@x/../../../../tmp/link' }),
      'packages/c/package.json': JSON.stringify({ name: '@fx/Widgets.v2' }),
    };
    const plan = await planWorkspace({ read: async (file) => files[file], list: async () => Object.keys(files) }, 'packages');
    expect(plan?.members).toEqual([{ name: '@fx/Widgets.v2', folder: 'packages/c' }]);
  });
});

describe('where a git source is', () => {
  const site = { dir: '/site', repository: 'https://github.com/example/site' };
  it.each([
    ['file:///srv/repo', { cloneFrom: 'file:///srv/repo', isNetwork: false, webUrl: site.repository }],
    ['../repo', { cloneFrom: '/repo', isNetwork: false, webUrl: site.repository }],
    ['git@github.com:o/n.git', { cloneFrom: 'git@github.com:o/n.git', isNetwork: true, webUrl: 'https://github.com/o/n' }],
    [
      'ssh://git@github.com:22/o/n.git',
      { cloneFrom: 'ssh://git@github.com:22/o/n.git', isNetwork: true, webUrl: 'https://github.com/o/n' },
    ],
    [
      'https://user:token@github.com/o/n.git',
      { cloneFrom: 'https://user:token@github.com/o/n.git', isNetwork: true, webUrl: 'https://github.com/o/n' },
    ],
  ])('%s', (repository, location) => {
    expect(locateRepository(repository, site.dir, site.repository)).toEqual(location);
  });

  const gitVersion = (source: object) => ({
    repository: site.repository,
    versions: [{ name: '1.0.0', source: { type: 'git', repository: '.', ref: 'v1.0.0', ...source } }],
  });
  it.each(['../x', '../../../../../../../x', '/etc', 'packages/../../x', '..'])(
    'refuses the path %s, which leaves the repository',
    (sourcePath) => {
      expect(() => parseManifest(gitVersion({ path: sourcePath }))).toThrow(
        `versions[0].source.path "${sourcePath}" leaves the repository: give a folder inside it`,
      );
    },
  );
  it.each(['packages/x', './pkg', 'a/../b', '.', '..pkg'])('accepts the path %s', (sourcePath) => {
    expect(parseManifest(gitVersion({ path: sourcePath })).versions).toHaveLength(1);
  });
  it('refuses a repository or ref git would read as an option', () => {
    expect(() => parseManifest(gitVersion({ repository: '--upload-pack=touch /tmp/x' }))).toThrow(
      'versions[0].source.repository "--upload-pack=touch /tmp/x" must not start with "-".',
    );
    expect(() => parseManifest(gitVersion({ ref: '--output=/tmp/x' }))).toThrow('must not start with "-"');
  });
});
