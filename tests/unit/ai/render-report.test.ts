import { describe, expect, it } from 'vitest';
import { comparedPeriods } from '#domain/period-comparison.ts';
import {
  comparisonNote,
  figuresIn,
  inventedFigures,
  renderLocalCommentary,
  renderReportFigures,
} from '#server/modules/ai/report/render-report.ts';
import { reportData } from '#tests/helpers/factories/report-data.ts';

const data = reportData();

describe('monthly report rendering', () => {
  it('renders the figures table from the data', () => {
    const md = renderReportFigures(data, 'en');
    expect(md).toMatch(/^# Monthly report — March 2026/);
    expect(md).toContain('| Searches | 12 | 8 | +4 |');
    expect(md).toContain('| Quota used | 92% | — | — |');
    expect(renderReportFigures(data, 'fr')).toMatch(/^# Rapport mensuel — mars 2026/);
  });

  it('says which days are compared: the month so far against the same days, or scaled to the same length', () => {
    expect(renderReportFigures(data, 'en')).toContain(
      '_This month so far: 1 March to 23 March (23 days). Compared with the same number of days of the previous month, 1 February to 23 February._',
    );
    expect(comparisonNote(comparedPeriods(2026, 3, new Date('2026-04-10T00:00:00Z')), 'en')).toBe(
      'This month: 1 March to 31 March (31 days). Compared with the previous month, 1 February to 28 February (28 days): its counts are scaled to 31 days at the same daily rate. Sales are compared per day with data.',
    );
    expect(comparisonNote(comparedPeriods(2026, 3, new Date('2026-03-24T09:00:00Z')), 'fr')).toBe(
      'Ce mois-ci jusqu’à présent : du 1 mars au 23 mars (23 jours). Comparé au même nombre de jours du mois précédent, du 1 février au 23 février.',
    );
    expect(comparisonNote(comparedPeriods(2026, 3, new Date('2026-03-01T09:00:00Z')), 'en')).toMatch(
      /no complete day yet/,
    );
  });

  it('writes the local commentary from the movements and the rule-based advice', () => {
    const md = renderLocalCommentary(data, 'en');
    expect(md).toContain('- Searches went up from 8 to 12.');
    expect(md).toContain('- You have used 92% of your quota.');
    expect(renderLocalCommentary({ ...data, sections: [] }, 'fr')).toContain('Rien dans vos chiffres');
  });

  it('detects figures the data does not contain', () => {
    expect(figuresIn('1. First\n2. Second with 40 items')).toEqual([40]);
    expect(inventedFigures('Searches rose from 8 to 12 (+4, 50 %) in March 2026.', data)).toEqual([]);
    expect(inventedFigures('Over the 23 days compared, searches rose.', data)).toEqual([]);
    expect(inventedFigures('Your revenue reached 1,250 euros.', data)).toEqual([1.25]);
  });
});
