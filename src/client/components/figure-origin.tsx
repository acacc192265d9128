import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime, formatDayRange, formatRelative, formatShortDate } from '#client/lib/format.ts';
import { type FigureOrigin, figureAge, STALE_AFTER_DAYS } from '#domain/figure-origin.ts';

export type { FigureOrigin };

export interface FigureOriginText {
  /** "Keepa · 3 hr. ago", "sample data · 2023", "your Business Report · Oct 1 – 30". */
  text: string;
  /** The exact time (tooltip, exports). */
  exact: string;
  stale: boolean;
}

/**
 * The one formatter of a figure's source and age (src/domain/figure-origin.ts): cards, rows,
 * charts, toasts and exports all say it the same way, in the page's language.
 */
export function useFigureOrigin() {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.language;
  return (origin: FigureOrigin, now = new Date()): FigureOriginText => {
    const { age, stale } = figureAge(origin, now);
    const source = t(`figure.source.${origin.source}`);
    let when: string;
    switch (age.unit) {
      case 'now':
        when = t('figure.now');
        break;
      case 'minutes':
        when = formatRelative(age.value, 'minute', lng);
        break;
      case 'hours':
        when = formatRelative(age.value, 'hour', lng);
        break;
      case 'days':
        when = formatRelative(age.value, 'day', lng);
        break;
      case 'year':
        when = String(age.year);
        break;
      case 'period':
        when = formatDayRange(origin.period?.start ?? '', origin.period?.end ?? '', lng);
        break;
      default:
        when = formatShortDate(origin.at, lng);
    }
    const exact =
      origin.source === 'sample'
        ? String(new Date(origin.at).getUTCFullYear())
        : formatDateTime(origin.at, lng);
    return { text: t('figure.label', { source, when }), exact, stale };
  };
}

/**
 * "Keepa · 3 hr. ago" with the exact time on hover, and a "stale" mark past 30 days. `exact`: the
 * time itself and no mark (a row of a history, where every row is dated on purpose).
 */
export function FigureOriginLabel({
  origin,
  exact,
  className,
}: {
  origin: FigureOrigin;
  exact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const format = useFigureOrigin();
  const f = format(origin);
  if (exact)
    return (
      <span className={cn('text-xs', className)} data-testid="figure-origin" data-source={origin.source}>
        <time dateTime={new Date(origin.at).toISOString()}>
          {t('figure.label', { source: t(`figure.source.${origin.source}`), when: f.exact })}
        </time>
      </span>
    );
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-1 text-xs text-muted-foreground', className)}
      data-testid="figure-origin"
      data-source={origin.source}
    >
      <time dateTime={new Date(origin.at).toISOString()} title={f.exact}>
        {f.text}
      </time>
      {f.stale && (
        <Badge variant="warning" title={t('figure.staleHint', { days: STALE_AFTER_DAYS })}>
          {t('figure.stale')}
        </Badge>
      )}
    </span>
  );
}

/**
 * The source and date columns of an export row: the source's name in the page language, and the
 * observation time as ISO 8601 (the sample's year; a report's period as an ISO interval).
 */
export function figureOriginCells(t: TFunction, origin: FigureOrigin): [string, string] {
  const when = origin.period
    ? `${origin.period.start}/${origin.period.end}`
    : origin.source === 'sample'
      ? String(new Date(origin.at).getUTCFullYear())
      : new Date(origin.at).toISOString();
  return [t(`common:figure.source.${origin.source}`), when];
}

/**
 * The caption of a chart: how many observations from which sources over which days, and how old
 * the newest one is ("377 observations from Keepa, May 13, 2025 – May 10, 2026 · newest: Keepa ·
 * 3 hr. ago").
 */
export function SeriesOriginLabel({
  points,
  className,
}: {
  points: { source: FigureOrigin['source']; observedAt: string }[];
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  if (points.length === 0) return null;
  const sorted = [...points].sort((a, b) => a.observedAt.localeCompare(b.observedAt));
  const first = sorted[0];
  const newest = sorted[sorted.length - 1];
  const sources = [...new Set(sorted.map((p) => t(`figure.source.${p.source}`)))].join(', ');
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground', className)}
      data-testid="series-origin"
    >
      <span>
        {t('figure.series', {
          count: sorted.length,
          sources,
          from: formatShortDate(first.observedAt, i18n.language),
          to: formatShortDate(newest.observedAt, i18n.language),
        })}
      </span>
      <span aria-hidden="true">·</span>
      <span>{t('figure.newest')}</span>
      <FigureOriginLabel origin={{ source: newest.source, at: newest.observedAt }} />
    </p>
  );
}
