import { sessionCookieValue } from '../auth/session.ts';
import type { SessionCache } from '../auth/session-cache.ts';

/** API keys whose owner is remembered (the oldest forgotten first). */
const MAX_KEYS = 10_000;

/**
 * Who is behind a credential, when this instance already knows it without a query: a session cookie
 * the session cache checked lately (ADR 090), an API key that authenticated here. The fairness
 * limits then count a user's sessions and keys as one caller (issue 30: ten sessions or ten keys
 * must not get ten times the share). Used for fairness only, never to let anyone in: a key revoked
 * since is still refused by its own check after the door.
 */
export class CallerIdentity {
  private readonly keyOwners = new Map<string, string>();
  private readonly sessions: SessionCache;

  constructor(sessions: SessionCache) {
    this.sessions = sessions;
  }

  /** The user of a `Cookie` header's session, if the session cache knows it. */
  userOfCookie(cookieHeader: string | undefined): string | undefined {
    if (!cookieHeader || !this.sessions.enabled) return undefined;
    const value = sessionCookieValue(cookieHeader);
    return value ? this.sessions.session(value, new Date())?.user.id : undefined;
  }

  /** The owner of an API key, by the digest of its `Authorization` header, once it authenticated here. */
  userOfKey(authorizationDigest: string): string | undefined {
    return this.keyOwners.get(authorizationDigest);
  }

  rememberKey(authorizationDigest: string, userId: string) {
    if (this.keyOwners.has(authorizationDigest)) return;
    if (this.keyOwners.size >= MAX_KEYS) {
      const oldest = this.keyOwners.keys().next().value;
      if (oldest !== undefined) this.keyOwners.delete(oldest);
    }
    this.keyOwners.set(authorizationDigest, userId);
  }
}
