import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { atSameLength } from '#domain/period-comparison.ts';
import { isUnlimited, quotaOf } from '#domain/plans.ts';
import { usageEvents } from '#server/db/schema/index.ts';
import type { Localized, ReportContext, ReportSection, ReportSource } from './report-source.ts';

const WARN_AT_PERCENT = 90;

async function countByKind(ctx: ReportContext, from: Date, to: Date) {
  const rows = await ctx.db
    .select({ kind: usageEvents.kind, n: sql<number>`count(*)::int` })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.userId, ctx.userId),
        gte(usageEvents.createdAt, from),
        lt(usageEvents.createdAt, to),
      ),
    )
    .groupBy(usageEvents.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
  return { products: of('product_search'), keywords: of('keyword_search') };
}

/**
 * Searches counted by the quota ledger (usage_events): this month, the same days of last month,
 * share of the quota used so far.
 */
export const usageSource: ReportSource = async (ctx) => {
  const now = await countByKind(ctx, ctx.from, ctx.to);
  const counted = await countByKind(ctx, ctx.previousFrom, ctx.previousTo);
  const before = {
    products: atSameLength(counted.products, ctx),
    keywords: atSameLength(counted.keywords, ctx),
  };
  const quotaUsed = await countByKind(ctx, ctx.from, ctx.monthEnd);
  const total = now.products + now.keywords;
  const previousTotal = before.products + before.keywords;
  const section: ReportSection = {
    id: 'usage',
    title: { en: 'Research activity', fr: 'Activité de recherche' },
    facts: [
      {
        key: 'total_searches',
        label: { en: 'Searches (all kinds)', fr: 'Recherches (tous types)' },
        value: total,
        previous: previousTotal,
      },
      {
        key: 'product_searches',
        label: { en: 'Product searches', fr: 'Recherches produit' },
        value: now.products,
        previous: before.products,
      },
      {
        key: 'keyword_searches',
        label: { en: 'Keyword searches', fr: 'Recherches de mots-clés' },
        value: now.keywords,
        previous: before.keywords,
      },
    ],
    recommendations: [],
  };
  const advice = (r: Localized) => section.recommendations.push(r);

  for (const [kind, used, label] of [
    ['productSearches', quotaUsed.products, { en: 'product-search', fr: 'recherches produit' }],
    ['keywordSearches', quotaUsed.keywords, { en: 'keyword-search', fr: 'recherches de mots-clés' }],
  ] as const) {
    const limit = quotaOf(ctx.plan, kind);
    if (isUnlimited(limit) || limit === 0) continue;
    const percent = Math.round((used / limit) * 100);
    section.facts.push({
      key: `${kind}_quota_percent`,
      label: { en: `Share of the ${label.en} quota used`, fr: `Part du quota de ${label.fr} utilisée` },
      value: percent,
      unit: 'percent',
    });
    if (percent >= WARN_AT_PERCENT)
      advice({
        en: `You have used ${percent} % of your ${label.en} quota: keep the remaining searches for your most promising ideas, or move to a higher plan if you need more.`,
        fr: `Vous avez utilisé ${percent} % de votre quota de ${label.fr} : gardez les recherches restantes pour vos idées les plus prometteuses, ou passez à une offre supérieure si vous en avez besoin de plus.`,
      });
  }

  if (total === 0)
    advice({
      en: 'You ran no searches this month. Start with a product search in a category you know, filtered on low competition.',
      fr: 'Vous n’avez fait aucune recherche ce mois-ci. Commencez par une recherche produit dans une catégorie que vous connaissez, filtrée sur une concurrence faible.',
    });
  else if (now.products > 0 && now.keywords === 0)
    advice({
      en: 'You searched products but no keywords: check the demand and difficulty of the keywords behind your best product ideas before committing stock.',
      fr: 'Vous avez cherché des produits mais aucun mot-clé : vérifiez la demande et la difficulté des mots-clés derrière vos meilleures idées avant d’engager du stock.',
    });
  else if (now.keywords > 0 && now.products === 0)
    advice({
      en: 'You researched keywords but no products: run a product search on your best keywords to see who you would compete with.',
      fr: 'Vous avez étudié des mots-clés mais aucun produit : lancez une recherche produit sur vos meilleurs mots-clés pour voir face à qui vous seriez.',
    });
  if (previousTotal > 0 && total < previousTotal / 2)
    advice({
      en: 'Your research activity is less than half of last month’s over the same number of days: plan a regular research slot so that opportunities do not pass you by.',
      fr: 'Votre activité de recherche est inférieure à la moitié de celle du mois dernier sur le même nombre de jours : prévoyez un créneau de recherche régulier pour ne pas laisser passer d’opportunités.',
    });
  return section;
};
