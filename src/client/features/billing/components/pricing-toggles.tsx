import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import type { BillingPeriod, PaymentMode } from '#domain/billing/prices.ts';
import { PAID_PLAN_IDS, yearlySavingPercent } from '#domain/plans.ts';

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: React.ReactNode }[];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-md bg-muted p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'inline-flex items-center gap-2 rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
            value === o.value && 'bg-card text-foreground shadow-sm',
          )}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

/** One-time vs subscription, and monthly vs yearly with the saving read from the plan table. */
export function PricingToggles({
  mode,
  period,
  onMode,
  onPeriod,
}: {
  mode: PaymentMode;
  period: BillingPeriod;
  onMode: (m: PaymentMode) => void;
  onPeriod: (p: BillingPeriod) => void;
}) {
  const { t } = useTranslation('billing');
  const saving = Math.max(...PAID_PLAN_IDS.map(yearlySavingPercent));
  return (
    <div className="flex flex-col items-center gap-3">
      <Segmented
        label={t('toggle.modeLabel')}
        value={mode}
        onChange={onMode}
        options={[
          { value: 'subscription', label: t('toggle.subscription') },
          { value: 'one-time', label: t('toggle.oneTime') },
        ]}
      />
      {mode === 'subscription' ? (
        <Segmented
          label={t('toggle.periodLabel')}
          value={period}
          onChange={onPeriod}
          options={[
            { value: 'monthly', label: t('toggle.monthly') },
            {
              value: 'yearly',
              label: (
                <>
                  {t('toggle.yearly')}
                  <Badge variant="success">{t('toggle.save', { percent: saving })}</Badge>
                </>
              ),
            },
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('toggle.oneTimeHint')}</p>
      )}
    </div>
  );
}
