import { alertsApi } from '#contracts/alerts.ts';
import { researchApi } from '#contracts/research.ts';
import { reviewsApi } from '#contracts/reviews.ts';
import type { TestClient } from '#tests/helpers/test-app.ts';

/**
 * The crash-safety workload: per user one review (created, or edited in a later round), price alerts
 * and product favourites, interleaved across users and sent all at once. Each write the server
 * acknowledges (2xx) is recorded with what must be found after a restart.
 */
export type User = TestClient & { userId: string; email: string };
export interface Product {
  id: number;
  asin: string;
}

export interface Acknowledged {
  /** userId → the comment of the user's acknowledged review write. */
  reviews: Map<string, string>;
  /** userId → ids of the acknowledged price alerts. */
  alerts: Map<string, Set<string>>;
  /** userId → product ids of the acknowledged favourites. */
  favourites: Map<string, Set<number>>;
}

interface Write {
  user: User;
  send(): Promise<{ status: number; body: any }>;
  record(ack: Acknowledged, body: any): void;
}

const add = <T>(map: Map<string, Set<T>>, key: string, value: T) => {
  const set = map.get(key) ?? new Set<T>();
  set.add(value);
  map.set(key, set);
};

/** 1 review + `alertsPerUser` alerts + `favouritesPerUser` favourites per user, users interleaved. */
export function planWrites(o: {
  users: User[];
  products: Product[];
  round: number;
  alertsPerUser: number;
  favouritesPerUser: number;
}): Write[] {
  const perUser = o.users.map((user, u) => {
    const writes: Write[] = [];
    const comment = `Round ${o.round} review by ${user.email}`;
    writes.push({
      user,
      send: () =>
        o.round === 1
          ? user.call(reviewsApi.create, { body: { rating: 1 + (u % 5), comment } })
          : user.call(reviewsApi.update, { body: { rating: 1 + ((u + o.round) % 5), comment } }),
      record: (ack) => ack.reviews.set(user.userId, comment),
    });
    for (let j = 0; j < o.alertsPerUser; j++) {
      const product = o.products[(u + j) % o.products.length];
      writes.push({
        user,
        send: () =>
          user.call(alertsApi.createPrice, {
            body: {
              asin: product.asin,
              targetPriceCents: 1000 + o.round * 100_000 + u * 100 + j,
            },
          }),
        record: (ack, body) => add(ack.alerts, user.userId, body.alert.id as string),
      });
    }
    for (let j = 0; j < o.favouritesPerUser; j++) {
      const product = o.products[(o.round - 1) * o.favouritesPerUser + j];
      writes.push({
        user,
        send: () => user.call(researchApi.addFavourite, { body: { productId: product.id } }),
        record: (ack) => add(ack.favourites, user.userId, product.id),
      });
    }
    return writes;
  });
  const interleaved: Write[] = [];
  for (let i = 0; perUser.some((w) => i < w.length); i++)
    for (const writes of perUser) if (i < writes.length) interleaved.push(writes[i]);
  return interleaved;
}

export interface LoadOutcome {
  ack: Acknowledged;
  acknowledged: number;
  /** Requests that got no answer, or an error, once the crash had begun. */
  lost: number;
  /** Answers that were not 2xx before the crash: errors under load. */
  refused: { status: number; body: unknown }[];
}

/** The server's "come back later": 429 rate_limited, or 503 busy (both with Retry-After). */
const askedToWait = (res: { status: number; body: any } | undefined) =>
  res?.status === 429 || (res?.status === 503 && res.body?.error?.code === 'busy');

/**
 * Sends every write at once; when `crashAfter` of them have been acknowledged, calls `crash` at
 * once (it kills the server mid-load), then waits for every request to settle.
 */
export async function sendWrites(writes: Write[], crashAfter: number, crash: () => Promise<unknown>) {
  const outcome: LoadOutcome = {
    ack: { reviews: new Map(), alerts: new Map(), favourites: new Map() },
    acknowledged: 0,
    lost: 0,
    refused: [],
  };
  let crashed: Promise<unknown> | undefined;
  await Promise.all(
    writes.map(async (write) => {
      let res: { status: number; body: any } | undefined;
      // A client that waits as the server tells it loses nothing: a 429 (the per-caller limit of the
      // expensive routes, ADR 120: each user's 10 favourites at once may exceed its lane and queue)
      // or a 503 `busy` (a request that waited its 15 s in the caller's queue, issue 30: 20 writes
      // per user at once on a machine busy with other tests). Any other answer counts as it came.
      for (let attempt = 0; attempt < 30; attempt++) {
        res = undefined;
        try {
          res = await write.send();
        } catch {}
        if (!askedToWait(res) || crashed) break;
        await new Promise((r) => setTimeout(r, 1000 * (res?.body?.error?.params?.retryAfterSeconds ?? 1)));
      }
      if (res && res.status >= 200 && res.status <= 299) {
        write.record(outcome.ack, res.body);
        outcome.acknowledged += 1;
        if (outcome.acknowledged === crashAfter) crashed = crash();
      } else if (crashed) outcome.lost += 1;
      else
        outcome.refused.push(res ? { status: res.status, body: res.body } : { status: 0, body: 'no answer' });
    }),
  );
  await crashed;
  return outcome;
}
