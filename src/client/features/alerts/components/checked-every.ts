import { useTranslation } from 'react-i18next';
import { useAlertSchedule } from '../api/alert-schedule.ts';

/** The largest whole unit of an interval: 90 s → 90 seconds, 120 s → 2 minutes, 3600 s → 1 hour. */
export function intervalParts(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number } {
  if (seconds % 3600 === 0) return { unit: 'hours', count: seconds / 3600 };
  if (seconds % 60 === 0) return { unit: 'minutes', count: seconds / 60 };
  return { unit: 'seconds', count: seconds };
}

/**
 * "Checked every 30 seconds …" for a panel, from the server's configured interval
 * (PRICE_ALERT_CHECK_SECONDS / MULTI_CRITERIA_ALERT_CHECK_SECONDS); empty until it is known.
 */
export function useCheckedEvery(kind: 'price' | 'multi'): string {
  const { t } = useTranslation('alerts');
  const { data } = useAlertSchedule();
  if (!data) return '';
  const { unit, count } = intervalParts(
    kind === 'price' ? data.priceCheckSeconds : data.multiCriteriaCheckSeconds,
  );
  return t(`${kind}.checked`, { every: t(`every.${unit}`, { count }) });
}
