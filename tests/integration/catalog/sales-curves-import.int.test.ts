import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { estimateSalesCommand } from '#server/cli/estimate-sales.ts';
import { salesCurvesFitCommand } from '#server/cli/sales-curves-fit.ts';
import { snapshotsImportCommand } from '#server/cli/snapshots-import.ts';
import { findRootCategories } from '#server/modules/catalog/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// Issue 28: pairs imported with the root category Amazon names in the marketplace's language
// (`bsr_category`, `bought_last_month`) are fitted by `sales-curves:fit`, and `estimate:sales --file`
// reads the same names. The pairs are generated around a known curve (test inputs, not Amazon's).
const ctx = await createTestContext();
const db = ctx.deps.database.db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-jp-pairs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BEAUTY = 'ビューティー';
const KITCHEN = 'Küche, Haushalt & Wohnen';
const truth = { a: 12.8, b: 0.75 };
const LADDER = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];
const badge = (units: number) =>
  units < 50
    ? 0
    : units < 1000
      ? (LADDER.filter((b) => b <= units).at(-1) as number)
      : Math.floor(units / 10 ** Math.floor(Math.log10(units))) * 10 ** Math.floor(Math.log10(units));

/** 24 products × 4 months, ranks log-spread over 30-60,000, units off the curve by a fixed factor. */
function pairsCsv(): string {
  const lines = ['asin,marketplace,observed_at,title,bsr,bsr_category,bought_last_month'];
  for (let p = 0; p < 24; p++)
    for (let m = 0; m < 4; m++) {
      const rank = Math.round(30 * 2000 ** ((p + m / 4) / 24));
      const noise = [0.8, 1.15, 0.95, 1.1][(p + m) % 4];
      const units = Math.exp(truth.a - truth.b * Math.log(rank)) * noise;
      const at = new Date(Date.UTC(2026, 5 + m, 10)).toISOString();
      lines.push(`B0JP${String(p).padStart(6, '0')},JP,${at},美容液 ${p},${rank},${BEAUTY},${badge(units)}`);
    }
  return `${lines.join('\n')}\n`;
}

async function printed(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
  try {
    await run();
  } finally {
    log.mockRestore();
  }
  return lines.join('\n');
}

describe('pairs imported with Amazon’s root category names', () => {
  it('imports bsr_category and bought_last_month, fits the Japanese category, and estimates by its name', async () => {
    const file = path.join(dir, 'jp-pairs.csv');
    fs.writeFileSync(file, pairsCsv());
    const imported = await printed(() => snapshotsImportCommand.run([file], ctx.deps));
    expect(imported).toContain('snapshots      96');
    expect(imported).toContain('new products   24');

    const fitted = await printed(() => salesCurvesFitCommand.run(['--marketplace', 'JP'], ctx.deps));
    expect(fitted).toContain('JP: 1 root category fitted again, 1 calibrated');
    expect(fitted).toMatch(new RegExp(`${BEAUTY}: 96 pairs \\(24 products\\), ranks \\d+-\\d+; units = exp`));
    const [department] = (await findRootCategories(db, 'JP', [BEAUTY])).values();
    expect(department.curve?.b).toBeGreaterThan(0.6);
    expect(department.curve?.b).toBeLessThan(0.9);

    // A pair file in another marketplace's language: the name with its comma, quoted.
    const kitchen = path.join(dir, 'de-pairs.csv');
    fs.writeFileSync(
      kitchen,
      `asin,marketplace,observed_at,title,bsr,bsr_category,bought_last_month\nB0DE00000A,DE,2026-06-01,Topf,1200,"${KITCHEN}",300\n`,
    );
    await printed(() => snapshotsImportCommand.run([kitchen], ctx.deps));
    expect((await findRootCategories(db, 'DE', [KITCHEN])).size).toBe(1);

    const ranks = path.join(dir, 'ranks.csv');
    fs.writeFileSync(ranks, `bsr,marketplace,bsr_category\n1500,JP,${BEAUTY}\n1500,DE,"${KITCHEN}"\n`);
    const answers = (await printed(() => estimateSalesCommand.run(['--file', ranks], ctx.deps)))
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(answers[0]).toMatchObject({
      marketplace: 'JP',
      category: BEAUTY,
      bsr: 1500,
      units: expect.any(Number),
      error: { medianApe: expect.any(Number) },
    });
    const exact = Math.exp(truth.a - truth.b * Math.log(1500));
    expect(answers[0].units).toBeGreaterThan(exact * 0.5);
    expect(answers[0].units).toBeLessThan(exact * 2);
    // No curve in that category: not a number, the range the marketplace's other curves give, labelled.
    expect(answers[1]).toMatchObject({
      marketplace: 'DE',
      category: KITCHEN,
      units: null,
      reason: 'not_enough_data',
    });
  });
});
