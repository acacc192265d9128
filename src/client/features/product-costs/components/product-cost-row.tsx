import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { asCurrency, formatMoney, type MinorUnits, minorUnits, moneyInputValue } from '#domain/money.ts';
import {
  type ProductCostRow as Row,
  useDeleteProductCost,
  useSaveProductCost,
} from '../api/product-costs.ts';
import { FeeEstimate } from './fee-estimate.tsx';
import { MoneyField } from './money-field.tsx';

/** One product: its unit cost and Amazon fees per unit, with Scout's fee estimate to accept or override. */
export function ProductCostRow({
  row,
  marketplace,
  currency,
}: {
  row: Row;
  marketplace: MarketplaceCode;
  currency: string;
}) {
  const { t, i18n } = useTranslation('product-costs');
  const lng = i18n.language;
  const errorMessage = useErrorMessage();
  const save = useSaveProductCost();
  const remove = useDeleteProductCost();
  // The schema comes with the form library, at the first focus or press in the row (ADR 115).
  const schema = useMemo(
    () => () => import('./product-cost-schema.ts').then((m) => m.costsSchema(asCurrency(currency))),
    [currency],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      cost: row.costs
        ? moneyInputValue({ minor: row.costs.unitCostMinor, currency: asCurrency(currency) }, lng)
        : '',
      fees: row.costs
        ? moneyInputValue({ minor: row.costs.feesPerUnitMinor, currency: asCurrency(currency) }, lng)
        : '',
    },
    onEdit: 'keep',
  });
  const { errors } = form.formState;
  const id = `cost-${row.asin}`;
  const name = row.title ?? row.asin;
  const money = (minor: MinorUnits) => formatMoney({ minor: minor, currency: asCurrency(currency) }, lng);

  const submit = form.handleSubmit((costs) =>
    save.mutate(
      { marketplace, asin: row.asin, ...costs },
      {
        onSuccess: () => toast.success(t('saved', { name })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );

  function clear() {
    remove.mutate(
      { marketplace, asin: row.asin },
      {
        onSuccess: () => {
          form.setValue('cost', '');
          form.setValue('fees', '');
          toast.success(t('removed', { name }));
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <li className="min-w-0 rounded-md border p-3">
      <form aria-label={name} onSubmit={submit} noValidate className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-medium" title={row.title ?? undefined}>
              {name}
            </p>
            <p className="font-mono text-xs text-muted-foreground">
              {row.asin}
              {row.sku ? ` · ${row.sku}` : ''}
              {row.averageSellingPriceMinor !== null &&
                ` · ${t('averagePrice', { price: money(row.averageSellingPriceMinor) })}`}
            </p>
          </div>
          <Badge variant={row.costs ? 'success' : 'outline'}>
            {row.costs ? t('status.saved') : t('status.missing')}
          </Badge>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <MoneyField
            id={`${id}-unit`}
            label={t('unitCost', { currency })}
            field={form.register('cost')}
            invalid={!!errors.cost}
            placeholder={moneyInputValue({ minor: minorUnits(0), currency: asCurrency(currency) }, lng)}
          />
          <MoneyField
            id={`${id}-fees`}
            label={t('feesPerUnit', { currency })}
            field={form.register('fees')}
            invalid={!!errors.fees}
            placeholder={moneyInputValue({ minor: minorUnits(0), currency: asCurrency(currency) }, lng)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              {t('save')}
            </Button>
            {row.costs && (
              <Button
                variant="outline"
                onClick={clear}
                disabled={remove.isPending}
                aria-label={t('removeLabel', { name })}
              >
                {t('remove')}
              </Button>
            )}
          </div>
        </div>
        <FeeEstimate
          row={row}
          marketplace={marketplace}
          currency={currency}
          name={name}
          onUse={(minor) =>
            form.setValue('fees', moneyInputValue({ minor, currency: asCurrency(currency) }, lng))
          }
        />
      </form>
    </li>
  );
}
