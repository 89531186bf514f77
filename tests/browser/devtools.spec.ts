// The devtools web UI in Chromium, against real bots: the devtools bot of the library's tests
// (library-src/devtools/tests/e2e/devtools-bot.ts) built and run by `commandkit dev` on the fake
// Discord, once open (development on loopback) and once with a login. What a developer sees: the
// bot's real commands, events and flags, a command run appearing live, and the login's refusals,
// including a form on another site, which must not use up the failed-login allowance.
//
// With UPDATE_SCREENSHOTS=1 it also rewrites the guide's screenshot
// (static/img/guides/devtools-commands.png); otherwise the screenshot goes to the test output.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  chatInputInteraction,
  createFakeDiscord,
  member,
  user,
  type FakeDiscord,
} from '../../library-src/commandkit/tests/support/fake-discord/index.ts';
import { removeTempDirs, spawnCli, tempProject, type CliProcess } from '../../library-src/commandkit/tests/cli/support/cli-harness.ts';
import { DEV_GUILD_ID, MAIN_GUILD_ID } from '../../library-src/commandkit/tests/e2e/support/fixture-bot.ts';
import { DEVTOOLS_BOT_READY, DEVTOOLS_LISTENING, devtoolsBot } from '../../library-src/devtools/tests/e2e/devtools-bot.ts';

// One bot pair for the whole file: its tests share them, in order, in one worker.
test.describe.configure({ mode: 'serial' });

const SCREENSHOT = join(__dirname, '..', '..', 'static', 'img', 'guides', 'devtools-commands.png');
const CALLBACK = 'POST /interactions/:interaction/:token/callback';

interface RunningBot {
  readonly fake: FakeDiscord;
  readonly cli: CliProcess;
  readonly url: string;
}

async function startBot(devtoolsOptions: string): Promise<RunningBot> {
  const fake = await createFakeDiscord({
    guilds: [
      { id: MAIN_GUILD_ID, name: 'Main Guild', members: [member(user({ username: 'alice' }))] },
      { id: DEV_GUILD_ID, name: 'Dev Guild', members: [member(user({ username: 'dev' }))] },
    ],
  });
  const root = tempProject(devtoolsBot({ devtoolsOptions }), { devtools: true });
  const cli = spawnCli(['dev'], { cwd: root, env: { DISCORD_TOKEN: fake.token, FAKE_DISCORD_REST: fake.restUrl } });
  const url = (await cli.waitFor(DEVTOOLS_LISTENING, { timeoutMs: 60_000 }))[1]!;
  await cli.waitFor(DEVTOOLS_BOT_READY);
  return { fake, cli, url };
}

async function stopBot(bot: RunningBot | undefined): Promise<void> {
  if (!bot) return;
  if (bot.cli.child.exitCode === null) {
    bot.cli.child.kill('SIGTERM');
    await bot.cli.exited;
  }
  await bot.fake.close();
}

/** Runs /<name> in the main guild as alice, as Discord would, and waits for the bot's answer. */
async function runCommand(bot: RunningBot, name: string): Promise<void> {
  const commandId = bot.fake.commands().find((command) => command.name === name)?.id;
  if (!commandId) throw new Error(`/${name} is not registered`);
  const interaction = chatInputInteraction(bot.fake.scene({ guildId: MAIN_GUILD_ID }), { name, commandId });
  bot.fake.dispatch('INTERACTION_CREATE', interaction);
  await bot.fake.waitForRequest((request) => request.route === CALLBACK && request.path.startsWith(`/interactions/${interaction.id}/`));
}

let open: RunningBot | undefined;
let guarded: RunningBot | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The UI the bots serve is built from library-src/devtools/ui, as the package build does.
  const build = spawnSync('npx', ['tsx', 'library-src/devtools/scripts/build-ui.ts'], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Building the devtools UI failed:\n${build.stdout}${build.stderr}`);
  [open, guarded] = await Promise.all([
    startBot('{ port: 4460 }'),
    startBot("{ port: 4480, credentials: { username: 'ops', password: 'correct horse battery' }, maxFailedLogins: 3 }"),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stopBot(open), stopBot(guarded)]);
  removeTempDirs();
});

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${open!.url}/${path}`);
}

test('the overview shows the bot, its guilds and latency', async ({ page }) => {
  await visit(page, '#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('FakeBot#0001').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Main Guild' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Dev Guild' })).toBeVisible();
});

test("the commands page shows the bot's commands by category, with middleware and registration", async ({ page }) => {
  await visit(page, '#/commands');
  await expect(page.getByRole('heading', { level: 1, name: 'Commands' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^admin/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^fun/ })).toBeVisible();
  const reload = page.getByRole('link', { name: /reload/ });
  await expect(reload).toContainText('dev only');
  await page.getByRole('link', { name: /greet/ }).click();
  const details = page.locator('.split-detail');
  await expect(details).toContainText('Says hello');
  await expect(details).toContainText('dist/app/commands/+global-middleware.js');
  await expect(details).toContainText('dist/app/commands/(fun)/+middleware.js');
  await expect(details).toContainText(/registered/i);

  await page.getByLabel('Filter commands').fill('cra');
  await expect(page.getByRole('link', { name: /crash/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /greet/ })).toHaveCount(0);
  await page.getByLabel('Filter commands').fill('');

  await page.setViewportSize({ width: 1280, height: 760 });
  await page.emulateMedia({ colorScheme: 'light' });
  const shot = await page.screenshot();
  await test.info().attach('devtools-commands', { body: shot, contentType: 'image/png' });
  if (process.env.UPDATE_SCREENSHOTS === '1') await page.screenshot({ path: SCREENSHOT });
});

test('the events, plugins and feature flags pages show what the bot loaded', async ({ page }) => {
  await visit(page, '#/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText('clientReady').first()).toBeVisible();
  await expect(page.getByText('dist/app/events/clientReady/ready.js')).toBeVisible();

  await visit(page, '#/plugins');
  await expect(page.getByRole('heading', { level: 1, name: 'Plugins' })).toBeVisible();
  await expect(page.getByText('DevtoolsPlugin').first()).toBeVisible();

  await visit(page, '#/flags');
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible();
  await expect(page.getByText('beta-greeting')).toBeVisible();
  await expect(page.getByText('Greets with the new wording')).toBeVisible();
});

test('a command run on Discord appears live on the runs page, a failure with its error', async ({ page }) => {
  await visit(page, '#/runs');
  await expect(page.getByRole('heading', { level: 1, name: 'Runs' })).toBeVisible();
  const rows = page.locator('tbody tr.run-row');
  const before = await rows.count();

  await runCommand(open!, 'greet');
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.first()).toContainText('greet');
  await expect(rows.first()).toContainText(/succeeded/i);

  await runCommand(open!, 'crash');
  await expect(rows).toHaveCount(before + 2);
  await expect(rows.first()).toContainText('crash');
  await expect(rows.first()).toContainText(/failed/i);
  await rows.first().getByRole('button', { name: 'Show error' }).click();
  await expect(page.locator('.run-error').first()).toContainText('TypeError: the database is unreachable');
  await expect(page.locator('.run-error pre').first()).toContainText('crash');
});

test.describe('with a login', () => {
  // First, so that the tests after it show the allowance (maxFailedLogins: 3) is untouched.
  test('a form on another site posting to the login is refused, and does not count as a failed login', async ({ page }) => {
    const target = `${guarded!.url}/api/login`;
    const site = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>Another site</title><form method="post" action="${target}">` +
          '<input name="username" value="ops"><input name="password" value="a guess"><button>Send</button></form>',
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      // localhost is another site than the 127.0.0.1 devtools is opened at.
      const otherSite = `http://localhost:${(site.address() as AddressInfo).port}/`;
      for (let attempt = 1; attempt <= 4; attempt++) {
        await page.goto(otherSite);
        const [answer] = await Promise.all([page.waitForResponse(target), page.getByRole('button', { name: 'Send' }).click()]);
        expect(answer.status()).toBe(403);
      }
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });

  test('asks for it, and shows the pages after a correct one', async ({ page }) => {
    await page.goto(`${guarded!.url}/#/commands`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Username').fill('ops');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Commands' })).toBeVisible();
    await expect(page.getByRole('link', { name: /greet/ })).toBeVisible();
  });

  test('refuses a wrong password, then rate-limits repeated failures', async ({ page }) => {
    await page.goto(guarded!.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await page.getByLabel('Username').fill('ops');
      await page.getByLabel('Password').fill(`guess number ${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(alert).toHaveText('Wrong username or password.');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    }
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toHaveText(/^Too many failed logins\. Try again in \d+ seconds\.$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
