import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmMutationDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import { type ModeratedReview, PAGE_SIZE, useAllReviews, useDeleteReview } from '../api/moderation.ts';
import { Stars } from './stars.tsx';

/** Admin section: every review, newest first; moderation is by deletion. */
export function ReviewModeration() {
  const { t, i18n } = useTranslation('reviews');
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useAllReviews(page);
  const remove = useDeleteReview();
  const [target, setTarget] = useState<ModeratedReview | null>(null);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.title')}</CardTitle>
        <CardDescription>{t('admin.description', { count: data?.total ?? 0 })}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-32" />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('admin.loadError')}
          </p>
        ) : data.reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.empty')}</p>
        ) : (
          <ul className="grid max-h-[600px] gap-3 overflow-y-auto">
            {data.reviews.map((review) => (
              <li key={review.id} className="flex items-start justify-between gap-3 rounded-md border p-3">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Stars rating={review.rating} />
                    <span className="font-semibold">{review.authorName}</span>
                    <span className="break-all text-muted-foreground">{review.authorEmail}</span>
                  </div>
                  <p className="whitespace-pre-line break-words text-sm">{review.comment}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(review.createdAt, i18n.language)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('admin.delete', { name: review.authorName })}
                  onClick={() => setTarget(review)}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="mt-3 flex items-center justify-end gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('admin.previous')}
            </Button>
            <span>{t('admin.page', { page: page + 1, pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('admin.next')}
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmMutationDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('form.confirmTitle')}
        description={t('form.confirmBody')}
        confirmLabel={t('form.delete')}
        pending={remove.isPending}
        run={(handlers) => target && remove.mutate(target.id, handlers)}
        doneMessage={t('admin.deleted')}
      />
    </Card>
  );
}
