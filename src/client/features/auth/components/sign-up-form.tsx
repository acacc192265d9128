import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { PASSWORD_MIN_LENGTH } from '#domain/auth-rules.ts';
import { useSignUp } from '../api/auth-actions.ts';
import { sessionQuery } from '../api/session.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const signUpSchema = () => import('./auth-schemas.ts').then((m) => m.signUpSchema);

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useZodForm(signUpSchema, {
    defaultValues: { name: '', email: '', password: '' },
    onEdit: 'revalidate',
  });
  const { errors } = form.formState;
  const queryClient = useQueryClient();
  // Sign-up answers the same whether the address is new or taken (it must not tell who has an
  // account): a new account is signed in; for a taken one its owner gets an e-mail, and we say so.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: async () => {
        const session = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
        if (!session) return setSentTo(values.email);
        toast.success(t('toast.accountCreated'));
        navigate('/dashboard', { replace: true });
      },
      onError: (e) => toast.error(errorMessage(e)),
    }),
  );
  if (sentTo)
    return (
      <div role="status" className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('signUpSent.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('signUpSent.body', { email: sentTo })}</p>
      </div>
    );
  const fieldError = (key: keyof typeof errors) =>
    errors[key] && t(errors[key]?.message ?? '', { min: PASSWORD_MIN_LENGTH });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id="signup-name" label={t('fields.displayName')} error={fieldError('name')}>
        <Input
          id="signup-name"
          autoComplete="name"
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? 'signup-name-error' : undefined}
          {...form.register('name')}
        />
      </Field>
      <Field id="signup-email" label={t('fields.email')} error={fieldError('email')}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'signup-email-error' : undefined}
          {...form.register('email')}
        />
      </Field>
      <Field
        id="signup-password"
        label={t('fields.password')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError('password')}
      >
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'signup-password-error' : undefined}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? t('actions.creating') : t('actions.signUp')}
      </Button>
    </form>
  );
}
