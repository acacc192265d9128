import { z } from 'zod';
import { ASIN_PATTERN } from '#domain/asin.ts';

/**
 * The parts of Keepa's answers that Scout reads (keepacom/api_backend: Response, Product, Category),
 * with bounds: Keepa sends 32-bit integers, at most 100 products per /product answer, and names,
 * not URLs, for images. Anything else makes the whole answer a `bad_answer`.
 */
const int = z.int32();
const text = (max: number) => z.string().max(max).nullish();
const history = z.array(int).max(500_000).nullish();

export const keepaTokenFields = z.object({
  timestamp: z.number().optional(),
  tokensLeft: int,
  refillIn: int.min(0),
  refillRate: int.min(0),
  tokensConsumed: int.optional(),
});

export const keepaProductSchema = z.object({
  asin: z.string().regex(ASIN_PATTERN),
  domainId: int.optional(),
  title: text(5000),
  brand: text(500),
  categoryTree: z
    .array(z.object({ catId: z.number().int().min(0), name: z.string().max(500) }))
    .max(50)
    .nullish(),
  images: z
    .array(
      z.object({
        l: z
          .string()
          .regex(/^[A-Za-z0-9+%._-]{1,200}$/)
          .nullish(),
        m: z
          .string()
          .regex(/^[A-Za-z0-9+%._-]{1,200}$/)
          .nullish(),
      }),
    )
    .max(200)
    .nullish(),
  imagesCSV: z
    .string()
    .regex(/^[A-Za-z0-9+%._,-]{0,20000}$/)
    .nullish(),
  csv: z.array(history).max(64).nullish(),
  monthlySold: int.nullish(),
  monthlySoldHistory: history,
  lastUpdate: int.nullish(),
  packageLength: int.nullish(),
  packageWidth: int.nullish(),
  packageHeight: int.nullish(),
  packageWeight: int.nullish(),
  itemLength: int.nullish(),
  itemWidth: int.nullish(),
  itemHeight: int.nullish(),
  itemWeight: int.nullish(),
});

export const keepaProductAnswer = keepaTokenFields.extend({
  products: z.array(keepaProductSchema).max(100),
});

export const keepaQueryAnswer = keepaTokenFields.extend({
  asinList: z.array(z.string().regex(ASIN_PATTERN)).max(10_000).nullish(),
  totalResults: int.min(0).nullish(),
});

export const keepaCategoryAnswer = keepaTokenFields.extend({
  categories: z
    .record(
      z.string().regex(/^\d{1,20}$/),
      z.object({
        catId: z.number().int().min(0),
        name: z.string().max(500),
        parent: z.number().int().min(0).nullish(),
        productCount: int.nullish(),
      }),
    )
    .nullish(),
});

/** Keepa's error body (4xx/5xx): `{ error: { type, message } }` with the token fields. */
export const keepaErrorAnswer = z.object({
  tokensLeft: int.optional(),
  refillIn: int.min(0).optional(),
  refillRate: int.min(0).optional(),
  error: z
    .object({ type: z.string().max(200).optional(), message: z.string().max(2000).optional() })
    .optional(),
});

export type KeepaTokenFields = z.infer<typeof keepaTokenFields>;
