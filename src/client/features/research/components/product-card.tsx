import { BarChart3, ImageOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { EconomicsFigures } from '#client/features/fees/index.ts';
import { useSourcingFlagText } from '#client/features/toolkit/index.ts';
import { formatNumber } from '#client/lib/format.ts';
import { useCategoryName } from '#client/lib/use-category-name.ts';
import type { ProductResult } from '#contracts/research.ts';
import type { SourcingFlag } from '#contracts/toolkit-results.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { ScoreBreakdown } from './score-breakdown.tsx';
import { useEstimateLabels } from './use-estimate-labels.ts';

const COMPETITION_TONE = { low: 'success', medium: 'warning', high: 'destructive' } as const;

/** One search result: image, title, AI score with its breakdown, figures, favourite, Analyze. */
export function ProductCard({
  product,
  onAnalyze,
}: {
  product: ProductResult;
  onAnalyze: (p: ProductResult) => void;
}) {
  const { t, i18n } = useTranslation('research');
  const category = useCategoryName();
  const label = useEstimateLabels();
  const p = product;
  return (
    <Card className="flex h-full min-w-0 flex-col gap-3 p-4" data-testid="product-card" data-asin={p.asin}>
      <div className="flex gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-white">
          {p.imageUrl ? (
            <img src={p.imageUrl} alt="" loading="lazy" className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-3 text-sm font-semibold leading-snug" title={p.title}>
            {p.title}
          </h3>
          <p className="mt-1 flex min-w-0 gap-1 text-xs text-muted-foreground">
            <span className="truncate">{p.category ? category.name(p.category) : t('card.noCategory')}</span>
            <span aria-hidden="true">·</span>
            <span className="shrink-0">{p.asin}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <ScoreBreakdown opportunity={p.opportunity} />
          <FavouriteToggle productId={p.id} isFavourite={p.isFavourite} title={p.title} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t('card.price')}</dt>
          <dd className="font-medium tabular-nums">{label.money(p.priceCents, p.currency)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('card.sales')}</dt>
          <dd className="font-medium tabular-nums" title={label.unitsSource(p.units)}>
            {label.units(p.units)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('card.revenue')}</dt>
          <dd className="font-medium tabular-nums">{label.revenue(p.revenue, p.currency)}</dd>
        </div>
        <EconomicsFigures economics={p.economics} />
        <div>
          <dt className="text-xs text-muted-foreground">{t('card.competition')}</dt>
          <dd>
            {p.competition ? (
              <Badge variant={COMPETITION_TONE[p.competition.level]}>
                {t(`competition.${p.competition.level}`)} · {p.competition.score}
              </Badge>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('card.rating')}</dt>
          <dd className="tabular-nums">
            {p.rating === null ? '—' : `${formatNumber(p.rating, i18n.language)} ★`}
            {p.reviewCount !== null && (
              <span className="text-muted-foreground"> ({label.number(p.reviewCount)})</span>
            )}
          </dd>
        </div>
      </dl>
      <SourcingFlags flags={p.sourcingFlags ?? []} />
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <div className="grid min-w-0 gap-0.5">
          <FigureOriginLabel origin={{ source: p.source, at: p.observedAt }} />
          <span className="text-xs text-muted-foreground">{t('card.estimates')}</span>
        </div>
        <Button size="sm" variant="outline" onClick={() => onAnalyze(p)}>
          <BarChart3 aria-hidden="true" />
          {t('actions.analyze')}
        </Button>
      </div>
    </Card>
  );
}

/** The seller's sourcing rules that flag the product, each with its reason (muted when the rule is off). */
export function SourcingFlags({ flags }: { flags: SourcingFlag[] }) {
  const { t } = useTranslation('research');
  const reason = useSourcingFlagText();
  if (!flags.length) return null;
  const on = flags.filter((f) => f.enabled);
  return (
    <div
      className={`grid gap-0.5 rounded-md border px-2 py-1 text-xs ${on.length ? 'border-warning/40 bg-warning/10' : 'text-muted-foreground'}`}
      data-testid="sourcing-flags"
    >
      <p className="flex items-center gap-1 font-medium">
        <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
        {t(on.length ? 'sourcing.label' : 'sourcing.labelOff')}
      </p>
      <ul className="grid gap-0.5">
        {flags.map((f) => (
          <li key={f.rule} className="break-words">
            <span className="font-medium">{t(`sourcing.rule.${f.rule}`)}</span> — {reason(f)}
            {!f.enabled && ` ${t('sourcing.off')}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
