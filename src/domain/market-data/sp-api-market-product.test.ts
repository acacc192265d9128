import { describe, expect, it } from 'vitest';
import { fbaFee } from '../fees/fba-fee.ts';
import { keepaMarketProduct } from './keepa-product.ts';
import { packageForFees } from './market-product.ts';
import type { SpApiCatalogItem } from './sp-api-items.ts';
import { spApiMarketProduct } from './sp-api-market-product.ts';

// The first item of Amazon's sandbox example of searchCatalogItems (tests/fixtures/sp-api), trimmed
// to the datasets read here; figures as Amazon wrote them.
const item: SpApiCatalogItem = {
  asin: 'B07N4M94X4',
  classifications: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      classifications: [
        {
          displayName: 'QLED TVs',
          classificationId: '21489946011',
          parent: {
            displayName: 'Televisions',
            classificationId: '172659',
            parent: {
              displayName: 'Television & Video',
              classificationId: '1266092011',
              parent: { displayName: 'Electronics', classificationId: '172282' },
            },
          },
        },
      ],
    },
  ],
  dimensions: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      package: {
        height: { unit: 'inches', value: 10.49999998929 },
        length: { unit: 'inches', value: 79.9999999184 },
        weight: { unit: 'kilograms', value: 62.142 },
        width: { unit: 'inches', value: 47.99999995104 },
      },
    },
  ],
  images: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      images: [{ variant: 'MAIN', link: 'https://m.media-amazon.com/images/I/91uohwV+k3L.jpg' }],
    },
  ],
  salesRanks: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      classificationRanks: [{ title: 'QLED TVs', rank: 113 }],
      displayGroupRanks: [{ title: 'Electronics', rank: 72855 }],
    },
  ],
  summaries: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      brand: 'SAMSUNG',
      browseClassification: { displayName: 'QLED TVs' },
      itemName: 'Samsung QN82Q60RAFXZA Flat 82-Inch QLED 4K Q60 Series (2019) Ultra HD Smart TV',
    },
  ],
};
const observedAt = new Date('2026-05-10T12:00:00Z');

describe('SP-API catalog item and offers → market product', () => {
  it('reads the category path, package, rank and image', () => {
    const p = spApiMarketProduct({ item, offers: null, marketplace: 'US', observedAt });
    expect(p).toMatchObject({
      asin: 'B07N4M94X4',
      brand: 'SAMSUNG',
      categoryPath: ['Electronics', 'Television & Video', 'Televisions', 'QLED TVs'],
      imageUrl: 'https://m.media-amazon.com/images/I/91uohwV+k3L.jpg',
      observations: [{ observedAt, bestSellersRank: 72855 }],
    });
    expect(p.package?.sidesMm[0]).toBeCloseTo(2032, 0); // 80 in
    expect(p.package?.sidesMm[1]).toBeCloseTo(1219.2, 0); // 48 in
    expect(p.package?.sidesMm[2]).toBeCloseTo(266.7, 0); // 10.5 in
    expect(p.package?.weightG).toBeCloseTo(62142, 0);
  });

  it('adds the Buy Box, list price and offer count of getItemOffersBatch', () => {
    // The first response of Amazon's getItemOffersBatch example (B000P6Q7MY): Buy Box $21, list $26, 1 new offer.
    const offers = {
      ASIN: 'B000P6Q7MY',
      status: 'Success',
      Summary: {
        BuyBoxPrices: [{ condition: 'new', LandedPrice: { CurrencyCode: 'USD', Amount: 21 } }],
        NumberOfOffers: [{ condition: 'new', fulfillmentChannel: 'Merchant', OfferCount: 1 }],
        ListPrice: { CurrencyCode: 'USD', Amount: 26 },
        TotalOfferCount: 1,
      },
    };
    const p = spApiMarketProduct({ item, offers, marketplace: 'US', observedAt });
    expect(p.observations).toEqual([
      {
        observedAt,
        bestSellersRank: 72855,
        priceCents: 2100,
        listPriceCents: 2600,
        inStock: true,
        offerCount: 1,
      },
    ]);
  });

  it('an incomplete package is no package; an unknown unit too', () => {
    const noWeight = {
      ...item,
      dimensions: [{ marketplaceId: 'ATVPDKIKX0DER', package: { height: { unit: 'inches', value: 1 } } }],
    };
    expect(
      spApiMarketProduct({ item: noWeight, offers: null, marketplace: 'US', observedAt }).package,
    ).toBeNull();
  });
});

describe('dimensions and weight feed the FBA size tier and fee', () => {
  it('the TV of the sandbox example is extra-large', () => {
    const pkg = spApiMarketProduct({ item, offers: null, marketplace: 'US', observedAt }).package;
    if (!pkg) throw new Error('no package');
    const fee = fbaFee({ ...packageForFees(pkg), priceMinor: 150_000, date: observedAt });
    expect('sizeTier' in fee && fee.sizeTier).toBe('extraLarge');
  });

  it('Keepa’s package of B0F7XPYCSJ (156 × 102 × 52 mm, 235 g) is large standard, 12-oz band: $4.20 on the 2026 card, + 3.5 % fuel', () => {
    // 6.14 × 4.02 × 2.05 in (shortest side over 0.75 in: not small standard), 8.29 oz unit weight,
    // dimensional weight 6.14 × 4.02 × 2.05 / 139 × 16 = 5.8 oz: charged on 8.29 oz → "≤ 12 oz".
    const keepa = keepaMarketProduct(
      {
        asin: 'B0F7XPYCSJ',
        packageLength: 156,
        packageWidth: 102,
        packageHeight: 52,
        packageWeight: 235,
      },
      'US',
    );
    if (!keepa.package) throw new Error('no package');
    const fee = fbaFee({ ...packageForFees(keepa.package), priceMinor: 2599, date: observedAt });
    expect(fee).toMatchObject({ sizeTier: 'largeStandard', baseMinor: 420, totalMinor: 435 });
    expect('shippingWeight' in fee && fee.shippingWeight.value).toBeCloseTo(8.29, 2);
  });
});
