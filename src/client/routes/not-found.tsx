import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { clientLogApi } from '#contracts/client-log.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { call } from '../lib/api-client.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    // The server cannot see client-side routes: tell it which path had no page.
    call(clientLogApi.notFound, { body: { path: pathname } }).catch(() => {});
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <Link to="/" className={buttonVariants()}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
