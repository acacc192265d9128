import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSite } from '#client/features/site/api/site.ts';
import { formatLongDate } from '#client/lib/format.ts';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** Terms, privacy and legal notice: translated text filled with the operator's settings. */
export function LegalPage({ document }: { document: 'terms' | 'privacy' | 'notice' }) {
  const { t, i18n } = useTranslation('legal');
  const navigate = useNavigate();
  const { data: site, isPending } = useSite();
  const missing = t('notConfigured');
  const values = {
    siteName: site?.name ?? 'Scout',
    editor: site?.legal.editor ?? missing,
    director: site?.legal.director ?? missing,
    host: site?.legal.host ?? missing,
    contactEmail: site?.contact.email ?? missing,
    contactAddress: site?.contact.address ?? missing,
    paymentProvider: site ? t(`paymentProviders.${site.payments.provider}`) : missing,
  };
  const sections = t(`${document}.sections`, { returnObjects: true, ...values }) as Section[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      >
        <ArrowLeft />
        {t('back')}
      </Button>
      <h1 className="mt-4 text-3xl font-bold">{t(`${document}.title`)}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('lastUpdated', { date: formatLongDate(new Date(), i18n.language) })}
      </p>
      <div className="mt-8 space-y-6">
        {/* The operator's settings fill the texts: wait for them rather than show "not provided" first. */}
        {isPending ? (
          <div aria-busy="true" className="space-y-3">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : (
          Array.isArray(sections) &&
          sections.map((s) => (
            <section key={s.heading}>
              <h2 className="text-xl font-semibold">{s.heading}</h2>
              {/* Paragraphs can repeat (several unset settings read the same): key by position. */}
              {s.paragraphs.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the translation file
                <p key={i} className="mt-2 leading-relaxed text-muted-foreground">
                  {p}
                </p>
              ))}
            </section>
          ))
        )}
      </div>
    </article>
  );
}
