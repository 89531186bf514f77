import type { CommandKitLogger } from '../../src/logger/types.ts';
import type { CommandKit } from '../../src/runtime/commandkit.ts';

// Doubles for the events tests: they exercise the events modules on their own, without a bot.

export interface RecordingLogger extends CommandKitLogger {
  readonly lines: [level: string, message: string, ...details: unknown[]][];
  messages(level: string): string[];
  /** Resolves with the next line logged at `level` (already logged lines do not count). */
  next(level: string): Promise<[message: string, ...details: unknown[]]>;
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  const waiting: { level: string; resolve: (line: [string, ...unknown[]]) => void }[] = [];
  const log =
    (level: string) =>
    (message: string, ...details: unknown[]) => {
      lines.push([level, message, ...details]);
      const index = waiting.findIndex((entry) => entry.level === level);
      if (index !== -1) waiting.splice(index, 1)[0].resolve([message, ...details]);
    };
  return {
    lines,
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    messages: (level) => lines.filter(([entry]) => entry === level).map(([, message]) => message),
    next: (level) => new Promise((resolve) => waiting.push({ level, resolve })),
  };
}

/** Stands in for the bot: the runner and the channel only pass it on, and read its client. */
export function fakeCommandKit(): CommandKit {
  return { client: { fake: 'client' } } as unknown as CommandKit;
}
