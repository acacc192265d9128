import { describe, expect, it } from 'vitest';
import { MARKETPLACE_CODES } from '../marketplaces.ts';
import { categoryAliases, categoryName, categoryPathName, rootCategoryOf } from './category-names.ts';
import { ROOT_CATEGORIES } from './category-names-roots.ts';
import { SAMPLE_CATEGORY_FR } from './category-names-sample.ts';
import { DEPARTMENT_CATEGORIES } from './departments.ts';

const sampleNames = [...Object.keys(DEPARTMENT_CATEGORIES), ...Object.values(DEPARTMENT_CATEGORIES).flat()];

describe('category names in both languages', () => {
  it('gives every department and sub-category of the sample a French name', () => {
    const missing = sampleNames.filter((n) => !SAMPLE_CATEGORY_FR[n]);
    expect(missing).toEqual([]);
    for (const n of sampleNames)
      expect(categoryName(n, 'fr'), n).not.toBe(n === 'Puzzles' || n === 'Filtration' ? '' : n);
  });

  it('gives every root category of the eight marketplaces an English and a French name', () => {
    for (const code of MARKETPLACE_CODES)
      expect(ROOT_CATEGORIES.filter((r) => r.names[code]).length, code).toBeGreaterThanOrEqual(20);
    for (const root of ROOT_CATEGORIES) {
      expect(root.en).not.toBe('');
      expect(root.fr).not.toBe('');
      for (const [code, local] of Object.entries(root.names)) {
        expect(rootCategoryOf(code as (typeof MARKETPLACE_CODES)[number], local)).toBe(root);
        // A root named like one of the sample's shelves ("Computers & Tablets") may read as the shelf.
        expect([root.fr, SAMPLE_CATEGORY_FR[local]], `${code} ${local}`).toContain(categoryName(local, 'fr'));
        expect([root.en, local], `${code} ${local}`).toContain(categoryName(local, 'en'));
      }
    }
  });

  it('shows a stored name or path in the reader’s language, and an unknown one as it is', () => {
    expect(categoryName('Luggage', 'fr')).toBe('Bagages');
    expect(categoryName('Luggage', 'en')).toBe('Luggage');
    expect(categoryPathName('Electronics › Headphones & Earbuds', 'fr')).toBe(
      'High-Tech › Casques et écouteurs',
    );
    expect(categoryName('Küche, Haushalt & Wohnen', 'en')).toBe('Home & Kitchen');
    expect(categoryName('My own shelf', 'fr')).toBe('My own shelf');
  });

  it('finds a category typed in either language, or in the marketplace’s', () => {
    expect(categoryAliases('bagages')).toEqual(expect.arrayContaining(['Luggage']));
    expect(categoryAliases('Casques et écouteurs')).toEqual(expect.arrayContaining(['Headphones & Earbuds']));
    expect(categoryAliases('cuisine et maison')).toEqual(
      expect.arrayContaining(['Home & Kitchen', 'Küche, Haushalt & Wohnen']),
    );
    expect(categoryAliases('Unknown shelf')).toEqual(['Unknown shelf']);
  });
});
