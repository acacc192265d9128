import { Home, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { AnalyticsDashboard } from '../features/analytics/components/analytics-dashboard.tsx';

/** /analytics (signed in): the analytics block of the user's plan, or its locked card. */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('pageTitle')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <LayoutDashboard />
            {t('common:actions.backToDashboard')}
          </Link>
          <Link to="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Home />
            {t('common:nav.home')}
          </Link>
        </div>
      </div>
      <AnalyticsDashboard withCosts />
    </div>
  );
}
