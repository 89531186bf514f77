import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DevtoolsCredentials } from '../options.ts';

/** A signed-in browser. */
export interface Session {
  readonly username: string;
  readonly expiresAt: number;
}

/**
 * The logins of one devtools server, in memory: a random token per login, kept in an HttpOnly
 * cookie, valid until it expires or the bot restarts. Expired sessions are dropped when met.
 */
export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  readonly #ttl: number;
  readonly #now: () => number;

  constructor(ttl: number, now: () => number = Date.now) {
    this.#ttl = ttl;
    this.#now = now;
  }

  /** How long a session lasts, in milliseconds. */
  get ttl(): number {
    return this.#ttl;
  }

  /** Starts a session and returns its token. */
  create(username: string): { token: string; session: Session } {
    this.#prune();
    const token = randomBytes(32).toString('base64url');
    const session = { username, expiresAt: this.#now() + this.#ttl };
    this.#sessions.set(token, session);
    return { token, session };
  }

  /** The live session of a token, if any. */
  get(token: string | undefined): Session | undefined {
    if (!token) return undefined;
    const session = this.#sessions.get(token);
    if (!session) return undefined;
    if (session.expiresAt <= this.#now()) {
      this.#sessions.delete(token);
      return undefined;
    }
    return session;
  }

  /** Ends a session. */
  delete(token: string | undefined): void {
    if (token) this.#sessions.delete(token);
  }

  #prune(): void {
    const now = this.#now();
    for (const [token, session] of this.#sessions) if (session.expiresAt <= now) this.#sessions.delete(token);
  }
}

/**
 * Whether a login matches the credentials, compared in constant time (digests of equal length)
 * so the answer's timing tells nothing about how much of a guess was right.
 */
export function credentialsMatch(expected: DevtoolsCredentials, username: string, password: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const userOk = timingSafeEqual(digest(expected.username), digest(username));
  const passwordOk = timingSafeEqual(digest(expected.password), digest(password));
  return userOk && passwordOk;
}

/** The name of the session cookie. */
export const SESSION_COOKIE = 'commandkit_devtools_session';

/** The value of one cookie of a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
