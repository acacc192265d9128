import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { MarketplaceSelect } from '#client/components/marketplace-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { useAddTrackedProduct } from '../api/tracked-products.ts';
import { asinField } from './asin-field.ts';
import { useTrackingErrorToast } from './use-tracking-error.ts';

const schema = z.object({ asin: asinField, marketplace: z.enum(MARKETPLACE_CODES) });

/** ASIN + marketplace → track it (the server resolves it against the data sources). */
export function AddTrackedForm() {
  const { t } = useTranslation('tracking');
  const add = useAddTrackedProduct();
  const showError = useTrackingErrorToast();
  const form = useZodForm(schema, { defaultValues: { asin: '', marketplace: 'US' } });
  const problem = firstErrorMessage(form.formState.errors);

  const submit = form.handleSubmit(
    (values) =>
      add.mutate(values, {
        onSuccess: ({ item }) => {
          form.setValue('asin', '');
          toast.success(t('add.added', { name: item.title }));
        },
        onError: showError,
      }),
    (errors) => toast.error(t(firstErrorMessage(errors) ?? '')),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="track-asin">{t('add.asin')}</Label>
        <Input
          id="track-asin"
          maxLength={20}
          autoComplete="off"
          placeholder={t('add.placeholder')}
          aria-invalid={!!problem}
          aria-describedby={problem ? 'track-asin-error' : undefined}
          {...form.register('asin')}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="track-marketplace">{t('add.marketplace')}</Label>
        <MarketplaceSelect
          id="track-marketplace"
          value={form.watch('marketplace')}
          onChange={(m) => form.setValue('marketplace', m)}
        />
      </div>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? t('add.adding') : t('add.submit')}
      </Button>
      {problem && (
        <p id="track-asin-error" role="alert" className="text-xs font-medium text-destructive sm:col-span-3">
          {t(problem)}
        </p>
      )}
    </form>
  );
}
