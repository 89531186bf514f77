import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from '../errors';
import { runCommand } from '../run-command';
import { failureLine } from '../tool-errors';
import type { WorkspacePlan } from './workspace-plan';

const stampName = '.installed-for-docs';

/**
 * A checkout has no node_modules, and the library's own dependencies (not its dev or peer
 * dependencies, which come from this site) must resolve for TypeScript to check its types.
 * A single package is installed with npm in its folder; a workspace package with the
 * repository's own package manager from its root (lock file, `workspace:` and `catalog:`
 * protocols), filtered to the package and what it depends on. Lifecycle scripts never run.
 * Installed once per checkout (that is, per commit); a stamp file marks a finished install.
 */
export async function installDependencies(options: { checkoutDir: string; packageDir: string; ref: string; workspace?: WorkspacePlan }): Promise<void> {
  const { checkoutDir, packageDir, ref, workspace } = options;
  if (!workspace) return installSinglePackage(packageDir, ref);
  const stamp = path.join(checkoutDir, 'node_modules', stampName);
  if (existsSync(stamp)) return;
  const { command, args, env } = workspaceInstall(workspace);
  try {
    await runCommand(command, args, { cwd: checkoutDir, env: { ...process.env, ...env } });
  } catch (error) {
    const tool = `${workspace.manager}${workspace.managerVersion ? `@${workspace.managerVersion}` : ''}`;
    throw new GeneratorError(
      `Cannot install the dependencies of ${workspace.packageName} at ${ref} with ${tool} (${failureLine(error, `${workspace.manager} install failed`)}): check its package.json${workspace.lockFile ? ` and ${workspace.lockFile}` : ''} at that ref, or document a published version with an npm source.`,
    );
  }
  // A tsconfig that extends a workspace package by name resolves it through node_modules.
  for (const { name, folder } of workspace.tsconfigPackages) {
    const link = path.join(packageDir, 'node_modules', ...name.split('/'));
    if (existsSync(link)) continue;
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.relative(path.dirname(link), path.join(checkoutDir, folder)), link, 'dir');
  }
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${ref}\n`);
}

function workspaceInstall(plan: WorkspacePlan): { command: string; args: string[]; env: Record<string, string> } {
  const frozen = plan.lockFile ? [] : ['--no-frozen-lockfile'];
  const whole = plan.packageFolder === '.';
  switch (plan.manager) {
    case 'pnpm':
      return {
        command: 'npx',
        args: ['-y', `pnpm@${plan.managerVersion || '9'}`, 'install', ...(whole ? [] : plan.members.flatMap((member) => ['--filter', `${member.name}...`])), '--prod', '--ignore-scripts', '--config.confirmModulesPurge=false', ...frozen],
        // The sparse checkout lacks the other packages; pnpm checks only the filtered ones against the lock file.
        env: { CI: 'true', npm_config_yes: 'true' },
      };
    case 'yarn':
      if (plan.managerVersion.startsWith('1')) {
        return {
          command: 'npx',
          args: ['-y', `yarn@${plan.managerVersion}`, 'install', '--production', '--ignore-scripts', '--non-interactive', '--no-progress'],
          env: {},
        };
      }
      // Yarn 2+ comes through corepack, from the npm registry; node_modules (not Plug'n'Play) so TypeScript resolves it.
      return {
        command: 'corepack',
        args: [`yarn@${plan.managerVersion}`, 'workspaces', 'focus', ...(whole ? ['--all'] : plan.members.map((member) => member.name)), '--production'],
        env: {
          COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
          COREPACK_NPM_REGISTRY: process.env.COREPACK_NPM_REGISTRY ?? 'https://registry.npmjs.org',
          YARN_NODE_LINKER: 'node-modules',
          YARN_ENABLE_SCRIPTS: '0',
          YARN_ENABLE_IMMUTABLE_INSTALLS: '0',
          YARN_ENABLE_GLOBAL_CACHE: '1',
        },
      };
    case 'npm':
      return {
        command: 'npm',
        args: ['install', ...(whole ? ['--workspaces'] : [...plan.members.flatMap((member) => ['--workspace', member.folder]), '--include-workspace-root=false']), '--omit=dev', '--omit=peer', '--ignore-scripts', '--no-audit', '--no-fund'],
        env: {},
      };
  }
}

async function installSinglePackage(packageDir: string, ref: string): Promise<void> {
  const stamp = path.join(packageDir, 'node_modules', stampName);
  const manifest = path.join(packageDir, 'package.json');
  if (existsSync(stamp) || !existsSync(manifest)) return;
  const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
  if (Object.keys(dependencies).length === 0) return;
  try {
    await runCommand('npm', ['install', '--omit=dev', '--omit=peer', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--workspaces=false'], { cwd: packageDir });
  } catch (error) {
    throw new GeneratorError(`Cannot install the dependencies of the library at ${ref} (${failureLine(error, 'npm install failed')}): check its package.json at that ref.`);
  }
  writeFileSync(stamp, `${ref}\n`);
}
