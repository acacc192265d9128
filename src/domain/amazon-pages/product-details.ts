/**
 * The "Product details" / "Product information" block of a product page, in its three known
 * markups: a table (`#productDetails_*`, `#prodDetails`: th → td), bullets (`#detailBullets…`:
 * bold label → rest of the line) and the legacy `#SalesRank` line. Labels are in the page language.
 */
import { textOf } from './dom-text.ts';
import { parseLocalizedNumber } from './numbers.ts';
import type { PageDimensions, RankLine } from './page-types.ts';

export interface DetailRow {
  label: string;
  value: string;
}

const clean = (s: string) =>
  s
    .replace(/[\u200e\u200f:‏‎]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every label → value pair of the details block (tables first, then bullets, then #SalesRank). */
export function detailRows(doc: Document): DetailRow[] {
  const rows: DetailRow[] = [];
  for (const tr of Array.from(
    doc.querySelectorAll('#prodDetails tr, [id^="productDetails_"] tr, table.prodDetTable tr'),
  )) {
    const th = tr.querySelector('th');
    const td = tr.querySelector('td');
    if (th && td) rows.push({ label: clean(textOf(th)), value: textOf(td) });
  }
  const bullets = doc.querySelectorAll(
    '#detailBulletsWrapper_feature_div li, #detailBullets_feature_div li, ul.detail-bullet-list li',
  );
  for (const li of Array.from(bullets)) {
    const bold = li.querySelector('.a-text-bold, b');
    if (!bold || bold.closest('li') !== li) continue;
    const label = clean(textOf(bold));
    const all = textOf(li);
    const at = all.indexOf(textOf(bold));
    rows.push({ label, value: clean(at >= 0 ? all.slice(at + textOf(bold).length) : all) });
  }
  const legacy = doc.querySelector('#SalesRank');
  if (legacy) {
    const label = clean(textOf(legacy.querySelector('b, .label, th')));
    const all = textOf(legacy);
    rows.push({
      label: label || all.slice(0, 40),
      value: label ? all.slice(all.indexOf(label) + label.length) : all,
    });
  }
  return rows;
}

export const BSR_LABEL =
  /best ?sellers? ?rank|bestseller-rang|ranking dos mais vendidos|classement des meilleures ventes|posizione nella classifica|clasificaci[oó]n en los m[aá]s vendidos|売れ筋ランキング/i;

const PREFIX = String.raw`(?:#|\bNr\.?|\bN[º°o]\.?|\bn\.\s?º?|\bn[º°])?\s*`;
const NUMBER = String.raw`(\d[\d.,\s\u00a0\u202f]*?)`;
const JOIN = String.raw`(位|\s(?:in|en|em|dans)\s)`;
const NEXT = String.raw`(?=\uE000|\s*${PREFIX}\d[\d.,\s\u00a0\u202f]*?(?:位|\s(?:in|en|em|dans)\s)|$)`;
const ENTRY = new RegExp(String.raw`${PREFIX}${NUMBER}\s*${JOIN}\s*(.+?)\s*${NEXT}`, 'gi');

/**
 * The rank lines of a Best Sellers Rank value: "#93 in Home & Kitchen (See Top 100 in Home &
 * Kitchen) #1 in Bed Frames", "Nr. 1.234.207 in Küche, Haushalt & Wohnen (Siehe Top 100 …)",
 * "Nº 1,448 em Livros (Conheça o Top 100 …)", "4,026位ホーム＆キッチン (の売れ筋ランキングを見る…)".
 * A line followed by the "Top 100" link is the department rank.
 */
export function parseRankLines(value: string): RankLine[] {
  const marked = value
    .replace(/\([^()]*(?:100|売れ筋ランキングを見る)[^()]*\)/g, '\uE000')
    .replace(/\([^()]*\)/g, ' ')
    .replace(/^[\s:-]+/, '')
    .replace(/\s+-\s+/g, ' ');
  const lines: RankLine[] = [];
  for (const m of marked.matchAll(ENTRY)) {
    const rank = parseLocalizedNumber(m[1], { integer: true });
    const category = m[3]
      .replace(/\uE000/g, '')
      .replace(/\s*›\s*/g, ' > ')
      .trim();
    if (rank === null || rank < 1 || !category || category.length > 200) continue;
    const end = (m.index ?? 0) + m[0].length;
    lines.push({ rank, category, department: marked[end] === '\uE000' });
  }
  return lines;
}

const DIMENSIONS =
  /(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*(inches|inch|in\b|cm|cent[ií]m[eé]t(?:er|re|ro)s?|mm|mil[ií]m[eè]t(?:er|re|ro)s?)/i;
const WEIGHT =
  /(\d+(?:[.,]\d+)?)\s*(pounds?|lbs?|ounces?|oz|kilograms?|kilogramm|kg|grams?|gramm|gramos|grammes?|g)\b/i;
const PACKAGE_LABEL = /package|verpackung|colis|emballage|pacote|embalaje|imballo|梱包/i;
const PRODUCT_LABEL = /dimensions|abmessungen|dimensões|dimensiones|dimensioni|寸法/i;
const WEIGHT_LABEL = /weight|gewicht|poids|peso|重量/i;

const decimal = (s: string) => Number(s.replace(',', '.'));

function inches(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('in')) return value;
  if (u.startsWith('mm') || u.startsWith('milli')) return value / 25.4;
  return value / 2.54;
}

function ounces(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('p') || u.startsWith('lb')) return value * 16;
  if (u.startsWith('o')) return value;
  if (u.startsWith('k')) return (value * 1000) / 28.349523125;
  return value / 28.349523125;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Package dimensions when the page gives them, else the product's; weight from the same line or a weight row. */
export function readDimensions(rows: DetailRow[]): PageDimensions | undefined {
  const withSides = (r: DetailRow) => DIMENSIONS.exec(r.value);
  const packageRow = rows.find(
    (r) => PACKAGE_LABEL.test(r.label) && PRODUCT_LABEL.test(r.label) && withSides(r),
  );
  const productRow = rows.find((r) => PRODUCT_LABEL.test(r.label) && withSides(r));
  const row = packageRow ?? productRow;
  const m = row ? withSides(row) : null;
  if (!row || !m) return undefined;
  const sides = [m[1], m[2], m[3]].map((s) => round(inches(decimal(s), m[4])));
  if (sides.some((s) => !(s > 0) || s > 500)) return undefined;
  const out: PageDimensions = {
    of: packageRow ? 'package' : 'product',
    sidesIn: sides as [number, number, number],
  };
  const weightText =
    row.value.split(/;\s*/).find((part) => WEIGHT.test(part) && !DIMENSIONS.test(part)) ??
    rows.find((r) => WEIGHT_LABEL.test(r.label) && WEIGHT.test(r.value))?.value;
  const w = weightText ? WEIGHT.exec(weightText) : null;
  if (w) {
    const oz = round(ounces(decimal(w[1]), w[2]));
    if (oz > 0 && oz < 5000) out.weightOz = oz;
  }
  return out;
}
