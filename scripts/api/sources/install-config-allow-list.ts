/**
 * The settings of a documented repository's own configuration files that an install honours:
 * those that shape where packages land in node_modules (hoisting, linking of workspace packages)
 * or that its lock file records, so the lock file still matches. None of them names a program, a
 * script, a path or a server. Every other setting in those files is ignored (see install-config.ts).
 */

/** How a value is checked: a boolean, a number, one of some words, or a package-name pattern. */
export type ValueRule = 'boolean' | 'number' | 'pattern' | readonly string[];

/** pnpm's, as `.npmrc` spells them. */
const pnpmLayoutKeys: Record<string, ValueRule> = {
  // Not `pnp`: TypeScript cannot resolve a Plug'n'Play install.
  'node-linker': ['isolated', 'hoisted'],
  'shamefully-hoist': 'boolean',
  hoist: 'boolean',
  'hoist-pattern': 'pattern',
  'public-hoist-pattern': 'pattern',
  'hoist-workspace-packages': 'boolean',
  'link-workspace-packages': ['true', 'false', 'deep'],
  'prefer-workspace-packages': 'boolean',
  'shared-workspace-lockfile': 'boolean',
  'dedupe-peer-dependents': 'boolean',
  'dedupe-direct-deps': 'boolean',
  'auto-install-peers': 'boolean',
  'strict-peer-dependencies': 'boolean',
  'resolve-peers-from-workspace-root': 'boolean',
  'exclude-links-from-lockfile': 'boolean',
  'inject-workspace-packages': 'boolean',
  'peers-suffix-max-length': 'number',
};

/** Keys of `.npmrc` (read by npm, pnpm and Yarn 1), as they are spelt there. */
export const npmrcKeys: Record<string, ValueRule> = {
  ...pnpmLayoutKeys,
  'install-strategy': ['hoisted', 'nested', 'shallow', 'linked'],
  'legacy-peer-deps': 'boolean',
  'strict-peer-deps': 'boolean',
  'global-style': 'boolean',
  'legacy-bundling': 'boolean',
  'prefer-dedupe': 'boolean',
};

/**
 * Top-level keys of `pnpm-workspace.yaml`: the workspace itself (its packages and catalogs, and
 * overrides and package extensions, which pnpm equally reads from package.json), and, from pnpm 10
 * on, the layout settings of `.npmrc` in camelCase. Not `pnpmfile`, `configDependencies`, `registry`,
 * store or folder paths, nor anything else pnpm 10 would read there.
 */
export const pnpmWorkspaceKeys: Record<string, ValueRule | 'data'> = {
  packages: 'data',
  catalog: 'data',
  catalogs: 'data',
  overrides: 'data',
  packageExtensions: 'data',
  ...Object.fromEntries(
    Object.entries(pnpmLayoutKeys).map(([key, rule]) => [key.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), rule]),
  ),
};

/**
 * Keys of Yarn 2+'s `.yarnrc.yml`. The linker is forced to node-modules whatever the file says;
 * `yarnPath`, `plugins`, registries, constraints and the rest are never read.
 */
export const yarnrcYmlKeys: Record<string, ValueRule> = {
  nodeLinker: ['node-modules'],
  nmHoistingLimits: ['none', 'workspaces', 'dependencies'],
  nmMode: ['classic', 'hardlinks-local', 'hardlinks-global'],
  nmSelfReferences: 'boolean',
  enableTransparentWorkspaces: 'boolean',
};

/** Whether `value` (unquoted) is one `rule` accepts. */
export function acceptsValue(rule: ValueRule, value: string): boolean {
  if (rule === 'boolean') return value === 'true' || value === 'false';
  if (rule === 'number') return /^\d+$/.test(value);
  // Package-name globs such as `*eslint*` or `@types/*`: nothing a shell or `${VAR}` expansion reads.
  if (rule === 'pattern') return /^!?[\w@*./-]+$/.test(value);
  return rule.includes(value);
}
