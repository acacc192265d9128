import type { TFunction } from 'i18next';
import type { ProductResult } from '#contracts/research.ts';
import { toCsv } from '#domain/csv.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { money, moneyDecimal } from '#domain/money.ts';
import { economicsCells, unitsCell } from './product-csv.ts';

/**
 * The favourites export: favourites span marketplaces, so each row carries its marketplace and
 * currency (the results export has one currency in its headers). Headers follow the page language.
 */
export function favouritesCsv(products: ProductResult[], t: TFunction): string {
  const header = [
    'marketplace',
    'name',
    'asin',
    'category',
    'currency',
    'price',
    'monthlySales',
    'amazonFees',
    'sizeBasis',
    'leftAfterFees',
    'margin',
    'cost',
    'aiScore',
  ].map((k) => t(`research:favouritesCsv.${k}`));
  return toCsv(
    header,
    products.map((p) => [
      MARKETPLACES[p.marketplace].domain,
      p.title,
      p.asin,
      p.category ?? '',
      p.currency,
      p.priceCents === null ? '' : moneyDecimal(money(p.priceCents, p.currency)),
      unitsCell(p.units),
      ...economicsCells(p.economics, p.currency),
      p.opportunity.score,
    ]),
  );
}
