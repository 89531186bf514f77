import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { botFixture } from './support/bot-fixture.ts';
import { removeTempDirs, runCli, tempProject } from './support/cli-harness.ts';

afterAll(removeTempDirs);

// A module with two macros: one reads the project's package.json and an environment variable
// while building, the other is async. The build must hold their results, not the macros.
const buildInfo = `import { readFileSync } from 'node:fs';

function buildInfo(label: string) {
  'use macro';
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return { label, version, mark: process.env.BUILD_MARK ?? 'unset', at: new Date(Date.UTC(2030, 0, 1)) };
}

const greeting = async () => {
  'use macro';
  return 'hello from the build';
};

export const info = buildInfo('bot');
export const hello = greeting();

export function where(): string {
  // The next line is line 19.
  return new Error('here').stack ?? '';
}
`;

/** Runs ES module code with plain Node (no tsx) in `cwd`, without BUILD_MARK, and returns what it printed. */
function runPlainNode(cwd: string, code: string): string {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.BUILD_MARK;
  return execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', code], { cwd, env, encoding: 'utf8' });
}

const printInfo = `import { info, hello, where } from './dist/lib/build-info.js'; console.log(JSON.stringify({ ...info, at: info.at.toISOString(), hello: await hello })); console.log(where());`;

describe('"use macro" in commandkit build', () => {
  it('inlines each macro call into dist, and the built module runs without the macros', async () => {
    const root = tempProject({
      ...botFixture(),
      'package.json': JSON.stringify({ name: 'bot', version: '3.1.4', type: 'module' }),
      'src/lib/build-info.ts': buildInfo,
    });
    const result = await runCli(['build'], { cwd: root, env: { BUILD_MARK: 'at-build' } });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const built = readFileSync(join(root, 'dist/lib/build-info.js'), 'utf8');
    expect(built).toContain('"hello from the build"');
    expect(built).toContain('"3.1.4"');
    expect(built).not.toMatch(/use macro|readFileSync|function buildInfo/);

    const [json, ...stack] = runPlainNode(root, printInfo).split('\n');
    expect(JSON.parse(json!)).toEqual({
      label: 'bot',
      version: '3.1.4',
      mark: 'at-build',
      at: '2030-01-01T00:00:00.000Z',
      hello: 'hello from the build',
    });
    // The macro's lines are gone from the build, yet positions still point at the source.
    expect(stack.join('\n')).toMatch(/src\/lib\/build-info\.ts:19:\d+/);
  });

  it('fails the build in one line naming the file, the line and the fix when a macro throws', async () => {
    const root = tempProject({
      ...botFixture(),
      'src/lib/bad.ts': `function load(): string {\n  'use macro';\n  throw new Error('no data');\n}\n\nexport const data = load();\n`,
    });
    const result = await runCli(['build'], { cwd: root });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /Build failed: The compiler plugin "MacroPlugin" failed on src\/lib\/bad\.ts: The macro load\(\) called at src\/lib\/bad\.ts:6:21 threw Error: no data\. Fix the macro so that it returns a value, or catch the error inside it and return a fallback\. Fix it and build again\.$/,
    );
  });

  it('leaves macros as normal functions when the config sets macro: false', async () => {
    const root = tempProject({
      ...botFixture({ config: ' macro: false ' }),
      'package.json': JSON.stringify({ name: 'bot', version: '2.0.0', type: 'module' }),
      'src/lib/build-info.ts': buildInfo,
    });
    const result = await runCli(['build'], { cwd: root, env: { BUILD_MARK: 'at-build' } });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readFileSync(join(root, 'dist/lib/build-info.js'), 'utf8')).toContain('use macro');
    // The function runs when the module loads, where BUILD_MARK is not set.
    const [json] = runPlainNode(root, printInfo).split('\n');
    expect(JSON.parse(json!)).toMatchObject({ version: '2.0.0', mark: 'unset', hello: 'hello from the build' });
  });
});
