import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { MarketplaceOptions } from '#client/components/marketplace-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { EmptyNote, SavedItem, SavedList } from '#client/components/ui/saved-list.tsx';
import { formatShortDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import type { KeywordFavouriteKey } from '#contracts/keywords.ts';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { useKeywordFavourites, useToggleKeywordFavourite } from '../api/keyword-favourites.ts';

/**
 * Dashboard panel: the keywords the seller monitors (the dashboard's "monitored keywords" count),
 * as a list they manage: add one with its marketplace, remove any.
 */
const monitorKeyword = z.pipe(
  z.object({
    keyword: z.string().check(z.trim(), z.minLength(1, 'monitoredPanel.keywordRequired')),
    marketplace: z.enum(MARKETPLACE_CODES),
  }),
  z.transform((v): KeywordFavouriteKey => v),
);

export function MonitoredKeywordsPanel() {
  const { t, i18n } = useTranslation('keywords');
  const errorMessage = useErrorMessage();
  const keywords = useKeywordFavourites();
  const toggle = useToggleKeywordFavourite();
  // After a refused submit the keyword's message follows what is typed (it did before the form
  // moved to useZodForm: shown while the field is empty).
  const form = useZodForm(monitorKeyword, {
    defaultValues: { keyword: '', marketplace: 'US' },
    onEdit: 'revalidate',
  });
  const problem = form.formState.errors.keyword?.message;
  const list = keywords.data?.keywords ?? [];

  const change = (keyword: string, market: MarketplaceCode, favourite: boolean) =>
    toggle.mutate(
      { marketplace: market, keyword, favourite },
      {
        onSuccess: () => {
          toast.success(t(favourite ? 'monitored' : 'unmonitored'));
          if (favourite) form.reset({ keyword: '', marketplace: form.getValues('marketplace') });
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );

  const submit = form.handleSubmit(({ keyword, marketplace }) => change(keyword, marketplace, true));

  return (
    <Card data-testid="monitored-keywords">
      <CardHeader>
        <CardTitle>{t('monitoredPanel.title')}</CardTitle>
        <CardDescription>{t('monitoredPanel.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('monitoredPanel.add')}
          // The keyword gets a row of its own: in this half-width card, beside the marketplace list
          // (as wide as its longest name), it was squeezed to a few letters.
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <div className="sm:col-span-2">
            <Field id="monitor-keyword" label={t('monitoredPanel.keyword')} error={problem && t(problem)}>
              <Input
                id="monitor-keyword"
                maxLength={120}
                aria-invalid={!!problem}
                {...form.register('keyword')}
              />
            </Field>
          </div>
          <Field id="monitor-marketplace" label={t('marketplace')}>
            <NativeSelect id="monitor-marketplace" {...form.register('marketplace')}>
              <MarketplaceOptions />
            </NativeSelect>
          </Field>
          <Button type="submit" disabled={toggle.isPending}>
            {t('monitoredPanel.add')}
          </Button>
        </form>
        <QueryStates
          query={keywords}
          skeletonClassName="h-12"
          loadError={t('monitoredPanel.loadError')}
          isEmpty={list.length === 0}
          empty={
            <EmptyNote to="/keyword-research" link={t('monitoredPanel.research')}>
              {t('monitoredPanel.empty')}
            </EmptyNote>
          }
        >
          <SavedList label={t('monitoredPanel.title')} className="max-h-80">
            {list.map((k) => (
              <SavedItem
                key={`${k.marketplace}-${k.keyword}`}
                testId="monitored-keyword"
                onRemove={() => change(k.keyword, k.marketplace, false)}
                busy={toggle.isPending}
                removeLabel={t('unmonitor', { keyword: k.keyword })}
                removeText={t('monitoredPanel.remove')}
                name={k.keyword}
                detail={t('monitoredPanel.line', {
                  domain: MARKETPLACES[k.marketplace].domain,
                  date: formatShortDate(k.createdAt, i18n.language),
                })}
              />
            ))}
          </SavedList>
        </QueryStates>
      </CardContent>
    </Card>
  );
}
