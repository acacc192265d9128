import { describe, expect, it } from 'vitest';
import enFees from '#client/locales/en/fees.json';
import frFees from '#client/locales/fr/fees.json';
import {
  CONFIDENCES,
  FEE_CATEGORY_IDS,
  FEE_PERIODS,
  FULFILMENT_NOTES,
  FULFILMENT_SURCHARGES,
  PACKAGE_SOURCES,
  PRICE_BAND_IDS,
  SALES_TAXES,
  SELLER_COUNTRIES,
  SIZE_TIERS,
} from '#domain/fees/index.ts';

/**
 * The fee pages translate the calculator's ids (`tier.${id}`, `category.${id}`…): every id the
 * domain can answer has its label in both languages, so no page ever shows a raw key.
 */
describe('labels of the fee calculator’s ids', () => {
  const ids: [string, readonly string[]][] = [
    ['tier', SIZE_TIERS],
    ['period', FEE_PERIODS],
    ['priceBand', PRICE_BAND_IDS],
    ['note', FULFILMENT_NOTES],
    [
      'line',
      [...new Set(FULFILMENT_SURCHARGES.map((s) => s.kind)), 'overmax', 'bulkyPackaging', 'dangerousGoods'],
    ],
    ['source', [...PACKAGE_SOURCES, 'sample', 'page', 'entered']],
    ['country', SELLER_COUNTRIES],
    ['countryIn', SELLER_COUNTRIES],
    ['confidence', CONFIDENCES],
    ['mode', ['flat', 'wholePrice', 'marginal']],
    ['vat.kind', [...new Set(SALES_TAXES.map((t) => t.kind))]],
  ];
  const leaf = (tree: unknown, key: string) =>
    key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], tree);

  it.each([
    ['en', enFees],
    ['fr', frFees],
  ])('fees.json (%s) names every tier, period, band, note, line, source, country and mode', (_, tree) => {
    const missing = ids.flatMap(([group, list]) =>
      list.filter((id) => typeof leaf(tree, `${group}.${id}`) !== 'string').map((id) => `${group}.${id}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', enFees],
    ['fr', frFees],
  ])('fees.json (%s) names every fee category', (_, tree) => {
    expect(FEE_CATEGORY_IDS.filter((id) => typeof leaf(tree, `category.${id}`) !== 'string')).toEqual([]);
  });
});
