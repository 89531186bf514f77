// The fake's own protocol behaviour, driven by a raw WebSocket and fetch rather than discord.js:
// what it sends and in which order, what it refuses, and how it reports surprises.
import { createFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.ts';
import { connectRawGateway } from '../support/fake-discord/raw-gateway.ts';

const connect = connectRawGateway;

const query = '?v=10&encoding=json';
let fake: FakeDiscord;

beforeEach(async () => {
  fake = await createFakeDiscord();
});

afterEach(async () => {
  jest.restoreAllMocks();
  await fake.close();
});

describe('the fake gateway', () => {
  it('says HELLO, answers IDENTIFY with READY then GUILD_CREATE, acks heartbeats and numbers dispatches', async () => {
    const gateway = await connect(fake.gatewayUrl + query);
    expect(await gateway.next()).toEqual({ op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null });

    gateway.send(2, { token: fake.token, intents: 1, properties: {} });
    const ready = await gateway.next();
    expect(ready).toMatchObject({ op: 0, s: 1, t: 'READY' });
    expect(ready.d).toMatchObject({
      v: 10,
      user: { id: fake.botUser.id, bot: true },
      application: { id: fake.application.id, flags: fake.application.flags },
      guilds: [{ id: fake.guilds[0]!.id, unavailable: true }],
      session_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      shard: [0, 1],
    });
    expect(await gateway.next()).toMatchObject({ op: 0, s: 2, t: 'GUILD_CREATE', d: { id: fake.guilds[0]!.id } });

    gateway.send(1, 2);
    expect(await gateway.next()).toEqual({ op: 11, d: null, s: null, t: null });

    expect(fake.dispatch('TYPING_START', { channel_id: '1', user_id: '2', timestamp: 0 })).toBe(1);
    expect(await gateway.next()).toMatchObject({ op: 0, s: 3, t: 'TYPING_START' });
    expect(fake.gatewayPayloads.map((p) => p.op)).toEqual([2, 1]);
    await gateway.close();
  });

  it('sends no GUILD_CREATE without the Guilds intent, as Discord does', async () => {
    const gateway = await connect(fake.gatewayUrl + query);
    await gateway.next();
    gateway.send(2, { token: fake.token, intents: 512, properties: {} });
    expect((await gateway.next()).t).toBe('READY');
    fake.dispatch('TYPING_START', { channel_id: '1', user_id: '2', timestamp: 0 });
    expect(await gateway.next()).toMatchObject({ s: 2, t: 'TYPING_START' });
    await gateway.close();
  });

  it('answers RESUME with a non-resumable INVALID_SESSION and member requests with one chunk', async () => {
    const gateway = await connect(fake.gatewayUrl + query);
    await gateway.next();
    gateway.send(6, { token: fake.token, session_id: 'old', seq: 5 });
    expect(await gateway.next()).toEqual({ op: 9, d: false, s: null, t: null });

    gateway.send(2, { token: fake.token, intents: 1, properties: {} });
    await gateway.next();
    await gateway.next();
    const [alice] = fake.guilds[0]!.members;
    gateway.send(8, { guild_id: fake.guilds[0]!.id, user_ids: [alice!.user!.id, '42'], nonce: 'n1', limit: 0 });
    expect(await gateway.next()).toMatchObject({
      t: 'GUILD_MEMBERS_CHUNK',
      d: { guild_id: fake.guilds[0]!.id, members: [{ user: { id: alice!.user!.id } }], not_found: ['42'], nonce: 'n1' },
    });
    await gateway.close();
  });

  it.each([
    ['compression', `${query}&compress=zlib-stream`],
    ['another API version', '?v=9&encoding=json'],
    ['ETF encoding', '?v=10&encoding=etf'],
  ])('refuses %s with close code 4012 and says why', async (_what, search) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const gateway = await connect(fake.gatewayUrl + search);
    expect((await gateway.closed).code).toBe(4012);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('refusing a gateway connection'));
  });

  it('closes with 4004 on a wrong token when a token is configured', async () => {
    const strict = await createFakeDiscord({ token: 'right' });
    const gateway = await connect(strict.gatewayUrl + query);
    await gateway.next();
    gateway.send(2, { token: 'wrong', intents: 0, properties: {} });
    expect((await gateway.closed).code).toBe(4004);
    await strict.close();
  });

  it('refuses to dispatch when no client has identified', () => {
    expect(() => fake.dispatch('TYPING_START', { channel_id: '1', user_id: '2', timestamp: 0 })).toThrow(/no identified gateway client/);
  });
});

describe('the fake REST API', () => {
  /** One request to the fake, answered as status and parsed JSON body. */
  const api = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${fake.restUrl}/v10${path}`, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const post = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('answers the identity routes and records every request', async () => {
    expect((await api('/users/@me')).body).toMatchObject({ id: fake.botUser.id, bot: true });
    expect((await api('/applications/@me')).body).toMatchObject({ id: fake.application.id, bot: { id: fake.botUser.id } });
    expect((await api('/gateway/bot')).body).toMatchObject({
      url: fake.gatewayUrl,
      shards: 1,
      session_start_limit: { max_concurrency: 1 },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /users/@me 200',
      'GET /applications/@me 200',
      'GET /gateway/bot 200',
    ]);
  });

  it('answers an unknown route 404, loudly, and lists it as unhandled', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await api('/guilds/1/bans', { method: 'PUT' })).toEqual({ status: 404, body: { code: 0, message: '404: Not Found' } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no route for PUT /api/v10/guilds/1/bans'));
    expect(fake.unhandledRequests).toEqual([expect.objectContaining({ method: 'PUT', path: '/guilds/1/bans', route: null })]);
  });

  it('knows only the interactions it dispatched, and only the bot’s application and guilds', async () => {
    const callback = await api('/interactions/1/nope/callback', post(JSON.stringify({ type: 4, data: { content: 'x' } })));
    expect(callback).toMatchObject({ status: 404, body: { code: 10062 } });
    expect(await api('/applications/123/commands')).toMatchObject({ status: 404, body: { code: 10002 } });
    expect(await api(`/applications/${fake.application.id}/guilds/123/commands`)).toMatchObject({ status: 403, body: { code: 50001 } });
  });

  it('rejects a malformed JSON body with Discord’s 50109', async () => {
    const response = await api(`/applications/${fake.application.id}/commands`, { ...post('[{'), method: 'PUT' });
    expect(response).toMatchObject({ status: 400, body: { code: 50109 } });
  });

  it('waitForRequest finds a request already made, waits for one to come, and times out with the log', async () => {
    await api('/users/@me');
    await expect(fake.waitForRequest((r) => r.path === '/users/@me')).resolves.toMatchObject({ status: 200 });

    const later = fake.waitForRequest((r) => r.path === '/gateway/bot');
    await api('/gateway/bot');
    await expect(later).resolves.toMatchObject({ route: 'GET /gateway/bot' });

    await expect(fake.waitForRequest(() => false, 50)).rejects.toThrow(/no matching request within 50 ms[\s\S]*GET \/users\/@me -> 200/);
  });
});
