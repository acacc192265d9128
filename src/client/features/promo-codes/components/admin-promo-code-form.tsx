import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { PAID_PLAN_IDS, type PaidPlanId } from '#domain/plans.ts';
import { useCreatePromoCode } from '../api/admin-promo-codes.ts';

/** Admin: a new code (upper case), its plan, standard or lifetime, optional max uses and expiry. */
export function AdminPromoCodeForm() {
  const { t } = useTranslation('admin-billing');
  const errorMessage = useErrorMessage();
  const create = useCreatePromoCode();
  const [code, setCode] = useState('');
  const [plan, setPlan] = useState<PaidPlanId>('pro');
  const [lifetime, setLifetime] = useState(false);
  const [maxUses, setMaxUses] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<{ code?: string; maxUses?: string }>({});

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!code.trim()) next.code = t('promo.codeEmpty');
    else if (!/^[A-Z0-9][A-Z0-9_-]*$/.test(code.trim())) next.code = t('promo.codeChars');
    const uses = maxUses.trim() === '' ? null : Number(maxUses);
    if (uses !== null && (!Number.isInteger(uses) || uses < 1)) next.maxUses = t('promo.maxUsesInvalid');
    setErrors(next);
    if (Object.keys(next).length) return;
    create.mutate(
      { code: code.trim(), plan, isLifetime: lifetime, maxUses: uses, expiresAt: expiresAt || null },
      {
        onSuccess: () => {
          toast.success(t('promo.created'));
          setCode('');
          setMaxUses('');
          setExpiresAt('');
          setLifetime(false);
        },
        onError: (err) => toast.error(errorMessage(err) || t('promo.createError')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field id="promo-code" label={t('promo.code')} error={errors.code}>
        <Input
          id="promo-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={40}
          autoComplete="off"
          aria-invalid={!!errors.code}
          className="uppercase"
        />
      </Field>
      <Field id="promo-plan" label={t('promo.plan')}>
        <NativeSelect id="promo-plan" value={plan} onChange={(e) => setPlan(e.target.value as PaidPlanId)}>
          {PAID_PLAN_IDS.map((p) => (
            <option key={p} value={p}>
              {t(`common:plans.${p}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('promo.type')}</legend>
        <div className="flex h-10 items-center gap-4 text-sm">
          {(['standard', 'lifetime'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="promo-type"
                checked={lifetime === (type === 'lifetime')}
                onChange={() => setLifetime(type === 'lifetime')}
                className="accent-primary"
              />
              {t(`promo.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="promo-max" label={t('promo.maxUses')} hint={t('promo.maxUsesHint')} error={errors.maxUses}>
        <Input
          id="promo-max"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
          aria-invalid={!!errors.maxUses}
        />
      </Field>
      <Field id="promo-expiry" label={t('promo.expiresAt')} hint={t('promo.expiresHint')}>
        <Input
          id="promo-expiry"
          type="date"
          value={expiresAt}
          onChange={(e) => setExpiresAt(e.target.value)}
        />
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? t('promo.creating') : t('promo.create')}
        </Button>
      </div>
    </form>
  );
}
