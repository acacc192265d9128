import { BarChart3, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatNumber, formatPercent } from '#client/lib/format.ts';
import type { BrandAnalyticsState, KeywordBrandAnalytics } from '#contracts/keywords.ts';

const weekOf = (start: string, lng: string) => formatLongDate(`${start}T00:00:00Z`, lng);
const share = (v: number, lng: string) => formatPercent(v * 100, lng);

/**
 * Where the demand figures of a keyword analysis come from: the user's Amazon Brand Analytics
 * (the week of the report) where they exist, or plainly the catalog's relative demand and why.
 */
export function BrandAnalyticsNotice({ state }: { state: BrandAnalyticsState | undefined }) {
  const { t, i18n } = useTranslation('keywords');
  if (!state) return null;
  const available = state.state === 'available';
  const week = available ? (state.searchTerms ?? state.queryPerformance) : null;
  return (
    <p
      className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm"
      data-testid="brand-analytics-notice"
      data-state={state.state}
    >
      {available ? (
        <BarChart3 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      ) : (
        <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <span className="min-w-0 break-words">
        {available && week
          ? t('brandAnalytics.available', { week: weekOf(week.start, i18n.language) })
          : t(
              `brandAnalytics.relativeOnly.${state.state as Exclude<BrandAnalyticsState['state'], 'available'>}`,
            )}
      </span>
    </p>
  );
}

/** A keyword's Brand Analytics under its name: rank, top clicked ASINs, searches and the seller's shares. */
export function KeywordBrandAnalyticsDetails({ data }: { data: KeywordBrandAnalytics }) {
  const { t, i18n } = useTranslation('keywords');
  const lng = i18n.language;
  const { searchTerms: st, queryPerformance: qp } = data;
  const week = (st ?? qp)?.period.start;
  return (
    <div
      className="mt-1 grid min-w-52 gap-0.5 text-xs text-muted-foreground"
      data-testid="keyword-brand-analytics"
    >
      {week && (
        <span className="font-medium text-foreground">
          {t('brandAnalytics.source', { week: weekOf(week, lng) })}
        </span>
      )}
      {st && (
        <>
          <span>{t('brandAnalytics.rank', { rank: formatNumber(st.searchFrequencyRank, lng) })}</span>
          <ul className="grid gap-0.5" aria-label={t('brandAnalytics.topClicked')}>
            {st.topClicked.map((c) => (
              <li key={c.asin} className="break-words">
                <span className="font-mono">{c.asin}</span>{' '}
                {t('brandAnalytics.shares', {
                  clicks: share(c.clickShare, lng),
                  conversions: share(c.conversionShare, lng),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {qp && (
        <>
          <span>
            {t('brandAnalytics.volume', {
              count: qp.searchQueryVolume,
              value: formatNumber(qp.searchQueryVolume, lng),
            })}
          </span>
          {qp.asins.map((a) => (
            <span key={a.asin} className="break-words">
              {t('brandAnalytics.yours', {
                asin: a.asin,
                impressions: share(a.impressionShare, lng),
                clicks: share(a.clickShare, lng),
                purchases: share(a.purchaseShare, lng),
              })}
            </span>
          ))}
        </>
      )}
    </div>
  );
}
