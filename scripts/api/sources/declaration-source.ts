import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isWithin } from './folder-containment';
import { parseJsonc } from './jsonc';

/** The source extensions a declaration file is emitted from, the one TypeScript pairs with it first. */
const sourceExtensions: Record<string, string[]> = {
  '.d.ts': ['.ts', '.tsx', '.mts', '.cts'],
  '.d.mts': ['.mts', '.ts', '.tsx'],
  '.d.cts': ['.cts', '.ts', '.tsx'],
};

/** Build folders of the common layouts, each mirroring `src/`, when no tsconfig says otherwise. */
const conventionalBuildFolders = ['dist', 'lib', 'build', 'out'];

/** Sub-folders of a build that dual or split builds add (`dist/types/`, `dist/esm/`), not found in `src/`. */
const buildFlavourFolders = ['types', 'typings', 'dts', 'esm', 'cjs', 'mjs', 'es'];

/**
 * The source file a package's declaration file is built from, when the package has it. `exports`
 * and `types` name the build (`dist/index.d.ts`), which a repository does not commit, while pages
 * are made from the TSDoc of the source. A tsconfig of the package that writes declarations into
 * the file's folder says where the build comes from: its `rootDir`, else what its `include` names,
 * mirrored into `declarationDir` or `outDir`. Only when none does are the common layouts tried
 * (`dist/`, `lib/`, `build/`, `out/` built from `src/`). Undefined when no source file exists, as
 * for hand-written declarations, or a published package's: the declaration file is documented.
 */
export function sourceOfDeclaration(packageDir: string, declaration: string): string | undefined {
  const extension = /\.d\.[mc]?ts$/.exec(declaration)?.[0];
  if (!extension) return undefined;
  const stem = declaration.slice(0, -extension.length);
  const layout = buildLayouts(packageDir).find((candidate) => isWithin(candidate.outDir, stem));
  const stems = layout ? [path.join(layout.rootDir, path.relative(layout.outDir, stem))] : conventionalStems(packageDir, stem);
  for (const source of stems.flatMap((each) => sourceExtensions[extension].map((ext) => `${each}${ext}`))) {
    if (isFile(source)) return source;
  }
  return undefined;
}

function conventionalStems(packageDir: string, stem: string): string[] {
  const [folder, ...rest] = path.relative(packageDir, stem).split(path.sep);
  if (!conventionalBuildFolders.includes(folder) || rest.length === 0) return [];
  const stems = [path.join(packageDir, 'src', ...rest)];
  if (rest.length > 1 && buildFlavourFolders.includes(rest[0])) stems.push(path.join(packageDir, 'src', ...rest.slice(1)));
  return stems;
}

/** Where one of a package's tsconfigs writes declarations, and the source folder they mirror. */
interface BuildLayout {
  outDir: string;
  rootDir: string;
}

/** The build layouts of a package's tsconfigs: `tsconfig.json` first, then `tsconfig.*.json` (tsconfig.build.json ...). */
function buildLayouts(packageDir: string): BuildLayout[] {
  const names = readdirSync(packageDir)
    .filter((name) => /^tsconfig\..+\.json$/.test(name))
    .sort();
  return ['tsconfig.json', ...names].flatMap((name) => {
    const file = path.join(packageDir, name);
    if (!isFile(file)) return [];
    const settings = readSettings(file, packageDir, new Set());
    const outDir = settings.declarationDir ?? settings.outDir;
    if (!outDir) return [];
    // As TypeScript 5.9 does: without `rootDir`, a composite project's is its own folder, any other
    // project's the folder its input files share, taken here from what `files` and `include` name.
    const rootDir = settings.rootDir ?? (settings.composite ? packageDir : sharedFolder(inputFolders(settings, packageDir), packageDir));
    return [{ outDir, rootDir }];
  });
}

/** The settings of a tsconfig that place its output, `extends` followed; paths are absolute. */
interface OutputSettings {
  outDir?: string;
  declarationDir?: string;
  rootDir?: string;
  composite?: boolean;
  include?: string[];
  files?: string[];
}

/**
 * A tsconfig's output settings over those it extends (in order, later ones winning). A path is
 * relative to the file that sets it, `${configDir}` being the folder of the tsconfig read first.
 */
function readSettings(file: string, configDir: string, seen: Set<string>): OutputSettings {
  if (seen.has(file)) return {};
  seen.add(file);
  const raw = parseJsonc(readText(file));
  if (!isRecord(raw)) return {};
  const dir = path.dirname(file);
  const absolute = (value: unknown) =>
    typeof value === 'string' ? path.resolve(dir, value.replaceAll('${configDir}', configDir)) : undefined;
  let settings: OutputSettings = {};
  for (const target of [raw.extends].flat()) {
    const base = typeof target === 'string' ? extendedFile(target, dir) : undefined;
    if (base) settings = { ...settings, ...readSettings(base, configDir, seen) };
  }
  const options = isRecord(raw.compilerOptions) ? raw.compilerOptions : {};
  for (const key of ['outDir', 'declarationDir', 'rootDir'] as const) {
    if (key in options) settings[key] = absolute(options[key]);
  }
  if (typeof options.composite === 'boolean') settings.composite = options.composite;
  for (const key of ['include', 'files'] as const) {
    const list = raw[key];
    if (Array.isArray(list)) settings[key] = list.flatMap((entry) => absolute(entry) ?? []);
  }
  return settings;
}

/** The file an `extends` names: a path, or a package's tsconfig found in node_modules. */
function extendedFile(target: string, dir: string): string | undefined {
  if (target.startsWith('.') || path.isAbsolute(target)) {
    const file = path.resolve(dir, target);
    return [file, `${file}.json`].find(isFile);
  }
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', target);
    const found = [candidate, `${candidate}.json`, path.join(candidate, 'tsconfig.json')].find(isFile);
    if (found || folder === path.dirname(folder)) return found;
  }
}

/** The folders a tsconfig's inputs lie in: each `files` entry's folder, each `include` pattern's part before a wildcard. */
function inputFolders(settings: OutputSettings, configDir: string): string[] {
  const files = (settings.files ?? []).map((file) => path.dirname(file));
  const include = (settings.include ?? (settings.files ? [] : [configDir])).map((pattern) => {
    const parts = pattern.split(path.sep);
    const wildcard = parts.findIndex((part) => /[*?]/.test(part));
    const literal = wildcard === -1 ? pattern : parts.slice(0, wildcard).join(path.sep) || path.sep;
    return /\.[cm]?tsx?$/.test(literal) ? path.dirname(literal) : literal;
  });
  return [...files, ...include];
}

function sharedFolder(folders: string[], configDir: string): string {
  if (folders.length === 0) return configDir;
  return folders.reduce((shared, folder) => {
    while (!isWithin(shared, folder)) shared = path.dirname(shared);
    return shared;
  });
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
