import { findProductByAsin } from '#server/modules/catalog/index.ts';
import type { ObservationSource } from './observation-source.ts';

/** The stored catalog: products seen by any source (sample, imports, SP-API reads of other users). */
export const catalogSource: ObservationSource = {
  name: 'catalog',
  live: false,
  async observe({ db, marketplace, asin }) {
    const product = await findProductByAsin({ db, marketplace, asin });
    return product ? { status: 'observed', productId: product.id, fresh: false } : { status: 'unknown' };
  },
};
