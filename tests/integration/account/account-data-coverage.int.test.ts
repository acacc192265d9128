/**
 * Issue 30: the account export and deletion cover every table that holds a user's data. The tables
 * are listed from the schema itself, so a new feature's table fails here until
 * account-data-tables.ts says where its rows go.
 */
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { accountApi } from '#contracts/account.ts';
import { notificationsApi } from '#contracts/alerts.ts';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { feesApi } from '#contracts/fees.ts';
import { observationsApi } from '#contracts/observations.ts';
import { toolkitApi } from '#contracts/toolkit.ts';
import * as schema from '#server/db/schema/index.ts';
import { catalogProducts, outbox, rateLimitBuckets, user, verification } from '#server/db/schema/index.ts';
import { ACCOUNT_DATA_TABLES, EXPORT_SECTIONS } from '#server/modules/account/account-data-tables.ts';
import { givePlan, newAsin } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

const tables = Object.values(schema as Record<string, unknown>)
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => getTableConfig(t));
type TableConfig = (typeof tables)[number];
const byName = new Map(tables.map((t) => [t.name, t]));
const parentsOf = (t: TableConfig) =>
  t.foreignKeys.map((fk) => ({
    parent: getTableConfig(fk.reference().foreignTable).name,
    onDelete: fk.onDelete ?? 'no action',
  }));
/** Columns that name a user without a foreign key (an address, an id kept as text). */
const NAMES_A_USER = /^(email|.*_email|to|user_id|private_to|source_ref|.*_by|actor_id|former_user_id)$/;

/**
 * Tables that hold a user's data: a foreign key to `users`, a column naming a user, or rows that
 * belong (cascade) to such a table's rows (a report's lines).
 */
function userTables(): Set<string> {
  const found = new Set(
    tables
      .filter(
        (t) =>
          t.name === 'users' ||
          parentsOf(t).some((p) => p.parent === 'users') ||
          t.columns.some((c) => NAMES_A_USER.test(c.name)),
      )
      .map((t) => t.name),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of tables) {
      if (found.has(t.name)) continue;
      const owned = parentsOf(t).some(
        (p) => p.onDelete === 'cascade' && p.parent !== 'catalog_products' && found.has(p.parent),
      );
      if (owned) {
        found.add(t.name);
        grew = true;
      }
    }
  }
  return found;
}

describe('every table with a user’s data is exported or deleted as account-data-tables.ts says', () => {
  it('lists every such table of the schema, and no table that does not exist', () => {
    const missing = [...userTables()].filter((name) => !(name in ACCOUNT_DATA_TABLES));
    expect(missing, 'tables with user data that account-data-tables.ts does not handle').toEqual([]);
    const unknown = Object.keys(ACCOUNT_DATA_TABLES).filter((name) => !byName.has(name));
    expect(unknown, 'entries of account-data-tables.ts that are no table').toEqual([]);
  });

  it('matches each cascade and set-null to the foreign key that does it', () => {
    for (const [name, handling] of Object.entries(ACCOUNT_DATA_TABLES)) {
      const table = byName.get(name);
      if (!table || (handling.deletion !== 'cascade' && handling.deletion !== 'set-null')) continue;
      const wanted = handling.deletion === 'cascade' ? 'cascade' : 'set null';
      const toOwner = parentsOf(table).filter((p) => p.parent !== 'catalog_products');
      expect(
        toOwner.some((p) => p.onDelete === wanted),
        `${name}: no foreign key "on delete ${wanted}" towards the account`,
      ).toBe(true);
    }
  });
});

describe('export and deletion through HTTP', () => {
  async function userWithActivity() {
    const me = await ctx.signUp({ name: 'Everything' });
    await givePlan(db, me.userId, 'pro');
    const key = await me.call(apiKeysApi.create, { body: { name: 'extension' } });
    expect(key.status).toBe(201);
    const observed = await ctx.client().call(
      observationsApi.record,
      {
        body: {
          observations: [
            {
              marketplace: 'US',
              asin: newAsin(),
              observedAt: new Date().toISOString(),
              pageKind: 'product',
              title: 'Steel water bottle',
              priceCents: 1999,
            },
          ],
        },
      },
      { authorization: `Bearer ${key.body.key}` },
    );
    expect(observed.status).toBe(200);
    await me.call(notificationsApi.savePreferences, { body: { emailOnTrigger: true, language: 'fr' } });
    await me.call(toolkitApi.saveSourcingRules, { body: { disabled: [], gatedBrands: ['Acme'] } });
    const fees = await me.call(feesApi.saveSettings, {
      body: {
        vatRegistered: { FR: false },
        establishedIn: null,
        costAssumption: { kind: 'percentOfPrice', bp: 3000 },
      },
    });
    expect(fees.status).toBe(200);
    return { me, apiKey: key.body.key as string, apiKeyId: key.body.id as string };
  }

  it('exports every section the table handling names: observations, rules, preferences, keys (no secret), sessions, usage', async () => {
    const { me, apiKey } = await userWithActivity();
    const res = await me.download('/api/account/export');
    expect(res.status).toBe(200);
    const files = unzipSync(res.bytes);
    for (const name of EXPORT_SECTIONS) {
      expect(Object.keys(files)).toContain(`${name}.json`);
      expect(Object.keys(files)).toContain(`${name}.csv`);
    }
    const json = (name: string) => JSON.parse(strFromU8(files[`${name}.json`] as Uint8Array));
    expect(json('observations')).toEqual([
      expect.objectContaining({ title: 'Steel water bottle', priceCents: 1999, shared: false }),
    ]);
    expect(json('sourcing-rules')).toEqual([expect.objectContaining({ gatedBrands: ['Acme'] })]);
    expect(json('fee-settings')).toEqual([expect.objectContaining({ vatRegistered: { FR: false } })]);
    expect(json('notification-preferences')).toEqual([
      expect.objectContaining({ emailOnTrigger: true, language: 'fr' }),
    ]);
    expect(json('api-keys')).toEqual([expect.objectContaining({ name: 'extension' })]);
    expect(json('sessions').length).toBeGreaterThan(0);
    expect(json('sign-in-methods')).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(json('e-mails').length).toBeGreaterThan(0); // the verification e-mail
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(everything).not.toContain(apiKey);
    expect(everything).not.toMatch(/keyHash|"token"|"password"/);
  });

  it('deletes the outbox e-mails, rate-limit keys, one-time links and usage naming the account', async () => {
    const { me, apiKeyId } = await userWithActivity();
    const now = new Date();
    await db.insert(outbox).values({ to: me.email.toUpperCase(), subject: 'Reset', text: 'link' });
    // The API key's own counter is there already (the observations call counted against it).
    await db.insert(rateLimitBuckets).values([
      { key: `account-sign-in:${me.email}`, points: 2, expire: new Date(now.getTime() + 60_000) },
      { key: `ai:user:${me.userId}`, points: 1, expire: new Date(now.getTime() + 60_000) },
      {
        key: 'account-sign-in:someone-else@example.com',
        points: 1,
        expire: new Date(now.getTime() + 60_000),
      },
    ]);
    await db.insert(verification).values({
      id: `v-${me.userId}`,
      identifier: 'reset-password:abc',
      value: me.userId,
      expiresAt: new Date(now.getTime() + 3600_000),
    });
    await db.execute(
      sql`insert into market_source_usage (day, source, user_id, calls) values (current_date, 'keepa', ${me.userId}, 3)`,
    );

    const res = await me.call(accountApi.remove, { body: { password: 'correct-horse-9' } });
    expect(res.status).toBe(204);
    expect(await db.select().from(user).where(eq(user.id, me.userId))).toEqual([]);
    expect(await db.select().from(outbox).where(sql`lower(${outbox.to}) = ${me.email}`)).toEqual([]);
    const keys = (await db.select().from(rateLimitBuckets)).map((b) => b.key);
    expect(keys.filter((k) => k.includes(me.email) || k.includes(me.userId) || k.includes(apiKeyId))).toEqual(
      [],
    );
    expect(keys).toContain('account-sign-in:someone-else@example.com');
    expect(await db.select().from(verification).where(eq(verification.value, me.userId))).toEqual([]);
    const { rows } = await db.execute(sql`select 1 from market_source_usage where user_id = ${me.userId}`);
    expect(rows).toEqual([]);
    // The product the browser added stays (the catalog is shared) without the observer's id.
    const browserProducts = await db
      .select()
      .from(catalogProducts)
      .where(eq(catalogProducts.sourceRef, me.userId));
    expect(browserProducts).toEqual([]);
  });
});
