import { comparedPeriods } from '#domain/period-comparison.ts';
import type { ReportData } from '#server/modules/ai/report/gather-report-data.ts';

/**
 * A monthly report's data as gatherReportData leaves it (no database): March 2026 seen on the 24th,
 * one usage section with a compared count (12 searches, 8 before), a percentage, highlights and a
 * recommendation. Pure: unit tests import this file directly, not the factories' index.
 */
export function reportData(overrides: Partial<ReportData> = {}): ReportData {
  return {
    period: '2026-03',
    year: 2026,
    month: 3,
    stats: { total_searches: 12 },
    periods: comparedPeriods(2026, 3, new Date('2026-03-24T09:00:00Z')),
    sections: [
      {
        id: 'usage',
        title: { en: 'Research activity', fr: 'Activité de recherche' },
        facts: [
          { key: 'total_searches', label: { en: 'Searches', fr: 'Recherches' }, value: 12, previous: 8 },
          { key: 'q', label: { en: 'Quota used', fr: 'Quota utilisé' }, value: 92, unit: 'percent' },
        ],
        highlights: { label: { en: 'Top keywords', fr: 'Mots-clés principaux' }, items: ['hose', 'mug'] },
        recommendations: [
          { en: 'You have used 92 % of your quota.', fr: 'Vous avez utilisé 92 % de votre quota.' },
        ],
      },
    ],
    ...overrides,
  };
}
