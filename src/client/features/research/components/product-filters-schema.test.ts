import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './product-filter-defaults.ts';
import { productFiltersSchema } from './product-filters-schema.ts';

const parse = (patch: Partial<typeof EMPTY_FILTERS>) =>
  productFiltersSchema.safeParse({ ...EMPTY_FILTERS, ...patch });
const problem = (patch: Partial<typeof EMPTY_FILTERS>) => parse(patch).error?.issues.map((i) => i.message);

describe('product filters schema', () => {
  it('sends empty fields as "no filter" and reads prices in major units (French comma too)', () => {
    expect(
      parse({ keyword: ' suitcase ', departmentId: '12', minSales: '300', minPrice: '9,5', maxPrice: '400' })
        .data,
    ).toEqual({
      marketplace: 'US',
      keyword: 'suitcase',
      departmentId: 12,
      minSales: 300,
      maxCompetition: undefined,
      minPrice: 9.5,
      maxPrice: 400,
    });
    expect(parse({}).data).toMatchObject({ keyword: '', minPrice: undefined, maxPrice: undefined });
  });

  it('reports one problem at a time, prices first', () => {
    expect(problem({ minPrice: '1.234', minSales: 'many' })).toEqual(['filters.invalidPrice']);
    expect(problem({ maxPrice: 'x' })).toEqual(['filters.invalidPrice']);
    expect(problem({ minSales: '3.5', minPrice: '50', maxPrice: '10' })).toEqual(['filters.invalidSales']);
    expect(problem({ minPrice: '50', maxPrice: '10' })).toEqual(['filters.priceOrder']);
    expect(problem({ minPrice: '10', maxPrice: '10', maxCompetition: 'low' })).toBeUndefined();
  });
});
