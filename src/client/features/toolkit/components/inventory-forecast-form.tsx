import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { StoredStockNote, storedStockOf, useInventoryOfAsin } from '#client/features/seller-data/index.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { DEFAULT_LEAD_TIME } from '#domain/forecast/lead-time.ts';
import { type InventoryForecastView, useRunForecast } from '../api/inventory.ts';
import { SERVICE_LEVELS } from './inventory-forecast-choices.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const inventoryForecastSchema = () =>
  import('./inventory-forecast-schema.ts').then((m) => m.inventoryForecastSchema);

/** What the stored FBA inventory put into the form, so that it is replaced only while unchanged. */
interface Prefill {
  asin: string;
  stock: string;
  name: string;
}

/**
 * The spec's inventory form: ASIN, product name, current stock, average daily sales, price, lead time.
 * When the seller has stored FBA inventory for the ASIN (report import or Amazon sync), current stock
 * (fulfillable units) and an empty product name are filled in from it, with a note saying where from.
 * `?asin=` (the "Forecast" buttons of the FBA stock list) starts the form on that product.
 */
export function InventoryForecastForm({ onResult }: { onResult: (f: InventoryForecastView) => void }) {
  const { t } = useTranslation('inventory');
  const errorMessage = useErrorMessage();
  const run = useRunForecast();
  const form = useZodForm(inventoryForecastSchema, {
    defaultValues: {
      asin: '',
      name: '',
      stock: '',
      sales: '',
      price: '',
      lead: DEFAULT_LEAD_TIME,
      serviceLevel: '0.95',
    },
    onEdit: 'keep',
  });
  const problem = firstErrorMessage(form.formState.errors);
  const v = form.watch();

  const formRef = useRef<HTMLFormElement>(null);
  const salesRef = useRef<HTMLInputElement>(null);
  const [params] = useSearchParams();
  const location = useLocation();
  const linkedAsin = params.get('asin');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new click on the same product (location.key) starts again
  useEffect(() => {
    if (!linkedAsin || !isAsin(linkedAsin)) return;
    form.setValue('asin', normalizeAsin(linkedAsin));
    for (const key of ['name', 'stock', 'sales'] as const) form.setValue(key, '');
    setPrefill(null);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    salesRef.current?.focus({ preventScroll: true });
  }, [linkedAsin, location.key]);

  const lookup = isAsin(v.asin) ? normalizeAsin(v.asin) : null;
  const inventory = useInventoryOfAsin(lookup);
  const stored = lookup && inventory.data ? storedStockOf(inventory.data.lines, lookup) : null;
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  // Fill in from the stored stock when it arrives for the ASIN typed; what the seller typed stays,
  // and what was filled in for another ASIN goes.
  useEffect(() => {
    if (lookup && inventory.isFetching) return;
    const next: Prefill | null = stored
      ? { asin: stored.asin, stock: String(stored.fulfillable), name: stored.productName ?? '' }
      : null;
    if (next?.asin === prefill?.asin && next?.stock === prefill?.stock) return;
    const untouched = (value: string, filled: string | undefined) => value.trim() === '' || value === filled;
    const typed = form.getValues();
    if (untouched(typed.stock, prefill?.stock)) form.setValue('stock', next?.stock ?? '');
    if (untouched(typed.name, prefill?.name)) form.setValue('name', next?.name ?? '');
    setPrefill(next);
  }, [lookup, inventory.isFetching, stored, prefill, form]);

  const submit = form.handleSubmit((input) =>
    run.mutate(input, {
      onSuccess: ({ forecast }) => {
        toast.success(t('done'));
        onResult(forecast);
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  const salesField = form.register('sales');

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid scroll-mt-36 gap-3 sm:grid-cols-2">
      <Field id="inv-asin" label={t('in.asin')} hint={t('in.asinHint')}>
        <Input id="inv-asin" maxLength={10} autoCapitalize="characters" {...form.register('asin')} />
      </Field>
      <Field id="inv-name" label={t('in.productName')}>
        <Input id="inv-name" maxLength={200} {...form.register('name')} />
      </Field>
      <Field id="inv-stock" label={t('in.currentStock')}>
        <Input id="inv-stock" inputMode="numeric" {...form.register('stock')} />
      </Field>
      <Field id="inv-sales" label={t('in.avgDailySales')}>
        <Input
          id="inv-sales"
          inputMode="decimal"
          {...salesField}
          ref={(el) => {
            salesField.ref(el);
            salesRef.current = el;
          }}
        />
      </Field>
      {stored && (
        <div className="sm:col-span-2">
          <StoredStockNote
            stock={stored}
            filled={v.stock.trim() === String(stored.fulfillable)}
            onUse={() => form.setValue('stock', String(stored.fulfillable))}
          />
        </div>
      )}
      <Field id="inv-price" label={t('in.price')}>
        <Input id="inv-price" inputMode="decimal" {...form.register('price')} />
      </Field>
      <Field id="inv-lead" label={t('in.leadTime')} hint={t('in.leadTimeHint')}>
        <Input id="inv-lead" {...form.register('lead')} />
      </Field>
      <Field id="inv-service" label={t('in.serviceLevel')}>
        <NativeSelect id="inv-service" {...form.register('serviceLevel')}>
          {SERVICE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {`${Number(l) * 100} %`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {t(problem)}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={run.isPending}>
          {run.isPending ? t('running') : t('run')}
        </Button>
      </div>
    </form>
  );
}
