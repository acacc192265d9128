/** A figure's text and where it comes from (shared by figures.ts and fee-figures.ts). */
import { isStale } from '#domain/figure-origin.ts';
import { minorUnits } from '#domain/money.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './messages.ts';
import type { Sourced } from './scout-types.ts';

export interface Figure {
  /** Short text; null = not readable (the badge says so). */
  text: string | null;
  /** Where it comes from, shown on hover. */
  hint: string;
  /** Read from a source older than 30 days (not from this page): shown marked as such. */
  stale?: boolean;
  /**
   * Without a text: Scout said there is not enough data to estimate it (e.g. sales in a department
   * without a calibrated curve), rather than that nothing could be read.
   */
  notEnoughData?: boolean;
  /** Without a text: why, in a word or two ("no price"), where it is neither of the above. */
  missing?: string;
}

/** What a figure without a text shows: why it is missing ("not enough data", "no price"…). */
export const missingText = (figure: Figure, t: Translate) =>
  figure.missing ?? t(figure.notEnoughData ? 'notEnoughData' : 'notReadable');

/** A price that is other sellers' lowest offer (the page shows no featured offer). */
export const isOfferPrice = (s: Sourced<unknown> | null) => !!s && s.source.startsWith('page_offer');

/** A money figure on other sellers' offer, marked so on its text: "$7.41 (offer)". */
export const offerMarked = (text: string, s: Sourced<unknown> | null, t: Translate) =>
  isOfferPrice(s) ? `${text} (${t('offerMark')})` : text;

/** True when the figure rests on a stored reading older than 30 days rather than on this page. */
export const staleSource = (s: Sourced<unknown> | null) =>
  s !== null && s.source !== 'page' && isStale(s.observedAt, new Date());

export function sourceText(s: Sourced<unknown> | null, t: Translate, f: Formatters): string {
  if (!s) return t('notReadableHint');
  if (s.source === 'page') return t('fromPage');
  if (s.source === 'page_offer') return t('fromPageOffer');
  const converted = s.converted;
  if (s.source === 'page_converted' && converted)
    return t('fromPageConverted', {
      shown: f.money(minorUnits(converted.amountMinor), converted.currency),
      date: f.date(converted.ratesDate),
    });
  if (s.source === 'page_offer_converted' && converted)
    return `${t('fromPageOffer')}, ${t('fromPageConverted', {
      shown: f.money(minorUnits(converted.amountMinor), converted.currency),
      date: f.date(converted.ratesDate),
    })}`;
  const from = t('fromSource', { source: s.source, date: f.date(s.observedAt) });
  return staleSource(s) ? `${from} — ${t('staleHint')}` : from;
}
