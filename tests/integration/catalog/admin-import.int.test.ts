import { describe, expect, it } from 'vitest';
import { authApi } from '#contracts/auth.ts';
import { catalogImportsApi } from '#contracts/catalog-imports.ts';
import { findProductByAsin } from '#server/modules/catalog/find-product.ts';
import { createTestContext, type TestClient } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ ADMIN_EMAILS: 'boss@example.com' });
const db = ctx.deps.database.db;

const HEADER =
  'asin,title,imgUrl,productURL,stars,reviews,price,listPrice,categoryName,isBestSeller,boughtInLastMonth';

async function waitFor(client: TestClient, id: number) {
  for (let i = 0; i < 100; i++) {
    const res = await client.call(catalogImportsApi.get, { params: { id } });
    if (res.body.status !== 'running') return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import still running');
}

describe('catalog import from the admin page', () => {
  it('uploads a file, imports it in the background and reports bad rows with their lines', async () => {
    const admin = await ctx.signUp({ email: 'boss@example.com', verified: true });
    const csv = [
      HEADER,
      'B0ADMIN001,"Garden hose, 50 ft",,,4.6,310,29.99,0,Outdoor Recreation,False,200',
      'bad-asin,Nope,,,4,1,9.99,0,Outdoor Recreation,False,0',
      'B0ADMIN002,Hose reel,,,4.2,88,45.00,0,Outdoor Recreation,False,50',
    ].join('\n');
    const started = await admin.request(
      'PUT',
      '/api/catalog-imports?marketplace=US&fileName=garden.csv&observedAt=2026-05-01T00:00:00Z',
      {
        raw: csv,
        headers: { 'content-type': 'text/csv' },
      },
    );
    expect(started.status).toBe(202);
    const done = await waitFor(admin, started.body.id);
    expect(done).toMatchObject({
      status: 'done',
      // It went through the estimates phase after reading the file (the page says "Updating estimates…").
      phase: 'estimating',
      fileName: 'garden.csv',
      bytesTotal: Buffer.byteLength(csv),
      bytesRead: Buffer.byteLength(csv),
      report: { rowsRead: 3, inserted: 2, badRows: 1, problems: [{ line: 3, code: 'invalid_asin' }] },
    });
    const hose = await findProductByAsin({ db, marketplace: 'US', asin: 'B0ADMIN001' });
    expect(hose).toMatchObject({
      source: 'csv_import',
      sourceRef: 'garden.csv',
      priceCents: 2999,
      estMonthlyUnits: 200,
    });
    expect(hose?.observedAt.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect((await admin.call(catalogImportsApi.list)).body.imports[0].id).toBe(started.body.id);
  });

  it('reports a bad file as failed, with its reason, and changes nothing', async () => {
    // The admin of the test above (sign-up with a taken address signs nobody in), or a new one.
    const client = ctx.client();
    const signIn = await client.call(authApi.signIn, {
      body: {
        email: 'boss@example.com',
        password: 'correct-horse-9',
      },
    });
    const admin =
      signIn.status === 200 ? client : await ctx.signUp({ email: 'boss@example.com', verified: true });
    const csv = `${HEADER}\nB0ADMIN003,ok,,,4,1,9.99,0,Outdoor Recreation,False,0\nB0ADMIN004,"never closed,,,4,1,9.99,0,x,False,0\n`;
    const started = await admin.request('PUT', '/api/catalog-imports?marketplace=US&fileName=broken.csv', {
      raw: csv,
      headers: { 'content-type': 'text/csv' },
    });
    const done = await waitFor(admin, started.body.id);
    expect(done).toMatchObject({
      status: 'failed',
      phase: 'reading',
      error: { code: 'catalog_file_invalid', params: { reason: 'csv_syntax', line: 3 } },
    });
    expect(await findProductByAsin({ db, marketplace: 'US', asin: 'B0ADMIN003' })).toBeNull();
  });

  it('runs uploads sent together one after another: each finishes, none fails on the others', async () => {
    const admin = ctx.client();
    await admin.call(authApi.signIn, { body: { email: 'boss@example.com', password: 'correct-horse-9' } });
    const files = Array.from({ length: 6 }, (_, i) =>
      [
        HEADER,
        // The same categories in a different order in each file: upserted together, they deadlocked.
        ...['Outdoor Recreation', 'Kitchen & Dining', 'Pet Supplies']
          .map((category, j) => `B0QUEUE${i}${j}0,Item ${i}-${j},,,4.1,12,9.99,0,${category},False,50`)
          .sort(() => (i % 2 ? -1 : 1)),
      ].join('\n'),
    );
    const started = await Promise.all(
      files.map((csv, i) =>
        admin.request('PUT', `/api/catalog-imports?marketplace=US&fileName=queue-${i}.csv`, {
          raw: csv,
          headers: { 'content-type': 'text/csv' },
        }),
      ),
    );
    expect(started.map((r) => r.status)).toEqual(files.map(() => 202));
    const outcomes = [];
    for (const r of started) outcomes.push(await waitFor(admin, r.body.id));
    expect(outcomes.map((o) => [o.status, o.error])).toEqual(files.map(() => ['done', null]));
  });

  it('is for administrators only', async () => {
    const user = await ctx.signUp();
    const res = await user.request('PUT', '/api/catalog-imports?marketplace=US&fileName=x.csv', {
      raw: 'asin\n',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('admin_required');
    expect((await user.call(catalogImportsApi.list)).status).toBe(403);
  });
});
