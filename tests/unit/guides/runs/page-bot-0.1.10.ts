// Builds and starts a 0.1.10 guide page's project on the fake Discord as its reader would, with the
// scripts of its package.json (`npm run build`, then `npm start`): the published 0.1.10 package's
// `commandkit build` and `commandkit start`, or plain `node` for a CommonJS project. The bot's code
// is the page's: only what the reader fills in is filled in, the token in `.env` and the ids the
// samples leave as `YOUR_TEST_SERVER_ID` / `YOUR_USER_ID`.
import fs from 'node:fs';
import path from 'node:path';
import {
  runCli,
  spawnCli,
  tempDir,
  writeFiles,
  type CliOptions,
} from '../../../../library-src/commandkit/tests/cli/support/cli-harness.ts';
import { createGuideDiscord, PRELOAD, stopPageBot, WORKSPACE_MODULES, type PageBot } from './page-bot';

/** The published release, installed by the site as `commandkit-0.1.10` (package.json). */
const RELEASE_PACKAGE = path.join(WORKSPACE_MODULES, 'commandkit-0.1.10');
const RELEASE_CLI = path.join(RELEASE_PACKAGE, 'bin', 'index.mjs');

/** Whether the project's sources include a CommonJS file (`require()`, `module.exports`). */
export function isCommonJsProject(files: Record<string, string>): boolean {
  return Object.entries(files).some(
    ([file, code]) => /^src\/.*\.c?js$/.test(file) && /\bmodule\.exports\b|\bexports\.\w+\s*=|\brequire\(/.test(code),
  );
}

/** `.env` with `variables` set over the page's own lines: the 0.1.10 CLI lets `.env` win over the shell. */
function withVariables(env: string | undefined, variables: Record<string, string>): string {
  const kept = (env ?? '').split('\n').filter((line) => {
    const name = /^\s*([\w.]+)\s*=/.exec(line)?.[1];
    return line.trim() !== '' && !(name && name in variables);
  });
  return [...kept, ...Object.entries(variables).map(([name, value]) => `${name}=${value}`), ''].join('\n');
}

/** Whether the project has a command file, whose registration then tells that the bot has loaded everything. */
function hasCommands(files: Record<string, string>): boolean {
  return Object.keys(files).some((file) => /^src\/commands\//.test(file));
}

/**
 * How to run an npm script of the project: `commandkit <command>` on the 0.1.10 package's CLI,
 * `node <args>` on this Node.js. Other scripts are not something the guides show.
 */
function scriptRun(root: string, name: string, script: string): { args: string[]; options: CliOptions } {
  const [program, ...words] = script.trim().split(/\s+/);
  if (program === 'commandkit') return { args: words, options: { cwd: root, script: RELEASE_CLI } };
  const entry = words.findIndex((word) => !word.startsWith('-'));
  if (program === 'node' && entry >= 0) {
    return { args: words.slice(entry + 1), options: { cwd: root, script: words[entry], nodeArgs: words.slice(0, entry) } };
  }
  throw new Error(`The project's "${name}" script is neither \`commandkit ...\` nor \`node ...\`: ${script}`);
}

export async function startReleasePageBot(files: Record<string, string>): Promise<PageBot> {
  // Logging in to Discord takes at least a second; 0.1.10 registers commands only if it loaded them by then.
  const fake = await createGuideDiscord({ helloDelayMs: 1_000 });
  const { guild } = fake.scene();
  // The member whose commands the steps run (the guild's first human): the reader, in their own server.
  const reader = guild.members.find((candidate) => candidate.user && !candidate.user.bot)!.user!;
  const root = tempDir();
  const filled = Object.fromEntries(
    Object.entries(files).map(([file, code]) => [
      file,
      code.replaceAll('YOUR_TEST_SERVER_ID', guild.id).replaceAll('YOUR_USER_ID', reader.id),
    ]),
  );
  filled['.env'] = withVariables(filled['.env'], { DISCORD_TOKEN: fake.token });
  writeFiles(root, filled);
  // The reader's `npm install commandkit@0.1.10 discord.js`.
  fs.mkdirSync(path.join(root, 'node_modules'));
  fs.symlinkSync(RELEASE_PACKAGE, path.join(root, 'node_modules', 'commandkit'), 'dir');
  fs.symlinkSync(path.join(WORKSPACE_MODULES, 'discord.js'), path.join(root, 'node_modules', 'discord.js'), 'dir');

  const scripts: Record<string, string> = JSON.parse(filled['package.json'] ?? '{}').scripts ?? {};
  if (!scripts.start) {
    await fake.close();
    throw new Error('The project\'s package.json has no "start" script.');
  }
  if (scripts.build) {
    const { args, options } = scriptRun(root, 'build', scripts.build);
    const build = await runCli(args, options);
    // 0.1.10's build prints its failure and still exits with 0.
    if (build.code !== 0 || /Build failed/.test(build.stdout + build.stderr)) {
      await fake.close();
      throw new Error(`npm run build (${scripts.build}) exited with ${build.code}:\n${build.stdout}${build.stderr}`);
    }
  }
  const { args, options } = scriptRun(root, 'start', scripts.start);
  const cli = spawnCli(args, {
    ...options,
    // `commandkit start` leaves its bot running when it is stopped: the test stops the group.
    detached: true,
    env: { GUIDE_RUN_DISCORD_API: fake.restUrl, NODE_OPTIONS: `--require ${PRELOAD}` },
  });
  const stop = () => stopPageBot(cli, fake);
  // 0.1.10 prints nothing of its own when it is ready. It loads events, then validations, then
  // commands, and registers the commands once the client is ready: a bot with commands has started
  // when it sends the first registration. One without commands, when it asks for the gateway; its
  // page's run then begins with `start => log "…"`, the line its ready handler prints.
  const registration = (request: { method: string; path: string }) => request.method !== 'GET' && /\/commands(?:\/|$)/.test(request.path);
  const loggingIn = (request: { path: string }) => /\/gateway\/bot$/.test(request.path);
  const started = Promise.race([
    fake.waitForRequest(hasCommands(files) ? registration : loggingIn, 60_000),
    cli.exited.then((code) => {
      throw new Error(`npm start (${scripts.start}) exited with ${code} before the bot started.`);
    }),
  ]);
  try {
    await started;
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- the bot's output ---\n${cli.stdout()}${cli.stderr()}`, { cause: error });
  }
  return { fake, cli, stop, reactionMs: 500 };
}
