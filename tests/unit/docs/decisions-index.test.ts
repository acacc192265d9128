import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionsIndex, readDecisions } from '#scripts/decisions-index.ts';

describe('docs/decisions/README.md', () => {
  it('indexes every decision record as it is now (npm run docs:decisions writes it)', () => {
    const index = fs.readFileSync(new URL('../../../docs/decisions/README.md', import.meta.url), 'utf8');
    expect(index, 'run `npm run docs:decisions`').toBe(decisionsIndex());
  });

  it('has one record per number, each with a dated status', () => {
    const records = readDecisions();
    expect(new Set(records.map((r) => r.number)).size).toBe(records.length);
    expect(records.filter((r) => !/\d{4}-\d{2}-\d{2}/.test(r.status)).map((r) => r.file)).toEqual([]);
  });
});
