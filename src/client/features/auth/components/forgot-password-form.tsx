import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useRequestPasswordReset } from '../api/auth-actions.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const forgotSchema = () => import('./auth-schemas.ts').then((m) => m.forgotSchema);

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotSchema, { defaultValues: { email: '' }, onEdit: 'revalidate' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        toast.success(t('toast.resetSent'));
      },
      onError: (e) => toast.error(errorMessage(e)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {sentTo && (
        <p role="status" className="rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
          {t('forgot.sent', { email: sentTo })}
        </p>
      )}
      <Field
        id="forgot-email"
        label={t('fields.email')}
        error={errors.email && t(errors.email.message ?? '')}
      >
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'forgot-email-error' : undefined}
          {...form.register('email')}
        />
      </Field>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('actions.sending') : t('actions.sendLink')}
      </Button>
      <Button type="button" variant="link" onClick={onBack} className="justify-self-center">
        {t('actions.backToSignIn')}
      </Button>
    </form>
  );
}
