import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { CURRENCIES, MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { formatMoney, money } from '#domain/money.ts';
import { type MultiMarketAnalysis, useMultiMarket } from '../api/multi-market.ts';
import { requiredAsin } from '../form-fields.ts';

const schema = z.object({
  asin: requiredAsin('market.required'),
  marketplace: z.enum(MARKETPLACE_CODES),
  currency: z.enum(CURRENCIES),
});

/** Dashboard panel (elite): the selected product on the 8 marketplaces, by opportunity. */
export function MultiMarketPanel() {
  const { t } = useTranslation('toolkit');
  return (
    <PlanGate feature="multiMarket" title={t('market.title')} description={t('market.description')}>
      <MultiMarketCard />
    </PlanGate>
  );
}

function MultiMarketCard() {
  const { t } = useTranslation('toolkit');
  const errorMessage = useErrorMessage();
  const analysis = useMultiMarket();
  const form = useZodForm(schema, {
    defaultValues: { asin: '', marketplace: 'US', currency: 'USD' },
    onEdit: 'keep',
  });
  const problem = firstErrorMessage(form.formState.errors);
  const submit = form.handleSubmit((input) => analysis.mutate(input));
  const marketplace = form.register('marketplace');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('market.title')}</CardTitle>
        <CardDescription>{t('market.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-4">
          <Field id="mm-asin" label={t('market.asin')}>
            <Input id="mm-asin" maxLength={10} {...form.register('asin')} />
          </Field>
          <Field id="mm-marketplace" label={t('market.home')}>
            <NativeSelect
              id="mm-marketplace"
              {...marketplace}
              onChange={(e) => {
                // A new home marketplace shows its own currency (the user may still pick another).
                form.setValue('currency', MARKETPLACES[e.target.value as MarketplaceCode].currency);
                return marketplace.onChange(e);
              }}
            >
              {MARKETPLACE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`marketplaces.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="mm-currency" label={t('market.currency')}>
            <NativeSelect id="mm-currency" {...form.register('currency')}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex items-end">
            <Button type="submit" disabled={analysis.isPending} className="w-full">
              {analysis.isPending ? t('market.running') : t('market.run')}
            </Button>
          </div>
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-4">
              {t(problem)}
            </p>
          )}
        </form>
        {analysis.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(analysis.error)}
          </p>
        )}
        {analysis.data && <MarketTable data={analysis.data} />}
      </CardContent>
    </Card>
  );
}

function MarketTable({ data }: { data: MultiMarketAnalysis }) {
  const { t, i18n } = useTranslation('toolkit');
  const lng = i18n.language;
  const dash = '—';
  return (
    <div className="grid gap-2" data-testid="multi-market-result">
      <p className="text-sm font-medium">
        {data.product.title} ({data.product.asin})
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th className="py-2 pr-2 font-medium">{t('market.col.marketplace')}</th>
              <th className="py-2 pr-2 text-right font-medium">
                {t('market.col.price', { currency: data.displayCurrency })}
              </th>
              <th className="py-2 pr-2 text-right font-medium">{t('market.col.demand')}</th>
              <th className="py-2 pr-2 text-right font-medium">{t('market.col.competition')}</th>
              <th className="py-2 pr-2 text-right font-medium">{t('market.col.opportunity')}</th>
              <th className="py-2 pr-2 font-medium">{t('market.col.trend')}</th>
              <th className="py-2 font-medium">{t('market.col.source')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.marketplace} className="border-b last:border-0" data-marketplace={r.marketplace}>
                <td className="py-2 pr-2">
                  {t(`marketplaces.${r.marketplace}`)}{' '}
                  <span className="text-xs text-muted-foreground">({r.currency})</span>
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {r.priceMinor === null ? dash : formatMoney(money(r.priceMinor, data.displayCurrency), lng)}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {r.demandKind === null
                    ? dash
                    : t(`market.demand.${r.demandKind}`, {
                        n: r.demandPerMonth === null ? '' : formatNumber(r.demandPerMonth, lng),
                      })}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{r.competition ?? dash}</td>
                <td className="py-2 pr-2 text-right font-semibold tabular-nums">{r.opportunity ?? dash}</td>
                <td className="py-2 pr-2">{r.trending ? t(`market.trend.${r.trending}`) : dash}</td>
                <td className="py-2" data-note={r.note ?? undefined}>
                  {/* What the sources said when the row has no figure of its own (not listed there, no data). */}
                  {r.source === 'none' ? (
                    <Badge variant="outline">{t(r.note ? `market.${r.note}` : 'market.noData')}</Badge>
                  ) : r.source === 'product' ? (
                    <Badge variant="success">{t('market.sourceProduct')}</Badge>
                  ) : (
                    <Badge variant="secondary">
                      {t('market.sourceCategory', { count: r.listings, n: formatNumber(r.listings, lng) })}
                    </Badge>
                  )}
                  {r.note && r.source !== 'none' && (
                    <span className="mt-1 block text-xs text-muted-foreground">{t(`market.${r.note}`)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('market.note', {
          date: formatShortDate(`${data.rates.date}T12:00:00Z`, lng),
          source: data.rates.source,
        })}
      </p>
    </div>
  );
}
