/** One product's figures as short texts with their explanation (source and date) for hovers. */
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { ScoutEstimate, Sourced } from './scout-types.ts';

export interface Figure {
  /** Short text; null = not readable (the badge says so). */
  text: string | null;
  /** Where it comes from, shown on hover. */
  hint: string;
}

export function sourceText(s: Sourced<unknown> | null, t: Translate, f: Formatters): string {
  if (!s) return t('notReadableHint');
  return s.source === 'page'
    ? t('fromPage')
    : t('fromSource', { source: s.source, date: f.date(s.observedAt) });
}

export function salesFigure(e: ScoutEstimate, t: Translate, f: Formatters): Figure {
  const u = e.units;
  if (u.method === 'badge')
    return {
      text: `${f.compact(u.lowerBound)}+${t('perMonth')}`,
      hint: `${t('badgeBought', { n: f.int(u.lowerBound) })} — ${sourceText(e.inputs.boughtPastMonth, t, f)}`,
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
    };
  if (u.method === 'no_curve') return { text: null, hint: t('unitsNoCurve', { rank: f.int(u.rank) }) };
  if (u.method === 'no_badge')
    return {
      text: `<50${t('perMonth')}`,
      hint: `${t('unitsNoBadge')} — ${sourceText(e.inputs.boughtPastMonth, t, f)}`,
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
  };
}

export function marginFigure(e: ScoutEstimate, t: Translate, f: Formatters): Figure {
  if (!e.margin) return { text: null, hint: t('notReadableHint') };
  return {
    text: f.percent(e.margin.marginPercent),
    hint: e.margin.includesFba ? t('marginAfterFees') : t('marginAfterReferral'),
  };
}

export function scoreFigure(e: ScoutEstimate, t: Translate): Figure {
  const score = e.opportunity.score;
  return score === null
    ? { text: null, hint: t('notReadableHint') }
    : { text: String(score), hint: `${t('score')} 0-100 (docs/estimators.md)` };
}
