import { useTranslation } from 'react-i18next';
import { useCategoryName } from '#client/lib/use-category-name.ts';
import type { ProductAnalysis } from '../api/analyzer.ts';
import type { AnalysisFormat } from './analysis-figures.ts';

/** The product's niche: how many listings, how concentrated, its leaders and price quartiles. */
export function NicheSection({
  niche,
  categoryPath,
  format: { money, num, whole },
}: {
  niche: NonNullable<ProductAnalysis['niche']>;
  categoryPath: string | null;
  format: AnalysisFormat;
}) {
  const { t } = useTranslation('toolkit');
  const category = useCategoryName();
  return (
    <section className="grid gap-1 text-sm" aria-labelledby="an-niche">
      <h3 id="an-niche" className="font-semibold">
        {t('analyzer.niche.title', { path: categoryPath ? category.path(categoryPath) : '—' })}
      </h3>
      <p>
        {t('analyzer.niche.summary', {
          listings: whole(niche.listings),
          share: niche.top10Share === null ? '—' : whole(Math.round(niche.top10Share * 100)),
          reviews: whole(niche.leadersMedianReviews),
          rating: num(niche.leadersAverageRating),
        })}
      </p>
      {niche.priceQuartiles && (
        <p>
          {t('analyzer.niche.prices', {
            p25: money(niche.priceQuartiles.p25),
            p50: money(niche.priceQuartiles.p50),
            p75: money(niche.priceQuartiles.p75),
          })}
        </p>
      )}
    </section>
  );
}

/** The product against its niche: rank by units, price, units and reviews beside the medians. */
export function CompetitorSection({
  competitor: c,
  format: { money, num, whole },
}: {
  competitor: NonNullable<ProductAnalysis['competitor']>;
  format: AnalysisFormat;
}) {
  const { t } = useTranslation('toolkit');
  return (
    <section className="grid gap-1 text-sm" aria-labelledby="an-competitor">
      <h3 id="an-competitor" className="font-semibold">
        {t('analyzer.competitor.title')}
      </h3>
      <p>
        {c.rankByUnits === null
          ? t('analyzer.competitor.noRank')
          : t('analyzer.competitor.rank', { rank: whole(c.rankByUnits), listings: whole(c.listings) })}
      </p>
      <p>
        {t('analyzer.competitor.vs', {
          price: money(c.price.product),
          medianPrice: money(c.price.nicheMedian),
          units: num(c.units.product),
          medianUnits: num(c.units.nicheMedian),
          reviews: whole(c.reviews.product),
          medianReviews: whole(c.reviews.nicheMedian),
        })}
      </p>
      <p>{t('analyzer.competitor.title_score', { score: c.titleScore })}</p>
    </section>
  );
}
