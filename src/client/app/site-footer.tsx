import { Lock, Server, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../features/site/api/site.ts';
import { footerResourceLinks } from './footer-links.ts';
import { Logo } from './logo.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const contact = site?.contact;
  const hasContact = contact && (contact.email || contact.phone || contact.address);
  return (
    // The bottom padding keeps the end of every page clear of the floating chat button (56 px + 16 px).
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-10 pb-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <div className="flex items-center gap-2 font-bold text-primary">
            <Logo className="size-7" />
            Scout
          </div>
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.legal')} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t('footer.legal')}</h2>
          <ul className="space-y-1.5">
            <li>
              <Link className="text-muted-foreground hover:text-foreground" to="/terms">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className="text-muted-foreground hover:text-foreground" to="/privacy">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className="text-muted-foreground hover:text-foreground" to="/legal">
                {t('footer.legalNotice')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.resources')} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t('footer.resources')}</h2>
          <ul className="space-y-1.5">
            {footerResourceLinks.map((l) => (
              <li key={l.to}>
                <Link className="text-muted-foreground hover:text-foreground" to={l.to}>
                  {t(l.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* No contact set: no column at all, rather than a placeholder (the admin's setup page lists it). */}
        {hasContact && (
          <div className="space-y-2 text-sm">
            <h2 className="font-semibold">{t('footer.contact')}</h2>
            <address className="space-y-1 not-italic text-muted-foreground">
              {contact.email && (
                <div>
                  <a className="hover:text-foreground" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </div>
              )}
              {contact.phone && <div>{contact.phone}</div>}
              {contact.address && <div className="whitespace-pre-line">{contact.address}</div>}
            </address>
          </div>
        )}
      </div>
      <div className="border-t">
        {/* pb-24: the page's last line clears the floating chat button (bottom right). */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-5 pb-24 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <ul className="flex flex-wrap gap-3" aria-label={t('footer.compliance')}>
            <li className="inline-flex items-center gap-1 rounded-full border px-2.5 py-1">
              <Server className="size-3.5" /> {t('footer.badges.selfHosted')}
            </li>
            <li className="inline-flex items-center gap-1 rounded-full border px-2.5 py-1">
              <Lock className="size-3.5" /> {t('footer.badges.hashedPasswords')}
            </li>
            <li className="inline-flex items-center gap-1 rounded-full border px-2.5 py-1">
              <ShieldCheck className="size-3.5" /> {t('footer.badges.gdpr')}
            </li>
          </ul>
          <p>{t('footer.dataAttribution')}</p>
        </div>
      </div>
    </footer>
  );
}
