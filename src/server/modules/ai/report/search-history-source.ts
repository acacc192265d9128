import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { keywordSearches, productSearches } from '#server/db/schema/index.ts';
import { shortProductName } from '../short-product-name.ts';
import type { ReportContext, ReportSection, ReportSource } from './report-source.ts';

const STRONG_SCORE = 80;
const EMPTY_SHARE_WARNING = 0.3;

const inMonth = (ctx: ReportContext, table: typeof productSearches | typeof keywordSearches) =>
  and(eq(table.userId, ctx.userId), gte(table.createdAt, ctx.from), lt(table.createdAt, ctx.to));

/** What the month's searches found (search history: product_searches and keyword_searches). */
export const searchHistorySource: ReportSource = async (ctx) => {
  const [products] = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      empty: sql<number>`count(*) filter (where ${productSearches.resultCount} = 0)::int`,
    })
    .from(productSearches)
    .where(inMonth(ctx, productSearches));
  const [best] = await ctx.db
    .select({ name: productSearches.productName, score: productSearches.opportunityScore })
    .from(productSearches)
    .where(and(inMonth(ctx, productSearches), isNotNull(productSearches.opportunityScore)))
    .orderBy(desc(productSearches.opportunityScore), desc(productSearches.createdAt))
    .limit(1);
  const keywords = await ctx.db
    .select({ keyword: keywordSearches.keyword, n: sql<number>`count(*)::int` })
    .from(keywordSearches)
    .where(and(inMonth(ctx, keywordSearches), eq(keywordSearches.kind, 'keyword')))
    .groupBy(keywordSearches.keyword)
    .orderBy(desc(sql`count(*)`), keywordSearches.keyword)
    .limit(5);
  const [hard] = await ctx.db
    .select({ n: sql<number>`count(*) filter (where ${keywordSearches.competitionLevel} = 'high')::int` })
    .from(keywordSearches)
    .where(inMonth(ctx, keywordSearches));
  if (products.n === 0 && keywords.length === 0) return null;

  const section: ReportSection = {
    id: 'search-history',
    title: { en: 'What your searches found', fr: 'Ce que vos recherches ont trouvé' },
    facts: [
      {
        key: 'empty_product_searches',
        label: { en: 'Product searches with no result', fr: 'Recherches produit sans résultat' },
        value: products.empty,
      },
      {
        key: 'high_competition_keywords',
        label: {
          en: 'Keyword analyses with high competition',
          fr: 'Analyses de mots-clés à forte concurrence',
        },
        value: hard.n,
      },
    ],
    recommendations: [],
  };
  if (best?.score != null)
    section.facts.push({
      key: 'best_opportunity_score',
      label: { en: 'Best opportunity score found (/100)', fr: 'Meilleur score d’opportunité trouvé (/100)' },
      value: best.score,
    });
  if (keywords.length)
    section.highlights = {
      label: { en: 'Most analyzed keywords', fr: 'Mots-clés les plus analysés' },
      items: keywords.map((k) => k.keyword),
    };
  if (best?.score != null && best.score >= STRONG_SCORE && best.name)
    section.recommendations.push({
      en: `Your best find this month, “${shortProductName(best.name)}”, scores ${best.score}/100: check its margin with the ROI calculator and its keywords before ordering samples.`,
      fr: `Votre meilleure trouvaille du mois, « ${shortProductName(best.name)} », obtient ${best.score}/100 : vérifiez sa marge avec le calculateur de ROI et ses mots-clés avant de commander des échantillons.`,
    });
  if (products.n > 0 && products.empty / products.n >= EMPTY_SHARE_WARNING)
    section.recommendations.push({
      en: 'Many of your product searches found nothing: widen the price range or lower the minimum sales filter.',
      fr: 'Beaucoup de vos recherches produit n’ont rien trouvé : élargissez la fourchette de prix ou baissez le filtre de ventes minimales.',
    });
  if (hard.n > 0)
    section.recommendations.push({
      en: 'Some keywords you analyzed are highly competitive: look for longer, more specific variants of them.',
      fr: 'Certains mots-clés analysés sont très concurrentiels : cherchez-en des variantes plus longues et plus précises.',
    });
  return section;
};
