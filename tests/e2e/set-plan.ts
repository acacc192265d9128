import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import type { PlanId } from '../../src/domain/plans.ts';

/** The e2e server's embedded PostgreSQL: its port from the server log, its password from DATA_DIR. */
function databaseUrl() {
  const dir = process.env.SCOUT_E2E_DATA_DIR as string;
  const password = fs.readFileSync(path.join(dir, 'data', 'postgres.credentials'), 'utf8').trim();
  const log = fs.readFileSync(process.env.SCOUT_E2E_LOG as string, 'utf8');
  const port = /"port":(\d+)[^\n]*embedded PostgreSQL started/.exec(log)?.[1];
  if (!port) throw new Error('embedded PostgreSQL port not found in the server log');
  return `postgres://scout:${encodeURIComponent(password)}@127.0.0.1:${port}/scout`;
}

/** Gives the signed-in user of `page` a plan by writing its subscriptions row (tests only). */
export async function setPlanOf(page: Page, plan: PlanId) {
  const session = await (await page.request.get('/api/auth/get-session')).json();
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `insert into subscriptions (user_id, plan, status, provider, current_period_end)
       values ($1, $2, 'active', 'test-checkout', now() + interval '30 days')
       on conflict (user_id) do update set plan = excluded.plan, status = 'active',
         current_period_end = excluded.current_period_end`,
      [session.user.id, plan],
    );
  } finally {
    await client.end();
  }
}
