/** One product's figures as short texts with their explanation (source and date) for hovers. */
import { isStale } from '#domain/figure-origin.ts';
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

export function feesFigure(e: ScoutEstimate, currency: string, t: Translate, f: Formatters): Figure {
  const fees = e.fees;
  if (fees.totalCents === null || fees.referralCents === null)
    return { text: null, hint: t('notReadableHint') };
  const fba =
    fees.fbaCents !== null
      ? t('fbaPart', { fba: f.money(fees.fbaCents, currency), from: fees.fbaFrom ?? '' })
      : t('noFba');
  return {
    text: f.money(fees.totalCents, currency),
    hint: `${t('feesDetail', { referral: f.money(fees.referralCents, currency), fba })} — ${sourceText(e.inputs.price, t, f)}`,
    stale: staleSource(e.inputs.price),
  };
}

export function marginFigure(e: ScoutEstimate, t: Translate, f: Formatters): Figure {
  if (!e.margin) return { text: null, hint: t('notReadableHint') };
  return {
    text: f.percent(e.margin.marginPercent),
    hint: `${e.margin.includesFba ? t('marginAfterFees') : t('marginAfterReferral')} — ${sourceText(e.inputs.price, t, f)}`,
    stale: staleSource(e.inputs.price),
  };
}

export function scoreFigure(e: ScoutEstimate, t: Translate): Figure {
  const score = e.opportunity.score;
  return score === null
    ? { text: null, hint: t('notReadableHint') }
    : { text: String(score), hint: `${t('score')} 0-100 (docs/estimators.md)` };
}
