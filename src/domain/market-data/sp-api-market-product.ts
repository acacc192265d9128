import { MARKETPLACES, type MarketplaceCode } from '../marketplaces.ts';
import { type MarketObservation, type MarketProduct, packageMeasure } from './market-product.ts';
import {
  catalogItemFacts,
  itemOffersFacts,
  type SpApiBrowseClassification,
  type SpApiCatalogItem,
  type SpApiDimensions,
  type SpApiItemOffersPayload,
} from './sp-api-items.ts';

const MM_PER: Record<string, number> = { inches: 25.4, centimeters: 10, millimeters: 1, meters: 1000 };
const G_PER: Record<string, number> = { pounds: 453.59237, ounces: 28.349523125, kilograms: 1000, grams: 1 };

/** The package of a Catalog Items `dimensions.package`, in millimetres and grams (null when incomplete). */
export function spApiPackage(dims: SpApiDimensions | undefined) {
  if (!dims) return null;
  const side = (d?: { unit?: string; value?: number }) =>
    d?.unit && MM_PER[d.unit] && typeof d.value === 'number' ? d.value * MM_PER[d.unit] : Number.NaN;
  const weight =
    dims.weight?.unit && G_PER[dims.weight.unit] && typeof dims.weight.value === 'number'
      ? dims.weight.value * G_PER[dims.weight.unit]
      : Number.NaN;
  return packageMeasure([side(dims.length), side(dims.width), side(dims.height)], weight);
}

/** Browse classification names from the department down to the item's node. */
function classificationPath(leaf: SpApiBrowseClassification | undefined): string[] {
  const names: string[] = [];
  for (let node = leaf, depth = 0; node && depth < 20; node = node.parent, depth++)
    if (node.displayName?.trim()) names.unshift(node.displayName.trim());
  return names;
}

/**
 * A Catalog Items 2022-04-01 item (searchCatalogItems or getCatalogItem, with summaries,
 * salesRanks, classifications, dimensions and images) and its Product Pricing offers as one
 * dated observation. Without an offers answer the price fields stay unobserved.
 */
export function spApiMarketProduct(o: {
  item: SpApiCatalogItem;
  offers: SpApiItemOffersPayload | null;
  marketplace: MarketplaceCode;
  observedAt: Date;
}): MarketProduct {
  const id = MARKETPLACES[o.marketplace].marketplaceId;
  const facts = catalogItemFacts(o.item, o.marketplace);
  const leaf = o.item.classifications?.find((c) => c.marketplaceId === id)?.classifications?.[0];
  const path = classificationPath(leaf);
  const observation: MarketObservation = { observedAt: o.observedAt };
  if (o.item.salesRanks) observation.bestSellersRank = facts.bestSellersRank;
  if (o.offers) {
    const offer = itemOffersFacts(o.offers, o.marketplace);
    observation.priceCents = offer.priceCents;
    observation.listPriceCents = offer.listPriceCents ?? undefined;
    observation.inStock = offer.inStock;
    if (offer.offerCount !== null) observation.offerCount = offer.offerCount;
  }
  return {
    marketplace: o.marketplace,
    asin: o.item.asin,
    title: facts.title,
    brand: facts.brand,
    categoryPath: path.length ? path : facts.category ? [facts.category] : [],
    imageUrl: facts.imageUrl,
    package: spApiPackage(o.item.dimensions?.find((d) => d.marketplaceId === id)?.package),
    item: spApiPackage(o.item.dimensions?.find((d) => d.marketplaceId === id)?.item),
    observations: Object.keys(observation).length > 1 ? [observation] : [],
  };
}
