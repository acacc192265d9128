import { Languages } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Skeleton, Spinner } from '#client/components/ui/skeleton.tsx';
import { useSite } from '#client/features/site/index.ts';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '#domain/languages.ts';
import { usePublicReviews } from '../api/reviews.ts';
import { Stars } from './stars.tsx';
import { useReviewTranslations } from './use-review-translations.ts';

/** Landing section: the 20 newest reviews, their average, translated into the reader's language. */
export function PublicReviewList() {
  const { t, i18n } = useTranslation('reviews');
  const code = i18n.language.slice(0, 2);
  /** The interface speaks only Scout's languages; anything else is shown in the default one. */
  const language = isLanguage(code) ? code : DEFAULT_LANGUAGE;
  const { data, isPending, isError, error } = usePublicReviews();
  // Without a translation service (no AI provider) nothing is asked: each review shows its language.
  const canTranslate = useSite().data?.reviewTranslation === true;
  const { translated, translatingId } = useReviewTranslations(
    canTranslate ? data?.reviews : undefined,
    language,
  );
  const languageName = (code: string) =>
    new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
  // As the spec says, a failed fetch is only logged: the section stays neutral (not "no review yet").
  useEffect(() => {
    if (error) console.warn('the public reviews could not be loaded', error);
  }, [error]);

  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-4xl px-4 py-16">
      <h2 id="reviews-title" className="mb-2 text-center text-3xl font-bold">
        {t('public.title')}
      </h2>
      {data && data.stats.average !== null && (
        <p
          className="mb-8 flex flex-wrap items-center justify-center gap-2 text-muted-foreground"
          data-testid="review-average"
        >
          <Stars rating={data.stats.average} />
          <span>
            {t('public.average', {
              average: formatNumber(data.stats.average, i18n.language, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              count: data.stats.count,
            })}
          </span>
        </p>
      )}
      {isPending ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label={t('public.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28" data-testid="review-skeleton" />
          ))}
        </div>
      ) : isError || !data ? (
        <p className="p-8 text-center text-sm text-muted-foreground" data-testid="reviews-unavailable">
          {t('public.unavailable')}
        </p>
      ) : data.reviews.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {t('public.empty')}
        </p>
      ) : (
        <ul className="grid max-h-[600px] gap-4 overflow-y-auto pr-1" aria-label={t('public.listLabel')}>
          {data.reviews.map((review) => {
            const text = translated[review.id];
            return (
              <li key={review.id}>
                <Card>
                  <CardContent className="grid gap-2 p-5">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{review.authorName}</span>
                      <Stars rating={review.rating} />
                    </div>
                    <p
                      className="whitespace-pre-line break-words text-sm"
                      lang={text ? undefined : review.language}
                    >
                      {text ?? review.comment}
                    </p>
                    <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
                      <time dateTime={review.createdAt}>
                        {formatShortDate(review.createdAt, i18n.language)}
                      </time>
                      {text && (
                        <span className="inline-flex items-center gap-1">
                          <Languages className="size-3" aria-hidden="true" />
                          {t('public.translated')}
                        </span>
                      )}
                      {!text && review.language !== language && (
                        <span className="inline-flex items-center gap-1">
                          <Languages className="size-3" aria-hidden="true" />
                          {t('public.writtenIn', { language: languageName(review.language) })}
                        </span>
                      )}
                      {translatingId === review.id && <Spinner label={t('public.translating')} />}
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
