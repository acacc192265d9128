import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Textarea } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';
import { REVIEW_COMMENT_MAX_LENGTH } from '#domain/reviews.ts';

/** The review's comment with its problem (once shown) and its length against the limit. */
export function ReviewCommentField({
  field,
  length,
  invalid,
  message,
  disabled,
}: {
  field: UseFormRegisterReturn<'comment'>;
  /** The comment's length, trimmed, as the limit counts it. */
  length: number;
  invalid: boolean;
  /** The problem to show, translated, or ''. */
  message: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('reviews');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="review-comment">{t('form.comment')}</Label>
      <Textarea
        id="review-comment"
        rows={4}
        maxLength={REVIEW_COMMENT_MAX_LENGTH + 50}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby="review-comment-count"
        {...field}
        placeholder={t('form.placeholder')}
      />
      <div className="flex justify-between gap-2 text-xs">
        <span className="font-medium text-destructive">{message}</span>
        <span
          id="review-comment-count"
          className={cn(length > REVIEW_COMMENT_MAX_LENGTH ? 'text-destructive' : 'text-muted-foreground')}
        >
          {t('form.counter', { count: length, max: REVIEW_COMMENT_MAX_LENGTH })}
        </span>
      </div>
    </div>
  );
}
