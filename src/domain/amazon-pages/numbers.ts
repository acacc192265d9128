/**
 * Numbers as Amazon prints them in the page language: "1,234.56", "1.234,56", "1 234,56", "1'234.50",
 * "￥1,234", "R$ 1.234,56", "4,5 von 5 Sternen", "1K+ bought in past month". Every reader returns
 * null when the text does not hold one unambiguous value: a figure is left out, never guessed.
 */
import { CURRENCIES, type CurrencyCode } from '../marketplaces.ts';
import { type MinorUnits, minorUnits } from '../money.ts';

/** Digit-group separators Amazon uses: comma, dot, space, no-break and narrow no-break spaces, apostrophe. */
const GROUP = `[,.\\s\\u00a0\\u202f\\u2009'’]`;
const NUMBER = new RegExp(`\\d+(?:${GROUP}\\d+)*`);

/**
 * The value of a number written with any grouping and decimal mark. The last separator is the
 * decimal mark when one or two digits follow it (no Amazon price has three decimals); otherwise
 * every separator groups thousands, and each group after the first must have three digits.
 * `integer`: a decimal part makes it unreadable (ranks, counts).
 */
export function parseLocalizedNumber(text: string, o: { integer?: boolean } = {}): number | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const raw = match[0].replace(/[\s\u00a0\u202f\u2009]+$/, '');
  const parts = raw.split(new RegExp(GROUP));
  const separators = raw.match(new RegExp(GROUP, 'g')) ?? [];
  let decimals = '';
  if (parts.length > 1) {
    const last = parts[parts.length - 1];
    const lastSeparator = separators[separators.length - 1];
    if (last.length <= 2 && (lastSeparator === '.' || lastSeparator === ',')) {
      if (o.integer) return null;
      decimals = last;
      parts.pop();
      // The decimal mark must not also be used as a group separator ("1,234,56").
      if (separators.slice(0, -1).includes(lastSeparator)) return null;
    }
  }
  if (parts.slice(1).some((p) => p.length !== 3)) return null;
  if (parts.length > 1 && (parts[0].length > 3 || parts[0].length === 0)) return null;
  const value = Number(`${parts.join('')}${decimals ? `.${decimals}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/** Symbols and codes, longest first so that "R$" and "CDN$" win over "$". */
const CURRENCY_MARKS: [string, string][] = [
  ['CDN$', 'CAD'],
  ['CA$', 'CAD'],
  ['US$', 'USD'],
  ['R$', 'BRL'],
  ['A$', 'AUD'],
  ['$', '$'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['￥', 'JPY'],
  ['¥', 'JPY'],
  ['円', 'JPY'],
  ['₹', 'INR'],
];
const CODES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'JPY',
  'BRL',
  'AED',
  'AUD',
  'INR',
  'MXN',
  'SAR',
  'SEK',
  'PLN',
  'TRY',
];

export interface Money {
  /** Minor units of `currency` (cents; yen have none). */
  amountMinor: MinorUnits;
  /** ISO 4217 code. */
  currency: string;
}

/** Minor units per major unit of a currency code (the yen has none). */
export const minorUnitsOf = (currency: string) => (currency === 'JPY' ? 1 : 100);

/**
 * A price such as "$64.99", "24,99 €", "EUR 24,90", "￥1,234", "R$ 1.234,56" or "AED330.00".
 * A bare "$" is the dollar of the page's marketplace (`dollar`, default USD). A range ("$10.99 -
 * $24.99") or text without a currency is unreadable.
 */
export function parsePrice(text: string, o: { dollar?: CurrencyCode } = {}): Money | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t || t.length > 40) return null;
  if ((t.match(new RegExp(NUMBER.source, 'g')) ?? []).length !== 1) return null;
  const upper = t.toUpperCase();
  let currency = CODES.find((c) => new RegExp(`(^|[^A-Z])${c}([^A-Z]|$)`).test(upper)) ?? null;
  if (!currency) {
    const mark = CURRENCY_MARKS.find(([m]) => t.includes(m));
    if (mark) currency = mark[1] === '$' ? (o.dollar ?? 'USD') : mark[1];
  }
  if (!currency) return null;
  const value = parseLocalizedNumber(t);
  if (value === null || value <= 0) return null;
  const minor = minorUnitsOf(currency);
  if (minor === 1 && !Number.isInteger(value)) return null;
  return { amountMinor: minorUnits(Math.round(value * minor)), currency };
}

/** Whether a code is one of the currencies Scout's marketplaces use. */
export const isScoutCurrency = (code: string): code is CurrencyCode =>
  (CURRENCIES as readonly string[]).includes(code);

/**
 * An average rating out of 5: "4.5 out of 5 stars", "4,8 von 5 Sternen", "4,6 de 5 estrelas",
 * "4,5 sur 5 étoiles", "4,5 su 5 stelle", "5つ星のうち4.2".
 */
export function parseRating(text: string): number | null {
  const t = text.replace(/\s+/g, ' ').trim();
  const jp = /5\s*つ星のうち\s*(\d(?:[.,]\d)?)/.exec(t);
  const western =
    /(?:^|\s)(\d(?:[.,]\d)?)\s+(?:out of|von|de|sur|su|van|z|av|på|من)\s+5(?:[.,]0)?(?:\s|$)/i.exec(t);
  const value = jp?.[1] ?? western?.[1];
  if (!value) return null;
  const n = Number(value.replace(',', '.'));
  return n >= 0 && n <= 5 ? n : null;
}

/** A count such as "5,136 ratings", "1.065", "241 avaliações", "(2,788)". */
export function parseCount(text: string): number | null {
  const n = parseLocalizedNumber(text.replace(/[()]/g, ' '), { integer: true });
  return n !== null && n >= 0 && n <= 1e9 ? n : null;
}

/** Words of a star rating ("4.4 out of 5 stars", "4,6 von 5 Sternen", "5つ星のうち4.2"). */
const STAR_WORDS = /stars?|sternen?|étoiles?|stelle|estrellas?|estrelas?|つ星|sterren|gwiazdek/i;
/** Amazon's rounded counts ("(73.7K)", "1,2 k", "2万", "1,5 mil"): not an exact count. */
const ROUNDED = /\d\s*(?:k|m|mil|mio|千|万)(?![\p{L}])/iu;

/**
 * The exact number of ratings a label or link states: "84,753 ratings", "16.516 Bewertungen",
 * "339 レーティング", "1 234 évaluations", "603 评级", "13,221", "(16.516)", "87,349 Reviews", or
 * after a rating: "4.4 out of 5 stars, 279,961 ratings". Null for what is no exact count: a rating
 * alone ("4.6 out of 5 stars, rating details"), a rounded count ("(73.7K)"), other text.
 */
export function parseRatingsCount(text: string): number | null {
  let t = text.replace(/[\s\u00a0\u202f\u200e\u200f]+/g, ' ').trim();
  // A rating first, then the count after its separator (", " in Latin scripts, "、" in Japanese).
  if (STAR_WORDS.test(t)) {
    const at = Math.max(t.lastIndexOf(', '), t.lastIndexOf('、'), t.lastIndexOf('، '));
    if (at < 0) return null;
    t = t.slice(at + 1).trim();
    if (STAR_WORDS.test(t)) return null;
  }
  if (t.length > 60 || ROUNDED.test(t)) return null;
  // The number, in brackets or not, then words only (no second number).
  const m = /^\(?\s*(\d[\d.,'’ \u00a0\u202f]*?)\s*\)?\s*([^\d()]*)$/u.exec(t);
  if (!m) return null;
  const n = parseLocalizedNumber(m[1], { integer: true });
  return n !== null && n <= 1e9 ? n : null;
}

const BOUGHT_WORDS = /bought|gekauft|achet|comprad|acquistat|購入|vendid/i;
const MONTH_WORDS = /month|monat|mois|mes|mese|か月|ヶ月/i;

/**
 * Amazon's "N+ bought in past month" badge as its lower bound: "1K+ bought in past month" → 1000,
 * "50+ bought in past month" → 50, "Mehr als 1000 im letzten Monat gekauft", "Plus de 1 k achetés
 * au cours du mois dernier", "過去1か月で1000点以上購入されました". Null when the text is not such a badge.
 */
export function parseBoughtPastMonth(text: string): number | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!BOUGHT_WORDS.test(t) || !MONTH_WORDS.test(t)) return null;
  // The Japanese badge names the month first ("過去1か月で"): read the number after it.
  const body = t.replace(/過去\s*1\s*(?:か|ヶ)月で?/, '');
  const m = /(\d+(?:[.,]\d+)?)\s*(k|K|mil|千|万)?\s*\+?/.exec(body);
  if (!m) return null;
  const base = Number(m[1].replace(',', '.'));
  const factor = m[2] === '万' ? 10_000 : m[2] ? 1000 : 1;
  const value = Math.round(base * factor);
  return Number.isFinite(value) && value > 0 ? value : null;
}
