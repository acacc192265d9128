import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** Lets the calls that were let in start (a call's work begins a microtask after it is admitted). */
const tick = () => new Promise((r) => setImmediate(r));

describe('ConcurrencyLimit', () => {
  it('runs maxActive per key, queues maxQueued in order, refuses the rest with rate_limited', async () => {
    const limit = new ConcurrencyLimit({ maxActive: 2, maxQueued: 1, maxWaitMs: 10_000 });
    const gate = deferred();
    const order: number[] = [];
    const calls = [0, 1, 2, 3].map((i) =>
      limit.run('u1', async () => {
        order.push(i);
        await gate.promise;
        return i;
      }),
    );
    const other = limit.run('u2', async () => 'other'); // another key is not held up
    expect(await other).toBe('other');
    await expect(calls[3]).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
    expect(limit.load('u1')).toEqual({ active: 2, queued: 1 });
    gate.resolve();
    expect(await Promise.all(calls.slice(0, 3))).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect(limit.load('u1')).toEqual({ active: 0, queued: 0 });
  });

  it('refuses a call that waited too long with busy, and frees its place', async () => {
    const limit = new ConcurrencyLimit({ maxActive: 1, maxQueued: 5, maxWaitMs: 20 });
    const gate = deferred();
    const first = limit.run('k', () => gate.promise);
    await expect(limit.run('k', async () => 1)).rejects.toMatchObject({ code: 'busy', status: 503 });
    expect(limit.load('k')).toEqual({ active: 1, queued: 0 });
    gate.resolve();
    await first;
    expect(await limit.run('k', async () => 2)).toBe(2);
  });

  it('frees the slot when the work throws', async () => {
    const limit = new ConcurrencyLimit({ maxActive: 1, maxQueued: 0, maxWaitMs: 10 });
    await expect(limit.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run('k', async () => 'ok')).toBe('ok');
  });

  it('sharedForMs: maxActive for a key alone, one at a time while another key runs or ran within sharedForMs', async () => {
    const limit = new ConcurrencyLimit({ maxActive: 2, maxQueued: 5, maxWaitMs: 10_000, sharedForMs: 50 });
    const flood = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const floods = flood.map((gate, i) =>
      limit.run('flooder', async () => {
        started.push(i);
        await gate.promise;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]); // alone: two at once
    const victim = deferred();
    const victimRun = limit.run('victim', () => victim.promise);
    expect(limit.load('victim')).toEqual({ active: 1, queued: 0 }); // its one runs at once
    flood[0].resolve();
    await floods[0];
    await tick();
    expect(started).toEqual([0, 1]); // shared now: the flooder's next waits for its other one
    expect(limit.full('flooder')).toBe(false);
    victim.resolve();
    await victimRun;
    flood[1].resolve();
    await floods[1];
    await tick();
    expect(started).toEqual([0, 1, 2]); // the victim ended just now: still one at a time
    await new Promise((r) => setTimeout(r, 60));
    flood[2].resolve();
    await floods[2];
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    flood[3].resolve();
    await floods[3];
    expect(limit.load('flooder')).toEqual({ active: 0, queued: 0 });
  });

  it('sharedForMs: a key capped at one with a full queue is full (refused at the door)', async () => {
    const limit = new ConcurrencyLimit({ maxActive: 2, maxQueued: 1, maxWaitMs: 10_000, sharedForMs: 1000 });
    const gate = deferred();
    const other = limit.run('other', () => gate.promise);
    const mine = [limit.run('k', () => gate.promise), limit.run('k', () => gate.promise)];
    expect(limit.load('k')).toEqual({ active: 1, queued: 1 });
    expect(limit.full('k')).toBe(true);
    await expect(limit.run('k', async () => 1)).rejects.toMatchObject({ code: 'rate_limited' });
    gate.resolve();
    await Promise.all([other, ...mine]);
  });

  it('sharedActive: what a key runs while shared, maxActive when alone', async () => {
    const limit = new ConcurrencyLimit({
      maxActive: 4,
      sharedActive: 2,
      maxQueued: 10,
      maxWaitMs: 10_000,
      sharedForMs: 1000,
    });
    const gate = deferred();
    const alone = Array.from({ length: 5 }, () => limit.run('k', () => gate.promise));
    expect(limit.load('k')).toEqual({ active: 4, queued: 1 });
    gate.resolve();
    await Promise.all(alone);
    const second = deferred();
    const other = limit.run('other', () => second.promise);
    const shared = Array.from({ length: 5 }, () => limit.run('k', () => second.promise));
    expect(limit.load('k')).toEqual({ active: 2, queued: 3 });
    second.resolve();
    await Promise.all([other, ...shared]);
  });
  it('floodedActive: a key refused for a full queue runs fewer while shared, for floodedForMs', async () => {
    const limit = new ConcurrencyLimit({
      maxActive: 4,
      sharedActive: 2,
      floodedActive: 1,
      floodedForMs: 60,
      maxQueued: 3,
      maxWaitMs: 10_000,
      sharedForMs: 1000,
    });
    const gate = deferred();
    const other = limit.run('other', () => gate.promise);
    // A page's burst that fits the queue: two running while shared.
    const page = Array.from({ length: 5 }, () => limit.run('k', () => gate.promise));
    expect(limit.load('k')).toEqual({ active: 2, queued: 3 });
    // One more than the queue holds: refused, and the key is flooding from then on.
    await expect(limit.run('k', () => gate.promise)).rejects.toMatchObject({ code: 'rate_limited' });
    gate.resolve();
    await Promise.all([other, ...page]);
    const again = deferred();
    const other2 = limit.run('other', () => again.promise);
    const flood = Array.from({ length: 3 }, () => limit.run('k', () => again.promise));
    expect(limit.load('k')).toEqual({ active: 1, queued: 2 });
    again.resolve();
    await Promise.all([other2, ...flood]);
    // A refusal at a door in front of the limit counts too; and it is forgotten after floodedForMs.
    await new Promise((r) => setTimeout(r, 70));
    const third = deferred();
    const other3 = limit.run('other', () => third.promise);
    const calm = Array.from({ length: 3 }, () => limit.run('k', () => third.promise));
    expect(limit.load('k')).toEqual({ active: 2, queued: 1 });
    limit.refused('j');
    const j = Array.from({ length: 2 }, () => limit.run('j', () => third.promise));
    expect(limit.load('j')).toEqual({ active: 1, queued: 1 });
    third.resolve();
    await Promise.all([other3, ...calm, ...j]);
  });
});
