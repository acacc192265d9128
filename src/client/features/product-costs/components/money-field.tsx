import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

/** An amount typed in the marketplace's currency, with its message when it does not read. */
export function MoneyField(p: {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  placeholder: string;
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
        {...p.field}
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
