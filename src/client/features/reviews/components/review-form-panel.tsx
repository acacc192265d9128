import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { REVIEW_COMMENT_MAX_LENGTH, reviewProblem } from '#domain/reviews.ts';
import { useDeleteMyReview, useMyReview, useSaveReview } from '../api/reviews.ts';
import { StarInput } from './stars.tsx';

/** Dashboard panel: write the one review a user may leave, then edit or delete it. */
export function ReviewFormPanel() {
  const { t } = useTranslation('reviews');
  const genericMessage = useErrorMessage();
  /** Signed out meanwhile (session expired): the review form's own sentence. */
  const errorMessage = (error: unknown) =>
    error instanceof ApiError && error.code === 'unauthorized'
      ? t('form.loginRequired')
      : genericMessage(error);
  const { data, isPending, isError } = useMyReview();
  const save = useSaveReview();
  const remove = useDeleteMyReview();
  const existing = data?.review ?? null;
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    setRating(existing?.rating ?? 0);
    setComment(existing?.comment ?? '');
    setTouched(false);
  }, [existing]);

  const problem = reviewProblem({ rating, comment });
  const length = comment.trim().length;
  const busy = save.isPending || remove.isPending;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) {
      toast.error(t(`form.${problem}`));
      return;
    }
    save.mutate(
      { input: { rating, comment: comment.trim() }, existing: !!existing },
      {
        onSuccess: () => toast.success(existing ? t('form.updated') : t('form.created')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('form.deleted'));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{existing ? t('form.editTitle') : t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-48" />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('form.loadError')}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <div>
              <StarInput value={rating} onChange={setRating} disabled={busy} />
              {touched && problem === 'ratingRequired' && (
                <p className="mt-1 text-xs font-medium text-destructive">{t('form.ratingRequired')}</p>
              )}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="review-comment">{t('form.comment')}</Label>
              <Textarea
                id="review-comment"
                rows={4}
                maxLength={REVIEW_COMMENT_MAX_LENGTH + 50}
                value={comment}
                disabled={busy}
                aria-invalid={touched && (problem === 'commentRequired' || problem === 'commentTooLong')}
                aria-describedby="review-comment-count"
                onChange={(e) => {
                  setComment(e.target.value);
                  setTouched(true);
                }}
                placeholder={t('form.placeholder')}
              />
              <div className="flex justify-between gap-2 text-xs">
                <span className="font-medium text-destructive">
                  {touched && problem && problem !== 'ratingRequired' ? t(`form.${problem}`) : ''}
                </span>
                <span
                  id="review-comment-count"
                  className={cn(
                    length > REVIEW_COMMENT_MAX_LENGTH ? 'text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {t('form.counter', { count: length, max: REVIEW_COMMENT_MAX_LENGTH })}
                </span>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={!!problem || busy}>
                {save.isPending ? t('form.sending') : existing ? t('form.update') : t('form.submit')}
              </Button>
              {existing && (
                <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
                  {t('form.delete')}
                </Button>
              )}
            </div>
          </form>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('form.confirmTitle')}
        description={t('form.confirmBody')}
        confirmLabel={t('form.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Card>
  );
}
