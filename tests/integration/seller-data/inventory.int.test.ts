import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sellerDataApi } from '#contracts/seller-data.ts';
import { createUser } from '#tests/helpers/factories/index.ts';
import { createTestContext, type TestClient } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const inventoryFile = fs.readFileSync(new URL('../../fixtures/fba-inventory.txt', import.meta.url));

function uploadInventory(client: TestClient, marketplace: string, file: Buffer | string) {
  const form = new FormData();
  form.set('kind', 'fba_inventory');
  form.set('marketplace', marketplace);
  form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), 'inventory.txt');
  return client.request('POST', '/api/seller-data/imports', { raw: form });
}

describe('GET /api/seller-data/inventory (the FBA stock list and the forecast pre-fill)', () => {
  it('lists every stored line with its figures, source and date', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    expect((await me.call(sellerDataApi.inventory)).body).toEqual({ lines: [] });
    expect((await uploadInventory(me, 'US', inventoryFile)).status).toBe(201);

    const res = await me.call(sellerDataApi.inventory);
    expect(res.status).toBe(200);
    const rows = inventoryFile.toString('utf8').trim().split('\n').length - 1;
    expect(res.body.lines).toHaveLength(rows);
    const bottle = res.body.lines.find((l: { sku: string }) => l.sku === 'WB-32-BLK');
    expect(bottle).toMatchObject({
      marketplace: 'US',
      asin: 'B0C7K3M9QX',
      productName: expect.stringContaining('Water Bottle'),
      fulfillable: 412,
      inboundWorking: 0,
      inboundShipped: 120,
      inboundReceiving: 0,
      reserved: 37,
      unfulfillable: 3,
      total: 572,
      source: 'report',
      observedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(bottle).not.toHaveProperty('userId');
    expect(bottle).not.toHaveProperty('importId');
  });

  it('gives the lines of one ASIN (any case), and refuses a malformed ASIN', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    await uploadInventory(me, 'US', inventoryFile);
    await uploadInventory(me, 'UK', 'sku\tasin\tafn-fulfillable-quantity\nWB-UK\tB0C7K3M9QX\t15\n');

    const one = await me.call(sellerDataApi.inventory, { query: { asin: ' b0c7k3m9qx ' } });
    expect(one.status).toBe(200);
    expect(one.body.lines.map((l: { marketplace: string; sku: string }) => [l.marketplace, l.sku])).toEqual([
      ['UK', 'WB-UK'],
      ['US', 'WB-32-BLK'],
    ]);
    expect((await me.call(sellerDataApi.inventory, { query: { asin: 'B000000000' } })).body.lines).toEqual(
      [],
    );

    const bad = await me.call(sellerDataApi.inventory, { query: { asin: 'B0C7K3' } });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'validation_failed', params: { field: 'asin' } });
  });

  it('shows each seller only their own stock; signed-out callers get 401', async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    await uploadInventory(alice, 'US', inventoryFile);
    // The list is the seller's own data, readable on every plan (free included), like the upload.
    const mine = await alice.call(sellerDataApi.inventory, { query: { asin: 'B0C7K3M9QX' } });
    expect(mine.status).toBe(200);
    expect(mine.body.lines).toHaveLength(1);
    expect((await bob.call(sellerDataApi.inventory)).body.lines).toEqual([]);
    expect((await bob.call(sellerDataApi.inventory, { query: { asin: 'B0C7K3M9QX' } })).body.lines).toEqual(
      [],
    );
    expect((await ctx.client().call(sellerDataApi.inventory)).status).toBe(401);
  });

  it('follows the latest snapshot: deleting the import removes its lines', async () => {
    const me = await ctx.signUp();
    const created = await uploadInventory(me, 'US', inventoryFile);
    expect(
      (await me.call(sellerDataApi.removeImport, { params: { id: created.body.import.id } })).status,
    ).toBe(204);
    expect((await me.call(sellerDataApi.inventory)).body.lines).toEqual([]);
  });
});
