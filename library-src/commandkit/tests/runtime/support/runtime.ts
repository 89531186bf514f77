import { CommandKit, setLogger, type CommandKitOptions, type CommandKitLogger } from '../../../src/index.ts';
import { removeTempProjects } from '../../helpers/temp-project.ts';
import { createTestClient, makeReady, type TestClient } from './discord.ts';
import { appProject } from './project.ts';

export interface RecordingLogger extends CommandKitLogger {
  readonly lines: [level: string, message: string, ...details: unknown[]][];
  messages(level: string): string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  const log =
    (level: string) =>
    (message: string, ...details: unknown[]) => {
      lines.push([level, message, ...details]);
    };
  return {
    lines,
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    messages: (level) => lines.filter(([entry]) => entry === level).map(([, message]) => message),
  };
}

export interface Harness extends TestClient {
  readonly commandkit: CommandKit;
  readonly logger: RecordingLogger;
  readonly appDir: string;
}

let active: CommandKit | undefined;

/** Writes an app directory, creates a ready client and a loaded CommandKit for it. */
export async function harness(files: Record<string, string>, options: Partial<CommandKitOptions> = {}): Promise<Harness> {
  const logger = recordingLogger();
  setLogger(logger);
  const test = createTestClient();
  makeReady(test.client);
  const appDir = appProject(files);
  const commandkit = new CommandKit({ client: test.client, appDir, ...options });
  active = commandkit;
  await commandkit.load();
  return { ...test, commandkit, logger, appDir };
}

/** Destroys the harness's CommandKit and removes temp projects; use in afterEach. */
export async function cleanUp(): Promise<void> {
  await active?.destroy();
  active = undefined;
  removeTempProjects();
}

/** The calls fixture files record in `globalThis.calls`. */
export function resetCalls(): unknown[] {
  const calls: unknown[] = [];
  (globalThis as { calls?: unknown[] }).calls = calls;
  return calls;
}
