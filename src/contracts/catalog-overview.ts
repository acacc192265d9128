import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { defineApi } from './define.ts';

/**
 * What the research pages can filter on: marketplaces with products, each with its departments.
 * Its own group (under research's base) rather than in research.ts: keyword research asks for it at
 * first paint, and the browser then fetches this file, not every product-research contract with
 * the fee contracts they name (the initial-js benchmark, ADR 192).
 */
export const catalogOverview = z.object({
  marketplaces: z.array(
    z.object({
      code: z.enum(MARKETPLACE_CODES),
      departments: z.array(
        z.object({
          id: z.int(),
          /** As the catalog stores it (Amazon's name, in the marketplace's language). */
          name: z.string(),
          /**
           * In each language of the interface (domain/catalog/category-names.ts), so that the
           * research filters show them without the browser fetching the names tables (ADR 194).
           */
          names: z.object({ en: z.string(), fr: z.string() }),
        }),
      ),
    }),
  ),
});
export type CatalogOverview = z.output<typeof catalogOverview>;

export const catalogOverviewApi = defineApi('/research', {
  catalog: { method: 'GET', path: '/catalog', response: catalogOverview },
});
