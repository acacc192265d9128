import type { FilterValues } from './product-filters-schema.ts';

/**
 * The empty filters, apart from their schema: the form shows them at first paint, and the schema
 * (with zod) comes with the form library (ADR 115).
 */
export const EMPTY_FILTERS: FilterValues = {
  marketplace: 'US',
  keyword: '',
  departmentId: '',
  minSales: '',
  maxCompetition: '',
  minPrice: '',
  maxPrice: '',
};
