import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { botFixture } from './support/bot-fixture.ts';
import { removeTempDirs, runCli, tempProject } from './support/cli-harness.ts';

afterAll(removeTempDirs);

// A compiler plugin written in the config itself: it puts two banner lines on top of every file
// (with a source map saying so) and replaces __BUILD_TOKEN__; it fails on files containing
// FAIL_HERE. A runtime plugin sits beside it, which the build must leave alone.
const config = `import { defineConfig, CompilerPlugin, RuntimePlugin, type TransformParameters } from 'commandkit';

class Banner extends CompilerPlugin {
  readonly name = 'banner';
  override transform({ code }: TransformParameters) {
    if (code.includes('FAIL_HERE')) throw new Error('found FAIL_HERE');
    const lines = code.split('\\n').length;
    const mappings = ';;' + ['AAAA', ...Array.from({ length: lines - 1 }, () => 'AACA')].join(';');
    return {
      code: '// banner 1\\n// banner 2\\n' + code.replaceAll('__BUILD_TOKEN__', JSON.stringify('from-the-plugin')),
      map: { version: 3, sources: ['x'], names: [], mappings },
    };
  }
}

class Hello extends RuntimePlugin {
  readonly name = 'hello';
}

export default defineConfig({ plugins: [[new Banner(), false], new Hello()] });
`;

const boom = `// @ts-expect-error: the compiler plugin replaces it
export const token: string = __BUILD_TOKEN__;

export function explode(): never {
  // line 5
  throw new Error('boom');
}
`;

describe('commandkit build with compiler plugins', () => {
  it('runs the transforms and keeps source maps pointing at the lines as written', async () => {
    const root = tempProject({ ...botFixture(), 'commandkit.config.ts': config, 'src/lib/boom.ts': boom });
    const result = await runCli(['build'], { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const output = readFileSync(join(root, 'dist/lib/boom.js'), 'utf8');
    expect(output).toContain('"from-the-plugin"');
    const map = JSON.parse(readFileSync(join(root, 'dist/lib/boom.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toEqual(['../../src/lib/boom.ts']);

    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const printed = execFileSync(
      process.execPath,
      [
        '--enable-source-maps',
        '--input-type=module',
        '-e',
        `import { explode, token } from './dist/lib/boom.js'; console.log(token); try { explode(); } catch (error) { console.log(error.stack); }`,
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    expect(printed).toContain('from-the-plugin');
    // `throw` is on line 6 of src/lib/boom.ts; the banner lines the plugin added do not count.
    expect(printed).toMatch(/src\/lib\/boom\.ts:6:\d+/);
  });

  it('fails the build on a throwing transform, in one line naming the plugin and the file', async () => {
    const root = tempProject({ ...botFixture(), 'commandkit.config.ts': config, 'src/lib/bad.ts': `export const x = 'FAIL_HERE';\n` });
    const result = await runCli(['build'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^\S.*Build failed: The compiler plugin "banner" failed on src\/lib\/bad\.ts: found FAIL_HERE\. Fix it and build again\.$/,
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
