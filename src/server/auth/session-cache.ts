import type { PlanId } from '#domain/plans.ts';
import type { SessionUser } from '../http/types.ts';

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  /** The session's own end (better-auth's `expiresAt`): past it the entry is never served. */
  expiresAt: Date;
}

interface SessionEntry extends CachedSession {
  cachedUntil: number;
}

interface PlanEntry {
  plan: PlanId;
  cachedUntil: number;
  /** When the plan changes by itself (the paid period ends), if it does. */
  changesAt: number | null;
}

export interface SessionCacheOptions {
  /** How long an entry is served (SESSION_CACHE_SECONDS × 1000); 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (the oldest go first). */
  maxEntries?: number;
  /** Monotonic milliseconds for the time to live (tests move it). */
  clock?: () => number;
}

/**
 * Sessions and plans recently read from PostgreSQL, so that a signed-in request needs no query to
 * know who is calling and on which plan (ADR 090). An entry is served only while this instance hears
 * every change (the LISTEN connection of auth-change-listener.ts is up and proved to deliver), and is
 * dropped the moment a change about its user arrives; the short time to live bounds what a lost
 * notification could cost, and lets better-auth's rolling refresh run on the next miss.
 */
export class SessionCache {
  private readonly sessions = new Map<string, SessionEntry>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  private readonly plans = new Map<string, PlanEntry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private listening = false;
  /** Bumped by every change heard: a read started before it is not stored (it may predate the change). */
  private generation = 0;
  /** Resolves once every change committed before the call has been heard (set by the listener). */
  private syncWithListener: (() => Promise<void>) | null = null;

  constructor(o: SessionCacheOptions) {
    this.ttlMs = o.ttlMs;
    this.maxEntries = o.maxEntries ?? 10_000;
    this.clock = o.clock ?? (() => performance.now());
  }

  /** False when turned off or while changes cannot be heard: every request then reads the database. */
  get enabled() {
    return this.ttlMs > 0 && this.listening;
  }

  /** The listener says whether it hears changes; either way, what was cached before is dropped. */
  setListening(listening: boolean, sync: (() => Promise<void>) | null = null) {
    this.clear();
    this.listening = listening;
    this.syncWithListener = listening ? sync : null;
  }

  /** Waits until the changes committed so far have reached this cache (after a request changed something). */
  catchUp(): Promise<void> {
    return this.enabled && this.syncWithListener ? this.syncWithListener() : Promise.resolve();
  }

  /** Taken before a database read whose result is then stored with it. */
  mark() {
    return this.generation;
  }

  session(cookie: string, now: Date): CachedSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.sessions.get(cookie);
    if (!entry) return undefined;
    if (entry.cachedUntil <= this.clock() || entry.expiresAt.getTime() <= now.getTime()) {
      this.dropSession(cookie, entry.user.id);
      return undefined;
    }
    return entry;
  }

  storeSession(cookie: string, mark: number, value: CachedSession) {
    if (!this.enabled || mark !== this.generation) return;
    this.makeRoom(this.sessions, (key, entry) => this.dropSession(key, entry.user.id));
    this.sessions.set(cookie, { ...value, cachedUntil: this.clock() + this.ttlMs });
    const tokens = this.tokensOfUser.get(value.user.id) ?? new Set();
    tokens.add(cookie);
    this.tokensOfUser.set(value.user.id, tokens);
  }

  plan(userId: string, now: Date): PlanId | undefined {
    if (!this.enabled) return undefined;
    const entry = this.plans.get(userId);
    if (!entry) return undefined;
    if (entry.cachedUntil <= this.clock() || (entry.changesAt !== null && entry.changesAt <= now.getTime())) {
      this.plans.delete(userId);
      return undefined;
    }
    return entry.plan;
  }

  storePlan(userId: string, mark: number, plan: PlanId, changesAt: Date | null) {
    if (!this.enabled || mark !== this.generation) return;
    this.makeRoom(this.plans, (key) => this.plans.delete(key));
    this.plans.set(userId, {
      plan,
      cachedUntil: this.clock() + this.ttlMs,
      changesAt: changesAt?.getTime() ?? null,
    });
  }

  /** A change about this user was heard: its sessions and plan are read again. */
  forgetUser(userId: string) {
    this.generation += 1;
    for (const cookie of this.tokensOfUser.get(userId) ?? []) this.sessions.delete(cookie);
    this.tokensOfUser.delete(userId);
    this.plans.delete(userId);
  }

  clear() {
    this.generation += 1;
    this.sessions.clear();
    this.tokensOfUser.clear();
    this.plans.clear();
  }

  get size() {
    return { sessions: this.sessions.size, plans: this.plans.size };
  }

  private dropSession(cookie: string, userId: string) {
    this.sessions.delete(cookie);
    const tokens = this.tokensOfUser.get(userId);
    tokens?.delete(cookie);
    if (tokens?.size === 0) this.tokensOfUser.delete(userId);
  }

  /** Maps keep insertion order: the first key is the oldest entry. */
  private makeRoom<V>(map: Map<string, V>, drop: (key: string, value: V) => void) {
    if (map.size < this.maxEntries) return;
    const [key, value] = map.entries().next().value as [string, V];
    drop(key, value);
  }
}
