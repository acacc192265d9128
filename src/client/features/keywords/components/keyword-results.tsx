import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatNumber } from '#client/lib/format.ts';
import { hasPendingRows, type KeywordAnalysis } from '../api/keyword-analysis.ts';
import { BrandAnalyticsNotice } from './keyword-brand-analytics.tsx';
import { KeywordSeedListings } from './keyword-seed-listings.tsx';
import { KeywordTable } from './keyword-table.tsx';

/**
 * A keyword analysis's results: its summary, the Brand Analytics notice and the keyword table.
 * Lazy in the keyword research page (issue 21): its code loads with the first analysis shown.
 */
export default function KeywordResults({ analysis }: { analysis: KeywordAnalysis }) {
  const { t, i18n } = useTranslation('keywords');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {analysis.product
            ? t('asinResults', { asin: analysis.product.asin })
            : t('keywordResults', { keyword: analysis.seed?.keyword })}
        </CardTitle>
        <CardDescription>
          {analysis.product
            ? `${t('asinSummary', {
                title: analysis.product.title,
                count: analysis.competitorCount,
                keywords: analysis.keywords.length,
              })} ${analysis.withBrands ? t('brandsIncluded') : t('brandsLeftOut')}`
            : analysis.seed
              ? t('seedSummary', {
                  count: analysis.seed.matchCount,
                  matches: formatNumber(analysis.seed.matchCount, i18n.language),
                  demand: `${formatNumber(analysis.seed.estimatedDemand, i18n.language)}${analysis.seed.demandIsLowerBound && analysis.seed.estimatedDemand > 0 ? '+' : ''}`,
                  difficulty: analysis.seed.difficulty
                    ? t(`difficulty.${analysis.seed.difficulty.level}`).toLowerCase()
                    : t('difficultyUnknown'),
                })
              : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <BrandAnalyticsNotice state={analysis.brandAnalytics} />
        {hasPendingRows(analysis) && (
          <p className="text-sm text-muted-foreground" role="status">
            {t('pendingNote')}
          </p>
        )}
        {analysis.keywords.length + (analysis.seed ? 1 : 0) === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <KeywordTable
            rows={[...(analysis.seed ? [analysis.seed] : []), ...analysis.keywords]}
            marketplace={analysis.marketplace}
          />
        )}
        {analysis.seed && analysis.fewListings && (
          <p className="text-sm text-muted-foreground" data-testid="few-listings" role="note">
            {t(analysis.keywords.length ? 'fewListings' : 'fewListingsNone', {
              keyword: analysis.seed.keyword,
              count: analysis.seed.matchCount,
              related: analysis.keywords.length,
            })}
          </p>
        )}
        <KeywordSeedListings analysis={analysis} />
      </CardContent>
    </Card>
  );
}
