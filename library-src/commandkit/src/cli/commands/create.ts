import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { projectTemplate } from '../create/templates.ts';
import { CliError, errorMessage } from '../errors.ts';
import { runProjectTemplate } from '../templates/project-templates.ts';

/**
 * `commandkit create`: with `<template> [args...]`, inside a project whose compiler plugins
 * register that template (`commandkit create locale fr ping` with `@commandkit/i18n`), runs the
 * template (see {@link runProjectTemplate}); otherwise `<dir>` creates a new project (see
 * {@link createProject}). `create-commandkit` only creates projects.
 *
 * @param cwd - The directory the CLI runs in: the project of the templates, the parent of `<dir>`.
 * @param positionals - The words after `create`.
 * @param program - How the user called the CLI, for the messages (`commandkit create`).
 * @param templates - Whether to look for templates (not under `create-commandkit`).
 * @returns The exit code: 0.
 * @throws `CliError` for a missing, occupied or unwritable directory, for more words than one
 * directory when no template has the first one's name, or when the project's config fails to
 * load; whatever a template throws.
 */
export async function createCommand(cwd: string, positionals: readonly string[], program: string, templates: boolean): Promise<number> {
  const [first, ...rest] = positionals;
  const outcome = templates && first !== undefined ? await runProjectTemplate(cwd, first, rest) : undefined;
  if (outcome?.ran) return 0;
  if (positionals.length > 1) {
    const words = `got ${positionals.length}: ${positionals.join(' ')}`;
    if (!outcome?.inProject) throw new CliError(`"${program}" takes one directory, ${words}. Quote a name with spaces.`);
    // In a project, several words are most likely a template: say which ones there are.
    const offered =
      outcome.available.length > 0
        ? outcome.available.join(', ')
        : 'none (i18n() of @commandkit/i18n adds "locale", legacy() of @commandkit/legacy adds "legacy")';
    throw new CliError(
      `No template "${first}" in this project: the plugins of its config offer ${offered}. To create a project instead, "${program} <dir>" takes one directory, ${words}; quote a name with spaces.`,
    );
  }
  return createProject(cwd, first, program);
}

/**
 * `commandkit create <dir>`: writes a new bot project into `dir`, which must not exist yet or be
 * empty (see {@link projectTemplate} for the files), and prints the next steps. It installs
 * nothing.
 *
 * @param cwd - The directory `dir` is relative to.
 * @param dir - Where to create the project; its name becomes the package name.
 * @param program - How the user called the CLI, for the messages (`commandkit create`).
 * @returns The exit code: 0.
 * @throws `CliError` when `dir` is missing, not empty, or not writable.
 */
export async function createProject(cwd: string, dir: string | undefined, program: string): Promise<number> {
  if (dir === undefined || dir.trim() === '') {
    throw new CliError(`Missing the project directory: run "${program} my-bot".`);
  }
  const target = resolve(cwd, dir);
  const existing = await readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') throw new CliError(`${target} is a file. Choose a new directory name.`);
    throw new CliError(`Cannot read ${target}: ${errorMessage(error)}.`, { cause: error });
  });
  if (existing.length > 0) {
    throw new CliError(`${target} is not empty. Choose a new directory name, or empty it first.`);
  }

  const name = packageName(basename(target));
  try {
    for (const [path, contents] of Object.entries(projectTemplate(name))) {
      const file = join(target, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, contents, { flag: 'wx' });
    }
  } catch (error) {
    throw new CliError(`Cannot write the project into ${target}: ${errorMessage(error)}.`, { cause: error });
  }

  const shown = relative(cwd, target) || '.';
  const cd = shown === '.' ? '' : `  cd ${shown.includes(' ') ? JSON.stringify(shown) : shown}\n`;
  process.stdout.write(
    `Created the bot project "${name}" in ${target}.\n\nNext steps:\n${cd}  npm install\n  cp .env.example .env    # then put your bot token in .env\n  npm run dev\n`,
  );
  return 0;
}

// npm package names: lower case, no spaces, URL-safe, not starting with . or _.
function packageName(directoryName: string): string {
  const name = directoryName
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+/, '')
    .replace(/-+$/, '');
  return name || 'my-bot';
}
