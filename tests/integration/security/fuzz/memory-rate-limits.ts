import type { Auth } from '#server/auth/auth.ts';

interface Counter {
  count: number;
  lastRequest: number;
}

/**
 * Keeps better-auth's rate-limit counters in memory instead of PostgreSQL for the fuzzing: the same
 * rules and limits, counted as better-auth's own memory store counts them (a call over a limit still
 * answers 429), without the two or three queries each call would spend on its counter row — most of
 * a refused call's cost. (better-auth's `storage: 'memory'` would do, but it scans every counter on
 * each call: quadratic over the fuzzing's hundred thousand client addresses.) The counters in
 * PostgreSQL, shared by every instance, are proven by tests/integration/auth/auth.int.test.ts,
 * tests/integration/resilience/two-instances.int.test.ts and ../security-review.int.test.ts.
 */
export async function memoryRateLimits(auth: Auth) {
  const context = await auth.$context;
  const counters = new Map<string, Counter>();
  const customStorage = {
    async consume(key: string, rule: { window: number; max: number }) {
      const now = Date.now();
      const counter = counters.get(key);
      if (!counter || now - counter.lastRequest >= rule.window * 1000) {
        counters.set(key, { count: 1, lastRequest: now });
        return { allowed: true, retryAfter: null };
      }
      if (counter.count >= rule.max) {
        const retryAfter = Math.ceil((counter.lastRequest + rule.window * 1000 - now) / 1000);
        return { allowed: false, retryAfter };
      }
      counter.count += 1;
      counter.lastRequest = now;
      return { allowed: true, retryAfter: null };
    },
  };
  context.options.rateLimit = {
    ...context.options.rateLimit,
    customStorage,
  } as typeof context.options.rateLimit;
}
