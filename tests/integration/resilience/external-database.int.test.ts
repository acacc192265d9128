import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchApi } from '#contracts/research.ts';
import { killEmbeddedDatabase } from '#tests/helpers/server-process.ts';
import { httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';
import { startTwoInstances, type TwoInstances } from '#tests/helpers/two-instances.ts';

/**
 * Issue 15, finding 2, with an external `DATABASE_URL`: the database goes away under an instance
 * that does not own it (here instance b, on instance a's embedded PostgreSQL, SIGKILLed then
 * restarted by a's supervision). Instance b must stay up, answer 503 with Retry-After meanwhile
 * (never a 500), and serve again once the database is back, its pool opening new connections by
 * itself: nobody restarts b.
 */
let two: TwoInstances;

beforeAll(async () => {
  two = await startTwoInstances();
}, 240_000);

afterAll(async () => {
  await two?.stop();
}, 60_000);

describe('an external database restarts under the instance', () => {
  it('503 with Retry-After while it is away, then served again by the same process', async () => {
    const b = two.b;
    const user = await signUpAs(new TestClient(httpTarget(b.url)));
    expect((await user.call(researchApi.favourites)).status).toBe(200);

    await killEmbeddedDatabase(two.a.dataDir);
    const answers = new Map<number, number>();
    let retryAfterMissing = 0;
    const deadline = Date.now() + 90_000;
    let servedAgain = false;
    while (Date.now() < deadline) {
      const res = await user.call(researchApi.favourites);
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
      if (res.status === 503 && !res.headers.get('retry-after')) retryAfterMissing += 1;
      if (res.status === 200 && answers.has(503)) {
        servedAgain = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`external database restart: answers ${JSON.stringify(Object.fromEntries(answers))}`);
    expect(servedAgain).toBe(true);
    expect([...answers.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(retryAfterMissing).toBe(0);
    expect(b.child.exitCode).toBeNull();
    expect(b.child.signalCode).toBeNull();
    const health = await fetch(`${b.url}/api/health`);
    expect(health.status).toBe(200);
  }, 180_000);
});
