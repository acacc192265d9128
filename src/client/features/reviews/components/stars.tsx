import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Read-only stars (rounded to the nearest whole star), with the exact value for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span className={cn('inline-flex gap-0.5', className)} role="img" aria-label={t('stars', { rating })}>
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= Math.round(rating) ? 'fill-accent text-accent' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}

/** A 1–5 star choice: a radio group, so it works with the keyboard (arrows) and screen readers. */
export function StarInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reviews');
  return (
    <fieldset className="flex gap-1" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{t('form.rating')}</legend>
      {STARS.map((n) => (
        <label
          key={n}
          className="cursor-pointer rounded-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            name="review-rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
          />
          <span className="sr-only">{t('stars', { rating: n })}</span>
          <Star
            aria-hidden="true"
            className={cn('size-7', n <= value ? 'fill-accent text-accent' : 'text-muted-foreground/50')}
          />
        </label>
      ))}
    </fieldset>
  );
}
