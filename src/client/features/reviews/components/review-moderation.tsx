import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmMutationDialog } from '#client/components/ui/confirm-dialog.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import {
  type ModeratedReview,
  PAGE_SIZE,
  useAllReviews,
  useApproveReview,
  useDeleteReview,
} from '../api/moderation.ts';
import { Stars } from './stars.tsx';

/**
 * Admin section: every review, newest first, with whether it is public yet (REVIEWS_APPROVAL);
 * moderation is by deletion, and by approval when reviews wait for one.
 */
export function ReviewModeration() {
  const { t, i18n } = useTranslation('reviews');
  const [page, setPage] = useState(0);
  const reviews = useAllReviews(page);
  const data = reviews.data;
  const remove = useDeleteReview();
  const approve = useApproveReview();
  const errorMessage = useErrorMessage();
  const [target, setTarget] = useState<ModeratedReview | null>(null);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.title')}</CardTitle>
        <CardDescription>
          {t('admin.description', { count: data?.total ?? 0 })}{' '}
          {data && t(data.approval === 'operator' ? 'admin.modeOperator' : 'admin.modeVerified')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={reviews}
          skeletonClassName="h-32"
          loadError={t('admin.loadError')}
          isEmpty={data?.reviews.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t('admin.empty')}</p>}
        >
          {({ reviews }) => (
            <ul className="grid max-h-[600px] gap-3 overflow-y-auto">
              {reviews.map((review) => (
                <li key={review.id} className="flex items-start justify-between gap-3 rounded-md border p-3">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <Stars rating={review.rating} />
                      <span className="font-semibold">{review.authorName}</span>
                      <span className="break-all text-muted-foreground">{review.authorEmail}</span>
                      {review.status !== 'published' && (
                        <Badge variant="outline">{t(`admin.status.${review.status}`)}</Badge>
                      )}
                    </div>
                    <p className="whitespace-pre-line break-words text-sm">{review.comment}</p>
                    <p className="text-xs text-muted-foreground">
                      {formatDateTime(review.createdAt, i18n.language)}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    {review.status === 'awaiting_approval' && (
                      <Button
                        variant="outline"
                        size="icon"
                        aria-label={t('admin.approve', { name: review.authorName })}
                        disabled={approve.isPending}
                        onClick={() =>
                          approve.mutate(review.id, {
                            onSuccess: () => toast.success(t('admin.approved')),
                            onError: (error) => toast.error(errorMessage(error)),
                          })
                        }
                      >
                        <Check />
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('admin.delete', { name: review.authorName })}
                      onClick={() => setTarget(review)}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
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
