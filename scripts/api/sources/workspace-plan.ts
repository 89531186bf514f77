import path from 'node:path';
import { stripJsonComments } from './jsonc';
import { pinnedVersionOf, pnpmMajorOfLockfile } from './package-manager-pins';

export type PackageManagerName = 'npm' | 'pnpm' | 'yarn';

/** What a package of a workspace (pnpm, Yarn or npm) needs checked out and installed. */
export interface WorkspacePlan {
  /** The documented package's name (names, for a folder of packages), for messages. */
  packageName: string;
  /** The documented folder (relative to the repository root, posix): a package, or a folder of them. */
  packageFolder: string;
  /** The workspace packages documented from that folder, each installed with what it depends on. */
  members: { name: string; folder: string }[];
  /**
   * Folders of a sparse (cone) checkout; cone mode adds the root's own files (package.json, lock
   * file, pnpm-workspace.yaml, .npmrc, .yarnrc.yml). Empty for the whole workspace (a full checkout).
   */
  folders: string[];
  manager: PackageManagerName;
  /**
   * The pinned version that installs (package-manager-pins.ts), for the major that `packageManager`
   * or the lock file names; empty for npm, which is the npm running the generator.
   */
  managerVersion: string;
  lockFile?: string;
  /** Workspace packages the package's tsconfig extends by name: linked into its node_modules. */
  tsconfigPackages: { name: string; folder: string }[];
}

interface Manifest {
  name?: string;
  packageManager?: string;
  workspaces?: string[] | { packages?: string[] };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Reads a file at the commit (undefined when it is not there); lists every file at the commit. */
export interface TreeReader {
  read(file: string): Promise<string | undefined>;
  list(): Promise<string[]>;
}

/**
 * A package name as npm allows it (older mixed-case names too). Names reach the package managers'
 * command lines and become folders under node_modules: one starting with a dash, or with a `..`
 * part, would be read as an option or lead out of node_modules, so such a package is left out.
 */
const packageNamePattern = /^(@[A-Za-z0-9~][\w.~-]*\/)?[A-Za-z0-9~][\w.~-]*$/;

/**
 * Plans the checkout of `packageFolder` when the repository is a workspace, from git objects alone
 * (no checkout yet). Undefined for a single-package repository, which keeps a full checkout.
 */
export async function planWorkspace(tree: TreeReader, packageFolder: string): Promise<WorkspacePlan | undefined> {
  const folder = path.posix.normalize(packageFolder.replace(/\\/g, '/')).replace(/^\.\/|\/$/g, '') || '.';
  const root = parseJson<Manifest>(await tree.read('package.json'));
  const pnpmWorkspace = await tree.read('pnpm-workspace.yaml');
  const globs =
    pnpmWorkspace !== undefined
      ? pnpmPackages(pnpmWorkspace)
      : Array.isArray(root?.workspaces)
        ? root.workspaces
        : (root?.workspaces?.packages ?? []);
  if (globs.length === 0) return undefined;

  const files = await tree.list();
  const rootFiles = new Set(files.filter((file) => !file.includes('/')));
  const lockFile = ['pnpm-lock.yaml', 'yarn.lock', 'package-lock.json'].find((file) => rootFiles.has(file));
  const { manager, managerVersion } = await packageManagerOf(tree, root, lockFile, pnpmWorkspace !== undefined);
  // The whole workspace (every package is documented): a full checkout, every package installed.
  if (folder === '.')
    return {
      packageName: root?.name ?? '.',
      packageFolder: '.',
      members: [],
      folders: [],
      manager,
      managerVersion,
      lockFile,
      tsconfigPackages: [],
    };

  const matchers = globs.map((glob) => ({ negated: glob.startsWith('!'), test: globToRegExp(glob.replace(/^!/, '')) }));
  const inWorkspace = (dir: string) => {
    let included = false;
    for (const matcher of matchers) if (matcher.test.test(dir)) included = !matcher.negated;
    return included;
  };
  const packages = new Map<string, { folder: string; manifest: Manifest }>();
  for (const file of files) {
    if (!file.endsWith('/package.json') || file.includes('node_modules/')) continue;
    const dir = path.posix.dirname(file);
    if (!inWorkspace(dir) && dir !== folder) continue;
    const manifest = parseJson<Manifest>(await tree.read(file));
    if (manifest?.name && packageNamePattern.test(manifest.name)) packages.set(manifest.name, { folder: dir, manifest });
  }
  // The package at the folder, or, for a folder of packages (library-src/), every one inside it.
  const exact = [...packages.values()].find((entry) => entry.folder === folder);
  const members = exact ? [exact] : [...packages.values()].filter((entry) => entry.folder.startsWith(`${folder}/`));
  if (members.length === 0) return undefined;

  // The packages, and the workspace packages they depend on (transitively).
  const folders = new Set<string>(members.map((member) => member.folder));
  const queue = members.map((member) => member.manifest);
  while (queue.length) {
    const manifest = queue.shift()!;
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies })) {
      const dependency = packages.get(name);
      if (dependency && !folders.has(dependency.folder)) {
        folders.add(dependency.folder);
        queue.push(dependency.manifest);
      }
    }
  }

  // The folders of the tsconfigs its tsconfig extends, by path or by workspace package name.
  const tsconfigPackages: WorkspacePlan['tsconfigPackages'] = [];
  const pending = members.map((member) => path.posix.join(member.folder, 'tsconfig.json'));
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const config = parseJson<{ extends?: string | string[] }>(stripJsonComments((await tree.read(file)) ?? ''));
    for (const target of [config?.extends ?? []].flat()) {
      if (target.startsWith('.')) {
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        const withExtension = resolved.endsWith('.json') ? resolved : `${resolved}.json`;
        const dir = path.posix.dirname(withExtension);
        if (dir !== '.' && !dir.startsWith('..')) folders.add(dir);
        pending.push(withExtension);
      } else {
        const owner = [...packages.entries()]
          .filter(([name]) => target === name || target.startsWith(`${name}/`))
          .sort(([a], [b]) => b.length - a.length)[0];
        if (!owner) continue;
        const [name, entry] = owner;
        folders.add(entry.folder);
        tsconfigPackages.push({ name, folder: entry.folder });
        const rest = target.slice(name.length + 1);
        pending.push(path.posix.join(entry.folder, rest ? (rest.endsWith('.json') ? rest : `${rest}.json`) : 'tsconfig.json'));
      }
    }
  }

  return {
    packageName: members.map((member) => member.manifest.name!).join(', '),
    packageFolder: folder,
    members: members.map((member) => ({ name: member.manifest.name!, folder: member.folder })),
    folders: [...folders].sort(),
    manager,
    managerVersion,
    lockFile,
    tsconfigPackages,
  };
}

/**
 * Which manager installs, and which of our pinned versions. `packageManager` is read for its
 * manager's name and, when it names a plain release (`pnpm@9.12.0`, `yarn@4.1.0+sha…`), its major;
 * anything else there (a path, a URL, a dist-tag) tells us nothing, and the lock file decides.
 */
async function packageManagerOf(
  tree: TreeReader,
  root: Manifest | undefined,
  lockFile: string | undefined,
  hasPnpmWorkspace: boolean,
): Promise<{ manager: PackageManagerName; managerVersion: string }> {
  const declared = /^(npm|pnpm|yarn)@(?:(\d+)\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+\S*)?$)?/.exec(root?.packageManager?.trim() ?? '');
  const name =
    (declared?.[1] as PackageManagerName | undefined) ??
    (lockFile === 'pnpm-lock.yaml' || (!lockFile && hasPnpmWorkspace) ? 'pnpm' : lockFile === 'yarn.lock' ? 'yarn' : 'npm');
  const declaredMajor = declared?.[2] === undefined ? undefined : Number(declared[2]);
  switch (name) {
    case 'npm':
      return { manager: 'npm', managerVersion: '' };
    case 'pnpm':
      return {
        manager: 'pnpm',
        managerVersion: pinnedVersionOf(
          'pnpm',
          declaredMajor ?? pnpmMajorOfLockfile(lockFile === 'pnpm-lock.yaml' ? await tree.read(lockFile) : undefined),
        ),
      };
    case 'yarn': {
      const berry = lockFile === 'yarn.lock' && /^__metadata:/m.test((await tree.read('yarn.lock')) ?? '');
      return { manager: 'yarn', managerVersion: pinnedVersionOf('yarn', declaredMajor ?? (berry ? 4 : 1)) };
    }
  }
}

/** The `packages:` list of a pnpm-workspace.yaml (a block list of strings). */
export function pnpmPackages(yaml: string): string[] {
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  if (start < 0) return [];
  const globs: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const item = /^\s*-\s*(['"]?)(.+?)\1\s*(#.*)?$/.exec(line);
    if (item) globs.push(item[2]);
  }
  return globs;
}

function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/\/$/, '')
    .split('/')
    .map((part) =>
      part === '**'
        ? '.*'
        : part
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
    )
    .join('/');
  return new RegExp(`^${body.replace(/\/\.\*/g, '(/.*)?')}$`);
}

function parseJson<T>(text: string | undefined): T | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
