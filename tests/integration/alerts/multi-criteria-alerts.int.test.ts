import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertsApi } from '#contracts/alerts.ts';
import type { CallInput } from '#contracts/define.ts';
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
    const res = await starter.call(alertsApi.listMulti);
    expect(res.status).toBe(403);
    expect(res.error?.params).toEqual({ feature: 'multiCriteriaAlerts', plan: 'pro' });
  });

  it('refuses a missing name or ASIN, no enabled criterion, or a bad threshold', async () => {
    const me = await pro();
    const base = { name: 'Rival', asin: 'B014TMV5YE', criteria: DEFAULT_CRITERIA };
    const code = async (body: CallInput<typeof alertsApi.createMulti>['body']) =>
      (await me.call(alertsApi.createMulti, { body })).error;
    expect(await code({ ...base, name: ' ' })).toEqual({ code: 'alert_name_and_asin_required', params: {} });
    expect(await code({ ...base, asin: '' })).toEqual({ code: 'alert_name_and_asin_required', params: {} });
    const none = Object.fromEntries(
      Object.entries(DEFAULT_CRITERIA).map(([k, c]) => [k, { ...c, enabled: false }]),
    ) as typeof DEFAULT_CRITERIA;
    expect(await code({ ...base, criteria: none })).toEqual({ code: 'alert_criterion_required', params: {} });
    const badRating = {
      ...DEFAULT_CRITERIA,
      rating: { enabled: true, threshold: 7, condition: 'below' as const },
    };
    expect(await code({ ...base, criteria: badRating })).toEqual({
      code: 'alert_threshold_invalid',
      params: { criterion: 'rating' },
    });
    expect((await me.call(alertsApi.listMulti)).body.alerts).toEqual([]);
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
    const created = await me.call(alertsApi.createMulti, {
      body: {
        name: 'Rival running out',
        asin: product.asin,
        criteria: DEFAULT_CRITERIA, // stock ≤ 10 and rank ≤ 1000
      },
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
    const listed = (await me.call(alertsApi.listMulti)).body.alerts[0];
    expect(listed.triggered).toBe(true);
    expect(listed.lastTriggeredAt).not.toBeNull();
  });

  it('edits, toggles, deletes, and belongs to its owner', async () => {
    const me = await pro();
    const other = await pro();
    const product = await createProduct(db, { bestSellersRank: 5000 });
    const { body } = await me.call(alertsApi.createMulti, {
      body: {
        name: 'Watch',
        asin: product.asin,
        criteria: DEFAULT_CRITERIA,
      },
    });
    const id = body.alert.id;
    const criteria = { ...DEFAULT_CRITERIA, stock: { ...DEFAULT_CRITERIA.stock, enabled: false } };
    const edited = await me.call(alertsApi.updateMulti, {
      params: { id },
      body: { name: 'Watch rank', criteria },
    });
    expect(edited.body.alert).toMatchObject({ name: 'Watch rank', criteria: { stock: { enabled: false } } });
    const none = Object.fromEntries(
      Object.entries(DEFAULT_CRITERIA).map(([k, c]) => [k, { ...c, enabled: false }]),
    ) as typeof DEFAULT_CRITERIA;
    expect(
      (await me.call(alertsApi.updateMulti, { params: { id }, body: { criteria: none } })).error?.code,
    ).toBe('alert_criterion_required');
    // Rank 5000 meets "ranking at or below 10,000": triggered; switched off, no longer "triggered".
    const wide = { ...criteria, ranking: { ...criteria.ranking, threshold: 10_000 } };
    expect(
      (await me.call(alertsApi.updateMulti, { params: { id }, body: { criteria: wide } })).body.alert
        .triggered,
    ).toBe(true);
    expect(
      (await me.call(alertsApi.updateMulti, { params: { id }, body: { enabled: false } })).body.alert,
    ).toMatchObject({
      enabled: false,
      triggered: false,
    });

    expect((await other.call(alertsApi.listMulti)).body.alerts).toEqual([]);
    expect(
      (await other.call(alertsApi.updateMulti, { params: { id }, body: { enabled: true } })).status,
    ).toBe(404);
    expect((await other.call(alertsApi.removeMulti, { params: { id } })).status).toBe(404);
    expect((await me.call(alertsApi.removeMulti, { params: { id } })).status).toBe(204);
    expect((await me.call(alertsApi.listMulti)).body.alerts).toEqual([]);
  });
});
