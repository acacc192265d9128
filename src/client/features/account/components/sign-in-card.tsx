import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { useSession } from '#client/features/auth/api/session.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/auth-rules.ts';
import { useChangeEmail, useChangePassword } from '../api/account.ts';

function PasswordForm() {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (next.length < PASSWORD_MIN_LENGTH || next.length > PASSWORD_MAX_LENGTH)
      return setProblem(t('account.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }));
    setProblem(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          toast.success(t('account.passwordChanged'));
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };
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
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </Field>
      <Field
        id="new-password"
        label={t('account.newPassword')}
        hint={t('account.otherSessionsSignedOut')}
        error={problem ?? undefined}
      >
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!problem}
          value={next}
          onChange={(e) => setNext(e.target.value)}
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
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const newEmail = email.trim();
    change.mutate(newEmail, {
      onSuccess: () => {
        setSentTo(newEmail);
        setEmail('');
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="change-email-title">
      <h3 id="change-email-title" className="font-semibold">
        {t('account.changeEmail')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('account.currentEmail', { email: user?.email ?? '' })}
      </p>
      <Field id="new-email" label={t('account.newEmail')} hint={t('account.emailHint')}>
        <Input
          id="new-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
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
