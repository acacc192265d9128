import { describe, expect, it } from 'vitest';
import { catalogItemFacts, itemOffersFacts } from './sp-api-items.ts';

// Shapes as documented in Amazon's Catalog Items 2022-04-01 and Product Pricing v0 models.
const catalogItem = {
  asin: 'B07N4M94X4',
  summaries: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      brand: 'SAMSUNG',
      browseClassification: { displayName: 'Computer Monitors', classificationId: '1292115011' },
      itemName: 'Samsung 27-Inch CF396 Curved Computer Monitor',
      manufacturer: 'Samsung',
    },
  ],
  salesRanks: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      classificationRanks: [{ classificationId: '1292115011', title: 'Computer Monitors', rank: 12 }],
      displayGroupRanks: [{ websiteDisplayGroup: 'pc_display_on_website', title: 'Computers', rank: 44 }],
    },
  ],
  images: [
    {
      marketplaceId: 'ATVPDKIKX0DER',
      images: [
        { variant: 'PT01', link: 'https://m.media-amazon.com/images/I/side.jpg', height: 500, width: 500 },
        { variant: 'MAIN', link: 'https://m.media-amazon.com/images/I/main.jpg', height: 500, width: 500 },
      ],
    },
  ],
};

describe('getCatalogItem → product facts', () => {
  it('reads title, brand, category, main image and the top-level rank', () => {
    expect(catalogItemFacts(catalogItem, 'US')).toEqual({
      title: 'Samsung 27-Inch CF396 Curved Computer Monitor',
      brand: 'SAMSUNG',
      category: 'Computer Monitors',
      imageUrl: 'https://m.media-amazon.com/images/I/main.jpg',
      bestSellersRank: 44,
    });
  });
  it('falls back to the best sub-category rank, and says null when nothing is there', () => {
    const noGroup = {
      ...catalogItem,
      salesRanks: [
        {
          marketplaceId: 'ATVPDKIKX0DER',
          classificationRanks: [
            { title: 'A', rank: 30 },
            { title: 'B', rank: 7 },
          ],
        },
      ],
    };
    expect(catalogItemFacts(noGroup, 'US').bestSellersRank).toBe(7);
    expect(catalogItemFacts({ asin: 'B000000000' }, 'US')).toEqual({
      title: null,
      brand: null,
      category: null,
      imageUrl: null,
      bestSellersRank: null,
    });
  });
  it('uses the ranks of the asked marketplace only', () => {
    expect(catalogItemFacts(catalogItem, 'CA').bestSellersRank).toBeNull();
  });
});

describe('getItemOffers → offer facts', () => {
  const payload = {
    ASIN: 'B07N4M94X4',
    status: 'Success',
    ItemCondition: 'New',
    Summary: {
      TotalOfferCount: 3,
      LowestPrices: [
        {
          condition: 'new',
          fulfillmentChannel: 'Merchant',
          LandedPrice: { CurrencyCode: 'USD', Amount: 118.5 },
        },
        {
          condition: 'used',
          fulfillmentChannel: 'Merchant',
          LandedPrice: { CurrencyCode: 'USD', Amount: 80 },
        },
      ],
      BuyBoxPrices: [
        {
          condition: 'New',
          LandedPrice: { CurrencyCode: 'USD', Amount: 119.99 },
          ListingPrice: { CurrencyCode: 'USD', Amount: 119.99 },
        },
      ],
      ListPrice: { CurrencyCode: 'USD', Amount: 149.99 },
    },
    Offers: [],
  };
  it('takes the Buy Box landed price, the list price and "in stock" from the offer count', () => {
    expect(itemOffersFacts(payload, 'US')).toEqual({
      priceCents: 11999,
      listPriceCents: 14999,
      inStock: true,
      offerCount: null,
    });
  });
  it('without a Buy Box: the lowest new landed price', () => {
    const noBuyBox = { ...payload, Summary: { ...payload.Summary, BuyBoxPrices: [] } };
    expect(itemOffersFacts(noBuyBox, 'US').priceCents).toBe(11850);
  });
  it('without summary prices: the cheapest offer, listing plus shipping', () => {
    const offersOnly = {
      Summary: { TotalOfferCount: 2 },
      Offers: [
        {
          ListingPrice: { CurrencyCode: 'USD', Amount: 20 },
          Shipping: { CurrencyCode: 'USD', Amount: 4.99 },
        },
        { ListingPrice: { CurrencyCode: 'USD', Amount: 22 }, Shipping: { CurrencyCode: 'USD', Amount: 0 } },
      ],
    };
    expect(itemOffersFacts(offersOnly, 'US').priceCents).toBe(2200);
  });
  it('no offers: out of stock, price unknown; yen has no minor unit; other currencies ignored', () => {
    expect(itemOffersFacts({ Summary: { TotalOfferCount: 0 } }, 'US')).toEqual({
      priceCents: null,
      listPriceCents: null,
      inStock: false,
      offerCount: null,
    });
    const yen = {
      Summary: { BuyBoxPrices: [{ condition: 'New', LandedPrice: { CurrencyCode: 'JPY', Amount: 1980 } }] },
    };
    expect(itemOffersFacts(yen, 'JP').priceCents).toBe(1980);
    expect(itemOffersFacts(yen, 'US').priceCents).toBeNull();
  });
});
