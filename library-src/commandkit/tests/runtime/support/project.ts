import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { libraryRoot, tempProject, workspaceModules } from '../../helpers/temp-project.ts';

/**
 * The library's source entry, for fixture files to import as `commandkit`: Jest resolves it to
 * the very module instance the tests use (a bot imports the package name instead).
 */
export const commandkitEntry = join(libraryRoot, 'src', 'index.ts');

/** The test support module for Discord doubles, importable from fixture files. */
export const discordSupport = join(libraryRoot, 'tests', 'runtime', 'support', 'discord.ts');

/** `import { ... } from 'commandkit'` for a fixture file. */
export function importCommandKit(names: string): string {
  return `import { ${names} } from ${JSON.stringify(commandkitEntry)};`;
}

/**
 * Writes a bot project whose app directory holds `files` (paths relative to the app directory)
 * and returns the app directory.
 */
export function appProject(files: Record<string, string>): string {
  return join(
    botProject(Object.fromEntries(Object.entries(files).map(([path, contents]) => [join('src', 'app', path), contents]))),
    'src',
    'app',
  );
}

/**
 * Writes a bot project (paths relative to its root) and returns the root. Its node_modules links
 * to the repository's, so fixture files can import discord.js as a bot's files do.
 */
export function botProject(files: Record<string, string>): string {
  const root = tempProject(files);
  symlinkSync(workspaceModules, join(root, 'node_modules'), 'dir');
  return root;
}

/** A command file exporting a slash and message handler that record their runs in `globalThis.calls`. */
export function commandFile(name: string, extra = ''): string {
  return [
    `export const command = { name: ${JSON.stringify(name)}, description: 'The ${name} command' };`,
    `export const chatInput = (ctx: any) => { (globalThis as any).calls?.push('${name}'); };`,
    `export const message = (ctx: any) => { (globalThis as any).calls?.push('${name}'); };`,
    extra,
  ].join('\n');
}
