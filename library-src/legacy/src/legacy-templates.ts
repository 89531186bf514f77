import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { MODULE_EXTENSIONS } from './files.ts';
import type { LegacyPluginOptions } from './plugin-options.ts';
import { templateContext, type TemplateContext } from 'commandkit';

/** The name of the template: `commandkit create legacy <command|event> <name>`. */
export const LEGACY_TEMPLATE = 'legacy';

const USAGE = 'commandkit create legacy <command|event> <name>, such as commandkit create legacy command ping';

// Discord's rule for slash command names: letters (lower case where the script has cases),
// digits, - _ ' and the Devanagari and Thai scripts, 1-32 characters, no spaces. The name is the
// file's name and the command's.
const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
// An event is a folder named after the client event (`messageCreate`).
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

/**
 * The `legacy` template of `commandkit create`, in the folders the legacy plugin reads (relative
 * to the parent of the config's `appDir`, so `src/` by default):
 *
 * - `legacy command <name>` writes `<commandsPath>/<name>.ts` (`.js` in a project without
 *   `tsconfig.json`): a 0.1.x slash command exporting `data` and `run`. It never overwrites a
 *   command of that name, whatever its extension.
 * - `legacy event <name>` writes `<eventsPath>/<name>/<name>.ts` (or `.js`), a 0.1.x event
 *   function, numbering the file (`<name>-1.ts`...) when the folder already has one.
 *
 * @param options - The legacy plugin's options: `commandsPath` and `eventsPath`.
 * @param args - `command` or `event`, then the name.
 * @param project - The project root and `appDir`; the working directory and `src/app` unless given.
 * @returns The file it wrote.
 * @throws `Error` with one line naming the problem and the fix: wrong arguments, a name Discord
 * (or a folder) would not take, or a command file that already exists.
 *
 * @example
 * ```ts
 * await createLegacyFile({}, ['command', 'ping'], { root: '/bot', appDir: '/bot/src/app', info: console.log });
 * // /bot/src/commands/ping.ts
 * ```
 */
export async function createLegacyFile(options: LegacyPluginOptions, args: readonly string[], project?: TemplateContext): Promise<string> {
  const { root, appDir, info } = templateContext(project);
  const [kind, name] = args;
  if (args.length !== 2 || (kind !== 'command' && kind !== 'event')) {
    throw new Error(
      `The legacy template takes command or event, then a name, got ${args.length === 0 ? 'nothing' : `"${args.join(' ')}"`}: run ${USAGE}.`,
    );
  }
  // The folders are relative to the parent of appDir, as the plugin resolves them at run time.
  const base = dirname(appDir);
  const extension = existsSync(join(root, 'tsconfig.json')) ? '.ts' : '.js';
  if (kind === 'command') {
    if (!COMMAND_NAME.test(name!) || name !== name!.toLowerCase()) {
      throw new Error(
        `"${name}" cannot be a slash command's name: use 1-32 lower case letters, digits, - _ or ', without spaces, such as "ping".`,
      );
    }
    const folder = resolve(base, options.commandsPath ?? 'commands');
    const taken = MODULE_EXTENSIONS.map((candidate) => join(folder, `${name}${candidate}`)).find((file) => existsSync(file));
    if (taken) throw new Error(`${shown(root, taken)} already exists: edit it, or pick another name.`);
    const file = join(folder, `${name}${extension}`);
    await write(file, extension === '.ts' ? commandTs(name!) : commandJs(name!));
    info(`Created ${shown(root, file)}: a 0.1.x slash command; change its data and run.`);
    return file;
  }
  if (!EVENT_NAME.test(name!)) {
    throw new Error(
      `"${name}" cannot be an event folder: use the client event's name, such as "messageCreate" (letters, digits, _ and -).`,
    );
  }
  const folder = resolve(base, options.eventsPath ?? 'events', name!);
  const file = await freeFile(folder, name!, extension);
  await write(file, eventSource(name!));
  info(`Created ${shown(root, file)}: a 0.1.x handler of the ${name} event.`);
  return file;
}

function commandTs(name: string): string {
  return `import type { CommandData, SlashCommandProps } from '@commandkit/legacy';

export const data: CommandData = {
  name: ${quoted(name)},
  description: ${quoted(`${name} command`)},
};

export async function run({ interaction }: SlashCommandProps) {
  await interaction.reply(${quoted(`Hello from ${name} command!`)});
}
`;
}

// JavaScript without type annotations (1.0's template had one, which made the file invalid); the
// JSDoc types keep editors' completion.
function commandJs(name: string): string {
  return `/** @type {import('@commandkit/legacy').CommandData} */
export const data = {
  name: ${quoted(name)},
  description: ${quoted(`${name} command`)},
};

/** @param {import('@commandkit/legacy').SlashCommandProps} props */
export async function run({ interaction }) {
  await interaction.reply(${quoted(`Hello from ${name} command!`)});
}
`;
}

// 0.1.x event functions get the event's arguments, then the client and the CommandKit: the
// template leaves the parameters to the user, who knows the event.
function eventSource(name: string): string {
  return `export default function ${handlerName(name)}() {
  console.log(${quoted(`${name} event fired!`)});
}
`;
}

/** A single-quoted string literal of `value` (a command name may hold an apostrophe). */
function quoted(value: string): string {
  return `'${value.replace(/[\\']/g, '\\$&')}'`;
}

/** `messageCreate` → `onMessageCreate`, `guild-create` → `onGuildCreate`. */
function handlerName(event: string): string {
  const words = event.split(/[-_]+/).filter(Boolean);
  return `on${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}`;
}

/** `<folder>/<name><extension>`, or `<name>-1`, `<name>-2`... when a module of that name exists. */
async function freeFile(folder: string, name: string, extension: string): Promise<string> {
  for (let index = 0; ; index++) {
    const base = join(folder, index === 0 ? name : `${name}-${index}`);
    const taken = await Promise.all(
      MODULE_EXTENSIONS.map((candidate) =>
        stat(`${base}${candidate}`).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (!taken.includes(true)) return `${base}${extension}`;
  }
}

async function write(file: string, contents: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, contents, { flag: 'wx' });
}

/** A path relative to the project root with `/` separators when it is inside it, else absolute. */
function shown(root: string, path: string): string {
  const inside = relative(root, path);
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? path : inside.split(sep).join('/');
}
