// A throw-away project whose node_modules hold commandkit, and @commandkit/i18n when asked, as a
// user's install would: each package is a copy of its sources with a package.json of its own, so
// Node resolves `commandkit/i18n`'s import of '@commandkit/i18n' from the project (where it may be
// missing), never from the workspace. Code runs in a Node child process under tsx, as ES modules.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { libraryRoot, workspaceModules } from '../../../commandkit/tests/helpers/temp-project.ts';

const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
const created: string[] = [];

/**
 * Makes the project.
 *
 * @param options - Whether `@commandkit/i18n` is installed.
 * @returns The project root.
 */
export function projectWithPackages(options: { i18n: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), 'commandkit-i18n-install-'));
  created.push(root);
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  // Every dependency of the workspace (discord.js, i18next...), but not its links to our packages.
  for (const entry of readdirSync(workspaceModules)) {
    if (entry === 'commandkit' || entry === '@commandkit' || entry.startsWith('.')) continue;
    symlinkSync(join(workspaceModules, entry), join(modules, entry), 'dir');
  }
  installCopy(join(modules, 'commandkit'), libraryRoot);
  // commandkit's own pinned copies (esbuild, jiti...), which the workspace did not hoist.
  symlinkSync(join(libraryRoot, 'node_modules'), join(modules, 'commandkit', 'node_modules'), 'dir');
  if (options.i18n) installCopy(join(modules, '@commandkit', 'i18n'), join(libraryRoot, '..', 'i18n'));
  return root;
}

/** Copies a package's src/ and its package.json, whose exports then lead to the sources. */
function installCopy(target: string, packageDir: string): void {
  cpSync(join(packageDir, 'src'), join(target, 'src'), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const exports = Object.fromEntries(Object.entries(manifest.exports).map(([subpath, target]) => [subpath, toSource(target)]));
  writeFileSync(join(target, 'package.json'), JSON.stringify({ ...manifest, exports }));
}

/** An export target of the built package (`{ import: './dist/a.js' }`) as its source file (`./src/a.ts`). */
function toSource(target: unknown): unknown {
  if (typeof target === 'string') return target;
  const built = (target as { import?: string }).import;
  if (typeof built !== 'string')
    throw new Error(`Unexpected export target ${JSON.stringify(target)}: expected { "import": "./dist/<file>.js" }.`);
  return built.replace(/^\.\/dist\//, './src/').replace(/\.js$/, '.ts');
}

/** What a module printed and how it exited. */
export interface ModuleRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs ES module code in the project (bare imports resolve from its node_modules).
 *
 * @param root - The project root.
 * @param code - The module's code.
 * @returns Its output and exit code, once it has exited.
 */
export function runModule(root: string, code: string): Promise<ModuleRun> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', tsxLoader, '--input-type=module', '--eval', code], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout, stderr }));
  });
}

/** Removes the projects {@link projectWithPackages} made; use in afterAll. */
export function removeProjects(): void {
  for (const root of created.splice(0)) rmSync(root, { recursive: true, force: true });
}
