/**
 * Amazon's fees and what they leave, as the tiles, the product panel and the results table show
 * them: every amount comes from Scout's one fee calculator (`economics` of /api/v1/estimates,
 * src/domain/fees/estimate-fees.ts) with the seller's fee settings; nothing is computed here but
 * the wording. Each hint says where the parts come from: the price (this page or the catalog), the
 * size behind the FBA fee (package, item, typical of the category, or a range), the fee category
 * when it was guessed, and the VAT (consumption tax in Japan) as the seller's settings treat it.
 */
import { minorUnits } from '#domain/money.ts';
import { offerMarked, sourceText, staleSource } from './figure-source.ts';
import type { Figure } from './figures.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { ScoutEstimate } from './scout-types.ts';

export type Economics = NonNullable<ScoutEstimate['economics']>;
type Range = Economics['fees']['amazonFees'];

/** "a–b", spaced when a bound is negative ("-$2.16 – -$0.63") so the dash is not read as a minus. */
export const between = (low: string, high: string, negative: boolean) =>
  negative ? `${low} – ${high}` : `${low}–${high}`;

/** "$3.78" or "$3.06–$6.67" (a range when the size behind the FBA fee is unknown). */
export const rangeText = (r: Range, currency: string, f: Formatters) =>
  r.lowMinor === r.highMinor
    ? f.money(minorUnits(r.lowMinor), currency)
    : between(
        f.money(minorUnits(r.lowMinor), currency),
        f.money(minorUnits(r.highMinor), currency),
        r.lowMinor < 0,
      );

const SIZE = {
  package: 'sizePackage',
  item: 'sizeItem',
  typical: 'sizeTypical',
  unknown: 'sizeUnknown',
} as const;

/**
 * The size behind the FBA fee: "package size, read from this page", "item's size plus packaging,
 * read on a product page, Nov 20, 2026" (a size the seller's browser read on that product's page
 * before, used for its tiles elsewhere), "typical size of its category"…
 */
export function sizeText(x: Economics, t: Translate, f: Formatters) {
  const size = x.fees.size;
  const basis = t(SIZE[size.basis]);
  if (size.source === 'page') return `${basis}, ${t('sizeReadHere')}`;
  if (size.source === 'browser' && size.observedAt)
    return `${basis}, ${t('sizeReadOnProductPage', { date: f.date(size.observedAt) })}`;
  return basis;
}

/** The referral fee's category when it was not matched from the product's own category. */
function categoryNote(x: Economics, t: Translate): string | null {
  const r = x.fees.referral;
  if (r.matchedBy === 'default' || !r.exactCategory) return t('categoryDefault');
  return r.matchedBy === 'keyword' ? t('categoryGuessed') : null;
}

/** How the sales tax inside a European (or Japanese) price is treated, and why. */
export function taxNote(x: Economics, t: Translate, f: Formatters): string | null {
  const vat = x.fees.vat;
  if (!vat) return null;
  const tax = vat.kind === 'vat' ? t('taxVat') : t('taxConsumption');
  const from = vat.fromSettings ? t('fromSettings') : t('fromDefault');
  const rate = f.decimal(vat.bp / 100);
  const price = vat.registered ? t('taxRemoved', { tax, rate, from }) : t('taxKept', { tax, rate, from });
  return vat.onFees ? `${price}; ${t('taxOnFees', { tax })}` : price;
}

const notes = (...parts: (string | null)[]) => parts.filter(Boolean).join('; ');

/** All of Amazon's fees on one sale (referral, FBA, DSF, VAT on fees). */
/**
 * Without a price (the page shows none — no featured offer and no other seller's — and Scout
 * knows none) there are no fees: said in words rather than left blank.
 */
const noPrice = (e: ScoutEstimate, t: Translate): Figure =>
  e.inputs.price
    ? { text: null, hint: t('notReadableHint') }
    : { text: null, hint: t('noPriceHint'), missing: t('noPrice') };

export function feesFigure(e: ScoutEstimate, currency: string, t: Translate, f: Formatters): Figure {
  const x = e.economics;
  if (!x) return noPrice(e, t);
  const fba = x.fees.fulfilment;
  const detail = t('feesDetail', {
    referral: f.money(minorUnits(x.fees.referral.feeMinor + x.fees.closingFeeMinor), currency),
    fba: fba.kind === 'fee' ? f.money(minorUnits(fba.totalMinor), currency) : rangeText(fba, currency, f),
    size: sizeText(x, t, f),
  });
  return {
    text: offerMarked(rangeText(x.fees.amazonFees, currency, f), e.inputs.price, t),
    hint: `${notes(detail, categoryNote(x, t), taxNote(x, t, f))} — ${sourceText(e.inputs.price, t, f)}`,
    stale: staleSource(e.inputs.price),
  };
}

/** The label of the last money figure: "margin" with a cost, "left" (after the fees) without. */
export const marginLabel = (e: ScoutEstimate | 'pending' | undefined, t: Translate) =>
  e !== 'pending' && e?.economics && !e.economics.cost ? t('left') : t('margin');

/**
 * The margin at the seller's cost (their own, or their research cost assumption), never one that
 * leaves a fee out; without a cost, what is left after Amazon's fees.
 */
export function marginFigure(e: ScoutEstimate, currency: string, t: Translate, f: Formatters): Figure {
  const x = e.economics;
  if (!x) return noPrice(e, t);
  const stale = staleSource(e.inputs.price);
  const source = sourceText(e.inputs.price, t, f);
  if (!x.cost || !x.marginPercent)
    return {
      text: offerMarked(rangeText(x.fees.leftAfterFees, currency, f), e.inputs.price, t),
      hint: `${notes(t('leftNoCost'), taxNote(x, t, f))} — ${source}`,
      stale,
    };
  const m = x.marginPercent;
  const profit = x.profit ? ` (${t('profit').toLowerCase()} ${rangeText(x.profit, currency, f)})` : '';
  return {
    text: offerMarked(
      m.low === m.high ? f.percent(m.low) : between(f.percent(m.low), f.percent(m.high), m.low < 0),
      e.inputs.price,
      t,
    ),
    hint: `${notes(t('marginWith', { cost: costText(x, t, f) }) + profit, taxNote(x, t, f))} — ${source}`,
    stale,
  };
}

function costText(x: Economics, t: Translate, f: Formatters) {
  const cost = x.cost;
  if (!cost || cost.basis === 'own') return t('costOwn');
  return cost.basis === 'assumedPercent'
    ? t('costPercent', { percent: f.decimal((cost.bp ?? 0) / 100) })
    : t('costPerUnit');
}

/** The product panel's fee breakdown: label, amount, and where it comes from (hover). */
export function feeLines(
  x: Economics,
  currency: string,
  t: Translate,
  f: Formatters,
): { label: string; value: string; hint?: string }[] {
  const fees = x.fees;
  const money = (minor: number) => f.money(minorUnits(minor), currency);
  const fba = fees.fulfilment;
  const tax = fees.vat?.kind === 'consumptionTax' ? t('taxConsumption') : t('taxVat');
  return [
    {
      label: t('referralFee'),
      value: money(fees.referral.feeMinor + fees.closingFeeMinor),
      hint: categoryNote(x, t) ?? undefined,
    },
    {
      label: t('fbaFee'),
      value: fba.kind === 'fee' ? money(fba.totalMinor) : rangeText(fba, currency, f),
      hint: sizeText(x, t, f),
    },
    ...(fees.dsf ? [{ label: t('dsfFee'), value: rangeText(fees.dsf.amount, currency, f) }] : []),
    {
      label: t('totalFees'),
      value: rangeText(fees.amazonFees, currency, f),
      hint: taxNote(x, t, f) ?? undefined,
    },
    ...(fees.vat?.registered
      ? [
          {
            label: t('vatRemoved', { tax }),
            value: `−${money(fees.vat.inPriceMinor)}`,
            hint: taxNote(x, t, f) ?? undefined,
          },
        ]
      : []),
    { label: t('net'), value: rangeText(fees.leftAfterFees, currency, f) },
    ...(x.cost && x.profit
      ? [
          { label: t('cost'), value: money(x.cost.minor), hint: costText(x, t, f) },
          {
            label: t('profit'),
            value: rangeText(x.profit, currency, f),
            hint: t('marginWith', { cost: costText(x, t, f) }),
          },
        ]
      : []),
  ];
}
