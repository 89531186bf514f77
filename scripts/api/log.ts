import { oneLine } from './message-text';

/** Progress lines on long work: which version, which phase, and how long it took. */
export interface Logger {
  phase<T>(version: string, phase: string, work: () => Promise<T>): Promise<T>;
  info(version: string, message: string): void;
}

/**
 * Every line goes through `oneLine`: info lines carry tools' messages (TypeDoc's warnings) and
 * names from the manifest, which must not print a second line or flood the terminal.
 */
export function createLogger(print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const write = (line: string) => print(oneLine(line));
  return {
    async phase(version, phase, work) {
      const started = performance.now();
      const result = await work();
      write(`[api] ${version}: ${phase} (${formatMs(performance.now() - started)})`);
      return result;
    },
    info(version, message) {
      write(`[api] ${version}: ${message}`);
    },
  };
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** A logger for tests and quiet runs. */
export const silentLogger: Logger = {
  phase: (_version, _phase, work) => work(),
  info: () => undefined,
};
