import { Loader2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { useGenerateListing } from '../api/listing.ts';
import { useAiErrorText } from './ai-error-text.ts';
import { GeneratedListingResult } from './generated-listing.tsx';
import { ListingGeneratorButton } from './listing-generator-button.tsx';
import { listingRequestSchema } from './listing-request-schema.ts';

/**
 * The AI listing generator: a dialog opened by its button (keyword research page). `keywords`
 * pre-fills the keyword field with the ones the seller selected; `defaultOpen` opens it as it
 * mounts (its code is loaded by the first click on the button, see listing-generator-action.tsx).
 */
export default function ListingGeneratorDialog({
  keywords = [],
  asin = '',
  productName: initialName = '',
  defaultOpen = false,
}: {
  keywords?: string[];
  asin?: string;
  productName?: string;
  defaultOpen?: boolean;
}) {
  const { t, i18n } = useTranslation('ai');
  const generate = useGenerateListing();
  const errorText = useAiErrorText();
  const form = useZodForm(listingRequestSchema, {
    defaultValues: {
      productName: initialName,
      asin,
      keywords: keywords.join(', '),
      language: i18n.language.startsWith('fr') ? 'fr' : 'en',
    },
    onEdit: 'keep',
  });
  const invalid = !!firstErrorMessage(form.formState.errors);
  const submit = form.handleSubmit((request) => generate.mutate(request));
  const asinField = form.register('asin');

  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <ListingGeneratorButton />
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('listing.title')}</DialogTitle>
          <DialogDescription>{t('listing.description')}</DialogDescription>
        </DialogHeader>
        <PlanGate feature="listingOptimizer" title={t('listing.title')}>
          <form onSubmit={submit} className="grid gap-3">
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <Field id="listing-product" label={t('listing.productName')}>
                <Input
                  id="listing-product"
                  maxLength={200}
                  placeholder={t('listing.productNamePlaceholder')}
                  {...form.register('productName')}
                />
              </Field>
              <Field id="listing-asin" label={t('listing.asin')}>
                <Input
                  id="listing-asin"
                  maxLength={10}
                  {...asinField}
                  onChange={(e) => {
                    e.target.value = e.target.value.toUpperCase();
                    return asinField.onChange(e);
                  }}
                />
              </Field>
            </div>
            <Field id="listing-keywords" label={t('listing.keywords')}>
              <Input
                id="listing-keywords"
                placeholder={t('listing.keywordsPlaceholder')}
                {...form.register('keywords')}
              />
            </Field>
            <Field id="listing-language" label={t('listing.language')}>
              <NativeSelect id="listing-language" {...form.register('language')}>
                <option value="en">{t('listing.languages.en')}</option>
                <option value="fr">{t('listing.languages.fr')}</option>
              </NativeSelect>
            </Field>
            {invalid && (
              <p role="alert" className="text-sm text-destructive">
                {t('listing.required')}
              </p>
            )}
            {generate.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorText(generate.error, t('chat.failed'))}
              </p>
            )}
            <Button type="submit" disabled={generate.isPending} className="justify-self-start">
              {generate.isPending ? <Loader2 className="animate-spin" /> : <Sparkles />}
              {generate.isPending ? t('listing.generating') : t('listing.generate')}
            </Button>
          </form>
          {generate.data && <GeneratedListingResult listing={generate.data} />}
        </PlanGate>
      </DialogContent>
    </Dialog>
  );
}
