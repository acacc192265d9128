import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, formatShortDate } from '#client/lib/format.ts';
import type { ProductEconomics } from '#domain/estimators/margin.ts';
import type { FeeEstimate } from '#domain/fees/estimate-fees.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { asCurrency, formatMoney, type MinorUnits } from '#domain/money.ts';

type Range = { lowMinor: number; highMinor: number };
type Cost = NonNullable<ProductEconomics['cost']>;

/**
 * How Amazon's fees and what they leave read on every page (docs/estimators.md "Amazon fees"): a
 * figure or a range, the size basis, the cost a margin uses, VAT and the digital services fee, the
 * card and its confidence — in the page's language.
 */
export function useFeeText() {
  const { t, i18n } = useTranslation('fees');
  const lng = i18n.language;
  const money = (minor: number, currency: string) =>
    formatMoney({ minor: minor as MinorUnits, currency: asCurrency(currency) }, lng);
  const percent = (v: number, digits = 1) => formatPercent(v, lng, digits);
  const bp = (v: number) => percent(v / 100, 2);
  const range = (r: Range, currency: string) =>
    r.lowMinor === r.highMinor
      ? money(r.lowMinor, currency)
      : t('range', { low: money(r.lowMinor, currency), high: money(r.highMinor, currency) });
  const percentRange = (r: { low: number; high: number }) =>
    r.low === r.high
      ? percent(r.low)
      : t('range', {
          low: formatNumber(r.low, lng, { maximumFractionDigits: 1 }),
          high: percent(r.high),
        });
  const tier = (id: string) => t(`tier.${id}`);
  const weight = (w: { value: number; unit: 'oz' | 'g' }) =>
    w.unit === 'oz'
      ? w.value > 16
        ? `${formatNumber(w.value / 16, lng, { maximumFractionDigits: 2 })} lb`
        : `${formatNumber(w.value, lng, { maximumFractionDigits: 1 })} oz`
      : w.value >= 1000
        ? `${formatNumber(w.value / 1000, lng, { maximumFractionDigits: 2 })} kg`
        : `${formatNumber(w.value, lng, { maximumFractionDigits: 0 })} g`;

  return {
    money,
    percent,
    bp,
    range,
    percentRange,
    tier,
    weight,
    /** How the package size behind the FBA fee was known. */
    size(s: FeeEstimate['size']): string {
      switch (s.basis) {
        case 'package':
          return t('size.package', { source: t(`source.${s.source ?? 'sample'}`) });
        case 'item':
          return t('size.item', { source: t(`source.${s.source ?? 'page'}`) });
        case 'typical':
          return t('size.typical', {
            count: s.products ?? 0,
            category: s.categoryName ?? t('size.itsCategory'),
          });
        default:
          return s.from === 'category'
            ? t('size.unknownCategory', {
                count: s.products ?? 0,
                category: s.categoryName ?? t('size.itsCategory'),
              })
            : t('size.unknownDefault');
      }
    },
    /** The cost a margin uses: the seller's own, or their research assumption (always said). */
    cost(c: Cost, currency: string): string {
      if (c.basis === 'own') return t('cost.own', { amount: money(c.minor, currency) });
      if (c.basis === 'assumedPercent')
        return t('cost.assumedPercent', { percent: bp(c.bp ?? 0), amount: money(c.minor, currency) });
      return c.converted
        ? t('cost.assumedPerUnitConverted', {
            amount: money(c.minor, currency),
            original: money(c.converted.minor, c.converted.currency),
            date: formatShortDate(c.converted.ratesDate, lng),
          })
        : t('cost.assumedPerUnit', { amount: money(c.minor, currency) });
    },
    /** "VAT 20 % removed (€3.33): you are VAT-registered on amazon.fr". */
    vat(f: FeeEstimate): string | null {
      const v = f.vat;
      if (!v) return null;
      const domain = MARKETPLACES[f.marketplace].domain;
      const kind = t(`vat.kind.${v.kind}`);
      const origin = v.fromSettings ? t('vat.fromSettings') : t('vat.byDefault');
      return v.registered
        ? t('vat.removed', {
            kind,
            percent: bp(v.bp),
            amount: money(v.inPriceMinor, f.currency),
            domain,
            origin,
          })
        : t('vat.notRegistered', { kind, domain, origin });
    },
    /** "Digital services fee 3 % of selling and FBA fees: established in France (default)". */
    dsf(f: Pick<FeeEstimate, 'dsf'>): string | null {
      const d = f.dsf;
      if (!d) return null;
      return t(d.appliesToFba ? 'dsf.withFba' : 'dsf.selling', {
        percent: bp(d.bp),
        where: t(`countryIn.${d.establishedIn}`),
        origin: d.fromSettings ? t('dsf.fromSettings') : t('dsf.byDefault'),
      });
    },
    /** The fulfilment fee in one line: "$3.78 — small standard, 6 oz, holiday peak 2026/27". */
    fulfilment(f: FeeEstimate): string {
      const ful = f.fulfilment;
      if (ful.kind === 'range')
        return t('fulfilment.range', {
          fee: range(ful, f.currency),
          tiers: ful.tiers.map(tier).join(', '),
        });
      return t('fulfilment.fee', {
        fee: money(ful.totalMinor, f.currency),
        tier: tier(ful.sizeTier),
        weight: weight(ful.shippingWeight),
        period: t(`period.${ful.period}`),
      });
    },
    confidence: (c: 'high' | 'medium' | 'low') => t(`confidence.${c}`),
    note: (n: string) => t(`note.${n}`),
    line: (kind: string, lineBp?: number) => t(`line.${kind}`, { percent: lineBp ? bp(lineBp) : '' }),
    priceBand: (b: string) => t(`priceBand.${b}`),
    period: (p: string) => t(`period.${p}`),
  };
}

export type FeeText = ReturnType<typeof useFeeText>;
