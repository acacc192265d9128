import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { alertsApi } from '#contracts/alerts.ts';
import { snapshotsImportCommand } from '#server/cli/snapshots-import.ts';
import { alertNotifications, catalogProductSnapshots } from '#server/db/schema/index.ts';
import { findProductByAsin } from '#server/modules/catalog/find-product.ts';
import { importSnapshots, readSnapshotFile } from '#server/modules/tracking/import-snapshots.ts';
import { createProduct, createUser, newAsin } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-snapshots-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const f = path.join(dir, name);
  fs.writeFileSync(f, text);
  return f;
};
const snapshotsOf = (productId: number) =>
  db.select().from(catalogProductSnapshots).where(eq(catalogProductSnapshots.productId, productId));
const run = (f: string, extra: string[] = []) =>
  importSnapshots({
    db,
    input: readSnapshotFile(f),
    sourceRef: path.basename(f),
    now: new Date(),
    ...parse(extra),
  });
const parse = (extra: string[]) => (extra.length ? { marketplace: extra[0] as 'US' } : {});

describe('snapshot import', () => {
  it('imports CSV rows as snapshots, is idempotent, and reports bad rows with their lines', async () => {
    const known = await createProduct(db, { priceCents: 2999, observedAt: new Date('2026-01-01T00:00:00Z') });
    const fresh = newAsin();
    const csv = file(
      'march.csv',
      [
        'asin,marketplace,observed_at,price,bsr,stock,rating,reviews,title',
        `${known.asin},US,2026-01-05T08:00:00Z,24.99,850,8,4.4,1200,`,
        `${fresh},amazon.fr,2026-01-05T08:00:00Z,"12,50",,,,,Nouveau produit`,
        `${fresh},FR,2026-01-05T08:00:00Z,12.50,,,,,Nouveau produit`,
        `${newAsin()},US,2026-01-05T08:00:00Z,10,,,,,`,
        'NOPE,US,2026-01-05,10,,,,,',
      ].join('\n'),
    );
    const report = await run(csv);
    expect(report).toMatchObject({ rowsRead: 5, recorded: 2, newProducts: 1, badRows: 3 });
    expect(report.problems).toEqual([
      { line: 3, code: 'invalid_value', column: 'priceCents' },
      { line: 5, code: 'unknown_product' },
      { line: 6, code: 'invalid_asin', column: 'asin' },
    ]);
    const after = await findProductByAsin({ db, marketplace: 'US', asin: known.asin });
    expect(after).toMatchObject({
      priceCents: 2499,
      bestSellersRank: 850,
      rating: 4.4,
      reviewCount: 1200,
      source: 'csv_import',
    });
    const rows = await snapshotsOf(known.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.sourceRef === 'march.csv')).toMatchObject({ stockQuantity: 8, inStock: true });
    expect(await findProductByAsin({ db, marketplace: 'FR', asin: fresh })).toMatchObject({
      title: 'Nouveau produit',
      priceCents: 1250,
      currency: 'EUR',
    });

    const again = await run(csv);
    expect(again.recorded).toBe(2);
    expect(await snapshotsOf(known.id)).toHaveLength(2);
  });

  it('reads JSON and NDJSON, with a default marketplace', async () => {
    const product = await createProduct(db, { observedAt: new Date('2026-01-01T00:00:00Z') });
    const json = file(
      'obs.json',
      JSON.stringify({
        snapshots: [{ asin: product.asin, observedAt: '2026-01-02T00:00:00Z', price: 19.99, inStock: false }],
      }),
    );
    expect(await run(json, ['US'])).toMatchObject({ recorded: 1, badRows: 0 });
    const ndjson = file(
      'obs.ndjson',
      `${JSON.stringify({ asin: product.asin, observed_at: '2026-01-03T00:00:00Z', rank: 42 })}\n\n${JSON.stringify({ asin: product.asin, observed_at: '2026-01-04T00:00:00Z', Price: '17.00' })}\n`,
    );
    expect(await run(ndjson, ['US'])).toMatchObject({ rowsRead: 2, recorded: 2 });
    const latest = await findProductByAsin({ db, marketplace: 'US', asin: product.asin });
    expect(latest).toMatchObject({ priceCents: 1700, bestSellersRank: 42 });
  });

  it('refuses a file with nothing to import and changes nothing', async () => {
    await expect(run(file('empty.csv', 'asin,price\n'))).rejects.toMatchObject({
      code: 'snapshot_file_invalid',
      params: { reason: 'empty_file' },
    });
    await expect(run(file('cols.csv', 'sku,price\nX,1\n'))).rejects.toMatchObject({
      params: { reason: 'missing_columns', columns: 'asin' },
    });
    await expect(run(file('bad.json', '{"snapshots": ['))).rejects.toMatchObject({
      params: { reason: 'json_syntax' },
    });
    await expect(
      run(file('none.csv', `asin,observed_at,price\n${newAsin()},2026-01-01,10\n`), ['US']),
    ).rejects.toMatchObject({ params: { reason: 'no_valid_rows' } });
  });

  it('the CLI command imports and triggers the alerts on what it imported', async () => {
    const user = await createUser(ctx, { plan: 'starter' });
    const product = await createProduct(db, {
      priceCents: 5000,
      observedAt: new Date(Date.now() - 3_600_000),
    });
    const created = await user.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 4500 },
    });
    const observedAt = new Date(Date.now() - 60_000).toISOString();
    const f = file('cheaper.csv', `asin,price\n${product.asin},44.00\n`);
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
    try {
      await snapshotsImportCommand.run([f, '--marketplace', 'US', '--observed-at', observedAt], ctx.deps);
    } finally {
      log.mockRestore();
    }
    const printed = lines.join('\n');
    expect(printed).toContain('snapshots      1');
    expect(printed).toContain('triggered 1');
    const notes = await db
      .select()
      .from(alertNotifications)
      .where(eq(alertNotifications.alertId, created.body.alert.id));
    expect(notes).toHaveLength(1);
    expect(notes[0].details).toMatchObject({ priceCents: 4400 });
  });
});
