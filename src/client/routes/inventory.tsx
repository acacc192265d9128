import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { FbaStockCard } from '../features/seller-data/components/fba-stock-card.tsx';
import { InventoryForecastPanel } from '../features/toolkit/components/inventory-forecast-panel.tsx';
import { SavedForecasts } from '../features/toolkit/components/saved-forecasts.tsx';

/** /inventory (signed in): the inventory block of the user's plan, the stored FBA stock and the forecasts already run. */
export default function InventoryPage() {
  const { t } = useTranslation('inventory');
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap gap-2">
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ArrowLeft />
          {t('backToDashboard')}
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <Home />
          {t('home')}
        </Link>
      </div>
      <div>
        <h1 className="text-3xl font-bold">{t('pageTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('pageSubtitle')}</p>
      </div>
      <InventoryForecastPanel />
      <FbaStockCard />
      <SavedForecasts />
    </div>
  );
}
