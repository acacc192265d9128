/** One product's figures as short texts with their explanation (source and date) for hovers. */
import type { AmazonPage, BestSellerItem, PageProduct } from '#domain/amazon-pages/page-types.ts';
import { feesFigure, marginFigure, marginLabel } from './fee-figures.ts';
import { type Figure, missingText, offerMarked, sourceText, staleSource } from './figure-source.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { ScoutEstimate } from './scout-types.ts';

export type { Figure } from './figure-source.ts';

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
  if (u.method === 'rank_range')
    return {
      text: `${f.compact(u.low)}–${f.compact(u.high)}${t('perMonth')}`,
      hint: `${
        u.basis === 'nearby_pairs'
          ? t('unitsRangeNearby', {
              rank: f.int(u.rank),
              rankLow: f.int(u.rankLow ?? u.rank),
              rankHigh: f.int(u.rankHigh ?? u.rank),
              low: f.int(u.low),
              high: f.int(u.high),
              months: f.int(u.count),
            })
          : t('unitsRangeOther', {
              rank: f.int(u.rank),
              low: f.int(u.low),
              high: f.int(u.high),
              categories: f.int(u.count),
            })
      } — ${sourceText(e.inputs.bestSellersRank, t, f)}`,
      stale: staleSource(e.inputs.bestSellersRank),
    };
  if (u.method === 'no_curve')
    return { text: null, hint: t('unitsNoCurve', { rank: f.int(u.rank) }), notEnoughData: true };
  if (u.method === 'no_badge')
    return {
      text: `<50${t('perMonth')}`,
      hint: `${t('unitsNoBadge')} — ${sourceText(e.inputs.boughtPastMonth, t, f)}`,
      stale: staleSource(e.inputs.boughtPastMonth),
    };
  // Neither a badge nor a rank, on the page or in Scout: nothing to estimate sales from.
  return { text: null, hint: t('unitsUnknown'), notEnoughData: true };
}

export function revenueFigure(e: ScoutEstimate, currency: string, t: Translate, f: Formatters): Figure {
  const r = e.revenue;
  // With a price but no sales estimate, it is the sales that lack data, not the page.
  if (!r)
    return e.inputs.price
      ? { ...salesFigure(e, t, f), text: null }
      : { text: null, hint: t('notReadableHint') };
  const money = f.money(r.cents, currency, { compact: true });
  const text = r.kind === 'at_least' ? `${money}+` : r.kind === 'below' ? `<${money}` : `≈${money}`;
  return {
    text: offerMarked(text, e.inputs.price, t),
    hint: `${t('revenue')}: ${t('sales')} × ${t('price').toLowerCase()} — ${sourceText(e.inputs.price, t, f)}`,
    stale: staleSource(e.inputs.price),
  };
}

export function scoreFigure(e: ScoutEstimate, t: Translate): Figure {
  const score = e.opportunity.score;
  return score === null
    ? { text: null, hint: t('notReadableHint') }
    : { text: String(score), hint: `${t('score')} 0-100 (docs/estimators.md)` };
}

/** A figure as a badge shows it: a short text on the line, a longer one with its label in the details. */
export interface BadgeFigure extends Figure {
  key: 'sales' | 'revenue' | 'fees' | 'margin' | 'score';
  label: string;
  /** On the badge's line ("≈1.2K/mo", "…", "n/a"). */
  short: string;
  /** In the details ("≈1.2K/mo", "not readable"). */
  long: string;
}

/**
 * What the page itself says about a product's sales before Scout answers (or when Scout cannot
 * estimate them): its "bought in past month" badge, else its place on a best-seller list.
 */
function pageSales(page: AmazonPage, p: PageProduct | undefined, t: Translate, f: Formatters): Figure | null {
  if (p?.boughtPastMonth)
    return {
      text: `${f.compact(p.boughtPastMonth)}+${t('perMonth')}`,
      hint: `${t('badgeBought', { n: f.int(p.boughtPastMonth) })} — ${t('fromPage')}`,
    };
  const rank = (p as BestSellerItem | undefined)?.listRank;
  if (page.kind === 'bestsellers' && rank && page.scope !== 'department')
    return {
      text: null,
      hint: t('listRankSubcategory', { rank: f.int(rank), category: page.category ?? t('thisList') }),
    };
  return null;
}

const PENDING: Pick<Figure, 'text'> = { text: '…' };

/**
 * The five figures of a tile: sales, revenue, Amazon's fees, margin and Scout's score. `e`:
 * Scout's estimate, 'pending' while the request is on its way, undefined when Scout gave none.
 */
export function tileFigures(
  page: AmazonPage,
  p: PageProduct | undefined,
  e: ScoutEstimate | 'pending' | undefined,
  o: { currency: string; t: Translate; f: Formatters },
): BadgeFigure[] {
  const { t, f, currency } = o;
  const fromPage = pageSales(page, p, t, f);
  const waiting = (): Figure => ({ ...PENDING, hint: t('waitingForScout') });
  const none = (): Figure => ({ text: null, hint: e === undefined ? t('noEstimate') : t('notReadableHint') });
  const sales = (): Figure => {
    if (e === 'pending' || e === undefined) return fromPage ?? (e === 'pending' ? waiting() : none());
    const figure = salesFigure(e, t, f);
    // Scout could not estimate: what the page says, when it says something.
    return figure.text === null && fromPage
      ? { ...fromPage, hint: `${fromPage.hint} — ${figure.hint}` }
      : figure;
  };
  const scout = (make: (e: ScoutEstimate) => Figure) => (): Figure =>
    e === 'pending' ? waiting() : e === undefined ? none() : make(e);
  const rows: [BadgeFigure['key'], string, () => Figure][] = [
    ['sales', t('sales'), sales],
    ['revenue', t('revenue'), scout((x) => revenueFigure(x, currency, t, f))],
    ['fees', t('fees'), scout((x) => feesFigure(x, currency, t, f))],
    ['margin', marginLabel(e, t), scout((x) => marginFigure(x, currency, t, f))],
    ['score', t('score'), scout((x) => scoreFigure(x, t))],
  ];
  return rows.map(([key, label, make]) => {
    const figure = make();
    const text =
      figure.text === null ? null : figure.stale ? `${figure.text} (${t('staleMark')})` : figure.text;
    const missing = missingText(figure, t);
    return { ...figure, key, label, short: text ?? t('na'), long: text ?? missing };
  });
}
