import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { DevtoolsCredentials } from '../options.ts';
import type { ApiError, BotInfo, CommandRun, CommandsInfo, EventInfo, FlagInfo, PluginInfo, SessionInfo } from '../protocol.ts';
import { readCookie, sessionCookieName } from './cookies.ts';
import { ownPageOnly } from './same-origin.ts';
import { credentialsMatch, type SessionStore } from './sessions.ts';
import type { StreamHub } from './stream.ts';

/** Where the server reads what it shows. */
export interface DevtoolsData {
  bot(): Promise<BotInfo>;
  commands(): CommandsInfo;
  events(): EventInfo[];
  plugins(): PluginInfo[];
  flags(): FlagInfo[];
  runs(): CommandRun[];
}

/** The login of a server that requires one. */
export interface DevtoolsAuth {
  readonly credentials: DevtoolsCredentials;
  readonly sessions: SessionStore;
  readonly maxFailedLogins: number;
  readonly loginWindow: number;
}

/** What {@link createApp} needs. */
export interface AppOptions {
  readonly data: DevtoolsData;
  readonly stream: StreamHub;
  /** The built web UI (index.html, app.js, app.css). */
  readonly uiDir: string;
  /** The login, or `undefined` when the UI is open (development on loopback, no credentials). */
  readonly auth: DevtoolsAuth | undefined;
  /**
   * Accept only `Host` headers naming this machine: when listening on loopback, this stops a web
   * page from reaching the UI through a domain that resolves to 127.0.0.1 (DNS rebinding).
   */
  readonly loopbackOnly: boolean;
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * The devtools web server: the JSON API under `/api`, the live stream at `/api/stream`, and the
 * web UI for every other path.
 */
export function createApp(options: AppOptions): express.Express {
  const { data, stream, auth } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use((request, response, next) => {
    if (options.loopbackOnly && !LOOPBACK_HOST.test(request.headers.host ?? '')) {
      response.status(421).json({
        error: `Devtools only answers to localhost addresses, not ${request.headers.host ?? 'a request without Host'}.`,
      } satisfies ApiError);
      return;
    }
    response.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      // Everything comes from this server except the avatars and guild icons of Discord's CDN.
      'Content-Security-Policy':
        "default-src 'self'; img-src 'self' https://cdn.discordapp.com data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
    });
    next();
  });

  const cookieName = (request: Request) => sessionCookieName(request.headers.host, request.socket.localPort);
  const tokenOf = (request: Request) => readCookie(request.headers.cookie, cookieName(request));
  const sessionOf = (request: Request) => auth?.sessions.get(tokenOf(request));
  // A session's live streams end with it: after a logout or expiry they must not go on showing
  // the bot's state and command runs (with their stack traces) to whoever holds the tab.
  auth?.sessions.onEnd((session) => stream.end(session));

  app.get('/api/session', (request, response) => {
    const session = sessionOf(request);
    const info: SessionInfo = {
      authRequired: auth !== undefined,
      authenticated: auth === undefined || session !== undefined,
      username: session?.username ?? null,
      expiresAt: session ? new Date(session.expiresAt).toISOString() : null,
    };
    response.set('Cache-Control', 'no-store').json(info);
  });

  if (auth) {
    // Only failed attempts count: a user who signs in now and then is never locked out, a
    // guesser is after maxFailedLogins tries per window (correct guesses included, from then on).
    // Requests from other sites' pages are refused before the limiter, so they cannot use up the
    // allowance of the user whose browser they are sent from.
    // express-rate-limit is typed against whichever @types/express resolves from its own folder
    // (the site's Express 4 types in this workspace), hence the cast to our Express 5 handler.
    const limiter = rateLimit({
      windowMs: auth.loginWindow,
      limit: auth.maxFailedLogins,
      skipSuccessfulRequests: true,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (request, response) => {
        const reset = (request as unknown as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const retryAfterSeconds = Math.max(1, Math.ceil(((reset?.getTime() ?? Date.now() + auth.loginWindow) - Date.now()) / 1000));
        response
          .status(429)
          .set('Retry-After', String(retryAfterSeconds))
          .json({ error: `Too many failed logins. Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds } satisfies ApiError);
      },
    }) as unknown as express.RequestHandler;
    app.post('/api/login', ownPageOnly({ json: true }), limiter, express.json({ limit: '4kb' }), (request, response) => {
      const { username, password } = (request.body ?? {}) as Partial<Record<'username' | 'password', unknown>>;
      if (typeof username !== 'string' || typeof password !== 'string' || username === '' || password === '') {
        response.status(400).json({ error: 'Enter a username and a password.' } satisfies ApiError);
        return;
      }
      if (!credentialsMatch(auth.credentials, username, password)) {
        response.status(401).json({ error: 'Wrong username or password.' } satisfies ApiError);
        return;
      }
      const { token } = auth.sessions.create(username);
      response.cookie(cookieName(request), token, { httpOnly: true, sameSite: 'strict', path: '/', maxAge: auth.sessions.ttl });
      response.status(204).end();
    });
    app.post('/api/logout', ownPageOnly(), (request, response) => {
      auth.sessions.delete(tokenOf(request));
      response.clearCookie(cookieName(request), { path: '/' }).status(204).end();
    });
    app.use('/api', (request, response, next) => {
      if (sessionOf(request)) return next();
      response.status(401).json({ error: 'Sign in to use devtools.' } satisfies ApiError);
    });
  } else {
    const open = (_request: Request, response: Response) => {
      response
        .status(404)
        .json({ error: 'This devtools server has no login: it runs without one in development on this machine.' } satisfies ApiError);
    };
    app.post('/api/login', open);
    app.post('/api/logout', open);
  }

  app.get('/api/bot', async (_request, response, next) => {
    try {
      response.json(await data.bot());
    } catch (error) {
      next(error);
    }
  });
  app.get('/api/commands', (_request, response) => void response.json(data.commands()));
  app.get('/api/events', (_request, response) => void response.json(data.events()));
  app.get('/api/plugins', (_request, response) => void response.json(data.plugins()));
  app.get('/api/flags', (_request, response) => void response.json(data.flags()));
  app.get('/api/runs', (_request, response) => void response.json({ runs: data.runs() }));
  app.get('/api/stream', (request, response) => {
    const opened = stream.open(response, sessionOf(request));
    // A new stream starts from a fresh snapshot of the bot, sent to it alone: broadcasting it
    // would resend it to every stream already open, n² frames for n streams.
    data.bot().then(
      (bot) => opened.send({ event: 'bot', data: bot }),
      () => undefined,
    );
  });
  app.use('/api', (request, response) => {
    response.status(404).json({ error: `No devtools API at ${request.method} ${request.originalUrl}.` } satisfies ApiError);
  });

  const index = join(options.uiDir, 'index.html');
  app.use(express.static(options.uiDir, { index: false, maxAge: 0 }));
  app.get(/.*/, (_request, response) => {
    if (existsSync(index)) {
      response.set('Cache-Control', 'no-store').sendFile(index);
      return;
    }
    response
      .status(503)
      .type('text/plain')
      .send(
        `The devtools web UI is not built (no ${index}). Build the @commandkit/devtools package (npm run build:ui in its folder); the API under /api works meanwhile.`,
      );
  });

  app.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      response.status(status).json({ error: (error as Error).message } satisfies ApiError);
      return;
    }
    response
      .status(500)
      .json({ error: `Devtools failed to answer: ${error instanceof Error ? error.message : String(error)}` } satisfies ApiError);
  });
  return app;
}
