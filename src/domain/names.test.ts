import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, nameProblem } from './names.ts';

describe('nameProblem', () => {
  it('accepts real names and refuses what could pass for our words or a link', () => {
    for (const ok of ['Zoë O’Brien-Núñez', 'Acme & Co.', 'J.R. Smith', '李小龍', 'Team 🚀👩‍💻', 'St. John'])
      expect(nameProblem(ok, DISPLAY_NAME_MAX_LENGTH), ok).toBeNull();
    expect(nameProblem('', 100)).toBe('required');
    expect(nameProblem('customer,\n\nURGENT: … https://evil.example/login', 100)).toBe('line_break');
    expect(nameProblem('a\u202Eb', 100)).toBe('control_characters');
    expect(nameProblem('a\u0007b', 100)).toBe('control_characters');
    for (const link of [
      'https://x.y',
      'see www.evil.example',
      'me@evil.example.com',
      'evil.example/login',
      'Shop.com',
    ])
      expect(nameProblem(link, 100), link).toBe('link');
    expect(nameProblem('A'.repeat(101), 100)).toBe('too_long');
  });

  it('a text over the limit is too long unless it breaks a line or hides characters (the backtracking link patterns never see it)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 101, maxLength: 70_000 }), (text) => {
        expect(['too_long', 'line_break', 'control_characters']).toContain(nameProblem(text, 100));
      }),
      { numRuns: 50 },
    );
  });
});
