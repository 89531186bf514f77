import { existsSync, lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filterNpmrc, filterYamlSettings, filterYarnrc, type FilteredConfig } from './config-file-filters';
import { npmrcKeys, pnpmWorkspaceKeys, yarnrcYmlKeys } from './install-config-allow-list';

/** How each configuration file a package manager reads is cut down, by file name. */
const filters = new Map<string, (text: string) => FilteredConfig>([
  ['.npmrc', (text) => filterNpmrc(text, npmrcKeys)],
  ['.yarnrc', filterYarnrc],
  ['.yarnrc.yml', (text) => filterYamlSettings(text, yarnrcYmlKeys)],
  ['pnpm-workspace.yaml', (text) => filterYamlSettings(text, pnpmWorkspaceKeys)],
]);

/** pnpm's hook files, current and old names: code pnpm would load into itself. */
const pnpmfile = /^\.?pnpmfile\.[cm]?js$/;

/**
 * Makes a checkout (our cache copy of a documented repository) safe to install: every package
 * manager configuration file in it keeps only the allowed layout settings
 * (install-config-allow-list.ts), pnpm's hook files are deleted, and the root package.json loses
 * `packageManager`, so neither corepack nor pnpm's own version switching can act on it. What was
 * left out is recorded next to the checkout (a retry after a failed install sees the files already
 * cut down) and returned, one entry per file, for the run's warning line; empty when nothing was.
 */
export function neutralizeInstallConfig(checkoutDir: string): string[] {
  const record = `${checkoutDir}.ignored-config.json`;
  const earlier = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as string[]) : [];
  const found = [...stripPackageManager(checkoutDir), ...configFiles(checkoutDir).flatMap((file) => neutralizeFile(checkoutDir, file))];
  const ignored = [...new Set([...earlier, ...found])];
  if (found.length) writeFileSync(record, JSON.stringify(ignored));
  return ignored;
}

function neutralizeFile(checkoutDir: string, file: string): string[] {
  const name = path.basename(file);
  const relative = path.relative(checkoutDir, file).split(path.sep).join('/');
  // A link could point anywhere on this machine, a folder is no configuration: neither is read.
  if (!lstatSync(file).isFile()) {
    rmSync(file, { recursive: true, force: true });
    return [`${relative} (not a file)`];
  }
  const filter = filters.get(name);
  if (!filter) {
    rmSync(file);
    return [relative];
  }
  const { text, ignored } = filter(readFileSync(file, 'utf8'));
  if (ignored.length === 0) return [];
  rmSync(file);
  if (text) writeFileSync(file, text);
  const listed = ignored.length > maxListed ? [...ignored.slice(0, maxListed), `${ignored.length - maxListed} more`] : ignored;
  return [`${relative}: ${listed.join(', ')}`];
}

/** Keys named per file in the warning: enough to see what a file tried, short enough to read. */
const maxListed = 6;

/** Every configuration or hook file in the checkout, outside `.git` and node_modules; links are not followed. */
function configFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (filters.has(entry.name) || pnpmfile.test(entry.name)) return [file];
    if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') return configFiles(file);
    return [];
  });
}

/** Drops `packageManager` from the root package.json; reported only when it named no plain release. */
function stripPackageManager(checkoutDir: string): string[] {
  const file = path.join(checkoutDir, 'package.json');
  if (!existsSync(file) || !lstatSync(file).isFile()) return [];
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // Not JSON: the install itself reports it with the manager's own message.
    return [];
  }
  if (!('packageManager' in manifest)) return [];
  const { packageManager, ...rest } = manifest;
  writeFileSync(file, `${JSON.stringify(rest, null, 2)}\n`);
  const plain =
    typeof packageManager === 'string' && /^(npm|pnpm|yarn)@\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+\S*)?$/.test(packageManager.trim());
  return plain ? [] : [`packageManager ${JSON.stringify(packageManager)}`];
}
