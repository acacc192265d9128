import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { call } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { authApi, type SessionUser } from '#contracts/auth.ts';

/**
 * On every signed-in page until the address is verified (sign-up leads straight to the dashboard;
 * the link in the e-mail verifies it). "Send the link again" asks for a new one.
 */
export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const resend = useMutation({
    mutationFn: () =>
      call(authApi.sendVerificationEmail, { body: { email: user.email, callbackURL: '/dashboard' } }),
    onSuccess: () => toast.success(t('verify.resent', { email: user.email })),
    onError: (e) => toast.error(errorMessage(e)),
  });
  if (user.emailVerified !== false) return null;
  return (
    <div
      role="status"
      data-testid="verify-email-banner"
      className="border-b border-amber-300 bg-amber-50 text-amber-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 basis-56 break-words">{t('verify.banner', { email: user.email })}</p>
        <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? t('verify.resending') : t('verify.resend')}
        </Button>
      </div>
    </div>
  );
}
