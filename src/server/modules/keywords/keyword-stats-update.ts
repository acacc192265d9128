import { sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { keywordStats } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import {
  type KeywordTotals,
  keywordMatchSql,
  LISTED_COUNT,
  type SnapshotTotals,
} from './keyword-catalog-stats.ts';
import { applyChanges, type ListingChange, type MatchFacts } from './keyword-stats-delta.ts';

/** The columns of a stored row that make its totals (`s`: keyword_stats). */
export const storedTotalsSql = sql`s.match_count, s.summed_units, s.unknown_sales, s.lower_bound_count,
  s.source_counts, s.origin_at, s.leaders`;

/** What storedTotalsSql selects (its JSON columns typed here: the schema keeps them untyped). */
export type StoredTotalsRow = SqlRow<
  typeof keywordStats,
  'matchCount' | 'summedUnits' | 'unknownSales' | 'lowerBoundCount' | 'originAt'
> & { source_counts: KeywordTotals['sourceCounts']; leaders: KeywordTotals['leaders'] };

export function fromRow(r: StoredTotalsRow): KeywordTotals {
  return {
    matchCount: r.match_count,
    summedUnits: Number(r.summed_units),
    unknownSales: r.unknown_sales,
    lowerBoundCount: r.lower_bound_count,
    sourceCounts: r.source_counts,
    newestAt: r.origin_at ? new Date(r.origin_at) : null,
    leaders: r.leaders,
  };
}

/** A matching listing's figures (`p`), as keyword statistics read them. */
const factsSql = sql`jsonb_build_object('units', p.est_monthly_units,
  'lower', coalesce(p.est_units_method in ('badge', 'no_badge'), false), 'source', p.source,
  'observedAt', p.observed_at, 'title', p.title, 'reviewCount', p.review_count, 'rating', p.rating)`;

type FactsJson = Omit<MatchFacts, 'observedAt'> & { observedAt: string };

/**
 * A stored keyword brought up to date (ADR 101), in one statement so that everything is read in
 * one snapshot, which is stored with the result: the stored row, and for each listing a change
 * outside its snapshot touched (the changes that could alter it, as `staleSql` finds them), the
 * listing as it was in that snapshot (the `old` row of its first such change: writers of one row
 * follow one another, so the first change's old row is what the snapshot saw) and as it is now,
 * each tested against the keyword. Null when a bulk write is among the changes, the row is gone,
 * or the totals cannot be known without reading the keyword (keyword-stats-delta.ts).
 */
export async function bringUpToDate(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  keyword: string,
): Promise<SnapshotTotals | null> {
  const match = keywordMatchSql(marketplace, keyword);
  if (!match) return null;
  const relevant = keyword === LISTED_COUNT ? sql`c.listing_changed` : sql`s.lexemes <@ c.lexemes`;
  const { rows } = await db.execute<
    StoredTotalsRow & {
      snapshot: string;
      bulk: boolean;
      changes: { id: number | string; was: FactsJson | null; now: FactsJson | null }[];
    }
  >(sql`
    with s as (select * from keyword_stats s where s.marketplace = ${marketplace} and s.keyword = ${keyword}),
    ch as (
      select c.id, c.product_id, c.old from s join catalog_keyword_changes c
        on c.txid >= pg_snapshot_xmin(s.snapshot::pg_snapshot)::text::bigint
        and (c.marketplace is null or c.marketplace = s.marketplace)
        and not pg_visible_in_snapshot(c.txid::text::xid8, s.snapshot::pg_snapshot)
        and (c.lexemes is null or ${relevant})),
    d as (select distinct on (product_id) product_id, old from ch where product_id is not null
      order by product_id, id)
    select pg_current_snapshot()::text as snapshot, ${storedTotalsSql},
      exists (select 1 from ch where product_id is null) as bulk,
      coalesce((select jsonb_agg(jsonb_build_object('id', d.product_id,
        'was', (select ${factsSql} from jsonb_populate_record(null::catalog_products, d.old) p
          where d.old is not null and ${match}),
        'now', (select ${factsSql} from catalog_products p where p.id = d.product_id and ${match})))
        from d), '[]'::jsonb) as changes
    from s`);
  const r = rows[0];
  if (!r || r.bulk) return null;
  const facts = (f: FactsJson | null): MatchFacts | null =>
    f ? { ...f, observedAt: new Date(f.observedAt) } : null;
  const changes: ListingChange[] = r.changes.map((c) => ({
    id: Number(c.id),
    was: facts(c.was),
    now: facts(c.now),
  }));
  const totals = applyChanges(fromRow(r), changes, keyword === LISTED_COUNT);
  return totals && { snapshot: r.snapshot, totals };
}
