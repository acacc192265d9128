import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';

/**
 * What the user row's cascade cannot reach, because it names the account by its address or id in
 * a text column (account-data-tables.ts: `erased` and `anonymised`): e-mails of the outbox, rate-limit
 * counters keyed by the address, the id or one of its API keys, one-time links, market-data use,
 * and the observer's id on shared catalog rows (the rows stay: they are everyone's).
 * Runs in deleteAccount's transaction, before the user row goes (its API keys are still listed).
 */
export async function eraseAccountTraces(tx: Tx, o: { userId: string; email: string }) {
  const email = o.email.trim().toLowerCase();
  await tx.execute(sql`delete from outbox where lower("to") = ${email}`);
  // Keys are "<limit>:<subject>": the subject is the address (sign-in tries), the user id (e-mails,
  // AI, promo codes, observations…) or an API key's id.
  await tx.execute(sql`
    delete from rate_limit_buckets
    where right(key, ${email.length + 1}) = ${`:${email}`}
       or right(key, ${o.userId.length + 1}) = ${`:${o.userId}`}
       or key in (select 'api-key:' || id::text from api_keys where user_id = ${o.userId})`);
  await tx.execute(sql`
    delete from verifications
    where value = ${o.userId} or lower(identifier) = ${email} or right(lower(identifier), ${email.length + 1}) = ${`:${email}`}`);
  await tx.execute(sql`delete from market_source_usage where user_id = ${o.userId}`);
  await tx.execute(sql`update catalog_imports set created_by = null where created_by = ${o.userId}`);
  await tx.execute(sql`
    update catalog_products set source_ref = null where source = 'browser' and source_ref = ${o.userId}`);
  await tx.execute(sql`
    update catalog_product_snapshots set source_ref = null
    where source = 'browser' and source_ref = ${o.userId} and private_to is null`);
  await tx.execute(sql`
    update catalog_product_sizes set source_ref = null where source_ref = ${o.userId} and private_to is null`);
}
