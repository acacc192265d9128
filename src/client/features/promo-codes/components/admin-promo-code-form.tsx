import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { PAID_PLAN_IDS } from '#domain/plans.ts';
import { useCreatePromoCode } from '../api/admin-promo-codes.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const schema = () => import('./admin-promo-code-schema.ts').then((m) => m.adminPromoCodeSchema);

/** Admin: a new code (upper case), its plan, standard or lifetime, optional max uses and expiry. */
export function AdminPromoCodeForm() {
  const { t } = useTranslation('admin-billing');
  const errorMessage = useErrorMessage();
  const create = useCreatePromoCode();
  const form = useZodForm(schema, {
    defaultValues: { code: '', plan: 'pro', type: 'standard', maxUses: '', expiresAt: '' },
    onEdit: 'keep',
  });
  const { errors } = form.formState;
  const message = (error: { message?: string } | undefined) => error?.message && t(error.message);
  const codeField = form.register('code');

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('promo.created'));
        // The plan stays as chosen, for the next code.
        form.reset({ ...form.getValues(), code: '', type: 'standard', maxUses: '', expiresAt: '' });
      },
      onError: (err) => toast.error(errorMessage(err) || t('promo.createError')),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field id="promo-code" label={t('promo.code')} error={message(errors.code)}>
        <Input
          id="promo-code"
          {...codeField}
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase();
            return codeField.onChange(e);
          }}
          maxLength={40}
          autoComplete="off"
          aria-invalid={!!errors.code}
          className="uppercase"
        />
      </Field>
      <Field id="promo-plan" label={t('promo.plan')}>
        <NativeSelect id="promo-plan" {...form.register('plan')}>
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
              <input type="radio" value={type} {...form.register('type')} className="accent-primary" />
              {t(`promo.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id="promo-max"
        label={t('promo.maxUses')}
        hint={t('promo.maxUsesHint')}
        error={message(errors.maxUses)}
      >
        <Input
          id="promo-max"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('maxUses')}
          aria-invalid={!!errors.maxUses}
        />
      </Field>
      <Field id="promo-expiry" label={t('promo.expiresAt')} hint={t('promo.expiresHint')}>
        <Input id="promo-expiry" type="date" {...form.register('expiresAt')} />
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? t('promo.creating') : t('promo.create')}
        </Button>
      </div>
    </form>
  );
}
