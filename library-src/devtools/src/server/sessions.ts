import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DevtoolsCredentials } from '../options.ts';

/** A signed-in browser. */
export interface Session {
  readonly username: string;
  readonly expiresAt: number;
}

// setTimeout fires at once for longer delays; a session that ends later is looked at again then.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The logins of one devtools server, in memory: a random token per login, kept in an HttpOnly
 * cookie, valid until it expires, is deleted (logout) or the bot restarts. Listeners hear each
 * session end the moment it does, expiry included, so what the session opened (its live
 * streams) can end with it rather than outlive it.
 */
export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  readonly #listeners = new Set<(session: Session) => void>();
  readonly #ttl: number;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #timerAt = Number.POSITIVE_INFINITY;

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
    this.#endExpired();
    const token = randomBytes(32).toString('base64url');
    const session = { username, expiresAt: this.#now() + this.#ttl };
    this.#sessions.set(token, session);
    if (session.expiresAt < this.#timerAt) this.#wakeAt(session.expiresAt);
    return { token, session };
  }

  /** The live session of a token, if any. */
  get(token: string | undefined): Session | undefined {
    if (!token) return undefined;
    const session = this.#sessions.get(token);
    if (!session) return undefined;
    if (session.expiresAt <= this.#now()) {
      this.#end(token, session);
      return undefined;
    }
    return session;
  }

  /** Ends a session (logout). */
  delete(token: string | undefined): void {
    if (!token) return;
    const session = this.#sessions.get(token);
    if (session) this.#end(token, session);
  }

  /** Calls `listener` with each session that ends from now on, by logout or expiry; returns how to stop. */
  onEnd(listener: (session: Session) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #end(token: string, session: Session): void {
    this.#sessions.delete(token);
    for (const listener of this.#listeners) listener(session);
  }

  #endExpired(): void {
    const now = this.#now();
    for (const [token, session] of this.#sessions) if (session.expiresAt <= now) this.#end(token, session);
  }

  // One timer, set for the session that expires first. A session logged out before it leaves the
  // timer as it is: it then finds nothing to end and moves on to the next.
  #wakeAt(at: number): void {
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        this.#timerAt = Number.POSITIVE_INFINITY;
        this.#endExpired();
        let next = Number.POSITIVE_INFINITY;
        for (const session of this.#sessions.values()) next = Math.min(next, session.expiresAt);
        if (next !== Number.POSITIVE_INFINITY) this.#wakeAt(next);
      },
      Math.min(Math.max(0, at - this.#now()), LONGEST_TIMER_MS),
    );
    // Expiry is only worth waking for while the server runs; it must not keep the bot alive.
    this.#timer.unref();
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
