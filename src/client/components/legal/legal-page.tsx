import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isAdminUser, useSession } from '#client/features/auth/index.ts';
import { useSite } from '#client/features/site/index.ts';
import { formatLongDate } from '#client/lib/format.ts';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { type LegalSection, UNSET, withoutUnsetSentences } from './fill-legal-text.ts';

/** The operator's settings the legal texts name, with the variable that sets each. */
const SETTINGS = {
  editor: 'SITE_EDITOR',
  director: 'SITE_DIRECTOR',
  host: 'SITE_HOST',
  contactEmail: 'SITE_CONTACT_EMAIL',
  contactAddress: 'SITE_CONTACT_ADDRESS',
  paymentProvider: 'PAYMENTS',
} as const;

/** What an unset setting reads as in the filled text (left out with its sentence). */
const unsetMark = (key: keyof typeof SETTINGS) => `${UNSET}${key}`;

/**
 * Terms, privacy and legal notice: translated text filled with the operator's settings. A sentence
 * naming a setting left unset is left out (never a placeholder phrase); an administrator sees which
 * settings are missing and where they are set.
 */
export function LegalPage({ document }: { document: 'terms' | 'privacy' | 'notice' }) {
  const { t, i18n } = useTranslation('legal');
  const navigate = useNavigate();
  const { data: site, isPending } = useSite();
  const { user } = useSession();
  const values = {
    siteName: site?.name ?? 'Scout',
    editor: site?.legal.editor ?? unsetMark('editor'),
    director: site?.legal.director ?? unsetMark('director'),
    host: site?.legal.host ?? unsetMark('host'),
    contactEmail: site?.contact.email ?? unsetMark('contactEmail'),
    contactAddress: site?.contact.address ?? unsetMark('contactAddress'),
    // Only a real payment service is named; the test checkout or none leaves the sentence out.
    paymentProvider:
      site?.payments.provider === 'stripe' ? t('paymentProviders.stripe') : unsetMark('paymentProvider'),
  };
  const raw = t(`${document}.sections`, { returnObjects: true, ...values }) as LegalSection[];
  const sections = Array.isArray(raw) ? withoutUnsetSentences(raw) : [];
  const filled = JSON.stringify(raw);
  const unset = (Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]).filter((k) =>
    filled.includes(unsetMark(k)),
  );
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
      {site && isAdminUser(user) && unset.length > 0 && (
        <div
          role="note"
          className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{t('adminWarning.title')}</p>
          <ul className="mt-1 list-disc pl-5">
            {unset.map((k) => (
              <li key={k}>
                {t(`adminWarning.settings.${k}`)} (<code>{SETTINGS[k]}</code>)
              </li>
            ))}
          </ul>
          <p className="mt-1">
            {t('adminWarning.body')}{' '}
            <Link to="/admin/setup" className="underline">
              {t('adminWarning.link')}
            </Link>
          </p>
        </div>
      )}
      <div className="mt-8 space-y-6">
        {/* The operator's settings fill the texts: wait for them rather than show "not provided" first. */}
        {isPending ? (
          <div aria-busy="true" className="space-y-3">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : (
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
