import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { asCurrency, formatMoney, moneyInputValue, parseMoneyInput } from '#domain/money.ts';
import {
  type ProductCostRow as Row,
  useDeleteProductCost,
  useSaveProductCost,
} from '../api/product-costs.ts';
import { FeeEstimate } from './fee-estimate.tsx';

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
  const [cost, setCost] = useState(
    row.costs ? moneyInputValue({ minor: row.costs.unitCostMinor, currency: asCurrency(currency) }, lng) : '',
  );
  const [fees, setFees] = useState(
    row.costs
      ? moneyInputValue({ minor: row.costs.feesPerUnitMinor, currency: asCurrency(currency) }, lng)
      : '',
  );
  const [invalid, setInvalid] = useState<{ cost?: boolean; fees?: boolean }>({});
  const id = `cost-${row.asin}`;
  const name = row.title ?? row.asin;
  const money = (minor: number) => formatMoney({ minor: minor, currency: asCurrency(currency) }, lng);

  function submit(e: FormEvent) {
    e.preventDefault();
    const unitCostMinor = parseMoneyInput(cost, asCurrency(currency));
    const feesPerUnitMinor = parseMoneyInput(fees, asCurrency(currency));
    setInvalid({ cost: unitCostMinor === null, fees: feesPerUnitMinor === null });
    if (unitCostMinor === null || feesPerUnitMinor === null) return;
    save.mutate(
      { marketplace, asin: row.asin, unitCostMinor, feesPerUnitMinor },
      {
        onSuccess: () => toast.success(t('saved', { name })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function clear() {
    remove.mutate(
      { marketplace, asin: row.asin },
      {
        onSuccess: () => {
          setCost('');
          setFees('');
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
            value={cost}
            onChange={setCost}
            invalid={invalid.cost}
            placeholder={moneyInputValue({ minor: 0, currency: asCurrency(currency) }, lng)}
          />
          <MoneyField
            id={`${id}-fees`}
            label={t('feesPerUnit', { currency })}
            value={fees}
            onChange={setFees}
            invalid={invalid.fees}
            placeholder={moneyInputValue({ minor: 0, currency: asCurrency(currency) }, lng)}
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
          onUse={(minor) => setFees(moneyInputValue({ minor, currency: asCurrency(currency) }, lng))}
        />
      </form>
    </li>
  );
}

function MoneyField(p: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (v: string) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation('product-costs');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={p.id}>{p.label}</Label>
      <Input
        id={p.id}
        inputMode="decimal"
        autoComplete="off"
        placeholder={p.placeholder}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.invalid ? `${p.id}-error` : undefined}
      />
      {p.invalid && (
        <p id={`${p.id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {t('invalidAmount')}
        </p>
      )}
    </div>
  );
}
