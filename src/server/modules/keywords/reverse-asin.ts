import { sql } from 'drizzle-orm';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { keywordRelevance } from '#domain/estimators/keyword-stats.ts';
import { nichePhrases } from '#domain/keywords/niche-phrases.ts';
import { keywordLanguage, textWords, wordKey } from '#domain/keywords/word-forms.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { catalogProducts } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { AppError } from '#server/lib/app-error.ts';
import { findProductByAsin } from '#server/modules/catalog/index.ts';
import { anyWordQuery } from '#server/modules/research/index.ts';
import type { KeywordAnalysis, Reading } from './analyze-keywords.ts';
import { keywordRows } from './keyword-rows.ts';
import { MAX_RELATED, withoutReorderings } from './related-keywords.ts';

const COMPETITORS = 20;
const MAX_CANDIDATES = 40;
/** A keyword buyers share matches at least this many listings of the marketplace. */
const MIN_MATCHES = 2;

/**
 * Reverse ASIN (docs/estimators.md "Reverse ASIN"): the phrases the product's niche shares — its
 * title and its closest competitors' — written in several of their titles, without a seller's
 * brand or a model number unless asked (nichePhrases), of which the product's own title writes every
 * word (Amazon finds a listing by the words it holds, and the catalog knows its title: "phone holder"
 * or "ipad pro" among a phone case's neighbours belong to them, not to it), ranked by relevance to
 * the product. Every candidate is read (its rows are kept by match count).
 */
export async function reverseAsin(
  o: Reading & { asin: string; withBrands?: boolean },
): Promise<KeywordAnalysis> {
  const asin = normalizeAsin(o.asin);
  if (!isAsin(asin)) throw new AppError('invalid_asin', 400, { asin: o.asin });
  const product = await findProductByAsin({ db: o.db, marketplace: o.marketplace, asin });
  if (!product) throw new AppError('asin_not_in_catalog', 404, { asin, marketplace: o.marketplace });

  const competitors = await closeCompetitors(o.db, o.marketplace, product);
  const titles = competitors.map((c) => c.title);
  const lang = keywordLanguage(o.marketplace);
  const phrases = nichePhrases({
    listings: [{ title: product.title, brand: product.brand }, ...competitors],
    lang,
    withBrands: o.withBrands,
  });
  const ownWords = new Set(textWords(product.title, lang).map((w) => wordKey(w, lang)));
  const ownPhrase = (phrase: string) => textWords(phrase, lang).every((w) => ownWords.has(wordKey(w, lang)));
  const relevance = new Map(
    phrases.map((p) => [p.phrase, keywordRelevance(p.phrase, product.title, titles)]),
  );
  const candidates = withoutReorderings(
    phrases
      .map((p) => p.phrase)
      .filter(ownPhrase)
      .sort((a, b) => (relevance.get(b) ?? 0) - (relevance.get(a) ?? 0)),
  ).slice(0, MAX_CANDIDATES);
  const keywords = (await keywordRows(o, candidates, (k) => relevance.get(k) ?? 0)).rows
    .filter((k) => k.matchCount >= MIN_MATCHES)
    .slice(0, MAX_RELATED);
  return {
    kind: 'asin',
    marketplace: o.marketplace,
    seed: null,
    product: {
      asin: product.asin,
      title: product.title,
      category: product.categoryName,
      department: product.departmentName,
    },
    competitorCount: competitors.length,
    withBrands: !!o.withBrands,
    keywords: keywords.sort((a, b) => b.relevance - a.relevance || b.estimatedDemand - a.estimatedDemand),
  };
}

/**
 * The listings closest to a product: its sub-category's listings sharing words with its title,
 * by full-text rank (the whole marketplace when its sub-category has too few).
 */
async function closeCompetitors(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  product: { id: number; title: string; categoryId: number | null },
): Promise<{ title: string; brand: string | null }[]> {
  const query = anyWordQuery(product.title);
  if (!query) return [];
  const find = async (sameCategory: boolean) =>
    (
      await db.execute<SqlRow<typeof catalogProducts, 'title' | 'brand'>>(sql`
        select p.title, p.brand from catalog_products p
        where p.marketplace = ${marketplace} and p.id <> ${product.id} and p.listed
          ${sameCategory ? sql`and p.category_id = ${product.categoryId}` : sql``}
          and p.search_vector @@ to_tsquery(scout_text_config(${marketplace}), scout_unaccent(${query}))
        order by ts_rank(p.search_vector, to_tsquery(scout_text_config(${marketplace}), scout_unaccent(${query}))) desc, p.id
        limit ${COMPETITORS}`)
    ).rows;
  const inCategory = product.categoryId === null ? [] : await find(true);
  return inCategory.length >= 5 ? inCategory : find(false);
}
