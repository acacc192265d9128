import { isAsin, normalizeAsin } from '#domain/asin.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { databaseUnavailable } from '#server/db/database-errors.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import { type CatalogProduct, findProductById } from '#server/modules/catalog/index.ts';
import {
  type ObservationSource,
  type ObserveResult,
  observationSources,
} from './sources/observation-source.ts';

/** Checks what a user typed: "Please enter an ASIN" when empty, invalid_asin when malformed. */
export function parseAsinInput(input: string): string {
  const asin = normalizeAsin(input);
  if (!asin) throw new AppError('asin_required', 400);
  if (!isAsin(asin)) throw new AppError('invalid_asin', 400, { asin: input.trim().slice(0, 40) });
  return asin;
}

/**
 * The catalog product of an ASIN, asking the sources in order (stored catalog first, then the
 * live ones). A failing source is logged and skipped. Nobody knows it → asin_not_found (404); a live
 * source that could not answer now → its reason in plain words (out of tokens until…, not on the
 * Keepa plan, credential refused…) rather than "not found".
 */
export async function resolveProduct(o: {
  db: Db;
  logger: Logger;
  userId: string;
  marketplace: MarketplaceCode;
  asin: string;
  now: Date;
  sources?: ObservationSource[];
}): Promise<CatalogProduct> {
  const asin = parseAsinInput(o.asin);
  let why: Extract<ObserveResult, { status: 'unavailable' }>['error'];
  for (const source of o.sources ?? observationSources()) {
    let result: Awaited<ReturnType<ObservationSource['observe']>>;
    try {
      result = await source.observe({
        db: o.db,
        userId: o.userId,
        marketplace: o.marketplace,
        asin,
        now: o.now,
      });
    } catch (err) {
      // Our own database down is not a source's failure: 503 busy, not "this ASIN does not exist".
      const unavailable = databaseUnavailable(err);
      if (unavailable) throw unavailable;
      o.logger.warn({ err, source: source.name, asin }, 'observation source failed; trying the next one');
      continue;
    }
    if (result.status === 'observed') {
      const product = await findProductById({ db: o.db, id: result.productId });
      if (product) return product;
    }
    if (result.status === 'unavailable' && result.error && !why) why = result.error;
  }
  if (why) throw why;
  throw new AppError('asin_not_found', 404, { asin, marketplace: o.marketplace });
}
