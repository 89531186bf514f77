// The devtools HTTP server on a real port, with fixed data: the login, its rate limit and
// sessions, the Host and Origin checks, the JSON API, the live stream and the UI files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveOptions } from '../src/options.ts';
import { createApp, type AppOptions, type DevtoolsAuth } from '../src/server/app.ts';
import { RunLog } from '../src/server/run-log.ts';
import { SessionStore } from '../src/server/sessions.ts';
import { StreamHub } from '../src/server/stream.ts';
import type { BotInfo, CommandRun } from '../src/protocol.ts';
import { openEventStream, waitForEnd } from './support/event-stream.ts';

const BOT: BotInfo = {
  user: { id: '1', username: 'FakeBot', tag: 'FakeBot#0001', avatarUrl: 'https://cdn.discordapp.com/embed/avatars/0.png' },
  ready: true,
  latencyMs: 42,
  uptimeMs: 1000,
  mode: 'development',
  guildCount: 0,
  guilds: [],
  shards: [{ id: 0, latencyMs: 42, guildCount: 0 }],
  versions: { commandkit: '1.0.0', discordjs: '14', node: process.versions.node },
};

const RECORD: Omit<CommandRun, 'id'> = {
  command: 'ping',
  kind: 'chatInput',
  user: { id: '2', username: 'alice' },
  guildId: '3',
  shardId: 0,
  startedAt: new Date(0).toISOString(),
  durationMs: 1.5,
  status: 'succeeded',
  error: null,
};

const servers: Server[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Started {
  readonly base: string;
  readonly runs: RunLog;
  readonly stream: StreamHub;
  readonly clock: { now: number };
}

interface StartOptions {
  readonly auth?: Partial<DevtoolsAuth> | false;
  readonly loopbackOnly?: boolean;
  readonly uiDir?: string;
  readonly bot?: () => Promise<BotInfo>;
}

async function start(options: StartOptions = {}): Promise<Started> {
  const clock = { now: Date.now() };
  const runs = new RunLog();
  const stream = new StreamHub();
  const auth: DevtoolsAuth | undefined =
    options.auth === false
      ? undefined
      : {
          credentials: { username: 'admin', password: 'correct horse' },
          sessions: new SessionStore(60_000, () => clock.now),
          maxFailedLogins: 3,
          loginWindow: 60_000,
          ...options.auth,
        };
  const app = createApp({
    data: {
      bot: options.bot ?? (async () => BOT),
      commands: () => ({ commands: [], registeredAt: null }),
      events: () => [{ event: 'clientReady', handlers: [{ file: 'src/app/events/clientReady/log.ts' }], emitted: 1 }],
      plugins: () => [{ name: 'DevtoolsPlugin', type: 'runtime', hooks: ['activate'] }],
      flags: () => [{ key: 'beta', description: null, hasIdentify: false }],
      runs: () => runs.recent(),
    },
    stream,
    uiDir: options.uiDir ?? join(tmpdir(), 'no-such-devtools-ui'),
    auth,
    loopbackOnly: options.loopbackOnly ?? true,
  } satisfies AppOptions);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, runs, stream, clock };
}

function login(base: string, username: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });
}

/** A GET with a chosen Host header, which fetch() does not let a caller set. */
function getWithHost(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0]!;
}

describe('the devtools server without a login (development on loopback)', () => {
  it('says no login is needed and serves the API', async () => {
    const { base } = await start({ auth: false });
    expect(await (await fetch(`${base}/api/session`)).json()).toEqual({
      authRequired: false,
      authenticated: true,
      username: null,
      expiresAt: null,
    });
    expect(await (await fetch(`${base}/api/bot`)).json()).toEqual(BOT);
    expect(await (await fetch(`${base}/api/flags`)).json()).toEqual([{ key: 'beta', description: null, hasIdentify: false }]);
    expect((await fetch(`${base}/api/nothing`)).status).toBe(404);
  });

  it('refuses a Host that is not this machine (DNS rebinding)', async () => {
    const { base } = await start({ auth: false });
    const port = new URL(base).port;
    const refused = await getWithHost(base, '/api/bot', `evil.example:${port}`);
    expect(refused.status).toBe(421);
    expect(JSON.parse(refused.body).error).toBe(`Devtools only answers to localhost addresses, not evil.example:${port}.`);
    expect((await getWithHost(base, '/', `evil.example:${port}`)).status).toBe(421);
    expect((await getWithHost(base, '/api/bot', `localhost:${port}`)).status).toBe(200);
    expect((await getWithHost(base, '/api/bot', `[::1]:${port}`)).status).toBe(200);
  });

  it('accepts any Host when it listens beyond loopback', async () => {
    const { base } = await start({ auth: false, loopbackOnly: false });
    expect((await getWithHost(base, '/api/bot', 'devtools.example')).status).toBe(200);
  });

  it('serves the built UI for any page, and says how to build it when it is missing', async () => {
    const missing = await start({ auth: false });
    const response = await fetch(`${missing.base}/commands`);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(
      /^The devtools web UI is not built \(no .*index\.html\)\. Build the @commandkit\/devtools package/,
    );

    const uiDir = mkdtempSync(join(tmpdir(), 'devtools-ui-'));
    dirs.push(uiDir);
    writeFileSync(
      join(uiDir, 'index.html'),
      '<!doctype html><title>CommandKit Devtools</title><script type="module" src="app.js"></script>',
    );
    writeFileSync(join(uiDir, 'app.js'), 'console.log(1);');
    const built = await start({ auth: false, uiDir });
    const page = await fetch(`${built.base}/`);
    expect(await page.text()).toContain('<title>CommandKit Devtools</title>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetch(`${built.base}/app.js`)).headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('the devtools server with a login', () => {
  it('refuses the API without a session, and signs in with the right credentials', async () => {
    const { base } = await start();
    expect(await (await fetch(`${base}/api/session`)).json()).toMatchObject({ authRequired: true, authenticated: false });
    const refused = await fetch(`${base}/api/bot`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Sign in to use devtools.' });
    expect((await fetch(`${base}/api/stream`)).status).toBe(401);

    const ok = await login(base, 'admin', 'correct horse');
    expect(ok.status).toBe(204);
    const setCookie = ok.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      new RegExp(
        `^commandkit_devtools_session_${new URL(base).port}=[\\w-]{43}; Max-Age=60; Path=/; Expires=.*; HttpOnly; SameSite=Strict$`,
      ),
    );
    const cookie = cookieOf(ok);
    expect(await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()).toMatchObject({
      authRequired: true,
      authenticated: true,
      username: 'admin',
    });
    expect(await (await fetch(`${base}/api/bot`, { headers: { cookie } })).json()).toEqual(BOT);
  });

  it('refuses a wrong password or user name, and a login without both fields', async () => {
    const { base } = await start();
    const wrong = await login(base, 'admin', 'battery staple');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Wrong username or password.' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await login(base, 'root', 'correct horse')).status).toBe(401);
    const empty = await login(base, 'admin', '');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'Enter a username and a password.' });
  });

  it('rate-limits failed logins: after the limit even the right password waits for the window', async () => {
    const { base } = await start({ auth: { maxFailedLogins: 3, loginWindow: 60_000 } });
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(base, 'admin', `guess ${attempt}`)).status).toBe(401);
    const limited = await login(base, 'admin', 'correct horse');
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toMatch(/^Too many failed logins\. Try again in \d+ seconds\.$/);
    expect(body.retryAfterSeconds).toBeGreaterThan(50);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });

  it('does not count successful logins against the limit', async () => {
    const { base } = await start({ auth: { maxFailedLogins: 2 } });
    for (let attempt = 0; attempt < 4; attempt++) expect((await login(base, 'admin', 'correct horse')).status).toBe(204);
    expect((await login(base, 'admin', 'nope')).status).toBe(401);
    expect((await login(base, 'admin', 'correct horse')).status).toBe(204);
  });

  it('signs in with the longest session the options allow (7 days)', async () => {
    const { sessionTtl } = resolveOptions({ sessionTtl: 7 * 24 * 60 * 60 * 1000 }, {});
    const { base } = await start({ auth: { sessions: new SessionStore(sessionTtl) } });
    const ok = await login(base, 'admin', 'correct horse');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('set-cookie')).toContain('; Max-Age=604800;');
  });

  it('ends a session when it expires and on logout', async () => {
    const { base, clock } = await start();
    const cookie = cookieOf(await login(base, 'admin', 'correct horse'));
    expect((await fetch(`${base}/api/runs`, { headers: { cookie } })).status).toBe(200);
    clock.now += 61_000;
    expect((await fetch(`${base}/api/runs`, { headers: { cookie } })).status).toBe(401);
    expect(await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()).toMatchObject({ authenticated: false });

    const second = cookieOf(await login(base, 'admin', 'correct horse'));
    expect((await fetch(`${base}/api/logout`, { method: 'POST', headers: { cookie: second } })).status).toBe(204);
    expect((await fetch(`${base}/api/runs`, { headers: { cookie: second } })).status).toBe(401);
  });
});

describe('a session cookie', () => {
  it('that is not valid percent-encoding counts as no session: 401, not 500', async () => {
    const { base } = await start();
    const name = cookieOf(await login(base, 'admin', 'correct horse')).split('=')[0]!;
    const cookie = `${name}=%E0%A4%A`;
    const bot = await fetch(`${base}/api/bot`, { headers: { cookie } });
    expect(bot.status).toBe(401);
    expect(await bot.json()).toEqual({ error: 'Sign in to use devtools.' });
    expect((await fetch(`${base}/api/stream`, { headers: { cookie } })).status).toBe(401);
    const session = await fetch(`${base}/api/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ authenticated: false });
    expect((await fetch(`${base}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
  });

  it('is not shared by two devtools servers on one machine (browsers keep cookies per host, not per port)', async () => {
    const first = await start();
    const second = await start();
    // The browser's jar for 127.0.0.1: both servers receive every cookie in it.
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
      const [pair, ...attributes] = (response.headers.get('set-cookie') ?? '').split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (attributes.some((attribute) => /^\s*Max-Age=0$/i.test(attribute) || /^\s*Expires=Thu, 01 Jan 1970/i.test(attribute)))
        jar.delete(name);
      else jar.set(name, value);
    };
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    keep(await login(first.base, 'admin', 'correct horse'));
    keep(await login(second.base, 'admin', 'correct horse'));
    expect(jar.size).toBe(2);
    expect((await fetch(`${first.base}/api/bot`, { headers: { cookie: cookie() } })).status).toBe(200);
    expect((await fetch(`${second.base}/api/bot`, { headers: { cookie: cookie() } })).status).toBe(200);

    keep(await fetch(`${second.base}/api/logout`, { method: 'POST', headers: { cookie: cookie() } }));
    expect((await fetch(`${second.base}/api/bot`, { headers: { cookie: cookie() } })).status).toBe(401);
    expect((await fetch(`${first.base}/api/bot`, { headers: { cookie: cookie() } })).status).toBe(200);
  });
});

describe('requests from other sites', () => {
  const FOREIGN = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };

  it('refuses a login posted from another page (403) without counting it toward the lockout', async () => {
    const { base } = await start({ auth: { maxFailedLogins: 3 } });
    for (let attempt = 0; attempt < 6; attempt++) {
      const refused = await login(base, 'admin', `guess ${attempt}`, FOREIGN);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: 'Devtools only accepts this from its own page. Open devtools at the address the bot logged, and sign in there.',
      });
    }
    // Origin alone (browsers without Sec-Fetch-Site), an opaque origin, and a cross-site request
    // dressed with this server's Origin are refused the same way.
    expect((await login(base, 'admin', 'guess', { origin: 'http://evil.example' })).status).toBe(403);
    expect((await login(base, 'admin', 'guess', { origin: 'null' })).status).toBe(403);
    expect((await login(base, 'admin', 'guess', { origin: base, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await login(base, 'admin', 'correct horse', FOREIGN)).status).toBe(403);

    const own = { origin: base, 'sec-fetch-site': 'same-origin' };
    expect((await login(base, 'admin', 'correct horse', own)).status).toBe(204);
    expect((await login(base, 'admin', 'correct horse', { origin: base })).status).toBe(204);
    // The whole allowance is still there for real attempts.
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(base, 'admin', `typo ${attempt}`, own)).status).toBe(401);
    expect((await login(base, 'admin', 'correct horse', own)).status).toBe(429);
  });

  it('refuses an HTML form posted to the login, with or without an Origin, without counting it', async () => {
    const { base } = await start({ auth: { maxFailedLogins: 3 } });
    const form = (headers: Record<string, string>) =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'username=admin&password=guess',
      });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await form(FOREIGN)).status).toBe(403);
      // A browser too old to send Origin on a form: an HTML form cannot send JSON.
      const unnamed = await form({});
      expect(unnamed.status).toBe(415);
      expect(await unnamed.json()).toEqual({ error: 'Send the login as JSON (Content-Type: application/json).' });
    }
    expect((await login(base, 'admin', 'correct horse')).status).toBe(204);
  });

  it('refuses a logout from another page', async () => {
    const { base } = await start();
    const cookie = cookieOf(await login(base, 'admin', 'correct horse'));
    expect((await fetch(`${base}/api/logout`, { method: 'POST', headers: { cookie, ...FOREIGN } })).status).toBe(403);
    expect((await fetch(`${base}/api/bot`, { headers: { cookie } })).status).toBe(200);
  });
});

describe('the live stream', () => {
  it('sends each new run to every open stream as a server-sent event', async () => {
    const { base, runs, stream } = await start({ auth: false });
    const response = await fetch(`${base}/api/stream`);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`The stream ended before ${text}: ${received}`);
        received += value;
      }
    };
    await readUntil(': connected');
    expect(stream.size).toBe(1);
    const record: Omit<CommandRun, 'id'> = {
      command: 'ping',
      kind: 'chatInput',
      user: { id: '2', username: 'alice' },
      guildId: '3',
      shardId: 0,
      startedAt: new Date(0).toISOString(),
      durationMs: 1.5,
      status: 'succeeded',
      error: null,
    };
    const run = runs.add(record);
    stream.send({ event: 'run', data: run });
    await readUntil('\n\n' + 'event: run');
    await readUntil('"durationMs":1.5');
    expect(received).toContain(`event: run\ndata: ${JSON.stringify(run)}\n\n`);
    expect(await (await fetch(`${base}/api/runs`)).json()).toEqual({ runs: [run] });
    await reader.cancel();
  });
  it('ends the streams of a session the moment it logs out, and only those', async () => {
    const { base, stream, runs } = await start();
    const first = cookieOf(await login(base, 'admin', 'correct horse'));
    const second = cookieOf(await login(base, 'admin', 'correct horse'));
    const tabs = await Promise.all([
      openEventStream(`${base}/api/stream`, { cookie: first }),
      openEventStream(`${base}/api/stream`, { cookie: first }),
    ]);
    const other = await openEventStream(`${base}/api/stream`, { cookie: second });
    // The answer's headers arrive once the server holds the stream.
    for (const tab of [...tabs, other]) expect(tab.status).toBe(200);
    expect(stream.size).toBe(3);

    expect((await fetch(`${base}/api/logout`, { method: 'POST', headers: { cookie: first } })).status).toBe(204);
    await Promise.all(tabs.map(waitForEnd));
    expect(stream.size).toBe(1);

    const run = runs.add(RECORD);
    stream.send({ event: 'run', data: run });
    await other.waitForEvents('run', 1);
    for (const tab of tabs) expect(tab.count('run')).toBe(0);
    other.close();
  });

  it('ends the streams of a session the moment it expires', async () => {
    const { base, stream, runs } = await start({ auth: { sessions: new SessionStore(2_000) } });
    const cookie = cookieOf(await login(base, 'admin', 'correct horse'));
    const tab = await openEventStream(`${base}/api/stream`, { cookie });
    expect(tab.status).toBe(200);

    // Nothing is sent meanwhile: the server ends the stream when the session expires.
    await waitForEnd(tab);
    expect(stream.size).toBe(0);
    stream.send({ event: 'run', data: runs.add(RECORD) });
    expect(tab.count('run')).toBe(0);
    expect((await fetch(`${base}/api/bot`, { headers: { cookie } })).status).toBe(401);
  });

  it('gives each new stream its own snapshot of the bot, and writes each change once to each stream (1,000 streams)', async () => {
    // toJSON counts how often each value is serialised, which is what the server does per frame.
    let snapshots = 0;
    const snapshot = { ...BOT, toJSON: () => (snapshots++, BOT) };
    const { base, stream } = await start({ auth: false, bot: async () => snapshot });
    const streams = [];
    for (let index = 0; index < 1_000; index++) {
      const opened = await openEventStream(`${base}/api/stream`);
      await opened.waitForEvents('bot', 1);
      streams.push(opened);
    }
    expect(stream.size).toBe(1_000);
    expect(snapshots).toBe(1_000);

    let changes = 0;
    const changed = { ...BOT, uptimeMs: 6000, toJSON: () => (changes++, { ...BOT, uptimeMs: 6000 }) };
    stream.send({ event: 'bot', data: changed });
    expect(changes).toBe(1);
    await Promise.all(streams.map((opened) => opened.waitForEvents('bot', 2)));

    stream.close();
    await Promise.all(streams.map(waitForEnd));
    for (const opened of streams) expect(opened.count('bot')).toBe(2);
  });
});
