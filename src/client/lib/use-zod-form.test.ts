import { describe, expect, it } from 'vitest';
import { firstError, firstErrorMessage } from './use-zod-form.ts';

describe('firstError', () => {
  it('finds the first message, nested fields included, with its path', () => {
    const errors = {
      criteria: { rating: { threshold: { type: 'custom', message: 'multi.thresholdInvalid' } } },
      name: { type: 'custom', message: 'multi.nameRequired' },
    };
    expect(firstError(errors)).toEqual({
      message: 'multi.thresholdInvalid',
      path: ['criteria', 'rating', 'threshold'],
    });
    expect(firstErrorMessage({})).toBeUndefined();
  });

  it("does not walk into an error's own fields (its DOM element)", () => {
    const ref = { name: 'asin', nested: { message: 'not a field' } };
    expect(firstError({ asin: { type: 'custom', message: '', ref } })).toBeUndefined();
  });
});
