import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from './format.ts';

describe('French dates', () => {
  const date = new Date(2026, 10, 2, 9, 5); // local time, as displayed

  it('are dd/MM/yyyy', () => {
    expect(formatShortDate(date, 'fr')).toBe('02/11/2026');
  });

  it('with the time are dd/MM/yyyy HH:mm (24-hour clock)', () => {
    expect(formatDateTime(date, 'fr-FR')).toBe('02/11/2026 09:05');
    expect(formatDateTime(new Date(2026, 10, 2, 21, 45), 'fr')).toBe('02/11/2026 21:45');
  });
});

describe('long dates', () => {
  it('write the first of a month as an ordinal in French only', () => {
    expect(formatLongDate(new Date(2026, 11, 1, 12), 'fr')).toBe('1er décembre 2026');
    expect(formatLongDate(new Date(2026, 11, 11, 12), 'fr')).toBe('11 décembre 2026');
    expect(formatLongDate(new Date(2026, 11, 21, 12), 'fr-FR')).toBe('21 décembre 2026');
    expect(formatLongDate(new Date(2026, 11, 1, 12), 'en')).toBe('December 1, 2026');
  });
});
