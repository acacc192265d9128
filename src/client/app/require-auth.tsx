import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/skeleton.tsx';
import { useSession } from '../features/auth/api/session.ts';
import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner.tsx';

/**
 * Renders its pages for a signed-in user (under the verify-your-address banner until verified); sends
 * anyone else to /auth (and back after sign-in).
 */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('status.loading')} />
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return (
    <>
      <VerifyEmailBanner user={user} />
      <Outlet />
    </>
  );
}
