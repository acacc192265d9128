import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { DataSourceState } from '#contracts/market-data.ts';
import { MARKETPLACE_CODES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { useCheckSource, useDataSources } from '../api/data-sources.ts';
import { CalibrationCard } from './calibration-card.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** One source: configured or what to set, budget left now, today against the cap, last outcomes. */
function SourceCard({ s, marketplace }: { s: DataSourceState; marketplace: MarketplaceCode }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.language;
  const errorMessage = useErrorMessage();
  const check = useCheckSource(marketplace);
  const name = t(`common:figure.source.${s.source}`);
  const n = (v: number) => formatNumber(Math.floor(v), lng);
  const test = () =>
    check.mutate(s.source, {
      onSuccess: (r) =>
        r.ok
          ? toast.success(t('admin:dataSources.checkOk', { source: name }))
          : toast.error(
              t('admin:dataSources.checkFailed', {
                source: name,
                reason: t(`admin:dataSources.codes.${r.code}`, { defaultValue: r.code ?? '' }),
              }),
            ),
      onError: (e) => toast.error(errorMessage(e)),
    });
  return (
    <Card data-testid="data-source" data-source={s.source}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {name}
          <Badge variant={s.configured ? 'success' : 'secondary'}>
            {t(s.configured ? 'admin:dataSources.configured' : 'admin:dataSources.notConfigured')}
          </Badge>
        </CardTitle>
        {!s.configured && (
          <CardDescription>
            {t('admin:dataSources.toConfigure', { variables: s.toConfigure.join(', ') })}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          {s.buckets.map((b) => (
            <Figure key={b.name} label={t('admin:dataSources.budget', { name: b.name })}>
              {t('admin:dataSources.budgetValue', {
                left: n(b.tokens),
                burst: n(b.burst),
                rate: formatNumber(b.rate, lng, { maximumFractionDigits: 3 }),
              })}
            </Figure>
          ))}
          <Figure label={t('admin:dataSources.today')}>
            {t('admin:dataSources.todayValue', {
              calls: n(s.today.calls),
              units: n(s.today.units),
              items: n(s.today.items),
              failures: n(s.today.failures),
            })}
          </Figure>
          <Figure label={t('admin:dataSources.cap')}>
            {s.cap === null
              ? t('admin:dataSources.noCap')
              : t('admin:dataSources.capValue', { cap: n(s.cap), share: n(s.userCap ?? s.cap) })}
          </Figure>
          <Figure label={t('admin:dataSources.lastSuccess')}>
            {s.lastSuccessAt ? formatDateTime(s.lastSuccessAt, lng) : t('admin:dataSources.never')}
          </Figure>
          <Figure label={t('admin:dataSources.lastError')}>
            {s.lastError
              ? `${formatDateTime(s.lastError.at, lng)} · ${t(`admin:dataSources.codes.${s.lastError.code}`, { defaultValue: s.lastError.code })}`
              : t('admin:dataSources.none')}
          </Figure>
          <Figure label={t('admin:dataSources.products')}>
            {t('admin:dataSources.productsValue', {
              fresh: n(s.products.fresh),
              older: n(s.products.older),
              stale: n(s.products.stale),
            })}
          </Figure>
        </dl>
        {s.lastError?.detail && (
          <p className="break-words text-xs text-muted-foreground">{s.lastError.detail}</p>
        )}
        <Button variant="outline" size="sm" disabled={!s.configured || check.isPending} onClick={test}>
          {t('admin:dataSources.check')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Admin console: the live market data sources, their budgets and outcomes, and the catalog's age. */
export function DataSourcesSection() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [marketplace, setMarketplace] = useState<MarketplaceCode>('US');
  const overview = useDataSources(marketplace);
  return (
    <section aria-labelledby="data-sources-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="data-sources-title" className="text-xl font-semibold">
            {t('admin:dataSources.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('admin:dataSources.subtitle')}</p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="ds-marketplace">{t('admin:dataSources.marketplace')}</Label>
          <NativeSelect
            id="ds-marketplace"
            value={marketplace}
            onChange={(e) => setMarketplace(e.target.value as MarketplaceCode)}
          >
            {MARKETPLACE_CODES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <QueryStates query={overview} skeletonClassName="h-40" loadError={t('admin:loadError')}>
        {(data) => (
          <>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {data.sources.map((s) => (
                <SourceCard key={s.source} s={s} marketplace={marketplace} />
              ))}
            </div>
            <CalibrationCard progress={data.calibration} />
            <Card>
              <CardHeader>
                <CardTitle>{t('admin:dataSources.catalogTitle')}</CardTitle>
                <CardDescription>
                  {t('admin:dataSources.catalogHint', { fresh: data.freshDays, stale: data.staleDays })}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <ul className="grid gap-1">
                  {data.catalog.map((c) => (
                    <li
                      key={c.source}
                      className="flex flex-wrap justify-between gap-x-4"
                      data-testid="catalog-source"
                    >
                      <span className="font-medium">
                        {t(`common:figure.source.${c.source}`, { defaultValue: c.source })}
                      </span>
                      <span className="tabular-nums text-muted-foreground">
                        {t('admin:dataSources.productsValue', {
                          fresh: formatNumber(c.fresh, i18n.language),
                          older: formatNumber(c.older, i18n.language),
                          stale: formatNumber(c.stale, i18n.language),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
                <p data-testid="market-requests">
                  {t('admin:dataSources.requests', {
                    queued: data.requests.queued,
                    running: data.requests.running,
                    done: data.requests.done,
                    failed: data.requests.failed,
                  })}
                </p>
                {data.catalog.length === 0 && (
                  <p className="text-muted-foreground">{t('admin:dataSources.catalogEmpty')}</p>
                )}
              </CardContent>
            </Card>
          </>
        )}
      </QueryStates>
    </section>
  );
}
