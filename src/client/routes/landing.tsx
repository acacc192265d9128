import { BarChart3, Boxes, Brain, KeyRound, Radar, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landingSections } from '#client/app/landing-sections.ts';
import { ComparisonSummary } from '../components/marketing/comparison-summary.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { useSession } from '../features/auth/api/session.ts';
import { localized, useSite } from '../features/site/api/site.ts';
import { formatNumber } from '../lib/format.ts';

const FEATURES = [
  { key: 'aiResearch', icon: Brain },
  { key: 'keywords', icon: KeyRound },
  { key: 'inventory', icon: Boxes },
  { key: 'analytics', icon: BarChart3 },
  { key: 'optimization', icon: Sparkles },
  { key: 'tracking', icon: Radar },
] as const;

export default function LandingPage() {
  const { t, i18n } = useTranslation('landing');
  const { user } = useSession();
  const { data: site } = useSite();
  const sellerCount = site?.stats.sellerCount ?? 0;
  const testimonials = site?.testimonials ?? [];

  return (
    <div>
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
          {site && (
            <p className="mx-auto mt-2 max-w-2xl text-sm text-muted-foreground" data-testid="market-data">
              {site.marketData.live
                ? t('hero.dataLive')
                : site.marketData.sampleYear !== null
                  ? t('hero.dataSample', { year: site.marketData.sampleYear })
                  : t('hero.dataNone')}
            </p>
          )}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {user ? (
              <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
                {t('hero.dashboard')}
              </Link>
            ) : (
              <Link to="/auth" className={buttonVariants({ size: 'lg' })}>
                {t('hero.signIn')}
              </Link>
            )}
            <Link to="/pricing" className={buttonVariants({ size: 'lg', variant: 'accent' })}>
              {t('hero.pricing')}
            </Link>
            <Link to="/compare" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('hero.compare')}
            </Link>
          </div>
          {sellerCount > 0 && (
            <p className="mt-6 text-sm text-muted-foreground">
              {t('hero.sellerCount', {
                count: sellerCount,
                formatted: formatNumber(sellerCount, i18n.language),
              })}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="mb-8 text-center text-3xl font-bold">
          {t('features.title')}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Card key={key}>
              <CardHeader>
                <Icon className="size-8 text-accent" aria-hidden="true" />
                <CardTitle>{t(`features.${key}.title`)}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{t(`features.${key}.body`)}</CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="compare-title" className="bg-card py-16">
        <div className="mx-auto max-w-4xl px-4">
          <h2 id="compare-title" className="mb-2 text-center text-3xl font-bold">
            {t('comparison.title')}
          </h2>
          <p className="mb-8 text-center text-muted-foreground">{t('comparison.subtitle')}</p>
          <ComparisonSummary />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/pricing" className={buttonVariants()}>
              {t('comparison.pricing')}
            </Link>
            <Link to="/compare" className={buttonVariants({ variant: 'outline' })}>
              {t('comparison.details')}
            </Link>
          </div>
        </div>
      </section>

      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="testimonials-title" className="mb-8 text-center text-3xl font-bold">
            {t('testimonials.title')}
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {testimonials.map((item) => (
              <figure key={item.name} className="rounded-lg border bg-card p-6">
                {item.rating && (
                  <div
                    className="mb-2 flex gap-0.5"
                    role="img"
                    aria-label={t('testimonials.rating', { rating: item.rating })}
                  >
                    {Array.from({ length: item.rating }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length decorative stars
                      <Star key={i} className="size-4 fill-accent text-accent" aria-hidden="true" />
                    ))}
                  </div>
                )}
                <blockquote className="text-sm">“{localized(item.quote, i18n.language)}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold">
                  {item.name}
                  {item.role && (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      — {localized(item.role, i18n.language)}
                    </span>
                  )}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}

      {landingSections.map((Section) => (
        <Section key={Section.displayName ?? Section.name} />
      ))}

      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">{t('cta.title')}</h2>
        <p className="mt-3 text-muted-foreground">{t('cta.body')}</p>
        <Link
          to={user ? '/dashboard' : '/auth?mode=signup'}
          className={`${buttonVariants({ size: 'lg', variant: 'accent' })} mt-6`}
        >
          {user ? t('hero.dashboard') : t('cta.button')}
        </Link>
      </section>
    </div>
  );
}
