import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CRITERIA } from '#domain/alerts/alert-rules.ts';
import { alertNotifications } from '#server/db/schema/index.ts';
import { evaluateMultiCriteriaAlerts, evaluationDeps } from '#server/modules/alerts/evaluate-alerts.ts';
import { createProduct, createUser, observeProduct } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const pro = () => createUser(ctx, { plan: 'pro' });

describe('multi-criteria alerts', () => {
  it('are for pro and elite only', async () => {
    const starter = await createUser(ctx, { plan: 'starter' });
    const res = await starter.get('/api/alerts/multi-criteria');
    expect(res.status).toBe(403);
    expect(res.body.error.params).toEqual({ feature: 'multiCriteriaAlerts', plan: 'pro' });
  });

  it('refuses a missing name or ASIN, no enabled criterion, or a bad threshold', async () => {
    const me = await pro();
    const base = { name: 'Rival', asin: 'B014TMV5YE', criteria: DEFAULT_CRITERIA };
    const code = async (body: object) => (await me.post('/api/alerts/multi-criteria', body)).body.error;
    expect(await code({ ...base, name: ' ' })).toEqual({ code: 'alert_name_and_asin_required', params: {} });
    expect(await code({ ...base, asin: '' })).toEqual({ code: 'alert_name_and_asin_required', params: {} });
    const none = Object.fromEntries(
      Object.entries(DEFAULT_CRITERIA).map(([k, c]) => [k, { ...c, enabled: false }]),
    );
    expect(await code({ ...base, criteria: none })).toEqual({ code: 'alert_criterion_required', params: {} });
    const badRating = { ...DEFAULT_CRITERIA, rating: { enabled: true, threshold: 7, condition: 'below' } };
    expect(await code({ ...base, criteria: badRating })).toEqual({
      code: 'alert_threshold_invalid',
      params: { criterion: 'rating' },
    });
    expect((await me.get('/api/alerts/multi-criteria')).body.alerts).toEqual([]);
  });

  it('notifies once when every enabled criterion becomes met, with the values that met them', async () => {
    const me = await pro();
    const product = await createProduct(db, {
      priceCents: 2999,
      stockQuantity: 40,
      inStock: true,
      bestSellersRank: 850,
      observedAt: minutesAgo(60),
    });
    const created = await me.post('/api/alerts/multi-criteria', {
      name: 'Rival running out',
      asin: product.asin,
      criteria: DEFAULT_CRITERIA, // stock ≤ 10 and rank ≤ 1000
    });
    expect(created.status).toBe(201);
    const alert = created.body.alert;
    expect(alert).toMatchObject({
      name: 'Rival running out',
      triggered: false,
      lastTriggeredAt: null,
      current: { stockQuantity: 40, bestSellersRank: 850, priceCents: 2999 },
    });

    await observeProduct(db, product.id, { observedAt: minutesAgo(20), stockQuantity: 8, inStock: true });
    const d = evaluationDeps(ctx.deps);
    expect(await evaluateMultiCriteriaAlerts(d)).toMatchObject({ notified: 1 });
    expect(await evaluateMultiCriteriaAlerts(d)).toMatchObject({ notified: 0 });
    await observeProduct(db, product.id, { observedAt: minutesAgo(10), stockQuantity: 8, inStock: true });
    expect(await evaluateMultiCriteriaAlerts(d)).toMatchObject({ notified: 0 });

    const rows = await db.select().from(alertNotifications).where(eq(alertNotifications.alertId, alert.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].details).toMatchObject({
      kind: 'multi_criteria',
      name: 'Rival running out',
      outcomes: [
        { key: 'stock', condition: 'below', threshold: 10, value: 8, met: true },
        { key: 'ranking', condition: 'below', threshold: 1000, value: 850, met: true },
      ],
    });
    const listed = (await me.get('/api/alerts/multi-criteria')).body.alerts[0];
    expect(listed.triggered).toBe(true);
    expect(listed.lastTriggeredAt).not.toBeNull();
  });

  it('edits, toggles, deletes, and belongs to its owner', async () => {
    const me = await pro();
    const other = await pro();
    const product = await createProduct(db, { bestSellersRank: 5000 });
    const { body } = await me.post('/api/alerts/multi-criteria', {
      name: 'Watch',
      asin: product.asin,
      criteria: DEFAULT_CRITERIA,
    });
    const id = body.alert.id;
    const criteria = { ...DEFAULT_CRITERIA, stock: { ...DEFAULT_CRITERIA.stock, enabled: false } };
    const edited = await me.patch(`/api/alerts/multi-criteria/${id}`, { name: 'Watch rank', criteria });
    expect(edited.body.alert).toMatchObject({ name: 'Watch rank', criteria: { stock: { enabled: false } } });
    const none = Object.fromEntries(
      Object.entries(DEFAULT_CRITERIA).map(([k, c]) => [k, { ...c, enabled: false }]),
    );
    expect((await me.patch(`/api/alerts/multi-criteria/${id}`, { criteria: none })).body.error.code).toBe(
      'alert_criterion_required',
    );
    // Rank 5000 meets "ranking at or below 10,000": triggered; switched off, no longer "triggered".
    const wide = { ...criteria, ranking: { ...criteria.ranking, threshold: 10_000 } };
    expect(
      (await me.patch(`/api/alerts/multi-criteria/${id}`, { criteria: wide })).body.alert.triggered,
    ).toBe(true);
    expect((await me.patch(`/api/alerts/multi-criteria/${id}`, { enabled: false })).body.alert).toMatchObject(
      {
        enabled: false,
        triggered: false,
      },
    );

    expect((await other.get('/api/alerts/multi-criteria')).body.alerts).toEqual([]);
    expect((await other.patch(`/api/alerts/multi-criteria/${id}`, { enabled: true })).status).toBe(404);
    expect((await other.delete(`/api/alerts/multi-criteria/${id}`)).status).toBe(404);
    expect((await me.delete(`/api/alerts/multi-criteria/${id}`)).status).toBe(204);
    expect((await me.get('/api/alerts/multi-criteria')).body.alerts).toEqual([]);
  });
});
