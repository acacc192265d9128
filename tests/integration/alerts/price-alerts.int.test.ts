import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertsApi, notificationsApi } from '#contracts/alerts.ts';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { observationsApi } from '#contracts/observations.ts';
import { alertNotifications } from '#server/db/schema/index.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';
import { createProduct, createUser, observeProduct } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const starter = () => createUser(ctx, { plan: 'starter' });

/** Runs the real price-alert job once, through the queue, as a worker does at each period. */
async function runPriceJob() {
  expect(await runJobNow(ctx.deps, 'price-alerts')).toMatchObject({ ok: true });
}

const notificationsOf = (alertId: string) =>
  db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alertId));

describe('price alerts', () => {
  it('a new snapshot below the target notifies exactly once; an identical second snapshot does not', async () => {
    const me = await starter();
    const product = await createProduct(db, { priceCents: 2999, observedAt: minutesAgo(60) });
    const created = await me.call(alertsApi.createPrice, {
      body: {
        asin: product.asin,
        targetPriceCents: 2500,
        condition: 'below',
      },
    });
    expect(created.status).toBe(201);
    const alert = created.body.alert;
    expect(alert).toMatchObject({
      productName: product.title,
      targetPriceCents: 2500,
      currency: 'USD',
      condition: 'below',
      enabled: true,
      triggered: false,
      currentPriceCents: 2999,
    });
    expect(alert.lastCheckedAt).not.toBeNull();

    await runPriceJob();
    expect(await notificationsOf(alert.id)).toHaveLength(0);

    await observeProduct(db, product.id, { observedAt: minutesAgo(30), priceCents: 2399 });
    await runPriceJob();
    const first = await notificationsOf(alert.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      userId: me.userId,
      alertKind: 'price',
      asin: product.asin,
      details: {
        kind: 'price',
        condition: 'below',
        targetPriceCents: 2500,
        priceCents: 2399,
        currency: 'USD',
      },
    });

    await observeProduct(db, product.id, { observedAt: minutesAgo(10), priceCents: 2399 });
    await runPriceJob();
    expect(await notificationsOf(alert.id)).toHaveLength(1);

    const listed = (await me.call(alertsApi.listPrice)).body.alerts[0];
    expect(listed).toMatchObject({ triggered: true, currentPriceCents: 2399 });
    expect(listed.lastTriggeredAt).not.toBeNull();
    const feed = await me.call(notificationsApi.list);
    expect(feed.body.unread).toBe(1);
    expect(feed.body.notifications[0]).toMatchObject({
      alertId: alert.id,
      read: false,
      productTitle: product.title,
    });
    expect((await me.call(notificationsApi.markAllRead)).status).toBe(204);
    expect((await me.call(notificationsApi.list)).body.unread).toBe(0);

    // Back above the target re-arms it; the next drop notifies again.
    await observeProduct(db, product.id, { observedAt: minutesAgo(5), priceCents: 2799 });
    await runPriceJob();
    expect((await me.call(alertsApi.listPrice)).body.alerts[0].triggered).toBe(false);
    await observeProduct(db, product.id, { observedAt: minutesAgo(1), priceCents: 2500 });
    await runPriceJob();
    expect(await notificationsOf(alert.id)).toHaveLength(2);
  });

  it('evaluates at once on creation, and "above" works at the boundary', async () => {
    const me = await starter();
    const product = await createProduct(db, { priceCents: 3000 });
    const { body } = await me.call(alertsApi.createPrice, {
      body: {
        asin: product.asin,
        targetPriceCents: 3000,
        condition: 'above',
      },
    });
    expect(body.alert.triggered).toBe(true);
    expect(await notificationsOf(body.alert.id)).toHaveLength(1);
  });

  it('edits, toggles and deletes; a disabled alert is not evaluated', async () => {
    const me = await starter();
    const product = await createProduct(db, { priceCents: 3000, observedAt: minutesAgo(60) });
    const { body } = await me.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 2000 },
    });
    const id = body.alert.id;
    const off = await me.call(alertsApi.updatePrice, { params: { id }, body: { enabled: false } });
    expect(off.body.alert.enabled).toBe(false);
    await observeProduct(db, product.id, { observedAt: minutesAgo(5), priceCents: 1500 });
    await runPriceJob();
    expect(await notificationsOf(id)).toHaveLength(0);
    const on = await me.call(alertsApi.updatePrice, { params: { id }, body: { enabled: true } });
    expect(on.body.alert.triggered).toBe(true);
    expect(await notificationsOf(id)).toHaveLength(1);
    // Switched off, it is not "triggered" any more; switched on again, the same observation triggers
    // it without a second notification.
    const offAgain = await me.call(alertsApi.updatePrice, { params: { id }, body: { enabled: false } });
    expect(offAgain.body.alert).toMatchObject({ enabled: false, triggered: false });
    expect((await me.call(alertsApi.listPrice)).body.alerts[0]).toMatchObject({ triggered: false });
    const onAgain = await me.call(alertsApi.updatePrice, { params: { id }, body: { enabled: true } });
    expect(onAgain.body.alert.triggered).toBe(true);
    expect(await notificationsOf(id)).toHaveLength(1);
    const edited = await me.call(alertsApi.updatePrice, { params: { id }, body: { targetPriceCents: 1000 } });
    expect(edited.body.alert).toMatchObject({ targetPriceCents: 1000, triggered: false });
    expect((await me.call(alertsApi.updatePrice, { params: { id }, body: {} })).status).toBe(400);
    expect(
      (await me.call(alertsApi.updatePrice, { params: { id }, body: { targetPriceCents: 0 } })).status,
    ).toBe(400);
    expect((await me.call(alertsApi.removePrice, { params: { id } })).status).toBe(204);
    expect((await me.call(alertsApi.listPrice)).body.alerts).toEqual([]);
    // The notification history stays.
    expect(await notificationsOf(id)).toHaveLength(1);
  });

  it('sends an e-mail when the user asked for it, in their language, once', async () => {
    const sent: MailMessage[] = [];
    const original = ctx.deps.mailer;
    ctx.deps.mailer = { kind: 'log', send: async (m) => void sent.push(m) };
    try {
      const me = await starter();
      const prefs = await me.call(notificationsApi.savePreferences, {
        body: { emailOnTrigger: true, language: 'fr' },
      });
      expect(prefs.body).toEqual({ emailOnTrigger: true, language: 'fr' });
      expect((await me.call(notificationsApi.preferences)).body.emailOnTrigger).toBe(true);
      const product = await createProduct(db, {
        priceCents: 4000,
        title: 'Lampe de bureau',
        observedAt: minutesAgo(60),
      });
      await me.call(alertsApi.createPrice, { body: { asin: product.asin, targetPriceCents: 3500 } });
      await observeProduct(db, product.id, { observedAt: minutesAgo(2), priceCents: 3490 });
      await runPriceJob();
      await runPriceJob();
      const mine = sent.filter((m) => m.to === me.email);
      expect(mine).toHaveLength(1);
      expect(mine[0].subject).toBe('Alerte prix\u202f: «\u202fLampe de bureau\u202f»');
      expect(mine[0].text).toContain('34,90');
      // When and by whom the price was observed, never "costs now".
      expect(mine[0].text).toContain('était à 34,90');
      expect(mine[0].text).toContain('l’a observé le');
      expect(mine[0].text).toContain('par un fichier importé');
      expect(mine[0].text).toContain('/dashboard');

      const quiet = await starter();
      const other = await createProduct(db, { priceCents: 4000, observedAt: minutesAgo(60) });
      await quiet.call(alertsApi.createPrice, { body: { asin: other.asin, targetPriceCents: 4000 } });
      expect(sent.filter((m) => m.to === quiet.email)).toHaveLength(0);
    } finally {
      ctx.deps.mailer = original;
    }
  });

  it('never fires on a 3-day-old price: it waits for a fresh one and says why', async () => {
    const me = await starter();
    const threeDays = minutesAgo(3 * 24 * 60);
    const product = await createProduct(db, { priceCents: 1999, observedAt: threeDays });
    const created = await me.call(alertsApi.createPrice, {
      body: {
        asin: product.asin,
        targetPriceCents: 2500,
        condition: 'below',
      },
    });
    expect(created.body.alert).toMatchObject({
      triggered: false,
      currentPriceCents: 1999,
      observedAt: threeDays.toISOString(),
      waitingForFreshData: true,
    });
    await runPriceJob();
    expect(await notificationsOf(created.body.alert.id)).toHaveLength(0);
    // A fresh observation of the same price: now it fires, dated with that observation.
    const fresh = minutesAgo(5);
    await observeProduct(db, product.id, { observedAt: fresh, priceCents: 1999 });
    await runPriceJob();
    const [notification] = await notificationsOf(created.body.alert.id);
    expect(notification).toMatchObject({ observedAt: fresh, observationSource: 'csv_import' });
    const listed = (await me.call(alertsApi.listPrice)).body.alerts[0];
    expect(listed).toMatchObject({ triggered: true, waitingForFreshData: false });
    const shown = (await me.call(notificationsApi.list)).body.notifications[0];
    expect(shown).toMatchObject({ source: 'csv_import', observedAt: fresh.toISOString() });
  });

  it('the price a seller’s own extension saw counts for their alert, and only theirs', async () => {
    const seller = await createUser(ctx, { plan: 'pro' });
    const other = await createUser(ctx, { plan: 'pro' });
    const product = await createProduct(db, { priceCents: 3000, observedAt: minutesAgo(60) });
    const mine = await seller.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 2500 },
    });
    const theirs = await other.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 2500 },
    });
    const { body: key } = await seller.call(apiKeysApi.create, { body: { name: 'extension' } });
    const recorded = await ctx.client().call(
      observationsApi.record,
      {
        body: {
          observations: [
            {
              marketplace: 'US',
              asin: product.asin,
              pageKind: 'product',
              currency: 'USD',
              priceCents: 2299,
              observedAt: minutesAgo(1).toISOString(),
            },
          ],
        },
      },
      { authorization: `Bearer ${key.key}` },
    );
    expect(recorded.body).toMatchObject({ recorded: 1, shared: false });
    // Evaluated as soon as it is recorded, on the seller's own view of the product.
    const [notified] = await notificationsOf(mine.body.alert.id);
    expect(notified).toMatchObject({ observationSource: 'browser', details: { priceCents: 2299 } });
    expect(await notificationsOf(theirs.body.alert.id)).toHaveLength(0);
    expect((await other.call(alertsApi.listPrice)).body.alerts[0].currentPriceCents).toBe(3000);
  });

  it('tells the panels how often the checks run (operator settings), on any plan', async () => {
    const free = await ctx.signUp();
    const res = await free.call(alertsApi.schedule);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      priceCheckSeconds: ctx.deps.env.PRICE_ALERT_CHECK_SECONDS,
      multiCriteriaCheckSeconds: ctx.deps.env.MULTI_CRITERIA_ALERT_CHECK_SECONDS,
      maxObservationAgeHours: 48,
    });
    expect((await ctx.client().call(alertsApi.schedule)).status).toBe(401);
  });

  it('belongs to its owner (404) and needs the starter plan', async () => {
    const alice = await starter();
    const bob = await starter();
    const product = await createProduct(db);
    const { body } = await alice.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 100 },
    });
    const id = body.alert.id;
    expect((await bob.call(alertsApi.listPrice)).body.alerts).toEqual([]);
    expect((await bob.call(alertsApi.updatePrice, { params: { id }, body: { enabled: false } })).status).toBe(
      404,
    );
    expect((await bob.call(alertsApi.removePrice, { params: { id } })).status).toBe(404);
    const notes = await db
      .select()
      .from(alertNotifications)
      .where(and(eq(alertNotifications.userId, bob.userId)));
    expect(notes).toHaveLength(0);
    expect((await alice.call(alertsApi.listPrice)).body.alerts[0].enabled).toBe(true);

    const free = await ctx.signUp();
    const refused = await free.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 100 },
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.params).toEqual({ feature: 'priceAlerts', plan: 'starter' });
    expect((await free.call(notificationsApi.list)).body).toEqual({ notifications: [], unread: 0 });
  });
});
