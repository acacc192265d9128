import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { useReplayEarlyClicks } from '../lib/early-clicks.ts';

/** Shown when a page fails to load or render (for example after a new deploy removed an old chunk). */
export function RouteError() {
  const { t } = useTranslation();
  // In place of the layout whose page would replay them: else the buttons' clicks stay held (early-clicks.js).
  useReplayEarlyClicks();
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground">{t('routeError.body')}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          {t('nav.home')}
        </Link>
      </div>
    </main>
  );
}
