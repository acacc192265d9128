import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { InventoryLine } from './api/inventory.ts';

/** One ASIN's stored FBA stock, as the inventory forecast shows and pre-fills it. */
export interface StoredStock {
  asin: string;
  marketplace: MarketplaceCode;
  productName: string | null;
  /** Units Amazon can ship now: the forecast's current stock. */
  fulfillable: number;
  /** On the way to Amazon: working + shipped + receiving shipments. */
  inbound: number;
  reserved: number;
  unfulfillable: number;
  skus: number;
  source: InventoryLine['source'];
  observedAt: string;
}

/** Units on the way to Amazon (shipments being prepared, shipped and being received). */
export const inboundOf = (line: InventoryLine) =>
  line.inboundWorking + line.inboundShipped + line.inboundReceiving;

/**
 * Sums one ASIN's SKUs in the marketplace with the newest snapshot. Marketplaces are never added
 * together: each inventory report is a snapshot of one marketplace, and European marketplaces may
 * report the same shared (Pan-European) stock, which a sum would count twice.
 */
export function storedStockOf(lines: readonly InventoryLine[], asin: string): StoredStock | null {
  const own = lines.filter((l) => l.asin === asin);
  const newest = own.reduce<InventoryLine | null>(
    (best, l) => (best === null || l.observedAt > best.observedAt ? l : best),
    null,
  );
  if (!newest) return null;
  const market = own.filter((l) => l.marketplace === newest.marketplace);
  const sum = (pick: (l: InventoryLine) => number) => market.reduce((s, l) => s + pick(l), 0);
  return {
    asin,
    marketplace: newest.marketplace,
    productName: market.find((l) => l.productName)?.productName ?? null,
    fulfillable: sum((l) => l.fulfillable),
    inbound: sum(inboundOf),
    reserved: sum((l) => l.reserved),
    unfulfillable: sum((l) => l.unfulfillable),
    skus: market.length,
    source: newest.source,
    observedAt: newest.observedAt,
  };
}
