import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { useSession } from '#client/features/auth/index.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/auth-rules.ts';
import { useChangeEmail, useChangePassword } from '../api/account.ts';

/** The new password's length is the server's rule; the current one is checked by the server. */
const passwordChange = z.object({
  currentPassword: z.string(),
  newPassword: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, 'account.passwordLength'),
      z.maxLength(PASSWORD_MAX_LENGTH, 'account.passwordLength'),
    ),
});
const emailChange = z.object({ newEmail: z.string().check(z.trim()) });

function PasswordForm() {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  // Messages stay until the next submit, as they did when the form kept its own problem line.
  const form = useZodForm(passwordChange, {
    defaultValues: { currentPassword: '', newPassword: '' },
    onEdit: 'keep',
  });
  const { errors } = form.formState;
  const problem = errors.newPassword?.message
    ? t(errors.newPassword.message, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
    : errors.root?.message;
  const [current, next] = form.watch(['currentPassword', 'newPassword']);
  const submit = form.handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        form.reset();
        toast.success(t('account.passwordChanged'));
      },
      onError: (err) => form.setError('root', { message: errorMessage(err) }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="font-semibold">
        {t('account.changePassword')}
      </h3>
      <Field id="current-password" label={t('account.currentPassword')}>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </Field>
      <Field
        id="new-password"
        label={t('account.newPassword')}
        hint={t('account.otherSessionsSignedOut')}
        error={problem}
      >
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!problem}
          {...form.register('newPassword')}
        />
      </Field>
      <div>
        <Button type="submit" disabled={change.isPending || !current || !next}>
          {t('account.changePasswordButton')}
        </Button>
      </div>
    </form>
  );
}

function EmailForm() {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const change = useChangeEmail();
  const form = useZodForm(emailChange, { defaultValues: { newEmail: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = form.watch('newEmail');
  const submit = form.handleSubmit(({ newEmail }) =>
    change.mutate(newEmail, {
      onSuccess: () => {
        setSentTo(newEmail);
        form.reset();
      },
      onError: (err) => toast.error(errorMessage(err)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="change-email-title">
      <h3 id="change-email-title" className="font-semibold">
        {t('account.changeEmail')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('account.currentEmail', { email: user?.email ?? '' })}
      </p>
      <Field id="new-email" label={t('account.newEmail')} hint={t('account.emailHint')}>
        <Input id="new-email" type="email" autoComplete="email" {...form.register('newEmail')} />
      </Field>
      {sentTo && (
        <p role="status" className="text-sm">
          {t('account.emailLinkSent', { email: sentTo })}
        </p>
      )}
      <div>
        <Button type="submit" disabled={change.isPending || !email.trim()}>
          {t('account.changeEmailButton')}
        </Button>
      </div>
    </form>
  );
}

/** Settings card: the password and the sign-in e-mail address. */
export function SignInCard() {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.signInTitle')}</CardTitle>
        <CardDescription>{t('account.signInDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <PasswordForm />
        <EmailForm />
      </CardContent>
    </Card>
  );
}
