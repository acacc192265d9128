import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import type { Note } from '#domain/market/product-assessment.ts';
import { asCurrency, formatMoney, fromMajor, type MinorUnits } from '#domain/money.ts';
import type { ProductAnalysis } from '../api/analyzer.ts';
import { useSourcingFlagText } from './use-sourcing-flag-text.ts';

const verdictVariant = { pursue: 'success', investigate: 'warning', avoid: 'destructive' } as const;

/** Figures first (each from an estimator), then the assessment and the summary. */
export function AnalysisResult({ analysis: a }: { analysis: ProductAnalysis }) {
  const { t, i18n } = useTranslation('toolkit');
  const lng = i18n.language;
  const p = a.product;
  const flagText = useSourcingFlagText();
  const money = (v: MinorUnits | null) =>
    v === null ? '—' : formatMoney({ minor: v, currency: asCurrency(p.currency) }, lng);
  const num = (v: number | null) => (v === null ? '—' : formatNumber(v, lng, { maximumFractionDigits: 1 }));
  /** Counts of reviews are whole numbers, even a median of an even count (300.5 → 301). */
  const whole = (v: number | null) => (v === null ? '—' : formatNumber(v, lng, { maximumFractionDigits: 0 }));
  /** A note's figures in the user's language: the price sweet spot in the product's currency. */
  const noteParam = (key: string, v: number) =>
    key === 'low' || key === 'high'
      ? formatMoney(fromMajor(v, p.currency), lng, { maximumFractionDigits: 0 })
      : key === 'reviews' || key === 'leaders'
        ? whole(v)
        : num(v);
  const note = (n: Note) =>
    t(
      `analyzer.note.${n.code}`,
      Object.fromEntries(Object.entries(n.params ?? {}).map(([k, v]) => [k, noteParam(k, v)])),
    );
  const units =
    p.units.method === 'badge'
      ? `${num(p.units.lowerBound)}+`
      : p.units.method === 'bsr'
        ? `≈ ${num(p.units.units)}`
        : p.units.method === 'no_badge'
          ? '< 50'
          : '—';
  const e = a.economics;
  const fba = !e
    ? '—'
    : e.fbaFeeCents === null
      ? t('analyzer.fbaUnknown')
      : `${money(e.fbaFeeCents)}${e.fba.kind === 'typical' ? ` (${t('analyzer.fbaTypical')})` : ''}`;
  const competition = p.competition
    ? `${p.competition.score} (${t(`analyzer.level.${p.competition.level}`)})`
    : t('analyzer.notEnoughData');
  const rating = p.rating === null ? '—' : `${num(p.rating)} (${whole(p.reviewCount)})`;
  // Each analysis shows the figures of its subject (docs/toolkit.md "Product analyzer").
  const figureSets: Record<ProductAnalysis['analysisType'], [string, string][]> = {
    opportunity: [
      [t('analyzer.fig.units'), units],
      [t('analyzer.fig.competition'), competition],
      [t('analyzer.fig.priceBand'), num(a.priceBandScore)],
      [t('analyzer.fig.rating'), rating],
    ],
    profitability: [
      [t('analyzer.fig.price'), money(p.priceCents)],
      [t('analyzer.fig.referral'), e ? `${money(e.referralFeeCents)} (${num(e.referralPercent)} %)` : '—'],
      [t('analyzer.fig.fba'), fba],
      [t('analyzer.fig.net'), e ? money(e.netCents) : '—'],
      [t('analyzer.fig.margin'), p.margin ? formatPercent(p.margin.marginPercent, lng) : '—'],
      ...(e?.maxCostFor.map((m): [string, string] => [
        t('analyzer.fig.maxCost', { target: m.targetPercent }),
        m.costCents === null ? t('analyzer.fbaUnknown') : money(m.costCents),
      ]) ?? []),
    ],
    market: [
      [t('analyzer.fig.units'), units],
      [t('analyzer.fig.competition'), competition],
      [t('analyzer.fig.price'), money(p.priceCents)],
    ],
    competitor: [
      [t('analyzer.fig.price'), money(p.priceCents)],
      [t('analyzer.fig.units'), units],
      [t('analyzer.fig.rating'), rating],
    ],
  };
  const figures = figureSets[a.analysisType];
  return (
    <div className="grid gap-4" data-testid="analysis-result">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium">
          {p.title} <span className="text-xs text-muted-foreground">{p.asin}</span>
        </p>
        <Badge variant={verdictVariant[a.assessment.verdict]}>
          {t(`analyzer.verdict.${a.assessment.verdict}`)}
        </Badge>
        <span className="text-sm font-semibold">{t('analyzer.score', { score: a.verdictScore ?? '—' })}</span>
      </div>
      {a.sourcing.length > 0 && (
        <ul
          className="grid gap-1 rounded-md border border-destructive/40 p-3 text-sm"
          data-testid="sourcing-flags"
        >
          {a.sourcing.map((f) => (
            <li key={f.rule}>
              <span className="font-medium">{t(`sourcing.rule.${f.rule}`)}</span> — {flagText(f)}{' '}
              <span className="text-xs text-muted-foreground">
                {t(f.enabled ? 'sourcing.ruledOut' : 'sourcing.switchedOff')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {a.analysisType === 'opportunity' && (
        <p className="text-xs text-muted-foreground">
          {p.opportunity.components
            .map(
              (c) => `${t(`scanner.component.${c.key}`)} ${c.score ?? '—'} (×${formatNumber(c.weight, lng)})`,
            )
            .join(' · ')}
        </p>
      )}
      {a.analysisType === 'profitability' && (
        <p className="text-xs text-muted-foreground">{t('analyzer.profitabilityNote')}</p>
      )}
      <dl className="grid gap-2 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {a.niche && (
        <section className="grid gap-1 text-sm" aria-labelledby="an-niche">
          <h3 id="an-niche" className="font-semibold">
            {t('analyzer.niche.title', { path: p.categoryPath ?? '—' })}
          </h3>
          <p>
            {t('analyzer.niche.summary', {
              listings: whole(a.niche.listings),
              share: a.niche.top10Share === null ? '—' : whole(Math.round(a.niche.top10Share * 100)),
              reviews: whole(a.niche.leadersMedianReviews),
              rating: num(a.niche.leadersAverageRating),
            })}
          </p>
          {a.niche.priceQuartiles && (
            <p>
              {t('analyzer.niche.prices', {
                p25: money(a.niche.priceQuartiles.p25),
                p50: money(a.niche.priceQuartiles.p50),
                p75: money(a.niche.priceQuartiles.p75),
              })}
            </p>
          )}
        </section>
      )}
      {a.competitor && (
        <section className="grid gap-1 text-sm" aria-labelledby="an-competitor">
          <h3 id="an-competitor" className="font-semibold">
            {t('analyzer.competitor.title')}
          </h3>
          <p>
            {a.competitor.rankByUnits === null
              ? t('analyzer.competitor.noRank')
              : t('analyzer.competitor.rank', {
                  rank: whole(a.competitor.rankByUnits),
                  listings: whole(a.competitor.listings),
                })}
          </p>
          <p>
            {t('analyzer.competitor.vs', {
              price: money(a.competitor.price.product),
              medianPrice: money(a.competitor.price.nicheMedian),
              units: num(a.competitor.units.product),
              medianUnits: num(a.competitor.units.nicheMedian),
              reviews: whole(a.competitor.reviews.product),
              medianReviews: whole(a.competitor.reviews.nicheMedian),
            })}
          </p>
          <p>{t('analyzer.competitor.title_score', { score: a.competitor.titleScore })}</p>
        </section>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {(['strengths', 'weaknesses', 'opportunities'] as const).map((k) => (
          <section key={k} className="rounded-md border p-3 text-sm" aria-labelledby={`an-${k}`}>
            <h3 id={`an-${k}`} className="mb-1 font-semibold">
              {t(`analyzer.${k}`)}
            </h3>
            {a.assessment[k].length === 0 ? (
              <p className="text-muted-foreground">{t('analyzer.none')}</p>
            ) : (
              <ul className="grid list-disc gap-1 pl-4">
                {a.assessment[k].map((n) => (
                  <li key={n.code}>{note(n)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <section className="rounded-md bg-muted/50 p-3 text-sm" aria-labelledby="an-summary">
        <h3 id="an-summary" className="mb-1 font-semibold">
          {t('analyzer.recommendation')}
        </h3>
        <p className="whitespace-pre-line">
          {a.summary?.text || t(`analyzer.summary.${a.assessment.verdict}`, { score: a.verdictScore ?? '—' })}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {a.summary?.text && a.summary.engine.engine !== 'local'
            ? t('analyzer.engineAi', { model: a.summary.engine.model ?? '' })
            : t('analyzer.engineLocal')}
        </p>
      </section>
    </div>
  );
}
