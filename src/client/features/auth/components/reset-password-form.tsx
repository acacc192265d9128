import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { PASSWORD_MIN_LENGTH } from '#domain/auth-rules.ts';
import { useResetPassword } from '../api/auth-actions.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const resetSchema = () => import('./auth-schemas.ts').then((m) => m.resetSchema);

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const reset = useResetPassword();
  const form = useZodForm(resetSchema, {
    defaultValues: { password: '', confirm: '' },
    onEdit: 'revalidate',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t('toast.passwordReset'));
          onDone();
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id="reset-password"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password && t(errors.password.message ?? '', { min: PASSWORD_MIN_LENGTH })}
      >
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
      </Field>
      <Field
        id="reset-confirm"
        label={t('fields.confirmPassword')}
        error={errors.confirm && t(errors.confirm.message ?? '')}
      >
        <Input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.confirm}
          {...form.register('confirm')}
        />
      </Field>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? t('actions.saving') : t('actions.savePassword')}
      </Button>
    </form>
  );
}
