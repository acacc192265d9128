import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEFAULT_LEAD_TIME, parseLeadTime } from '../../../../domain/forecast/lead-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { useErrorMessage } from '../../../lib/use-error-message.ts';
import { type InventoryForecastView, useRunForecast } from '../api/inventory.ts';
import { parseCents, parseDecimal, parseWhole } from '../parse-input.ts';

const SERVICE_LEVELS = [0.9, 0.95, 0.975, 0.99];

/** The spec's inventory form: ASIN, product name, current stock, average daily sales, price, lead time. */
export function InventoryForecastForm({ onResult }: { onResult: (f: InventoryForecastView) => void }) {
  const { t } = useTranslation('toolkit');
  const errorMessage = useErrorMessage();
  const run = useRunForecast();
  const [v, setV] = useState({
    asin: '',
    name: '',
    stock: '',
    sales: '',
    price: '',
    lead: DEFAULT_LEAD_TIME,
  });
  const [serviceLevel, setServiceLevel] = useState(0.95);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((s) => ({ ...s, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const stock = parseWhole(v.stock);
    const sales = parseDecimal(v.sales);
    const price = v.price.trim() ? parseCents(v.price) : null;
    let p: string | null = null;
    if (!v.name.trim() || stock === null || sales === null) p = 'inventory.required';
    else if (v.asin.trim() && !/^[A-Za-z0-9]{10}$/.test(v.asin.trim())) p = 'inventory.asinInvalid';
    else if (v.price.trim() && price === null) p = 'inventory.priceInvalid';
    else if (!parseLeadTime(v.lead)) p = 'inventory.leadTimeInvalid';
    setProblem(p);
    if (p) return;
    run.mutate(
      {
        asin: v.asin.trim(),
        productName: v.name.trim(),
        currentStock: stock as number,
        avgDailySales: sales as number,
        priceCents: price,
        leadTime: v.lead.trim(),
        serviceLevel,
      },
      {
        onSuccess: ({ forecast }) => {
          toast.success(t('inventory.done'));
          onResult(forecast);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <Field id="inv-asin" label={t('inventory.in.asin')} hint={t('inventory.in.asinHint')}>
        <Input
          id="inv-asin"
          value={v.asin}
          onChange={set('asin')}
          maxLength={10}
          autoCapitalize="characters"
        />
      </Field>
      <Field id="inv-name" label={t('inventory.in.productName')}>
        <Input id="inv-name" value={v.name} onChange={set('name')} maxLength={200} />
      </Field>
      <Field id="inv-stock" label={t('inventory.in.currentStock')}>
        <Input id="inv-stock" inputMode="numeric" value={v.stock} onChange={set('stock')} />
      </Field>
      <Field id="inv-sales" label={t('inventory.in.avgDailySales')}>
        <Input id="inv-sales" inputMode="decimal" value={v.sales} onChange={set('sales')} />
      </Field>
      <Field id="inv-price" label={t('inventory.in.price')}>
        <Input id="inv-price" inputMode="decimal" value={v.price} onChange={set('price')} />
      </Field>
      <Field id="inv-lead" label={t('inventory.in.leadTime')} hint={t('inventory.in.leadTimeHint')}>
        <Input id="inv-lead" value={v.lead} onChange={set('lead')} />
      </Field>
      <Field id="inv-service" label={t('inventory.in.serviceLevel')}>
        <NativeSelect
          id="inv-service"
          value={serviceLevel}
          onChange={(e) => setServiceLevel(Number(e.target.value))}
        >
          {SERVICE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {`${l * 100} %`}
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
          {run.isPending ? t('inventory.running') : t('inventory.run')}
        </Button>
      </div>
    </form>
  );
}
