import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { PlanId } from '#domain/plans.ts';

/**
 * Direct SQL on the e2e server's embedded database, for set-up that has no user journey of its own
 * (giving a plan without going through a checkout). Credentials and port come from the e2e data dir
 * and the server log written by global-setup.ts.
 */
export function databaseUrl(): string {
  const dataDir = path.join(process.env.SCOUT_E2E_DATA_DIR as string, 'data');
  const password = fs.readFileSync(path.join(dataDir, 'postgres.credentials'), 'utf8').trim();
  const log = fs.readFileSync(process.env.SCOUT_E2E_LOG as string, 'utf8').split('\n');
  const started = log
    .map((l) => (l.startsWith('{') ? JSON.parse(l) : {}))
    .find((e) => e.port && /embedded PostgreSQL started/.test(e.msg));
  if (!started) throw new Error('the e2e server log does not say where its database listens');
  return `postgres://scout:${encodeURIComponent(password)}@127.0.0.1:${started.port}/scout`;
}

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Gives the account with this e-mail a plan for 30 days. */
export async function givePlan(email: string, plan: PlanId) {
  await withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `insert into subscriptions (user_id, plan, status, current_period_end)
       select id, $2, 'active', now() + interval '30 days' from users where email = $1
       on conflict (user_id) do update set plan = excluded.plan, status = 'active',
         current_period_end = excluded.current_period_end`,
      [email, plan],
    );
    if (rowCount !== 1) throw new Error(`no account ${email}`);
  });
}

/**
 * A browser observation of the account with this e-mail held back as an outlier (price 1 cent on a
 * $19.99 product), as OBSERVATIONS_SHARED leaves one (the e2e server runs with it off, so the
 * extension's own journey never holds any). Returns the product's title.
 */
export async function holdOutlier(email: string): Promise<string> {
  return withDatabase(async (client) => {
    const asin = `B0${Math.random().toString(16).slice(2, 10).toUpperCase()}`;
    const title = `Held bamboo board ${asin}`;
    const { rows: product } = await client.query<{ id: string }>(
      `insert into catalog_products (marketplace, asin, title, currency, source, observed_at, price_cents, listed)
       values ('US', $1, $2, 'USD', 'csv_import', now() - interval '1 hour', 1999, true) returning id`,
      [asin, title],
    );
    const { rows: snapshot } = await client.query<{ id: string }>(
      `insert into catalog_product_snapshots (product_id, observed_at, source, source_ref, currency, price_cents, private_to)
       select $1, now(), 'browser', id, 'USD', 1, id from users where email = $2 returning id`,
      [product[0].id, email],
    );
    const figures = [
      { figure: 'priceCents', observed: 1, reference: 1999, agreeingUsers: 0, verdict: 'disagrees' },
    ];
    await client.query(
      `insert into observation_holds (snapshot_id, product_id, user_id, reason, figures)
       select $1, $2, private_to, 'outlier', $3::jsonb from catalog_product_snapshots where id = $1`,
      [snapshot[0].id, product[0].id, JSON.stringify(figures)],
    );
    return title;
  });
}
