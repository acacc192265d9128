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
      departments: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
  ),
});
export type CatalogOverview = z.output<typeof catalogOverview>;

export const catalogOverviewApi = defineApi('/research', {
  catalog: { method: 'GET', path: '/catalog', response: catalogOverview },
});
