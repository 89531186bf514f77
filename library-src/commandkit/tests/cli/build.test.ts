import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { botFixture } from './support/bot-fixture.ts';
import { lines, removeTempDirs, runCli, tempProject } from './support/cli-harness.ts';

/** Every file below `dir`, relative to it, with `/` separators, sorted. */
function tree(dir: string): string[] {
  const files: string[] = [];
  const visit = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) visit(path);
      else files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  visit(dir);
  return files.sort();
}

/** Runs ES module code with plain Node (no tsx) in `cwd` and returns what it printed. */
function runPlainNode(cwd: string, code: string): string {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd, env, encoding: 'utf8' });
}

afterAll(removeTempDirs);

describe('commandkit build', () => {
  it('compiles the sources file by file into dist/, with source maps and the entry file', async () => {
    const root = tempProject(botFixture());
    writeFileSync(join(root, 'stale.txt'), '');
    const result = await runCli(['build'], { cwd: root });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([expect.stringMatching(/^\[commandkit\] Built 8 files and copied 1 into dist\/ in \d+ ms\.$/)]);
    const compiled = [
      'app.js',
      'app/commands/ping.js',
      'app/events/clientReady/log.js',
      'lib/counter.cjs',
      'lib/format.js',
      'lib/punctuation.js',
      'lib/text/index.js',
      'lib/text/shout.js',
    ];
    expect(tree(join(root, 'dist'))).toEqual(
      [...compiled, ...compiled.map((file) => `${file}.map`), 'commandkit.entry.js', 'data/settings.json', 'package.json'].sort(),
    );
    expect(JSON.parse(readFileSync(join(root, 'dist/package.json'), 'utf8'))).toEqual({ type: 'module' });

    // Imports point at the compiled files, whatever form they had in the source.
    const format = readFileSync(join(root, 'dist/lib/format.js'), 'utf8');
    expect(format).toContain('from "../data/settings.json" with { type: "json" }');
    expect(format).toContain('from "./counter.cjs"');
    expect(format).toContain('from "./punctuation.js"');
    expect(format).toContain('from "./text/index.js"');
    expect(readFileSync(join(root, 'dist/lib/text/index.js'), 'utf8')).toContain('from "./shout.js"');
    expect(readFileSync(join(root, 'dist/app/commands/ping.js'), 'utf8')).toContain('from "../../lib/format.js"');
    expect(readFileSync(join(root, 'dist/app/commands/ping.js'), 'utf8')).toMatch(/\/\/# sourceMappingURL=ping\.js\.map\s*$/);
    expect(JSON.parse(readFileSync(join(root, 'dist/app/commands/ping.js.map'), 'utf8')).sources).toEqual([
      '../../../src/app/commands/ping.ts',
    ]);

    const entry = readFileSync(join(root, 'dist/commandkit.entry.js'), 'utf8');
    expect(entry).toContain("import { bootstrap, getLogger } from 'commandkit';");
    expect(entry).toContain('cwd: fromHere("..")');
    expect(entry).toContain('appDir: fromHere("./app")');
    expect(entry).toContain('appEntry: fromHere("./app.js")');
    expect(entry).toContain('requireConfig: true,');
  });

  it("compiles .tsx and .jsx with CommandKit's JSX runtime, whatever tsconfig says, into modules that run", async () => {
    const root = tempProject({
      ...botFixture(),
      // A tsconfig asking for React's classic transform: the build ignores its JSX settings.
      'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react', jsxFactory: 'h' } }),
      'src/app/commands/menu.tsx': `import { ActionRow, Button, type ChatInputCommand, type CommandData } from 'commandkit';
import { Title } from '../../lib/title.jsx';

export const command: CommandData = { name: 'menu', description: 'Shows a menu' };

export function rows(pages: number[]) {
  return [
    <ActionRow>
      <Button customId="first">{Title({ text: 'First' })}</Button>
      {pages.map((page) => <Button key={page} customId={\`page-\${page}\`}>{page}</Button>)}
    </ActionRow>,
    <Title text="unused" />,
  ];
}

export const chatInput: ChatInputCommand = async (ctx) => {
  await ctx.reply({ content: 'Menu', components: [rows([1, 2])[0]] });
};
`,
      'src/lib/title.jsx': `export function Title({ text }) {\n  return <>{text}</>;\n}\n`,
    });
    const result = await runCli(['build'], { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const menu = readFileSync(join(root, 'dist/app/commands/menu.js'), 'utf8');
    expect(menu).toMatch(/from "commandkit\/jsx-runtime"/);
    expect(menu).toContain('from "../../lib/title.js"');
    expect(menu).not.toMatch(/<ActionRow|\bh\(/);
    expect(readFileSync(join(root, 'dist/lib/title.js'), 'utf8')).toMatch(/from "commandkit\/jsx-runtime"/);

    // The built module runs and its JSX evaluates to discord.js builders.
    const printed = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { rows } = await import('./dist/app/commands/menu.js'); console.log(JSON.stringify(rows([1, 2])));`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const [row, title] = JSON.parse(printed.trim().split('\n').pop()!);
    expect(row.type).toBe(1);
    expect(row.components.map((button: { custom_id: string; label: string }) => [button.custom_id, button.label])).toEqual([
      ['first', 'First'],
      ['page-1', '1'],
      ['page-2', '2'],
    ]);
    expect(title).toEqual(['unused']);
  });

  it('writes output that plain Node runs: the command module loads with its helpers', async () => {
    const root = tempProject(botFixture({ reply: 'it works' }));
    expect((await runCli(['build'], { cwd: root })).code).toBe(0);

    const printed = runPlainNode(
      root,
      `const ping = await import('./dist/app/commands/ping.js');
       const { replyText } = await import('./dist/lib/format.js');
       console.log(JSON.stringify({ exports: Object.keys(ping).sort(), command: ping.command, reply: replyText() }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      exports: ['chatInput', 'command'],
      command: { name: 'ping', description: 'Replies with pong' },
      reply: 'IT WORKS! x3',
    });
  });

  it('empties distDir first, and follows the config: distDir, appDir and sourceMap', async () => {
    const root = tempProject({
      'commandkit.config.ts': `import { defineConfig } from 'commandkit';\nexport default defineConfig({ appDir: 'bot/main', distDir: 'out/build', sourceMap: false });\n`,
      'bot/app.ts': 'export default {};\n',
      'bot/main/commands/ping.ts': `export const command = { name: 'ping', description: 'Pong' };\nexport const chatInput = () => {};\n`,
      'out/build/stale.js': 'old build',
    });
    const result = await runCli(['build'], { cwd: root });

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Built 2 files into out\/build\/ in/);
    expect(tree(join(root, 'out/build'))).toEqual(['app.js', 'commandkit.entry.js', 'main/commands/ping.js', 'package.json']);
    const entry = readFileSync(join(root, 'out/build/commandkit.entry.js'), 'utf8');
    expect(entry).toContain('cwd: fromHere("../..")');
    expect(entry).toContain('appDir: fromHere("./main")');
    expect(readFileSync(join(root, 'out/build/main/commands/ping.js'), 'utf8')).not.toContain('sourceMappingURL');
  });

  it("with an appDir of one directory, copies the other files of the root's folders (locales, data), not the root's own", async () => {
    const root = tempProject({
      'commandkit.config.ts': `import { defineConfig } from 'commandkit';\nexport default defineConfig({ appDir: 'app', sourceMap: false });\n`,
      'app.ts': 'export default {};\n',
      'app/commands/ping.ts': `export const command = { name: 'ping', description: 'Pong' };\nexport const chatInput = () => {};\n`,
      'app/locales/fr/ping.json': '{ "pong": "Pong !" }\n',
      'data/colours.json': '["red"]\n',
      'tsconfig.json': '{}\n',
      'README.md': '# bot\n',
    });
    const result = await runCli(['build'], { cwd: root });

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Built 2 files and copied 2 into dist\/ in/);
    expect(tree(join(root, 'dist'))).toEqual([
      'app.js',
      'app/commands/ping.js',
      'app/locales/fr/ping.json',
      'commandkit.entry.js',
      'data/colours.json',
      'package.json',
    ]);
  });

  it('builds a project without a config file with the defaults', async () => {
    const root = tempProject({ 'src/app.ts': 'export default {};\n' });
    const result = await runCli(['build'], { cwd: root });
    expect(result.code).toBe(0);
    expect(tree(join(root, 'dist'))).toEqual(['app.js', 'app.js.map', 'commandkit.entry.js', 'package.json']);
    expect(readFileSync(join(root, 'dist/commandkit.entry.js'), 'utf8')).not.toContain('requireConfig');
  });
});

describe('commandkit build errors: one line naming the problem and the fix, exit code 1', () => {
  async function failingBuild(files: Record<string, string>) {
    const root = tempProject(files);
    const result = await runCli(['build'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toHaveLength(1);
    return { root, line: result.stderr.trim() };
  }

  it('names the file, line and column of a syntax error, and leaves no dist/ behind', async () => {
    const files = botFixture();
    files['src/app/commands/ping.ts'] =
      `export const command = { name: 'ping' };\n\nexport const chatInput = (ctx => {\n  ctx.reply('pong';\n};\n`;
    const { root, line } = await failingBuild(files);
    expect(line).toBe(
      '[commandkit] Error: Build failed: src/app/commands/ping.ts:4:19: Expected ")" but found ";". Fix it and build again.',
    );
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });

  it('counts the other errors', async () => {
    const files = botFixture();
    files['src/lib/punctuation.ts'] = 'export const = 1;\n';
    files['src/lib/text/shout.ts'] = 'export const = 2;\n';
    const { line } = await failingBuild(files);
    expect(line).toMatch(
      /^\[commandkit\] Error: Build failed: src\/lib\/punctuation\.ts:1:14: .+ \(and 1 more error\)\. Fix it and build again\.$/,
    );
  });

  it('names an import of a missing file', async () => {
    const files = botFixture();
    files['src/lib/format.ts'] = `import { nothing } from './missing.ts';\nexport const replyText = () => nothing;\n`;
    const { line } = await failingBuild(files);
    expect(line).toBe(
      '[commandkit] Error: Build failed: src/lib/format.ts:1:25: Cannot find "./missing.ts". Check the path and the file name. Fix it and build again.',
    );
  });

  it('refuses an import from outside the source directory', async () => {
    const files = botFixture();
    files['shared/util.ts'] = 'export const util = 1;\n';
    files['src/lib/format.ts'] = `import { util } from '../../shared/util.ts';\nexport const replyText = () => String(util);\n`;
    const { line } = await failingBuild(files);
    expect(line).toContain(
      'src/lib/format.ts:1:22: "../../shared/util.ts" is outside src/, which is all the build compiles. Move the file into src/.',
    );
  });

  it('asks for the app entry when src/app.ts is missing', async () => {
    const { line } = await failingBuild({ 'src/app/commands/ping.ts': 'export {};\n' });
    expect(line).toBe(
      '[commandkit] Error: No app entry: create src/app.ts that default-exports your discord.js Client (export default new Client({ intents: [...] })).',
    );
  });

  it('names the missing source directory', async () => {
    const { root, line } = await failingBuild({ 'package.json': '{}' });
    expect(line).toBe(
      `[commandkit] Error: No src/ directory in ${root}. Create src/app.ts and src/app/commands/, or set appDir in commandkit.config.ts.`,
    );
  });

  it('passes on the config error', async () => {
    const { root, line } = await failingBuild({
      'commandkit.config.ts': `export default { outDir: 'build' };\n`,
      'src/app.ts': 'export default {};\n',
    });
    expect(line).toContain(
      `[commandkit] Error: Invalid CommandKit config in ${join(root, 'commandkit.config.ts')}: Unknown field "outDir". Did you mean "distDir"?`,
    );
  });

  it('refuses a distDir that holds the sources', async () => {
    const { line } = await failingBuild({
      'commandkit.config.ts': `import { defineConfig } from 'commandkit';\nexport default defineConfig({ distDir: 'src/out' });\n`,
      'src/app.ts': 'export default {};\n',
    });
    expect(line).toBe(
      `[commandkit] Error: distDir "src/out" overlaps the project's sources, and the build empties it. Set distDir to a directory of its own, such as 'dist', in commandkit.config.ts.`,
    );
  });
});
