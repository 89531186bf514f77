// Test helpers: locale directories written to temp folders, a logger that records, and a stand-in
// for the CommandKit the plugin reads its appDir and logger from.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CommandKit, CommandKitLogger, RuntimePlugin } from 'commandkit';

const created: string[] = [];

/** An app directory whose `locales/` holds `files` (path under locales/ → object or raw text). */
export function appWithLocales(files: Record<string, unknown>): string {
  const appDir = mkdtempSync(join(tmpdir(), 'commandkit-i18n-'));
  created.push(appDir);
  for (const [path, contents] of Object.entries(files)) {
    const target = join(appDir, 'locales', path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, typeof contents === 'string' ? contents : JSON.stringify(contents, null, 2));
  }
  return appDir;
}

/** Removes the directories {@link appWithLocales} created; use in afterEach. */
export function removeApps(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface RecordingLogger extends CommandKitLogger {
  messages(level: 'debug' | 'info' | 'warn' | 'error'): string[];
}

/** A logger keeping every line, by level. */
export function recordingLogger(): RecordingLogger {
  const lines: [string, string][] = [];
  const log = (level: string) => (message: string) => void lines.push([level, message]);
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    messages: (level) => lines.filter(([entry]) => entry === level).map(([, message]) => message),
  };
}

/** What the plugin uses of a CommandKit: its app directory, logger and plugins. */
export function fakeCommandKit(
  appDir: string,
  logger: CommandKitLogger = recordingLogger(),
  plugins: RuntimePlugin<object>[] = [],
): CommandKit {
  // The plugins as a CommandKitPluginRuntime shows them: what the plugin's hooks receive.
  const commandkit = { appDir, logger } as { appDir: string; logger: CommandKitLogger; plugins?: unknown };
  commandkit.plugins = { commandkit, list: plugins, getPlugin: (name: string) => plugins.find((plugin) => plugin.name === name) ?? null };
  return commandkit as unknown as CommandKit;
}

/** A localized command definition as the tests read it: options and choices nest. */
export interface Localized {
  [key: string]: unknown;
  name_localizations?: Record<string, string>;
  description_localizations?: Record<string, string>;
  options: Localized[];
  choices: Localized[];
}
