import { and, count, desc, eq } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { keywordFavourites } from '#server/db/schema/index.ts';
import { normalizeKeyword } from './analyze-keywords.ts';

/** Follows a keyword for the user (idempotent), as a keyword analysis stores it. */
export async function addKeywordFavourite(o: {
  db: Db;
  userId: string;
  marketplace: MarketplaceCode;
  keyword: string;
  now: Date;
}) {
  const keyword = normalizeKeyword(o.keyword);
  await o.db
    .insert(keywordFavourites)
    .values({ userId: o.userId, marketplace: o.marketplace, keyword, createdAt: o.now })
    .onConflictDoNothing();
  return { marketplace: o.marketplace, keyword };
}

export async function removeKeywordFavourite(o: {
  db: Db;
  userId: string;
  marketplace: MarketplaceCode;
  keyword: string;
}) {
  const keyword = normalizeKeyword(o.keyword);
  await o.db
    .delete(keywordFavourites)
    .where(
      and(
        eq(keywordFavourites.userId, o.userId),
        eq(keywordFavourites.marketplace, o.marketplace),
        eq(keywordFavourites.keyword, keyword),
      ),
    );
  return { marketplace: o.marketplace, keyword };
}

export async function listKeywordFavourites(o: { db: Db; userId: string }) {
  const rows = await o.db
    .select({
      marketplace: keywordFavourites.marketplace,
      keyword: keywordFavourites.keyword,
      createdAt: keywordFavourites.createdAt,
    })
    .from(keywordFavourites)
    .where(eq(keywordFavourites.userId, o.userId))
    .orderBy(desc(keywordFavourites.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The dashboard's "monitored keywords": how many keywords the user follows. */
export async function countKeywordFavourites(o: { db: Db; userId: string }): Promise<number> {
  const [row] = await o.db
    .select({ n: count() })
    .from(keywordFavourites)
    .where(eq(keywordFavourites.userId, o.userId));
  return row?.n ?? 0;
}
