import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input, NativeSelect, Textarea } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { hasFeature } from '#domain/plans.ts';
import { useOptimizeListing } from '../api/listing.ts';
import { listingSchema } from './listing-optimizer-schema.ts';
import { ListingResult } from './listing-result.tsx';
import { MarketplaceOptions } from './tool-frame.tsx';

/** The category sent for clothing, shoes and jewelry: its titles are held to 80 characters. */
const APPAREL_CATEGORY = 'Clothing, Shoes & Jewelry';

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
  const form = useZodForm(listingSchema, {
    defaultValues: {
      marketplace: 'US',
      category: '',
      asin: '',
      title: '',
      bullets: '',
      description: '',
      keywords: '',
      searchTerms: '',
      brand: '',
      usp: '',
    },
    onEdit: 'keep',
  });
  const problem = firstErrorMessage(form.formState.errors);
  const submit = form.handleSubmit((input) =>
    optimize.mutate(input, { onError: (error) => toast.error(errorMessage(error)) }),
  );

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
          <Field id="lst-marketplace" label={t('roi.in.marketplace')}>
            <NativeSelect id="lst-marketplace" {...form.register('marketplace')}>
              <MarketplaceOptions />
            </NativeSelect>
          </Field>
          {/* Its choices name their title limits: they need the form's whole width. */}
          <div className="sm:col-span-2">
            <Field id="lst-category" label={t('listing.in.category')} hint={t('listing.in.categoryHint')}>
              <NativeSelect id="lst-category" {...form.register('category')}>
                <option value="">{t('listing.in.categoryStandard')}</option>
                <option value={APPAREL_CATEGORY}>{t('listing.in.categoryApparel')}</option>
              </NativeSelect>
            </Field>
          </div>
          <Field id="lst-asin" label={t('listing.in.asin')} hint={t('listing.in.asinHint')}>
            <Input id="lst-asin" {...form.register('asin')} maxLength={10} />
          </Field>
          <Field id="lst-brand" label={t('listing.in.brand')}>
            <Input id="lst-brand" {...form.register('brand')} maxLength={100} />
          </Field>
          <div className="sm:col-span-2">
            <Field id="lst-title" label={t('listing.in.title')}>
              <Input id="lst-title" {...form.register('title')} maxLength={500} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="lst-keywords" label={t('listing.in.keywords')} hint={t('listing.in.keywordsHint')}>
              <Input id="lst-keywords" {...form.register('keywords')} maxLength={1000} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="lst-bullets" label={t('listing.in.bullets')} hint={t('listing.in.bulletsHint')}>
              <Textarea id="lst-bullets" rows={5} {...form.register('bullets')} maxLength={6000} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="lst-description" label={t('listing.in.description')}>
              <Textarea id="lst-description" rows={4} {...form.register('description')} maxLength={5000} />
            </Field>
          </div>
          <Field id="lst-search-terms" label={t('listing.in.searchTerms')}>
            <Input id="lst-search-terms" {...form.register('searchTerms')} maxLength={1000} />
          </Field>
          <Field id="lst-usp" label={t('listing.in.usp')}>
            <Input id="lst-usp" {...form.register('usp')} maxLength={300} />
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
