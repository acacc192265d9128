import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { useAddTrackedProduct } from '../api/tracked-products.ts';
import { MarketplaceSelect } from './marketplace-select.tsx';
import { useTrackingErrorToast } from './use-tracking-error.ts';

/** ASIN + marketplace → track it (the server resolves it against the data sources). */
export function AddTrackedForm() {
  const { t } = useTranslation('tracking');
  const add = useAddTrackedProduct();
  const showError = useTrackingErrorToast();
  const [asin, setAsin] = useState('');
  const [marketplace, setMarketplace] = useState<MarketplaceCode>('US');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = normalizeAsin(asin);
    const issue = !value ? t('add.asinRequired') : !isAsin(value) ? t('add.asinInvalid') : null;
    setProblem(issue);
    if (issue) return void toast.error(issue);
    add.mutate(
      { asin: value, marketplace },
      {
        onSuccess: ({ item }) => {
          setAsin('');
          toast.success(t('add.added', { name: item.title }));
        },
        onError: showError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="track-asin">{t('add.asin')}</Label>
        <Input
          id="track-asin"
          value={asin}
          maxLength={20}
          autoComplete="off"
          placeholder={t('add.placeholder')}
          aria-invalid={!!problem}
          aria-describedby={problem ? 'track-asin-error' : undefined}
          onChange={(e) => {
            setAsin(e.target.value);
            setProblem(null);
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="track-marketplace">{t('add.marketplace')}</Label>
        <MarketplaceSelect id="track-marketplace" value={marketplace} onChange={setMarketplace} />
      </div>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? t('add.adding') : t('add.submit')}
      </Button>
      {problem && (
        <p id="track-asin-error" role="alert" className="text-xs font-medium text-destructive sm:col-span-3">
          {problem}
        </p>
      )}
    </form>
  );
}
