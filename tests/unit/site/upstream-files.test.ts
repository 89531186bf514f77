import fastRenderPlugin from '../../../src/plugins/fast-render';
import leanClientPlugin from '../../../src/plugins/lean-client';
import purgeCssPlugin from '../../../src/plugins/purge-css';
import { checkUpstreamFiles, exportedNames, upstreamPathPattern, upstreamProblem } from '../../../src/plugins/upstream-files';
import type { LoadContext } from '@docusaurus/types';

// A piece of the speed layer that patches or replaces a file of an installed package checks,
// when the config loads, that the file is still where it was and still has what the piece needs.

const docsClientUtils = { piece: 'fast-render', package: '@docusaurus/plugin-content-docs', file: 'lib/client/docsClientUtils.js' };

describe('the upstream files of the speed layer', () => {
  it('are as the pieces expect in the installed packages', () => {
    expect(() => fastRenderPlugin()).not.toThrow();
    expect(() => purgeCssPlugin()).not.toThrow();
    expect(() => leanClientPlugin({ generatedFilesDir: '/tmp' } as LoadContext)).not.toThrow();
  });

  it('reads the names a compiled module exports', () => {
    const source = [
      'export function a() {}',
      'export const b = 1;',
      'export default function Page() {}',
      'export { c, d as e };',
      'const f = () => <div />;',
      '  export const notTopLevel = 1;',
    ].join('\n');
    expect(exportedNames(source)).toEqual(['a', 'b', 'c', 'default', 'e']);
  });

  it('names a moved file, a changed line and a changed list of exports', () => {
    expect(upstreamProblem({ ...docsClientUtils, file: 'lib/client/moved.js' })).toMatch(
      /^@docusaurus\/plugin-content-docs@\d+\.\d+\.\d+ has no lib\/client\/moved\.js$/,
    );
    expect(upstreamProblem({ ...docsClientUtils, contains: ['getActivePlugin', 'a line that is not there'] })).toMatch(
      /docsClientUtils\.js no longer has a line that is not there$/,
    );
    expect(upstreamProblem({ ...docsClientUtils, exports: ['getActivePlugin'] })).toMatch(
      /exports getActiveDocContext, .+, not getActivePlugin$/,
    );
    expect(upstreamProblem({ ...docsClientUtils, package: 'no-such-package' })).toBe('no-such-package is not installed');
  });

  it('stops with one line naming the piece, the file and what to update', () => {
    const check = () => checkUpstreamFiles([{ ...docsClientUtils, contains: ['a line that is not there'] }]);
    expect(check).toThrow(
      /^fast-render: @docusaurus\/plugin-content-docs@[\d.]+'s lib\/client\/docsClientUtils\.js no longer has a line that is not there; update src\/plugins\/fast-render for the installed version, or turn the piece off \(src\/config\/speed-layer\.ts\)\.$/,
    );
  });

  it('matches the file wherever the package is installed, on any platform', () => {
    const pattern = upstreamPathPattern(docsClientUtils);
    expect(pattern.test('/site/node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js')).toBe(true);
    expect(pattern.test('C:\\site\\node_modules\\@docusaurus\\plugin-content-docs\\lib\\client\\docsClientUtils.js')).toBe(true);
    expect(pattern.test('/site/node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtilsXjs')).toBe(false);
    expect(pattern.test('/site/node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js.map')).toBe(false);
  });
});
