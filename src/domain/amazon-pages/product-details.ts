/**
 * The "Product details" / "Product information" block of a product page, in its three known
 * markups: a table (`#productDetails_*`, `#prodDetails`: th → td), bullets (`#detailBullets…`:
 * bold label → rest of the line) and the legacy `#SalesRank` line. Labels are in the page language.
 */
import { textOf } from './dom-text.ts';
import { type DecimalMark, parseSize, parseWeight } from './item-size.ts';
import { parseLocalizedNumber } from './numbers.ts';
import type { PageSize, RankLine } from './page-types.ts';
import { finish, type Steps } from './steps.ts';

export interface DetailRow {
  label: string;
  value: string;
}

const clean = (s: string) =>
  s
    .replace(/[\u200e\u200f:‏‎]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The details tables' rows: th → td, and the legacy "Technische Details" table (→ 2019): td.label → td.value. */
function tableRows(doc: Document): DetailRow[] {
  const rows: DetailRow[] = [];
  for (const tr of Array.from(
    doc.querySelectorAll('#prodDetails tr, [id^="productDetails_"] tr, table.prodDetTable tr, .pdTab tr'),
  )) {
    const th = tr.querySelector('th') ?? tr.querySelector('td.label');
    const td = tr.querySelector('td:not(.label)');
    if (th && td) rows.push({ label: clean(textOf(th)), value: textOf(td) });
  }
  return rows;
}

/** The details bullets: bold label → rest of the line. */
function bulletRows(doc: Document): DetailRow[] {
  const rows: DetailRow[] = [];
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
  return rows;
}

/** The legacy `#SalesRank` line. */
function legacyRankRows(doc: Document): DetailRow[] {
  const legacy = doc.querySelector('#SalesRank');
  if (!legacy) return [];
  const label = clean(textOf(legacy.querySelector('b, .label, th')));
  const all = textOf(legacy);
  return [
    { label: label || all.slice(0, 40), value: label ? all.slice(all.indexOf(label) + label.length) : all },
  ];
}

/** Every label → value pair of the details block (tables first, then bullets, then #SalesRank), a step per part. */
export function* detailRowSteps(doc: Document): Steps<DetailRow[]> {
  const rows = tableRows(doc);
  yield;
  rows.push(...bulletRows(doc));
  yield;
  rows.push(...legacyRankRows(doc));
  return rows;
}

/** Every label → value pair of the details block at once. */
export const detailRows = (doc: Document): DetailRow[] => finish(detailRowSteps(doc));

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

/** A size row: "Product Dimensions", "Item dimensions L x W x H", "Produktabmessungen", "Dimensions du produit", "Dimensioni", "Dimensiones", "商品の寸法", "梱包サイズ"… */
const SIZE_LABEL = /dimension|abmessung|maße|größe|dimensões|dimensiones|dimensioni|寸法|サイズ|\bsize\b/i;
/** The package's rows ("Package Dimensions", "Verpackungsabmessungen", "Dimensions du colis", "梱包サイズ"…), not the item's. */
const PACKAGE_LABEL =
  /package|packaging|shipping|verpackung|colis|emballage|pacote|embalagem|paquete|embalaje|imballo|imballaggio|collo|梱包/i;
const WEIGHT_LABEL = /weight|gewicht|poids|peso|重量/i;

/** The item's size (and its package's, when the page gives it) with their weights, from the details rows. */
export function readSizes(rows: DetailRow[], mark: DecimalMark = 'auto'): PageSize[] {
  const sizes: PageSize[] = [];
  for (const kind of ['item', 'package'] as const) {
    const ofKind = (r: DetailRow) => PACKAGE_LABEL.test(r.label) === (kind === 'package');
    const row = rows.find((r) => SIZE_LABEL.test(r.label) && ofKind(r) && parseSize(r.value, mark));
    const size = row ? parseSize(row.value, mark) : null;
    if (!row || !size) continue;
    // "…cm; 1,1 Kilogramm": the weight after the sides, else the kind's own weight row.
    const after = row.value.split(/;|；/).slice(1).join(';');
    const weightRow = rows.find((r) => WEIGHT_LABEL.test(r.label) && ofKind(r) && parseWeight(r.value, mark));
    const weightG = parseWeight(after, mark) ?? (weightRow ? parseWeight(weightRow.value, mark) : null);
    sizes.push({ kind, ...size, ...(weightG === null ? {} : { weightG }), label: row.label.slice(0, 100) });
  }
  return sizes;
}
