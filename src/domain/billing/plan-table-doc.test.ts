import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isUnlimited, PLAN_IDS, PLANS, type PlanId } from '../plans.ts';

/** docs/billing.md repeats the plan table for readers: it must say what plans.ts says. */
function documentedRows(): string[][] {
  const doc = fs.readFileSync(new URL('../../../docs/billing.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## The plan table'), doc.indexOf('## What a user can buy'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const euros = (cents: number) => (cents === 0 ? '—' : `${cents / 100} €`);
const quota = (n: number) => (isUnlimited(n) ? 'unlimited' : String(n));

function expectedRow(id: PlanId): string[] {
  const p = PLANS[id];
  return [
    id,
    p.monthlyPriceCents === 0 ? '0 €' : euros(p.monthlyPriceCents),
    euros(p.yearlyPriceCents),
    quota(p.quotas.productSearches),
    quota(p.quotas.keywordSearches),
    quota(p.quotas.trackedCompetitors),
  ];
}

describe('the plan table in docs/billing.md', () => {
  it('has the header and one row per plan, in order, with the prices and quotas of plans.ts', () => {
    const [header, ...rows] = documentedRows();
    expect(header).toEqual([
      'plan',
      'monthly',
      'yearly',
      'product searches / month',
      'keyword searches / month',
      'tracked competitors',
    ]);
    expect(rows).toEqual(PLAN_IDS.map(expectedRow));
  });
});
