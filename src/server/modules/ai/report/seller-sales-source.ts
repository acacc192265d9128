import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import { sellerAccountTraffic } from '#server/db/schema/index.ts';
import type { ReportContext, ReportSection, ReportSource } from './report-source.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);
const CONVERSION_DROP_POINTS = 2;

const inWindow = (ctx: ReportContext, from: Date, to: Date) =>
  and(
    eq(sellerAccountTraffic.userId, ctx.userId),
    gte(sellerAccountTraffic.periodStart, day(from)),
    lt(sellerAccountTraffic.periodStart, day(to)),
  );

/** Ordered product sales in [from, to), per currency (a seller on several marketplaces has several). */
async function revenue(ctx: ReportContext, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ currency: sellerAccountTraffic.currency, minor: sum(sellerAccountTraffic.orderedSalesMinor) })
    .from(sellerAccountTraffic)
    .where(inWindow(ctx, from, to))
    .groupBy(sellerAccountTraffic.currency);
  return new Map(rows.map((r) => [r.currency, Number(r.minor ?? 0)]));
}

/** Units, order items and sessions of the seller's account days (Business Report by date / SP-API) in [from, to). */
async function totals(ctx: ReportContext, from: Date, to: Date) {
  const [row] = await ctx.db
    .select({
      days: count(),
      units: sum(sellerAccountTraffic.unitsOrdered),
      orders: sum(sellerAccountTraffic.totalOrderItems),
      sessions: sum(sellerAccountTraffic.sessions),
    })
    .from(sellerAccountTraffic)
    .where(inWindow(ctx, from, to));
  const units = Number(row?.units ?? 0);
  const sessions = Number(row?.sessions ?? 0);
  return {
    days: row?.days ?? 0,
    units,
    orders: Number(row?.orders ?? 0),
    sessions,
    /** Units ordered per 100 sessions, one decimal; null without sessions. */
    conversion: sessions > 0 ? Math.round((units / sessions) * 1000) / 10 : null,
  };
}

/** Per day with data, one decimal: days without imported data are not days without sales. */
const perDay = (n: number, days: number) => Math.round((n / days) * 10) / 10;

/**
 * The seller's own sales of the month, from their imported or synced account data: ordered product
 * sales (per currency) and units over the same days of both months, then daily rates over the days
 * with data (imports cover what the seller uploaded, so the days with data differ from one month
 * to the next: the rates and the days with data say how comparable the totals are).
 */
export const sellerSalesSource: ReportSource = async (ctx) => {
  const now = await totals(ctx, ctx.from, ctx.to);
  if (now.days === 0) return null;
  const before = await totals(ctx, ctx.previousFrom, ctx.previousTo);
  const hadBefore = before.days > 0;
  const salesBefore = await revenue(ctx, ctx.previousFrom, ctx.previousTo);
  const rate = (key: 'units' | 'orders' | 'sessions') => ({
    value: perDay(now[key], now.days),
    previous: hadBefore ? perDay(before[key], before.days) : null,
  });
  const section: ReportSection = {
    id: 'seller-sales',
    title: { en: 'Your Amazon sales', fr: 'Vos ventes Amazon' },
    facts: [
      ...[...(await revenue(ctx, ctx.from, ctx.to))].map(([currency, minor]) => ({
        key: `ordered_sales_${currency}`,
        label: {
          en: `Ordered product sales (${currency})`,
          fr: `Ventes de produits commandés (${currency})`,
        },
        value: minor,
        previous: hadBefore ? (salesBefore.get(currency) ?? 0) : null,
        unit: 'money' as const,
        currency,
      })),
      {
        key: 'units_ordered',
        label: { en: 'Units ordered', fr: 'Unités commandées' },
        value: now.units,
        // The same days of the previous month (their days with data are the next lines).
        previous: hadBefore ? before.units : null,
      },
      {
        key: 'units_ordered_per_day',
        label: { en: 'Units ordered per day with data', fr: 'Unités commandées par jour avec données' },
        ...rate('units'),
      },
      {
        key: 'order_items_per_day',
        label: { en: 'Order items per day with data', fr: 'Articles commandés par jour avec données' },
        ...rate('orders'),
      },
      {
        key: 'sessions_per_day',
        label: { en: 'Sessions per day with data', fr: 'Sessions par jour avec données' },
        ...rate('sessions'),
      },
      {
        key: 'days_with_data',
        label: { en: 'Days with sales data', fr: 'Jours avec des données de vente' },
        value: now.days,
        previous: hadBefore ? before.days : null,
      },
    ],
    recommendations: [],
  };
  if (now.conversion !== null)
    section.facts.push({
      key: 'conversion_rate',
      label: { en: 'Conversion rate (units ÷ sessions)', fr: 'Taux de conversion (unités ÷ sessions)' },
      value: now.conversion,
      previous: hadBefore ? before.conversion : null,
      unit: 'percent',
    });
  if (
    now.conversion !== null &&
    before.conversion !== null &&
    before.conversion - now.conversion >= CONVERSION_DROP_POINTS
  )
    section.recommendations.push({
      en: 'Your conversion rate fell compared with last month: check your price against competitors, your main image and your reviews.',
      fr: 'Votre taux de conversion a baissé par rapport au mois dernier : comparez votre prix à celui des concurrents, vérifiez votre image principale et vos avis.',
    });
  const units = rate('units');
  const sessions = rate('sessions');
  if (
    sessions.previous !== null &&
    units.previous !== null &&
    sessions.value < sessions.previous &&
    units.value < units.previous
  )
    section.recommendations.push({
      en: 'Fewer visits and fewer units a day than last month: review your keywords and your advertising budget.',
      fr: 'Moins de visites et moins d’unités par jour que le mois dernier : revoyez vos mots-clés et votre budget publicitaire.',
    });
  return section;
};
