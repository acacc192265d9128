import { catalogItemFacts, itemOffersFacts } from '#domain/market-data/sp-api-items.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { refundBudget, reserveBudget } from '#server/lib/shared-rate-budget.ts';
import { findProductByAsin, recordSnapshot, upsertProduct } from '#server/modules/catalog/index.ts';
import {
  type SpApiAccessProvider,
  SpApiThrottledError,
} from '#server/providers/amazon/sp-api/catalog-items.ts';
import { spApiBudgetKey, spApiBudgetRule } from '#server/providers/amazon/sp-api/shared-budget.ts';
import type { ObservationSource } from './observation-source.ts';

type Operation = 'getCatalogItem' | 'getItemOffers';

/**
 * The selling partner's budget of one operation: the same token bucket, shared by every instance,
 * that market research draws from for this seller (shared-budget.ts), taken only when no wait.
 */
const budget = (key: string, operation: Operation) => ({
  key: spApiBudgetKey(key, operation),
  cost: 1,
  rule: spApiBudgetRule(operation),
});

/**
 * Takes one call of each operation an observation makes, or none: 1 call per 2 s for
 * getItemOffers, 2 per second for getCatalogItem. The scarce getItemOffers call is taken first;
 * when getCatalogItem's budget then refuses, that getItemOffers call is given back, so a refused
 * observation never spends the other operation's budget. False: the observation must wait.
 */
async function takeObservationCalls(db: Db, key: string, now: Date): Promise<boolean> {
  const offers = budget(key, 'getItemOffers');
  if (!(await reserveBudget(db, { ...offers, maxWaitMs: 0, now })).granted) return false;
  if ((await reserveBudget(db, { ...budget(key, 'getCatalogItem'), maxWaitMs: 0, now })).granted) return true;
  await refundBudget(db, offers);
  return false;
}

/**
 * The SP-API source: for a user with a connected seller account, reads an ASIN's catalog item
 * (title, brand, category, image, Best Sellers Rank) and offers (Buy Box price, list price, in
 * stock), stores the product and one `sp_api` snapshot. Respects the operations' rate limits; a
 * throttled or failed call is reported, never replaced by invented values. `access`: the app's
 * (`deps.spApiCatalogAccess`, the amazon module's connections).
 */
export function spApiSource(access: SpApiAccessProvider): ObservationSource {
  return {
    name: 'sp_api',
    live: true,
    async observe({ db, userId, marketplace, asin, now, onStored }) {
      const client = await access.clientFor({ db, userId, marketplace });
      if (!client) return { status: 'unavailable', reason: 'not_connected' };
      if (!(await takeObservationCalls(db, client.rateLimitKey, now)))
        return { status: 'unavailable', reason: 'rate_limited' };
      const marketplaceId = MARKETPLACES[marketplace].marketplaceId;
      try {
        const [item, offers] = await Promise.all([
          client.getCatalogItem({ asin, marketplaceId }),
          client.getItemOffers({ asin, marketplaceId }),
        ]);
        if (!item) return { status: 'unknown' };
        const facts = catalogItemFacts(item, marketplace);
        const known = await findProductByAsin({ db, marketplace, asin });
        const title = facts.title ?? known?.title;
        if (!title) return { status: 'unknown' };
        const offerFacts = offers ? itemOffersFacts(offers, marketplace) : null;
        const productId = await db.transaction(async (tx) => {
          const product = await upsertProduct({
            db: tx,
            marketplace,
            asin,
            title,
            brand: facts.brand,
            category: known ? null : facts.category,
            imageUrl: facts.imageUrl,
            source: 'sp_api',
            sourceRef: 'getCatalogItem',
            observedAt: now,
          });
          await recordSnapshot({
            db: tx,
            productId: product.id,
            observation: {
              observedAt: now,
              source: 'sp_api',
              sourceRef: offers ? 'getCatalogItem+getItemOffers' : 'getCatalogItem',
              bestSellersRank: facts.bestSellersRank ?? undefined,
              priceCents: offerFacts?.priceCents ?? undefined,
              listPriceCents: offerFacts?.listPriceCents ?? undefined,
              inStock: offerFacts?.inStock ?? undefined,
            },
          });
          await onStored?.(tx);
          return product.id;
        });
        return { status: 'observed', productId, fresh: true };
      } catch (e) {
        if (e instanceof SpApiThrottledError) return { status: 'unavailable', reason: 'rate_limited' };
        throw e;
      }
    },
  };
}
