/** One product's figures as short texts with their explanation (source and date) for hovers. */
import { isStale } from '#domain/figure-origin.ts';
import { minorUnits } from '#domain/money.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { ScoutEstimate, Sourced } from './scout-types.ts';

export interface Figure {
  /** Short text; null = not readable (the badge says so). */
  text: string | null;
  /** Where it comes from, shown on hover. */
  hint: string;
  /** Read from a source older than 30 days (not from this page): shown marked as such. */
  stale?: boolean;
}

/** True when the figure rests on a stored reading older than 30 days rather than on this page. */
const staleSource = (s: Sourced<unknown> | null) =>
  s !== null && s.source !== 'page' && isStale(s.observedAt, new Date());

export function sourceText(s: Sourced<unknown> | null, t: Translate, f: Formatters): string {
  if (!s) return t('notReadableHint');
  if (s.source === 'page') return t('fromPage');
  const from = t('fromSource', { source: s.source, date: f.date(s.observedAt) });
  return staleSource(s) ? `${from} — ${t('staleHint')}` : from;
}

export function salesFigure(e: ScoutEstimate, t: Translate, f: Formatters): Figure {
  const u = e.units;
  if (u.method === 'badge')
    return {
      text: `${f.compact(u.lowerBound)}+${t('perMonth')}`,
      hint: `${t('badgeBought', { n: f.int(u.lowerBound) })} — ${sourceText(e.inputs.boughtPastMonth, t, f)}`,
      stale: staleSource(e.inputs.boughtPastMonth),
    };
  if (u.method === 'bsr')
    return {
      text: `≈${f.compact(u.units)}${t('perMonth')}`,
      hint: `${t('unitsBsr', {
        rank: f.int(u.rank),
        low: f.int(u.range.low),
        high: f.int(u.range.high),
        date: f.date(u.curve.fittedAt),
        error: f.int(Math.round(u.curve.error.medianApe)),
      })} — ${sourceText(e.inputs.bestSellersRank, t, f)}`,
      stale: staleSource(e.inputs.bestSellersRank),
    };
  if (u.method === 'no_curve') return { text: null, hint: t('unitsNoCurve', { rank: f.int(u.rank) }) };
  if (u.method === 'no_badge')
    return {
      text: `<50${t('perMonth')}`,
      hint: `${t('unitsNoBadge')} — ${sourceText(e.inputs.boughtPastMonth, t, f)}`,
      stale: staleSource(e.inputs.boughtPastMonth),
    };
  return { text: null, hint: t('notReadableHint') };
}

export function revenueFigure(e: ScoutEstimate, currency: string, t: Translate, f: Formatters): Figure {
  const r = e.revenue;
  if (!r) return { text: null, hint: t('notReadableHint') };
  const money = f.money(r.cents, currency, { compact: true });
  const text = r.kind === 'at_least' ? `${money}+` : r.kind === 'below' ? `<${money}` : `≈${money}`;
  return {
    text,
    hint: `${t('revenue')}: ${t('sales')} × ${t('price').toLowerCase()} — ${sourceText(e.inputs.price, t, f)}`,
    stale: staleSource(e.inputs.price),
  };
}

type Economics = NonNullable<ScoutEstimate['economics']>;
type Range = Economics['fees']['amazonFees'];

/** "$3.78" or "$3.06–$6.67" (the FBA fee is a range when the size is unknown). */
export const rangeText = (r: Range, currency: string, f: Formatters) =>
  r.lowMinor === r.highMinor
    ? f.money(r.lowMinor, currency)
    : `${f.money(r.lowMinor, currency)}–${f.money(r.highMinor, currency)}`;

const SIZE = {
  package: 'sizePackage',
  item: 'sizeItem',
  typical: 'sizeTypical',
  unknown: 'sizeUnknown',
} as const;
export const sizeText = (e: Economics, t: Translate) => t(SIZE[e.fees.size.basis]);

/** All of Amazon's fees on one sale (referral, FBA, DSF…), from Scout's one fee calculator. */
export function feesFigure(e: ScoutEstimate, currency: string, t: Translate, f: Formatters): Figure {
  const x = e.economics;
  if (!x) return { text: null, hint: t('notReadableHint') };
  const fba = x.fees.fulfilment;
  const fbaText = fba.kind === 'fee' ? f.money(fba.totalMinor, currency) : rangeText(fba, currency, f);
  return {
    text: rangeText(x.fees.amazonFees, currency, f),
    hint: `${t('feesDetail', {
      referral: f.money(minorUnits(x.fees.referral.feeMinor + x.fees.closingFeeMinor), currency),
      fba: fbaText,
      size: sizeText(x, t),
    })} — ${sourceText(e.inputs.price, t, f)}`,
    stale: staleSource(e.inputs.price),
  };
}

/** The label of the margin figure: "margin" with a cost, "left" (after fees) without. */
export const marginLabel = (e: ScoutEstimate | undefined, t: Translate) =>
  e?.economics && !e.economics.cost ? t('left') : t('margin');

/** The margin with the cost Scout used (never one that leaves the FBA fee out); without a cost, what is left. */
export function marginFigure(e: ScoutEstimate, t: Translate, f: Formatters, currency = ''): Figure {
  const x = e.economics;
  if (!x) return { text: null, hint: t('notReadableHint') };
  const stale = staleSource(e.inputs.price);
  if (!x.cost || !x.marginPercent)
    return {
      text: rangeText(x.fees.leftAfterFees, currency || x.fees.currency, f),
      hint: `${t('leftNoCost')} — ${sourceText(e.inputs.price, t, f)}`,
      stale,
    };
  const m = x.marginPercent;
  const cost =
    x.cost.basis === 'own'
      ? t('costOwn')
      : x.cost.basis === 'assumedPercent'
        ? t('costPercent', { percent: f.int((x.cost.bp ?? 0) / 100) })
        : t('costPerUnit');
  return {
    text: m.low === m.high ? f.percent(m.low) : `${f.percent(m.low)}–${f.percent(m.high)}`,
    hint: `${t('marginWith', { cost })} — ${sourceText(e.inputs.price, t, f)}`,
    stale,
  };
}

export function scoreFigure(e: ScoutEstimate, t: Translate): Figure {
  const score = e.opportunity.score;
  return score === null
    ? { text: null, hint: t('notReadableHint') }
    : { text: String(score), hint: `${t('score')} 0-100 (docs/estimators.md)` };
}
