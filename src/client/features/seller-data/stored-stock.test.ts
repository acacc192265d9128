import { describe, expect, it } from 'vitest';
import type { InventoryLine } from './api/inventory.ts';
import { storedStockOf } from './stored-stock.ts';

const line = (o: Partial<InventoryLine>): InventoryLine => ({
  marketplace: 'US',
  sku: 'SKU-1',
  asin: 'B0C7K3M9QX',
  fnsku: null,
  productName: null,
  condition: 'New',
  priceMinor: null,
  currency: 'USD',
  fulfillable: 0,
  inboundWorking: 0,
  inboundShipped: 0,
  inboundReceiving: 0,
  reserved: 0,
  unfulfillable: 0,
  total: 0,
  source: 'report',
  observedAt: '2026-01-10T08:00:00.000Z',
  ...o,
});

describe('storedStockOf', () => {
  it('is null when the ASIN has no stored line', () => {
    expect(storedStockOf([line({ asin: 'B000000001' })], 'B0C7K3M9QX')).toBeNull();
  });

  it('adds the SKUs of the ASIN; inbound is working + shipped + receiving', () => {
    const stock = storedStockOf(
      [
        line({ sku: 'A', fulfillable: 412, inboundShipped: 120, reserved: 37, unfulfillable: 3 }),
        line({ sku: 'B', productName: 'Bottle', fulfillable: 8, inboundWorking: 5, inboundReceiving: 2 }),
        line({ sku: 'C', asin: 'B000000001', fulfillable: 999 }),
      ],
      'B0C7K3M9QX',
    );
    expect(stock).toEqual({
      asin: 'B0C7K3M9QX',
      marketplace: 'US',
      productName: 'Bottle',
      fulfillable: 420,
      inbound: 127,
      reserved: 37,
      unfulfillable: 3,
      skus: 2,
      source: 'report',
      observedAt: '2026-01-10T08:00:00.000Z',
    });
  });

  it('takes the marketplace with the newest snapshot and never adds marketplaces together', () => {
    const stock = storedStockOf(
      [
        line({ marketplace: 'DE', fulfillable: 50, observedAt: '2026-01-09T08:00:00.000Z' }),
        line({
          marketplace: 'FR',
          fulfillable: 60,
          source: 'sp_api',
          observedAt: '2026-01-11T08:00:00.000Z',
        }),
      ],
      'B0C7K3M9QX',
    );
    expect(stock).toMatchObject({ marketplace: 'FR', fulfillable: 60, source: 'sp_api', skus: 1 });
  });
});
