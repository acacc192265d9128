import { count, sql } from 'drizzle-orm';
import type { SiteInfo, Testimonial } from '#contracts/site.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/index.ts';
import type { Env, PaymentsMode } from '#server/env.ts';
import { researchConfigured } from '#server/modules/market-data/index.ts';
import { getReviewStats } from '#server/modules/reviews/index.ts';

const PROVIDER_OF: Record<PaymentsMode, SiteInfo['payments']['provider']> = {
  stripe: 'stripe',
  test: 'test-checkout',
  off: 'none',
};

export async function getSiteInfo({
  db,
  env,
  testimonials,
  reviewTranslation,
}: {
  db: Db;
  env: Env;
  testimonials: Testimonial[];
  reviewTranslation: boolean;
}): Promise<SiteInfo> {
  let sellerCount = env.SITE_SELLER_COUNT;
  if (sellerCount === undefined) {
    const [row] = await db.select({ n: count() }).from(user);
    sellerCount = row?.n ?? 0;
  }
  const reviews = await getReviewStats(db, env.REVIEWS_APPROVAL);
  // One sample row is enough to know the catalog holds the sample (it is loaded whole, in one year).
  const { rows: sample } = await db.execute<{ year: number }>(
    sql`select extract(year from observed_at)::int as year from catalog_products where source = 'sample' limit 1`,
  );
  return {
    name: env.SITE_NAME,
    legal: {
      editor: env.SITE_EDITOR ?? null,
      director: env.SITE_DIRECTOR ?? null,
      host: env.SITE_HOST ?? null,
    },
    contact: {
      email: env.SITE_CONTACT_EMAIL ?? null,
      phone: env.SITE_CONTACT_PHONE ?? null,
      address: env.SITE_CONTACT_ADDRESS ?? null,
    },
    payments: { provider: PROVIDER_OF[env.payments] },
    reviewTranslation,
    stats: {
      sellerCount,
      sellerCountSource: env.SITE_SELLER_COUNT === undefined ? 'database' : 'operator',
      reviewCount: reviews.count,
      averageRating: reviews.average,
    },
    testimonials,
    marketData: {
      live: researchConfigured(env) || !!env.KEEPA_API_KEY,
      sampleYear: sample[0]?.year ?? null,
    },
  };
}
