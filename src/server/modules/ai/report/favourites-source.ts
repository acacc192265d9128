import { eq, sql } from 'drizzle-orm';
import { hasFeature } from '#domain/plans.ts';
import { keywordFavourites, productFavourites } from '#server/db/schema/index.ts';
import type { ReportSection, ReportSource } from './report-source.ts';

/** The shortlist: favourite products and monitored keywords, added this month and held in total. */
export const favouritesSource: ReportSource = async (ctx) => {
  const count = async (table: typeof productFavourites | typeof keywordFavourites) => {
    const [row] = await ctx.db
      .select({
        total: sql<number>`count(*) filter (where ${table.createdAt} < ${ctx.to})::int`,
        added: sql<number>`count(*) filter (where ${table.createdAt} >= ${ctx.from} and ${table.createdAt} < ${ctx.to})::int`,
      })
      .from(table)
      .where(eq(table.userId, ctx.userId));
    return row;
  };
  const products = await count(productFavourites);
  const keywords = await count(keywordFavourites);
  if (products.total + keywords.total === 0) return null;
  const section: ReportSection = {
    id: 'favourites',
    title: { en: 'Your shortlist', fr: 'Votre sélection' },
    facts: [
      {
        key: 'favourite_products',
        label: { en: 'Favorite products', fr: 'Produits favoris' },
        value: products.total,
      },
      {
        key: 'favourite_products_added',
        label: { en: 'Favorite products added this month', fr: 'Produits favoris ajoutés ce mois-ci' },
        value: products.added,
      },
      {
        key: 'monitored_keywords',
        label: { en: 'Monitored keywords', fr: 'Mots-clés surveillés' },
        value: keywords.total,
      },
    ],
    recommendations: [],
  };
  if (products.total > 0 && hasFeature(ctx.plan, 'competitorTracking'))
    section.recommendations.push({
      en: 'Track the main competitors of your favorite products to see their price and rank move before you launch.',
      fr: 'Suivez les principaux concurrents de vos produits favoris pour voir évoluer leur prix et leur classement avant de vous lancer.',
    });
  if (products.added === 0 && products.total > 0)
    section.recommendations.push({
      en: 'You added no favorite this month: review your shortlist and drop the ideas you no longer believe in.',
      fr: 'Vous n’avez ajouté aucun favori ce mois-ci : revoyez votre sélection et écartez les idées auxquelles vous ne croyez plus.',
    });
  return section;
};
