import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as utilsCommon from '@docusaurus/utils-common';
import * as leanUtilsCommon from '../../../src/plugins/lean-client/utils-common';
import { generatedRegistry } from './helpers/generated-registry';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stripRegistryModulePaths = require('../../../src/plugins/lean-client/registry-loader.cjs') as (source: string) => string;

describe('the browser copy of @docusaurus/utils-common', () => {
  it('exports the same names and the same values as the package', () => {
    const exported = (module: object) => Object.keys(module).filter((name) => name !== '__esModule' && name !== 'default').sort();
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
