import { z } from 'zod';
import { ASIN_PATTERN } from '#domain/asin.ts';

/**
 * The parts of SP-API answers that market research reads (Catalog Items 2022-04-01, Product
 * Pricing v0 getItemOffersBatch, Product Fees v0 getMyFeesEstimates), with bounds: a page holds
 * at most 20 items, a batch 20 responses. Anything else makes the answer a `bad_answer`.
 */
const name = z.string().max(2000);
const amount = z.number().finite().min(0).max(1e9);
const money = z.object({ CurrencyCode: z.string().max(3), Amount: amount });
const dimension = z.object({
  unit: z.string().max(40).optional(),
  value: z.number().finite().min(0).max(1e7).optional(),
});
const dimensions = z.object({
  height: dimension.optional(),
  length: dimension.optional(),
  width: dimension.optional(),
  weight: dimension.optional(),
});
type Classification = { displayName?: string; classificationId?: string; parent?: Classification };
const classification: z.ZodType<Classification> = z.lazy(() =>
  z.object({
    displayName: name.optional(),
    classificationId: z.string().max(40).optional(),
    parent: classification.optional(),
  }),
);
const byMarketplace = <T extends z.ZodType>(inner: T) => z.array(inner).max(20).optional();

export const catalogItemSchema = z.object({
  asin: z.string().regex(ASIN_PATTERN),
  summaries: byMarketplace(
    z.object({
      marketplaceId: z.string().max(20),
      itemName: name.optional(),
      brand: name.optional(),
      browseClassification: z.object({ displayName: name.optional() }).optional(),
    }),
  ),
  salesRanks: byMarketplace(
    z.object({
      marketplaceId: z.string().max(20),
      classificationRanks: z
        .array(z.object({ title: name.optional(), rank: z.int().min(1).max(1e8) }))
        .max(50)
        .optional(),
      displayGroupRanks: z
        .array(z.object({ title: name.optional(), rank: z.int().min(1).max(1e8) }))
        .max(50)
        .optional(),
    }),
  ),
  images: byMarketplace(
    z.object({
      marketplaceId: z.string().max(20),
      images: z
        .array(
          z.object({
            variant: z.string().max(20).optional(),
            link: z.url({ protocol: /^https?$/ }).max(2000),
          }),
        )
        .max(100)
        .optional(),
    }),
  ),
  classifications: byMarketplace(
    z.object({
      marketplaceId: z.string().max(20),
      classifications: z.array(classification).max(20).optional(),
    }),
  ),
  dimensions: byMarketplace(
    z.object({
      marketplaceId: z.string().max(20),
      item: dimensions.optional(),
      package: dimensions.optional(),
    }),
  ),
});

export const searchCatalogItemsAnswer = z.object({
  numberOfResults: z.int().min(0).optional(),
  pagination: z.object({ nextToken: z.string().max(4000).optional() }).optional(),
  items: z.array(catalogItemSchema).max(20),
});

const offersPayload = z.object({
  ASIN: z.string().regex(ASIN_PATTERN).optional(),
  status: z.string().max(40).optional(),
  Summary: z
    .object({
      TotalOfferCount: z.int().min(0).max(1e6).optional(),
      BuyBoxPrices: z
        .array(
          z.object({
            condition: z.string().max(40).optional(),
            LandedPrice: money.optional(),
            ListingPrice: money.optional(),
          }),
        )
        .max(50)
        .optional(),
      LowestPrices: z
        .array(
          z.object({
            condition: z.string().max(40).optional(),
            LandedPrice: money.optional(),
            ListingPrice: money.optional(),
          }),
        )
        .max(50)
        .optional(),
      ListPrice: money.optional(),
      NumberOfOffers: z
        .array(
          z.object({
            condition: z.string().max(40).optional(),
            fulfillmentChannel: z.string().max(40).optional(),
            OfferCount: z.int().min(0).max(1e6).optional(),
          }),
        )
        .max(50)
        .optional(),
    })
    .optional(),
  Offers: z
    .array(
      z.object({
        ListingPrice: money.optional(),
        Shipping: money.optional(),
        IsBuyBoxWinner: z.boolean().optional(),
      }),
    )
    .max(200)
    .optional(),
});

export const itemOffersBatchAnswer = z.object({
  responses: z
    .array(
      z.object({
        status: z.object({ statusCode: z.int().min(100).max(599) }),
        body: z.object({
          payload: offersPayload.optional(),
          errors: z
            .array(z.object({ code: z.string().max(100).optional() }))
            .max(20)
            .optional(),
        }),
        request: z.object({ Asin: z.string().regex(ASIN_PATTERN).optional() }).optional(),
      }),
    )
    .max(20),
});

export const feesEstimatesAnswer = z
  .array(
    z.object({
      Status: z.string().max(40),
      FeesEstimateIdentifier: z.object({ IdValue: z.string().max(40) }),
      FeesEstimate: z
        .object({
          TotalFeesEstimate: money.optional(),
          FeeDetailList: z
            .array(z.object({ FeeType: z.string().max(100), FinalFee: money }))
            .max(50)
            .optional(),
        })
        .optional(),
    }),
  )
  .max(20);
