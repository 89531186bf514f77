import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from '../errors';
import { runCommand } from '../run-command';
import { failureLine } from '../tool-errors';
import { neutralizeInstallConfig } from './install-config';
import type { WorkspacePlan } from './workspace-plan';

const stampName = '.installed-for-docs';

export interface InstallOptions {
  checkoutDir: string;
  packageDir: string;
  ref: string;
  /** The repository as api-versions.json spells it, for messages. */
  label: string;
  workspace?: WorkspacePlan;
  /**
   * A folder of this site, where npx looks for the pinned package managers: never the checkout,
   * whose committed node_modules or .npmrc would otherwise choose what npx runs.
   */
  toolCwd: string;
  /** Prints the one warning line about the repository's ignored install settings. */
  warn: (line: string) => void;
}

/**
 * A checkout has no node_modules, and the library's own dependencies (not its dev or peer
 * dependencies, which come from this site) must resolve for TypeScript to check its types.
 * A single package is installed with npm in its folder; a workspace package with the
 * repository's package manager from its root (lock file, `workspace:` and `catalog:`
 * protocols), filtered to the package and what it depends on. The repository is untrusted
 * input: the manager's version is one of ours (package-manager-pins.ts), its configuration
 * files keep only layout settings (install-config.ts), and lifecycle scripts never run.
 * Installed once per checkout (that is, per commit); a stamp file marks a finished install.
 */
export async function installDependencies(options: InstallOptions): Promise<void> {
  const { checkoutDir, packageDir, ref, label, workspace } = options;
  if (!workspace) return installSinglePackage(options);
  const stamp = path.join(checkoutDir, 'node_modules', stampName);
  if (existsSync(stamp)) return;
  const ignored = neutralizeInstallConfig(checkoutDir);
  const tool = `${workspace.manager}${workspace.managerVersion ? `@${workspace.managerVersion}` : ''}`;
  if (ignored.length) options.warn(ignoredLine(ref, label, ignored, tool));
  const { command, args, env, cwd } = workspaceInstall(workspace, checkoutDir, options.toolCwd, ignored.length > 0);
  try {
    await runCommand(command, args, { cwd, env: { ...process.env, ...env } });
  } catch (error) {
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

function ignoredLine(ref: string, label: string, ignored: string[], tool: string): string {
  return `${ref} of ${label}: the repository's own install settings are not trusted and were ignored (${ignored.join('; ')}); installing with ${tool}, lifecycle scripts off.`;
}

interface Invocation {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

function workspaceInstall(plan: WorkspacePlan, checkoutDir: string, toolCwd: string, settingsIgnored: boolean): Invocation {
  const whole = plan.packageFolder === '.';
  switch (plan.manager) {
    case 'pnpm': {
      // An ignored setting (a pnpmfile, an override) may be recorded in the lock file, which a frozen install would then refuse.
      const frozen = plan.lockFile && !settingsIgnored ? [] : ['--no-frozen-lockfile'];
      return {
        command: 'npx',
        args: [
          '-y',
          `pnpm@${plan.managerVersion}`,
          'install',
          '--dir',
          checkoutDir,
          ...(whole ? [] : plan.members.flatMap((member) => ['--filter', `${member.name}...`])),
          '--prod',
          '--ignore-scripts',
          '--ignore-pnpmfile',
          '--config.confirmModulesPurge=false',
          // pnpm 9.7+ would otherwise download and run whatever version `packageManager` names.
          '--config.manage-package-manager-versions=false',
          '--config.package-manager-strict=false',
          '--config.package-manager-strict-version=false',
          ...frozen,
        ],
        // The sparse checkout lacks the other packages; pnpm checks only the filtered ones against the lock file.
        env: { CI: 'true', npm_config_yes: 'true' },
        cwd: toolCwd,
      };
    }
    case 'yarn':
      if (plan.managerVersion.startsWith('1.')) {
        return {
          command: 'npx',
          args: [
            '-y',
            `yarn@${plan.managerVersion}`,
            '--cwd',
            checkoutDir,
            'install',
            '--production',
            '--ignore-scripts',
            '--non-interactive',
            '--no-progress',
          ],
          env: { YARN_IGNORE_PATH: '1' },
          cwd: toolCwd,
        };
      }
      // Yarn 2+ comes through corepack, from the npm registry; node_modules (not Plug'n'Play) so TypeScript resolves it.
      return {
        command: 'corepack',
        args: [
          `yarn@${plan.managerVersion}`,
          'workspaces',
          'focus',
          ...(whole ? ['--all'] : plan.members.map((member) => member.name)),
          '--production',
        ],
        env: {
          COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
          COREPACK_ENABLE_STRICT: '0',
          COREPACK_ENABLE_AUTO_PIN: '0',
          COREPACK_NPM_REGISTRY: process.env.COREPACK_NPM_REGISTRY ?? 'https://registry.npmjs.org',
          // Settings from the environment win over .yarnrc.yml files, whatever the repository's says.
          YARN_IGNORE_PATH: '1',
          YARN_NODE_LINKER: 'node-modules',
          YARN_ENABLE_SCRIPTS: '0',
          YARN_ENABLE_CONSTRAINTS_CHECKS: '0',
          YARN_ENABLE_IMMUTABLE_INSTALLS: '0',
          YARN_ENABLE_GLOBAL_CACHE: '1',
        },
        cwd: checkoutDir,
      };
    case 'npm':
      return {
        command: 'npm',
        args: [
          'install',
          ...(whole
            ? ['--workspaces']
            : [...plan.members.flatMap((member) => ['--workspace', member.folder]), '--include-workspace-root=false']),
          '--omit=dev',
          '--omit=peer',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
        ],
        env: {},
        cwd: checkoutDir,
      };
  }
}

async function installSinglePackage(options: InstallOptions): Promise<void> {
  const { checkoutDir, packageDir, ref, label } = options;
  const stamp = path.join(packageDir, 'node_modules', stampName);
  const manifest = path.join(packageDir, 'package.json');
  if (existsSync(stamp) || !existsSync(manifest)) return;
  let dependencies: Record<string, string>;
  try {
    dependencies = (JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
  } catch (error) {
    throw new GeneratorError(
      `Cannot read the package.json of the library at ${ref} (${(error as Error).message.split('\n')[0]}): fix its JSON at that ref.`,
    );
  }
  if (Object.keys(dependencies).length === 0) return;
  const ignored = neutralizeInstallConfig(checkoutDir);
  if (ignored.length) options.warn(ignoredLine(ref, label, ignored, 'npm'));
  try {
    await runCommand(
      'npm',
      ['install', '--omit=dev', '--omit=peer', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--workspaces=false'],
      { cwd: packageDir },
    );
  } catch (error) {
    throw new GeneratorError(
      `Cannot install the dependencies of the library at ${ref} (${failureLine(error, 'npm install failed')}): check its package.json at that ref.`,
    );
  }
  writeFileSync(stamp, `${ref}\n`);
}
