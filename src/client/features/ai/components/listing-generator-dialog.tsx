import { Check, Copy, Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
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
import { type GeneratedListing, type ListingRequest, useGenerateListing } from '../api/listing.ts';
import { useAiErrorText } from './ai-error-text.ts';
import { EngineNote } from './engine-note.tsx';
import { ListingGeneratorButton } from './listing-generator-button.tsx';

const LIMITS = { title: 200, bullet: 500, description: 2000 };

/** The dialog's text → the request: a product name or an ASIN, and at least one keyword (by commas). */
const listingRequestSchema = z.pipe(
  z.object({
    productName: z.string(),
    asin: z.string(),
    keywords: z.string(),
    language: z.enum(['en', 'fr']),
  }),
  z.transform((v, ctx): ListingRequest => {
    const keywords = v.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    if ((v.productName.trim() || v.asin.trim()) && keywords.length > 0)
      return {
        productName: v.productName.trim() || undefined,
        asin: v.asin.trim() || undefined,
        keywords,
        language: v.language,
      };
    const path = keywords.length === 0 ? 'keywords' : 'productName';
    ctx.issues.push({ code: 'custom', message: 'listing.required', input: v, path: [path] });
    return z.NEVER;
  }),
);

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('ai');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? <Check /> : <Copy />}
      {copied ? t('listing.copied') : t('listing.copy')}
    </Button>
  );
}

function Block({ label, text, max }: { label: string; text: string; max: number }) {
  const { t } = useTranslation('ai');
  return (
    <div className="space-y-1 rounded-md border p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase text-muted-foreground">{label}</span>
        <CopyButton text={text} />
      </div>
      <p className="whitespace-pre-wrap text-sm">{text}</p>
      <p className="text-xs text-muted-foreground">{t('listing.characters', { count: text.length, max })}</p>
    </div>
  );
}

function Result({ listing }: { listing: GeneratedListing }) {
  const { t } = useTranslation('ai');
  const total = listing.coveredKeywords.length + listing.missingKeywords.length;
  return (
    <div className="space-y-3" data-testid="generated-listing">
      <p className="text-sm font-medium">
        {t('listing.covered', { count: listing.coveredKeywords.length, total })}
        {listing.missingKeywords.length > 0 && (
          <span className="block text-xs font-normal text-muted-foreground">
            {t('listing.missing', { list: listing.missingKeywords.join(', ') })}
          </span>
        )}
      </p>
      {listing.engine.engine === 'local' && (
        <p className="text-xs text-muted-foreground">{t('listing.templateNote')}</p>
      )}
      <Block label={t('listing.resultTitle')} text={listing.title} max={LIMITS.title} />
      {listing.bullets.map((b, i) => (
        <Block
          // biome-ignore lint/suspicious/noArrayIndexKey: always five bullets in fixed positions
          key={i}
          label={`${t('listing.bullets')} ${i + 1}`}
          text={b}
          max={LIMITS.bullet}
        />
      ))}
      <Block label={t('listing.descriptionLabel')} text={listing.description} max={LIMITS.description} />
      <EngineNote engine={listing.engine} />
    </div>
  );
}

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
          {generate.data && <Result listing={generate.data} />}
        </PlanGate>
      </DialogContent>
    </Dialog>
  );
}
