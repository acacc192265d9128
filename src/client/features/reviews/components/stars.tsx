import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { formatNumber } from '#client/lib/format.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** How much of star `n` (1–5) a rating fills, from 0 to 1, to the tenth (the average has one decimal). */
export const starFill = (rating: number, n: number) =>
  Math.min(1, Math.max(0, Math.round((rating - (n - 1)) * 10) / 10));

/** Read-only stars, partly filled for a fractional rating (4.5 → four and a half), with the value for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t, i18n } = useTranslation('reviews');
  const label = t('stars', { rating: formatNumber(rating, i18n.language, { maximumFractionDigits: 1 }) });
  return (
    <span className={cn('inline-flex gap-0.5', className)} role="img" aria-label={label}>
      {STARS.map((n) => {
        const fill = starFill(rating, n);
        return (
          <span key={n} className="relative inline-block size-4 shrink-0" aria-hidden="true">
            <Star className="absolute inset-0 size-4 text-muted-foreground/40" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-4 max-w-none fill-accent text-accent" />
              </span>
            )}
          </span>
        );
      })}
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
