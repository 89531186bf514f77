// The devtools HTTP server on a real port, with fixed data: the login, its rate limit and
// sessions, the Host check, the JSON API, the live stream and the UI files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions, type DevtoolsAuth } from '../src/server/app.ts';
import { RunLog } from '../src/server/run-log.ts';
import { SessionStore } from '../src/server/sessions.ts';
import { StreamHub } from '../src/server/stream.ts';
import type { BotInfo, CommandRun } from '../src/protocol.ts';

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

async function start(options: { auth?: Partial<DevtoolsAuth> | false; loopbackOnly?: boolean; uiDir?: string } = {}): Promise<Started> {
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
      bot: async () => BOT,
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

function login(base: string, username: string, password: string): Promise<Response> {
  return fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
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
    expect(await (await fetch(`${base}/api/session`)).json()).toEqual({ authRequired: false, authenticated: true, username: null, expiresAt: null });
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
    expect(await response.text()).toMatch(/^The devtools web UI is not built \(no .*index\.html\)\. Build the @commandkit\/devtools package/);

    const uiDir = mkdtempSync(join(tmpdir(), 'devtools-ui-'));
    dirs.push(uiDir);
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>CommandKit Devtools</title><script type="module" src="app.js"></script>');
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
    expect(setCookie).toMatch(/^commandkit_devtools_session=[\w-]{43}; Max-Age=60; Path=\/; Expires=.*; HttpOnly; SameSite=Strict$/);
    const cookie = cookieOf(ok);
    expect(await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()).toMatchObject({ authRequired: true, authenticated: true, username: 'admin' });
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
      command: 'ping', kind: 'chatInput', user: { id: '2', username: 'alice' }, guildId: '3', shardId: 0,
      startedAt: new Date(0).toISOString(), durationMs: 1.5, status: 'succeeded', error: null,
    };
    const run = runs.add(record);
    stream.send({ event: 'run', data: run });
    await readUntil('\n\n' + 'event: run');
    await readUntil('"durationMs":1.5');
    expect(received).toContain(`event: run\ndata: ${JSON.stringify(run)}\n\n`);
    expect(await (await fetch(`${base}/api/runs`)).json()).toEqual({ runs: [run] });
    await reader.cancel();
  });
});
