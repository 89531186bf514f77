import { access } from 'node:fs/promises';
import { startBot } from '../bot-process.ts';
import { botEnvironment } from '../env.ts';
import { CliError } from '../errors.ts';
import { displayPath, info } from '../output.ts';
import { assertCommandKitInstalled, loadProject } from '../project.ts';
import { findShardingManager } from '../sharding.ts';

/**
 * `commandkit start`: runs the bot built by `commandkit build`, with the environment of
 * `botEnvironment` (`NODE_ENV=production`): its sharding manager when the build has one
 * (`dist/sharding-manager.js`, from `src/sharding-manager.ts`), else the entry file. `SIGINT` and `SIGTERM` sent to the CLI are
 * passed on to the bot, which then logs out and exits.
 *
 * @param root - The project root.
 * @returns The exit code of the bot process: 0 when it ended on the signal this command passed on,
 * 1 when another signal killed it.
 * @throws `CliError` when the config is invalid, there is no build, or the project does not have
 * the `commandkit` package.
 */
export async function startCommand(root: string): Promise<number> {
  const project = await loadProject(root);
  const hasBuild = await access(project.entryFile).then(
    () => true,
    () => false,
  );
  if (!hasBuild) {
    throw new CliError(`No build to start: ${displayPath(root, project.entryFile)} does not exist. Run "commandkit build" first.`);
  }
  await assertCommandKitInstalled(project);

  const { env, fromDotEnv } = await botEnvironment(project, 'production');
  const manager = await findShardingManager(project);
  const what = manager ? `the sharding manager ${displayPath(root, manager)}` : `the bot from ${displayPath(root, project.distDir)}/`;
  info(`Starting ${what}${fromDotEnv === undefined ? '' : ` with ${fromDotEnv} variable${fromDotEnv === 1 ? '' : 's'} from .env`}.`);
  const bot = startBot(project, env, manager);
  let stopped = false;
  const stop = () => {
    stopped = true;
    void bot.stop();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    let { code } = await bot.exited;
    // stop() returns once the shards of a sharding manager have ended as well.
    if (stopped) ({ code } = await bot.stop());
    // The entry file exits 0 on a signal; a sharding manager may just die of it, as asked.
    if (code === null && stopped) return 0;
    return code ?? 1;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}
