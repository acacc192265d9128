import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { useSignIn } from '../api/auth-actions.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const signInSchema = () => import('./auth-schemas.ts').then((m) => m.signInSchema);

export function SignInForm({ onForgot, redirectTo }: { onForgot: () => void; redirectTo: string }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' }, onEdit: 'revalidate' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success(t('toast.signedIn'));
        navigate(redirectTo, { replace: true });
      },
      onError: (e) => toast.error(errorMessage(e)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id="signin-email"
        label={t('fields.email')}
        error={errors.email && t(errors.email.message ?? '')}
      >
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'signin-email-error' : undefined}
          {...form.register('email')}
        />
      </Field>
      <Field
        id="signin-password"
        label={t('fields.password')}
        error={errors.password && t(errors.password.message ?? '')}
      >
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'signin-password-error' : undefined}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('actions.signingIn') : t('actions.signIn')}
      </Button>
      <Button type="button" variant="link" onClick={onForgot} className="justify-self-center">
        {t('actions.forgot')}
      </Button>
    </form>
  );
}
