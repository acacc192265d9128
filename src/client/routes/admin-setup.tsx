import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { isAdminUser, useSession } from '../features/auth/api/session.ts';
import { SetupChecklist } from '../features/setup/components/setup-checklist.tsx';
import { markSetupSeen } from '../features/setup/components/setup-redirect.tsx';

/** /admin/setup: the operator's first-run checklist (docs/configuration.md). */
export default function AdminSetupPage() {
  const { t } = useTranslation('setup');
  const { user } = useSession();
  const allowed = isAdminUser(user);
  useEffect(() => {
    if (allowed) markSetupSeen();
  }, [allowed]);
  if (!allowed) return <Navigate to="/dashboard" replace />;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <Link to="/admin" className="inline-flex items-center gap-1 text-sm text-primary underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('backToAdmin')}
      </Link>
      <div>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
      </div>
      <SetupChecklist />
    </div>
  );
}
