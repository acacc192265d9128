import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { tz } from './columns.ts';

/**
 * A product's size as its Amazon product page gives it (the browser extension reads "Product
 * Dimensions", "Produktabmessungen", "梱包サイズ"…): the item's own (`kind` 'item') or its
 * package's, in centimetres and grams, with the row's label and who saw it when. The fee
 * calculator's basis "from the item's size" when no package size is known (docs/extension.md).
 * One row per product, kind and viewer: private to the user who saw it while OBSERVATIONS_SHARED
 * is off (`private_to`), like their snapshots; shared (`private_to` null) when it is on.
 */
export const catalogProductSizes = pgTable(
  'catalog_product_sizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'item' | 'package'>().notNull(),
    lengthCm: real('length_cm').notNull(),
    widthCm: real('width_cm').notNull(),
    heightCm: real('height_cm').notNull(),
    /** Null: the page gave no weight. */
    weightG: real('weight_g'),
    /** Where it was read: the details row as the page labelled it ("Product Dimensions"). */
    label: text('label').notNull(),
    /** 'browser': an Amazon product page the extension read. */
    source: text('source').notNull().default('browser'),
    /** The user whose browser read it. */
    sourceRef: text('source_ref'),
    privateTo: text('private_to').references(() => user.id, { onDelete: 'cascade' }),
    observedAt: tz('observed_at').notNull(),
  },
  (t) => [
    uniqueIndex('catalog_product_sizes_shared_idx').on(t.productId, t.kind).where(sql`private_to is null`),
    uniqueIndex('catalog_product_sizes_private_idx')
      .on(t.productId, t.kind, t.privateTo)
      .where(sql`private_to is not null`),
    index('catalog_product_sizes_private_to_idx').on(t.privateTo),
  ],
);
