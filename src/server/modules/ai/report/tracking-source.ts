import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { atSameLength } from '#domain/period-comparison.ts';
import {
  alertNotifications,
  catalogProducts,
  multiCriteriaAlerts,
  priceAlerts,
  trackedProducts,
} from '#server/db/schema/index.ts';
import type { ReportContext, ReportSection, ReportSource } from './report-source.ts';

const HIGHLIGHTED_PRODUCTS = 5;

async function trackedCounts(ctx: ReportContext) {
  const [row] = await ctx.db
    .select({
      total: sql<number>`count(*) filter (where ${trackedProducts.createdAt} < ${ctx.to})::int`,
      added: sql<number>`count(*) filter (where ${trackedProducts.createdAt} >= ${ctx.from} and ${trackedProducts.createdAt} < ${ctx.to})::int`,
    })
    .from(trackedProducts)
    .where(eq(trackedProducts.userId, ctx.userId));
  return row;
}

async function activeAlerts(ctx: ReportContext) {
  const count = async (table: typeof priceAlerts | typeof multiCriteriaAlerts) => {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.userId, ctx.userId), eq(table.enabled, true), lt(table.createdAt, ctx.to)));
    return row.n;
  };
  return (await count(priceAlerts)) + (await count(multiCriteriaAlerts));
}

async function notificationsBetween(ctx: ReportContext, from: Date, to: Date) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertNotifications)
    .where(
      and(
        eq(alertNotifications.userId, ctx.userId),
        gte(alertNotifications.createdAt, from),
        lt(alertNotifications.createdAt, to),
      ),
    );
  return row.n;
}

/** The products whose alerts fired most often this month, by title. */
async function mostTriggeredProducts(ctx: ReportContext) {
  const rows = await ctx.db
    .select({ title: catalogProducts.title, n: sql<number>`count(*)::int` })
    .from(alertNotifications)
    .innerJoin(catalogProducts, eq(catalogProducts.id, alertNotifications.productId))
    .where(
      and(
        eq(alertNotifications.userId, ctx.userId),
        gte(alertNotifications.createdAt, ctx.from),
        lt(alertNotifications.createdAt, ctx.to),
      ),
    )
    .groupBy(catalogProducts.title)
    .orderBy(sql`count(*) desc`, catalogProducts.title)
    .limit(HIGHLIGHTED_PRODUCTS);
  return rows.map((r) => r.title);
}

/** Competitor tracking and alerts: products watched, alerts set, and how often they fired. */
export const trackingSource: ReportSource = async (ctx) => {
  const tracked = await trackedCounts(ctx);
  const alerts = await activeAlerts(ctx);
  const triggered = await notificationsBetween(ctx, ctx.from, ctx.to);
  const triggeredBefore = atSameLength(
    await notificationsBetween(ctx, ctx.previousFrom, ctx.previousTo),
    ctx,
  );
  if (tracked.total + alerts + triggered + triggeredBefore === 0) return null;

  const section: ReportSection = {
    id: 'tracking',
    title: { en: 'Competitor tracking and alerts', fr: 'Suivi des concurrents et alertes' },
    facts: [
      {
        key: 'tracked_products',
        label: { en: 'Tracked competitor products', fr: 'Produits concurrents suivis' },
        value: tracked.total,
      },
      {
        key: 'tracked_products_added',
        label: { en: 'Tracked products added this month', fr: 'Produits suivis ajoutés ce mois-ci' },
        value: tracked.added,
      },
      {
        key: 'active_alerts',
        label: { en: 'Active alerts', fr: 'Alertes actives' },
        value: alerts,
      },
      {
        key: 'alerts_triggered',
        label: { en: 'Alerts triggered', fr: 'Alertes déclenchées' },
        value: triggered,
        previous: triggeredBefore,
      },
    ],
    recommendations: [],
  };
  const products = await mostTriggeredProducts(ctx);
  if (products.length)
    section.highlights = {
      label: {
        en: 'Products whose alerts fired most',
        fr: 'Produits dont les alertes se sont le plus déclenchées',
      },
      items: products,
    };
  if (tracked.total > 0 && alerts === 0)
    section.recommendations.push({
      en: 'You track competitors but have no active alert: set a price alert on the ones you watch most, so a price drop reaches you without checking.',
      fr: 'Vous suivez des concurrents sans aucune alerte active : posez une alerte de prix sur ceux que vous surveillez le plus, pour apprendre une baisse de prix sans vérifier.',
    });
  if (triggered > 0)
    section.recommendations.push({
      en: 'Your alerts fired this month: compare those competitors’ new prices with your own margin in the profitability calculator before reacting.',
      fr: 'Vos alertes se sont déclenchées ce mois-ci : comparez les nouveaux prix de ces concurrents à votre marge dans le calculateur de rentabilité avant de réagir.',
    });
  return section;
};
