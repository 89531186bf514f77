import { startBot, type BotProcess } from '../bot-process.ts';
import { buildProject } from '../build/compile.ts';
import { botEnvironment } from '../env.ts';
import { errorMessage } from '../errors.ts';
import { displayPath, error, info, warn } from '../output.ts';
import { assertCommandKitInstalled, assertSourceDirExists, loadProject, type Project } from '../project.ts';
import { findShardingManager } from '../sharding.ts';
import { watchProject, type ProjectWatcher } from '../watch.ts';
import { reportBuild } from './build.ts';

/**
 * `commandkit dev`: builds the project in `root`, starts the bot (`NODE_ENV=development`, see
 * `botEnvironment`; the built sharding manager instead when the build has one) and, unless the config's `watch` is `false`, watches the sources, the
 * config and `.env`: after a change it stops the bot, reloads the config, rebuilds and starts the
 * bot again. A failed build is reported and the next change tries again; a bot that exits on its
 * own is restarted at the next change too.
 *
 * It runs until `SIGINT` (Ctrl+C) or `SIGTERM`, which stop the bot first. Without watching, it
 * ends when the bot does.
 *
 * @param root - The project root.
 * @returns The exit code: 0 when stopped by a signal, the bot's exit code when not watching.
 * @throws `CliError` when, at start-up, the config is invalid, the source directory is missing, or
 * the project does not have the `commandkit` package.
 */
export async function devCommand(root: string): Promise<number> {
  let project = await loadProject(root);
  // Problems no edit of the sources fixes end dev at once rather than waiting for changes.
  await assertSourceDirExists(project);
  await assertCommandKitInstalled(project);
  const watching = project.config.watch;
  let bot: BotProcess | undefined;
  let watcher: ProjectWatcher | undefined;
  let stopping = false;
  let finish!: (code: number) => void;
  const done = new Promise<number>((resolve) => (finish = resolve));

  const run = async (restart: boolean) => {
    const previous = bot;
    bot = undefined;
    await previous?.stop();
    try {
      if (restart) project = await loadProject(root);
      reportBuild(project, await buildProject(project));
      const { env, fromDotEnv } = await botEnvironment(project, 'development');
      // A shutdown during the build has already stopped the previous bot: start no other.
      if (stopping) return;
      const dotEnv = fromDotEnv === undefined ? '' : ` with ${fromDotEnv} variable${fromDotEnv === 1 ? '' : 's'} from .env`;
      // Looked up in this build, so adding or removing src/sharding-manager.ts counts at once.
      const manager = await findShardingManager(project);
      const what = manager ? `the sharding manager ${displayPath(root, manager)}` : 'the bot';
      info(`${restart ? 'Restarting' : 'Starting'} ${what}${dotEnv}.`);
      const current = startBot(project, env, manager);
      bot = current;
      void current.exited.then(({ code, signal }) => {
        // Stopped by a restart or a shutdown: nothing to report.
        if (bot !== current || stopping) return;
        bot = undefined;
        const how = code === null ? `on ${signal}` : `with code ${code}`;
        if (!watching) {
          finish(code ?? 1);
          return;
        }
        info(`The bot exited ${how}. Waiting for changes to restart it.`);
      });
    } catch (failure) {
      error(errorMessage(failure));
      if (!watching) finish(1);
      else info('Waiting for changes.');
    }
  };

  // Changes during a rebuild are collected and trigger one more rebuild after it.
  let running: Promise<void> | undefined;
  let again = false;
  const rebuild = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const watched = project;
        await run(true);
        if (!stopping && watcher && watchedDirectoriesChanged(watched, project)) {
          watcher.close();
          watcher = watch(project);
        }
      } while (again && !stopping);
    })().finally(() => (running = undefined));
  };

  const watch = (target: Project) =>
    watchProject(
      target,
      (paths) => {
        if (stopping) return;
        info(`${describeChanges(root, paths)} changed. Rebuilding.`);
        rebuild();
      },
      { onError: (failure) => warn(`Watching for changes failed: ${errorMessage(failure)}. Restart "commandkit dev".`) },
    );

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    watcher?.close();
    await running;
    const previous = bot;
    bot = undefined;
    await previous?.stop();
    finish(0);
  };
  const onSignal = () => void shutdown();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    running = run(false).finally(() => (running = undefined));
    await running;
    if (watching && !stopping) {
      watcher = watch(project);
      const sources = displayPath(root, project.sourceDir);
      info(`Watching ${sources === '.' ? 'the project' : `${sources}/`}, the config and .env for changes. Press Ctrl+C to stop.`);
    } else if (!watching) {
      info('Not watching for changes: watch is false in the config.');
    }
    return await done;
  } finally {
    watcher?.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function watchedDirectoriesChanged(before: Project, after: Project): boolean {
  return before.sourceDir !== after.sourceDir || before.distDir !== after.distDir;
}

function describeChanges(root: string, paths: readonly string[]): string {
  const shown = paths.slice(0, 3).map((path) => displayPath(root, path));
  const more = paths.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}
