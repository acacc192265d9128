import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { asCurrency, formatMoney, minorUnits } from '#domain/money.ts';
import {
  type HeldObservation,
  type HoldReason,
  PAGE_SIZE,
  useDismissHeld,
  useHeldObservations,
  useReleaseHeld,
  useTrustObserver,
} from '../api/held-observations.ts';

type HeldFigure = HeldObservation['figures'][number];

/** "$0.01", "#1", "4.5", "1,234": a figure in its own unit. */
function useFigureValue() {
  const { i18n } = useTranslation();
  return (f: HeldFigure['figure'], value: number, currency: string) => {
    if (f === 'priceCents' || f === 'listPriceCents')
      return formatMoney({ minor: minorUnits(value), currency: asCurrency(currency) }, i18n.language);
    if (f === 'bestSellersRank') return `#${formatNumber(value, i18n.language)}`;
    return formatNumber(value, i18n.language);
  };
}

const VERDICT_BADGE = { agrees: 'success', disagrees: 'destructive', unconfirmed: 'warning' } as const;

/**
 * Admin console: browser observations kept from other users while OBSERVATIONS_SHARED is on — the
 * outliers (a figure far from the product's shared value) and those waiting for other users to
 * agree — with what each figure was compared with; release, dismiss, or trust the observer.
 */
export function HeldObservationsSection() {
  const { t, i18n } = useTranslation('observation-review');
  const [reason, setReason] = useState<HoldReason>('outlier');
  const [page, setPage] = useState(0);
  const held = useHeldObservations(reason, page);
  const release = useReleaseHeld();
  const dismiss = useDismissHeld();
  const trust = useTrustObserver();
  const errorMessage = useErrorMessage();
  const value = useFigureValue();
  const done = (message: string) => ({
    onSuccess: () => toast.success(message),
    onError: (e: unknown) => toast.error(errorMessage(e)),
  });
  const pages = held.data ? Math.max(1, Math.ceil(held.data.total / PAGE_SIZE)) : 1;
  const choose = (next: HoldReason) => {
    setReason(next);
    setPage(0);
  };

  return (
    <section aria-labelledby="held-observations-title">
      <Card>
        <CardHeader>
          <CardTitle id="held-observations-title">{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {held.data && !held.data.sharing && (
            <p className="rounded-md border p-3 text-sm text-muted-foreground">{t('sharingOff')}</p>
          )}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('show')}</legend>
            {(['outlier', 'unconfirmed'] as const).map((r) => (
              <Button
                key={r}
                size="sm"
                variant={reason === r ? 'default' : 'outline'}
                aria-pressed={reason === r}
                onClick={() => choose(r)}
              >
                {t(`reasons.${r}`, { count: r === 'outlier' ? held.data?.outliers : held.data?.unconfirmed })}
              </Button>
            ))}
          </fieldset>
          <QueryStates
            query={held}
            skeletonClassName="h-32"
            loadError={t('loadError')}
            isEmpty={held.data?.items.length === 0}
            empty={<p className="text-sm text-muted-foreground">{t(`empty.${reason}`)}</p>}
          >
            {({ items }) => (
              <ul className="grid gap-3">
                {items.map((item) => (
                  <li key={item.id} className="space-y-2 rounded-md border p-3">
                    <div className="min-w-0">
                      <p className="break-words font-semibold text-sm">{item.product.title}</p>
                      <p className="text-xs text-muted-foreground">
                        {item.product.marketplace} · <span className="font-mono">{item.product.asin}</span> ·{' '}
                        {t('observedAt', { date: formatDateTime(item.observedAt, i18n.language) })}
                      </p>
                      <p className="break-all text-xs">
                        {t('observer', { name: item.observer.name, email: item.observer.email })}{' '}
                        {item.observer.trusted && <Badge variant="success">{t('trusted')}</Badge>}
                      </p>
                    </div>
                    <ul className="grid gap-1 text-sm">
                      {item.figures.map((f) => (
                        <li
                          key={f.figure}
                          className="flex flex-wrap items-center gap-x-2 border-t pt-1 first:border-t-0 first:pt-0"
                        >
                          <span className="font-medium">{t(`figures.${f.figure}`)}</span>
                          <span>{value(f.figure, f.observed, item.product.currency)}</span>
                          <span className="text-muted-foreground">
                            {f.reference === null
                              ? t('noReference')
                              : t('reference', {
                                  value: value(f.figure, f.reference, item.product.currency),
                                })}
                          </span>
                          {f.agreeingUsers > 0 && (
                            <span className="text-muted-foreground">
                              {t('agreeingUsers', { count: f.agreeingUsers })}
                            </span>
                          )}
                          <Badge variant={VERDICT_BADGE[f.verdict]}>{t(`verdicts.${f.verdict}`)}</Badge>
                        </li>
                      ))}
                    </ul>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        disabled={release.isPending}
                        onClick={() => release.mutate(item.id, done(t('released')))}
                      >
                        {t('release')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={dismiss.isPending}
                        onClick={() => dismiss.mutate(item.id, done(t('dismissed')))}
                      >
                        {t('dismiss')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={trust.isPending}
                        onClick={() =>
                          trust.mutate(
                            { userId: item.observer.id, trusted: !item.observer.trusted },
                            done(
                              t(item.observer.trusted ? 'distrusted' : 'trustedDone', {
                                name: item.observer.name,
                              }),
                            ),
                          )
                        }
                      >
                        {t(item.observer.trusted ? 'distrust' : 'trust', { name: item.observer.name })}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryStates>
          {pages > 1 && (
            <div className="flex items-center justify-end gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </Button>
              <span>{t('page', { page: page + 1, pages })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('next')}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
