import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSite } from '../../features/site/api/site.ts';
import { formatLongDate } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** Terms, privacy and legal notice: translated text filled with the operator's settings. */
export function LegalPage({ document }: { document: 'terms' | 'privacy' | 'notice' }) {
  const { t, i18n } = useTranslation('legal');
  const navigate = useNavigate();
  const { data: site } = useSite();
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
        {Array.isArray(sections) &&
          sections.map((s) => (
            <section key={s.heading}>
              <h2 className="text-xl font-semibold">{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-2 leading-relaxed text-muted-foreground">
                  {p}
                </p>
              ))}
            </section>
          ))}
      </div>
    </article>
  );
}
