import { describe, expect, it } from 'vitest';
import { intervalParts } from './checked-every.ts';

describe('alert check intervals', () => {
  it('are worded in their largest whole unit', () => {
    expect(intervalParts(30)).toEqual({ unit: 'seconds', count: 30 });
    expect(intervalParts(90)).toEqual({ unit: 'seconds', count: 90 });
    expect(intervalParts(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(intervalParts(300)).toEqual({ unit: 'minutes', count: 5 });
    expect(intervalParts(7200)).toEqual({ unit: 'hours', count: 2 });
  });
});
