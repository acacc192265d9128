import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { priceAlerts } from '#server/db/schema/index.ts';
import { priceAlertsJob } from '#server/modules/alerts/alert-jobs.ts';
import { observeProduct } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import type { World } from '../world.ts';
import { methodOf, pathOf, type RouteEntry } from './route-entry.ts';
import { routeTable } from './route-table.ts';
import { buildCell, describeAnswer, type Mismatch, sendCell } from './run-cell.ts';

/**
 * The routes that list the caller's own data: every GET route of the table without a path
 * parameter that a signed-in user (or an API key) calls — public and administration routes show
 * everyone the same thing by design.
 */
export const listRoutes = (): RouteEntry[] =>
  routeTable.filter(
    (e) => methodOf(e) === 'GET' && !pathOf(e).includes(':') && e.access !== 'public' && e.access !== 'admin',
  );

/**
 * List routes whose answer is the same for every caller (shared data, not the caller's): they are
 * checked for the owner's ids only, and sent after the others (a search records the caller's own
 * history, which other list routes show).
 */
export const SHARED_DATA: Record<string, string> = {
  'GET /api/research/catalog': "the catalog's categories and marketplaces",
  'GET /api/toolkit/multi-market': 'a catalog product across marketplaces',
  'GET /api/toolkit/seasonal': "a catalog product's seasonality",
  'GET /api/v1/products/search': 'a catalog search',
  'GET /api/alerts/schedule': "the operator's alert check intervals",
  'GET /api/checkout-terms': "the plan table's price for the caller's own plan; its dates follow the clock",
};

/** Private list routes that show the owner nothing the creating calls change or that names them. */
export const NO_OWNER_DATA: Record<string, string> = {
  'GET /api/billing/subscription': 'the plan, set up front (the calls that change it end the session)',
  'GET /api/billing-history':
    "payments, plan changes and codes used: the creating calls open checkouts but complete none (the owner's plan is set up front); tested in billing/fair-changes.int.test.ts",
  'GET /api/auth/account-info': "a password account's provider details: 400 for everyone",
};

/**
 * Gives the owner data behind every list route: every call of the table that creates or changes
 * something (POST, PUT, PATCH; not better-auth's, which act on the session, nor those that end it),
 * sent as the owner with its valid request — searches, favourites, tracked products, alerts,
 * forecasts, scans, seller reports, product costs, an Amazon connection and its sync, reviews, API
 * keys, AI reports… — then a price drop that triggers the owner's price alerts (notifications).
 * Answers other than the table's `ok` are returned.
 */
export async function giveOwnerData(world: World): Promise<Mismatch[]> {
  const creating = routeTable.filter(
    (e) =>
      ['POST', 'PUT', 'PATCH'].includes(methodOf(e)) &&
      e.access !== 'admin' &&
      !e.fresh &&
      !e.route.includes(' /api/auth/'),
  );
  const mismatches: Mismatch[] = [];
  for (const entry of creating) {
    const res = await sendCell(world, entry, world.owner, await buildCell(world, entry, world.owner));
    if (res.status !== entry.ok)
      mismatches.push({
        route: entry.route,
        column: 'other',
        expected: entry.ok,
        got: res.status,
        answer: describeAnswer(res),
      });
  }

  const alerts = await world.db
    .select({ productId: priceAlerts.productId, target: priceAlerts.targetPriceCents })
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, world.owner.userId));
  for (const alert of alerts)
    await observeProduct(world.db, alert.productId, {
      observedAt: new Date(),
      priceCents: alert.target - 100,
    });
  await runJobNow(world.ctx.deps, priceAlertsJob.name);
  return mismatches;
}

/**
 * What identifies the owner's data: the owner's id and e-mail, and the ids, tokens and key prefixes
 * of every row of theirs in every table with a `user_id` (text of 8 characters or more, so that it
 * cannot turn up in an answer by chance; references to shared rows, such as a catalog product,
 * are not the owner's).
 */
export async function ownerMarkers(pool: pg.Pool, userId: string): Promise<string[]> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const markers = new Set<string>();
  const { rows: users } = await pool.query<{ id: string; email: string }>(
    'select id, email from users where id = $1',
    [userId],
  );
  for (const u of users) markers.add(u.id).add(u.email);
  for (const { name } of tables) {
    const { rows } = await pool.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from "${name}" t where user_id = $1`,
      [userId],
    );
    for (const { row } of rows)
      for (const key of ['id', 'token', 'prefix']) {
        const value = row[key];
        if (typeof value === 'string' && value.length >= 8) markers.add(value);
      }
  }
  return [...markers];
}

/** The owner's markers an answer contains. */
export function markersIn(answer: unknown, markers: string[]): string[] {
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer ?? '');
  return markers.filter((m) => text.includes(m));
}
