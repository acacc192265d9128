import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { usePlan } from '#client/features/billing/api/usage.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { hasFeature } from '#domain/plans.ts';
import { useOptimizeListing } from '../api/listing.ts';
import { ListingResult } from './listing-result.tsx';

/** Dashboard panel (starter: SEO goal; pro and elite: complete listing). */
export function ListingOptimizerPanel() {
  const { t } = useTranslation('toolkit');
  return (
    <PlanGate
      feature="listingOptimizer"
      title={t('listing.title')}
      description={t('listing.lockedDescription')}
    >
      <ListingOptimizerCard />
    </PlanGate>
  );
}

function ListingOptimizerCard() {
  const { t } = useTranslation('toolkit');
  const errorMessage = useErrorMessage();
  const { plan } = usePlan();
  const complete = hasFeature(plan, 'listingOptimizerComplete');
  const optimize = useOptimizeListing();
  const [v, setV] = useState({
    asin: '',
    title: '',
    bullets: '',
    description: '',
    keywords: '',
    searchTerms: '',
    brand: '',
    usp: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setV((s) => ({ ...s, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const asin = v.asin.trim();
    const p =
      !v.title.trim() && !asin
        ? 'listing.titleOrAsin'
        : asin && !/^[A-Za-z0-9]{10}$/.test(asin)
          ? 'inventory.asinInvalid'
          : null;
    setProblem(p);
    if (p) return;
    optimize.mutate(
      {
        asin,
        title: v.title.trim(),
        bullets: v.bullets
          .split('\n')
          .map((b) => b.trim())
          .filter(Boolean),
        description: v.description,
        searchTerms: v.searchTerms,
        keywords: v.keywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
        brand: v.brand.trim(),
        usp: v.usp.trim(),
      },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('listing.title')}</CardTitle>
          <Badge variant="outline">{complete ? t('listing.goal.complete') : t('listing.goal.seo')}</Badge>
        </div>
        <CardDescription>
          {complete ? t('listing.descriptionComplete') : t('listing.descriptionSeo')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
          <Field id="lst-asin" label={t('listing.in.asin')} hint={t('listing.in.asinHint')}>
            <Input id="lst-asin" value={v.asin} onChange={set('asin')} maxLength={10} />
          </Field>
          <Field id="lst-brand" label={t('listing.in.brand')}>
            <Input id="lst-brand" value={v.brand} onChange={set('brand')} maxLength={100} />
          </Field>
          <div className="sm:col-span-2">
            <Field id="lst-title" label={t('listing.in.title')}>
              <Input id="lst-title" value={v.title} onChange={set('title')} maxLength={500} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="lst-keywords" label={t('listing.in.keywords')} hint={t('listing.in.keywordsHint')}>
              <Input id="lst-keywords" value={v.keywords} onChange={set('keywords')} maxLength={1000} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="lst-bullets" label={t('listing.in.bullets')} hint={t('listing.in.bulletsHint')}>
              <Textarea
                id="lst-bullets"
                rows={5}
                value={v.bullets}
                onChange={set('bullets')}
                maxLength={6000}
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="lst-description" label={t('listing.in.description')}>
              <Textarea
                id="lst-description"
                rows={4}
                value={v.description}
                onChange={set('description')}
                maxLength={5000}
              />
            </Field>
          </div>
          <Field id="lst-search-terms" label={t('listing.in.searchTerms')}>
            <Input
              id="lst-search-terms"
              value={v.searchTerms}
              onChange={set('searchTerms')}
              maxLength={1000}
            />
          </Field>
          <Field id="lst-usp" label={t('listing.in.usp')}>
            <Input id="lst-usp" value={v.usp} onChange={set('usp')} maxLength={300} />
          </Field>
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
              {t(problem)}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={optimize.isPending}>
              {optimize.isPending ? t('listing.running') : t('listing.run')}
            </Button>
          </div>
        </form>
        {optimize.data && <ListingResult result={optimize.data} />}
      </CardContent>
    </Card>
  );
}
