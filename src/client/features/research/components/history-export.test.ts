import { describe, expect, it } from 'vitest';
import { todayStamp } from './download-file.ts';
import { historyDate } from './history-export.ts';

describe('export dates (local time)', () => {
  it('history rows are dd/MM/yyyy HH:mm', () => {
    expect(historyDate(new Date(2026, 2, 7, 14, 5).toISOString())).toBe('07/03/2026 14:05');
    expect(historyDate(new Date(2026, 11, 31, 9, 0).toISOString())).toBe('31/12/2026 09:00');
  });

  it('file names carry yyyy-MM-dd', () => {
    expect(todayStamp(new Date(2026, 2, 7, 23, 59))).toBe('2026-03-07');
  });
});
