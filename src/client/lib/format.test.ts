import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate } from './format.ts';

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
