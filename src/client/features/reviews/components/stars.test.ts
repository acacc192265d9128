import { describe, expect, it } from 'vitest';
import { starFill } from './stars.tsx';

describe('starFill', () => {
  it('fills whole stars up to the rating and part of the next one', () => {
    expect([1, 2, 3, 4, 5].map((n) => starFill(4.5, n))).toEqual([1, 1, 1, 1, 0.5]);
    expect([1, 2, 3, 4, 5].map((n) => starFill(3.7, n))).toEqual([1, 1, 1, 0.7, 0]);
    expect([1, 2, 3, 4, 5].map((n) => starFill(5, n))).toEqual([1, 1, 1, 1, 1]);
    expect([1, 2, 3, 4, 5].map((n) => starFill(1, n))).toEqual([1, 0, 0, 0, 0]);
  });
});
