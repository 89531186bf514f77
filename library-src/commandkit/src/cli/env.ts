import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { CliError, errorMessage } from './errors.ts';
import type { Project } from './project.ts';

/** Which command runs the bot: `commandkit dev` or `commandkit start`. */
export type BotMode = 'development' | 'production';

/** The environment a bot process gets, and where it came from. */
export interface BotEnvironment {
  /** The variables to start the bot process with. */
  readonly env: NodeJS.ProcessEnv;
  /** How many variables the project's `.env` file defined; `undefined` when it has none. */
  readonly fromDotEnv: number | undefined;
}

/**
 * Works out the environment of the bot process that `commandkit dev` and `commandkit start`
 * launch. From the weakest to the strongest: the config's `env`, then the `.env` file of the
 * project root, then the variables already set in the shell, as with Node's `--env-file`. So a
 * `.env` value overrides the config, and `DISCORD_TOKEN=... commandkit start` overrides both.
 * `NODE_ENV` is `development` under `dev` and `production` under `start` unless one of these sets it.
 * `COMMANDKIT_MODE` always says which command runs the bot (`development` or `production`), so
 * code such as the devtools plugin can tell `commandkit dev` from `commandkit start` whatever
 * `NODE_ENV` says. The variables reach a sharding manager and, through it, every shard.
 *
 * @param project - The project.
 * @param mode - Which command runs the bot.
 * @returns The environment, and how many variables `.env` defined.
 * @throws `CliError` when `.env` exists but cannot be read.
 */
export async function botEnvironment(project: Project, mode: BotMode): Promise<BotEnvironment> {
  const file = join(project.root, '.env');
  let dotEnv: NodeJS.Dict<string> | undefined;
  try {
    dotEnv = parseEnv(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new CliError(`Cannot read ${file}: ${errorMessage(error)}. Check its permissions, or delete it.`, { cause: error });
    }
  }
  const env: NodeJS.ProcessEnv = { NODE_ENV: mode, ...project.config.env, ...dotEnv, ...process.env, COMMANDKIT_MODE: mode };
  return { env, fromDotEnv: dotEnv && Object.keys(dotEnv).length };
}
