import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../http/types.ts';
import { SessionCache } from './session-cache.ts';

const user = (id: string) => ({ id, email: `${id}@example.com`, name: id }) as SessionUser;
const now = new Date('2026-11-24T06:00:00Z');
const later = new Date('2026-12-24T06:00:00Z');

function cacheAt(ttlMs = 30_000) {
  const time = { ms: 0 };
  const cache = new SessionCache({ ttlMs, maxEntries: 3, clock: () => time.ms });
  cache.setListening(true, async () => {});
  return { cache, time };
}

describe('SessionCache', () => {
  it('serves a stored session until its time to live or its own expiry', () => {
    const { cache, time } = cacheAt();
    cache.storeSession('a.sig', cache.mark(), { user: user('u1'), sessionId: 's1', expiresAt: later });
    expect(cache.session('a.sig', now)?.sessionId).toBe('s1');
    expect(cache.session('a.sig', later)).toBeUndefined(); // the session itself ended
    cache.storeSession('a.sig', cache.mark(), { user: user('u1'), sessionId: 's1', expiresAt: later });
    time.ms = 30_000;
    expect(cache.session('a.sig', now)).toBeUndefined();
  });

  it('serves nothing while not listening, nor when turned off, and empties itself on each switch', () => {
    const { cache } = cacheAt();
    cache.storeSession('a.sig', cache.mark(), { user: user('u1'), sessionId: 's1', expiresAt: later });
    cache.setListening(false);
    expect(cache.enabled).toBe(false);
    cache.storeSession('a.sig', cache.mark(), { user: user('u1'), sessionId: 's1', expiresAt: later });
    cache.setListening(true, async () => {});
    expect(cache.session('a.sig', now)).toBeUndefined();
    const off = new SessionCache({ ttlMs: 0 });
    off.setListening(true, async () => {});
    off.storeSession('a.sig', off.mark(), { user: user('u1'), sessionId: 's1', expiresAt: later });
    expect(off.session('a.sig', now)).toBeUndefined();
  });

  it("a change about a user drops all of that user's sessions and plan, and only theirs", () => {
    const { cache } = cacheAt();
    const mark = cache.mark();
    cache.storeSession('a.sig', mark, { user: user('u1'), sessionId: 's1', expiresAt: later });
    cache.storeSession('b.sig', mark, { user: user('u1'), sessionId: 's2', expiresAt: later });
    cache.storeSession('c.sig', mark, { user: user('u2'), sessionId: 's3', expiresAt: later });
    cache.storePlan('u1', mark, 'pro', null);
    cache.forgetUser('u1');
    expect(cache.session('a.sig', now)).toBeUndefined();
    expect(cache.session('b.sig', now)).toBeUndefined();
    expect(cache.plan('u1', now)).toBeUndefined();
    expect(cache.session('c.sig', now)?.sessionId).toBe('s3');
  });

  it('does not store a read that started before a change was heard (it may predate the change)', () => {
    const { cache } = cacheAt();
    const mark = cache.mark();
    cache.forgetUser('u9'); // any change, heard while the read was on its way
    cache.storeSession('a.sig', mark, { user: user('u1'), sessionId: 's1', expiresAt: later });
    cache.storePlan('u1', mark, 'pro', null);
    expect(cache.session('a.sig', now)).toBeUndefined();
    expect(cache.plan('u1', now)).toBeUndefined();
  });

  it('a plan is served until its paid period ends', () => {
    const { cache } = cacheAt();
    cache.storePlan('u1', cache.mark(), 'pro', new Date(now.getTime() + 1000));
    expect(cache.plan('u1', now)).toBe('pro');
    expect(cache.plan('u1', new Date(now.getTime() + 1000))).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt();
    for (const id of ['1', '2', '3', '4'])
      cache.storeSession(`${id}.sig`, cache.mark(), {
        user: user(`u${id}`),
        sessionId: id,
        expiresAt: later,
      });
    expect(cache.size.sessions).toBe(3);
    expect(cache.session('1.sig', now)).toBeUndefined();
    expect(cache.session('4.sig', now)?.sessionId).toBe('4');
  });
});
