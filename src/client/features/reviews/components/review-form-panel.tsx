import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { reviewProblem } from '#domain/reviews.ts';
import { useDeleteMyReview, useMyReview, useSaveReview } from '../api/reviews.ts';
import { ReviewCommentField } from './review-comment-field.tsx';
import { reviewSchema } from './review-schema.ts';
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
  const mine = useMyReview();
  const data = mine.data;
  const save = useSaveReview();
  const remove = useDeleteMyReview();
  const existing = data?.review ?? null;
  const status = data?.status ?? null;
  const form = useZodForm(reviewSchema, { defaultValues: { rating: 0, comment: '' }, onEdit: 'keep' });
  const [rating, comment] = form.watch(['rating', 'comment']);
  /** Problems show once the comment was edited or a submit tried, until another review loads. */
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    form.reset({ rating: existing?.rating ?? 0, comment: existing?.comment ?? '' });
    setTouched(false);
  }, [existing, form]);

  const problem = reviewProblem({ rating, comment });
  const length = comment.trim().length;
  const busy = save.isPending || remove.isPending;

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { input, existing: !!existing },
        {
          onSuccess: ({ status }) =>
            toast.success(
              status === 'awaiting_verification'
                ? t('form.createdAwaitingVerification')
                : status === 'awaiting_approval'
                  ? t('form.createdAwaitingApproval')
                  : existing
                    ? t('form.updated')
                    : t('form.created'),
            ),
          onError: (error) => toast.error(errorMessage(error)),
        },
      ),
    (errors) => {
      setTouched(true);
      const message = errors.rating?.message ?? errors.comment?.message;
      if (message) toast.error(t(message));
    },
  );
  const commentField = form.register('comment');

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
        <QueryStates query={mine} skeletonClassName="h-48" loadError={t('form.loadError')}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            {status && status !== 'published' && (
              <p
                role="status"
                className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
              >
                {t(
                  `form.${status === 'awaiting_verification' ? 'awaitingVerification' : 'awaitingApproval'}`,
                )}
              </p>
            )}
            <div>
              <StarInput value={rating} onChange={(r) => form.setValue('rating', r)} disabled={busy} />
              {touched && problem === 'ratingRequired' && (
                <p className="mt-1 text-xs font-medium text-destructive">{t('form.ratingRequired')}</p>
              )}
            </div>
            <ReviewCommentField
              field={{
                ...commentField,
                onChange: (e) => {
                  setTouched(true);
                  return commentField.onChange(e);
                },
              }}
              length={length}
              invalid={touched && (problem === 'commentRequired' || problem === 'commentTooLong')}
              message={touched && problem && problem !== 'ratingRequired' ? t(`form.${problem}`) : ''}
              disabled={busy}
            />
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
        </QueryStates>
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
