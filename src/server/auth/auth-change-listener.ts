import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../lib/logger.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel of the triggers of migration 0024 (sessions, users, subscriptions): payload = user id. */
export const AUTH_CHANGES_CHANNEL = 'scout_auth_changes';
/** How the connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'scout-auth-changes';
const RETRY_MS = [500, 1000, 2000, 4000, 8000];
/** A round trip through the channel slower than this means the connection is not hearing: start over. */
const SYNC_TIMEOUT_MS = 3000;

export interface AuthChangeListener {
  stop(): Promise<void>;
}

/**
 * Keeps one dedicated connection LISTENing to the auth changes and feeds them to the cache (ADR 090).
 * The cache is served only once a round trip through the notification queue has come back on that
 * connection (a pooler that drops notifications never turns it on), and is emptied and bypassed the
 * moment the connection is lost (a database restart): it reconnects by itself with backoff, and
 * empties the cache again once listening, since changes made meanwhile were not heard.
 */
export function listenForAuthChanges(o: {
  url: string;
  cache: SessionCache;
  logger: Logger;
}): AuthChangeListener {
  const { cache, logger } = o;
  // Each instance confirms its own round trips on its own channel: other instances never see them,
  // and the notification queue keeps commit order across channels.
  const syncChannel = `scout_auth_sync_${randomBytes(6).toString('hex')}`;
  const waiting = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let sequence = 0;

  const roundTrip = async (on: pg.Client) => {
    const id = String(++sequence);
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`no notification back within ${SYNC_TIMEOUT_MS} ms`));
      }, SYNC_TIMEOUT_MS);
      waiting.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    // Both at once: a connection that died without an error event leaves the query pending
    // forever, and the timer must still end the round trip (every write waits on it).
    await Promise.all([on.query(`NOTIFY ${syncChannel}, '${id}'`), heard]);
  };

  // Requests that changed something wait for one round trip that starts after their change
  // committed; those arriving while one is on its way share the next one.
  let nextBatch: { promise: Promise<void>; resolve: () => void } | null = null;
  let flushing = false;
  const flush = async () => {
    flushing = true;
    while (nextBatch) {
      const batch = nextBatch;
      nextBatch = null;
      const on = client;
      try {
        if (on) await roundTrip(on);
      } catch (err) {
        if (on === client) lost(err as Error);
      }
      batch.resolve();
    }
    flushing = false;
  };
  const sync = () => {
    if (!nextBatch) {
      let resolve = () => {};
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      nextBatch = { promise, resolve };
    }
    const { promise } = nextBatch;
    if (!flushing) void flush();
    return promise;
  };

  const lost = (err?: Error) => {
    const was = client;
    if (!was) return;
    client = null;
    cache.setListening(false);
    for (const done of waiting.values()) done(); // they resolve; the cache is off and empty now
    waiting.clear();
    was.removeAllListeners('notification');
    was.end().catch(() => {});
    if (!stopped) {
      logger.warn(
        { err },
        'auth change notifications lost: sessions are read from the database until they are back',
      );
      schedule();
    }
  };

  const schedule = () => {
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: o.url, application_name: LISTENER_APPLICATION_NAME });
    next.on('error', (err) => (client === next ? lost(err) : undefined));
    next.on('end', () => (client === next ? lost() : undefined));
    next.on('notification', (message) => {
      if (message.channel === syncChannel) waiting.get(message.payload ?? '')?.();
      else if (message.payload) cache.forgetUser(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
      await next.query(`LISTEN ${syncChannel}`);
      await roundTrip(next);
    } catch (err) {
      next.end().catch(() => {});
      if (!stopped) {
        if (attempt === 0) logger.warn({ err }, 'auth change notifications unavailable: retrying');
        schedule();
      }
      return;
    }
    if (stopped) return void next.end().catch(() => {});
    client = next;
    if (attempt > 0) logger.info('auth change notifications back: session cache on again');
    attempt = 0;
    cache.setListening(true, sync);
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const was = client;
      client = null;
      cache.setListening(false);
      for (const done of waiting.values()) done();
      waiting.clear();
      await was?.end().catch(() => {});
    },
  };
}
