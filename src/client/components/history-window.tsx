import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { formatLongDate, formatNumber } from '#client/lib/format.ts';
import type { HistoryWindow } from '#contracts/common.ts';

/** The periods a history chart offers (0: the whole history). */
export const HISTORY_RANGES = [
  { days: 30, key: 'd30' },
  { days: 90, key: 'd90' },
  { days: 365, key: 'd365' },
  { days: 0, key: 'all' },
] as const;

/** Toggle buttons choosing a history chart's period. */
export function HistoryRangeChoice({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation('common');
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">{t('history.range')}</legend>
      {HISTORY_RANGES.map((r) => (
        <Button
          key={r.key}
          size="sm"
          variant={days === r.days ? 'default' : 'outline'}
          aria-pressed={days === r.days}
          onClick={() => onChange(r.days)}
        >
          {t(`history.${r.key}`)}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * What a chart's period is made of: when the data is stale, that the period ends at the newest
 * observation rather than today; when the series was thinned, how many observations it holds.
 */
export function HistoryWindowNote({
  window,
  days,
  observations,
  shown,
}: {
  window: HistoryWindow;
  days: number;
  observations: number;
  shown: number;
}) {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.language;
  if (!window.endsAtNewest && shown >= observations) return null;
  return (
    <div className="grid gap-0.5 text-xs text-muted-foreground" data-testid="history-window">
      {window.endsAtNewest && window.newestAt && (
        <p>
          {t('history.endsAtNewest', {
            date: formatLongDate(window.newestAt, lng),
            days: formatNumber(days, lng),
          })}
        </p>
      )}
      {shown < observations && (
        <p>
          {t('history.thinned', {
            shown: formatNumber(shown, lng),
            observations: formatNumber(observations, lng),
          })}
        </p>
      )}
    </div>
  );
}
