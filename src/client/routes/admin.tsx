import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { adminSections } from '#client/app/admin-sections.ts';
import { NearScreen } from '../components/near-screen.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { AdminStatsCards } from '../features/admin/components/admin-stats-cards.tsx';
import { isAdminUser, useSession } from '../features/auth/api/session.ts';
import { loadErrorMessages } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';

export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const allowed = isAdminUser(user);
  useEffect(() => {
    if (!allowed) void loadErrorMessages().then(() => toast.error(t('errors:admin_required')));
  }, [allowed, t]);
  if (!allowed) return <Navigate to="/dashboard" replace />;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <AdminStatsCards />
      {/* Each section's code loads as it comes near the screen or gets the keyboard's focus. */}
      {adminSections.map(({ id, component: Section, line }) =>
        line ? (
          <Suspense key={id} fallback={<Skeleton className="h-12" />}>
            <Section />
          </Suspense>
        ) : (
          <NearScreen key={id} title={t(`sections.${id}`)}>
            <Section />
          </NearScreen>
        ),
      )}
    </div>
  );
}
