/**
 * A keyword's title check folds an ASCII title with `lower` alone (ADR 104): the same text as
 * `scout_unaccent(lower(title))`, because no rule of unaccent's dictionary changes an ASCII
 * character. Checked on every ASCII character, on the sample catalog's titles, and on random text.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldedTitleSql } from '#server/modules/keywords/keyword-catalog-stats.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({}, { sampleCatalog: true });
const db = ctx.deps.database.db;

/** Titles whose fast fold differs from the full one (none expected). */
async function differing(titles: string[]): Promise<string[]> {
  const { rows } = await db.execute<{ title: string }>(sql`
    select p.title from unnest(${sql`array[${sql.join(
      titles.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]`}) as p(title)
    where ${foldedTitleSql} is distinct from scout_unaccent(lower(p.title))`);
  return rows.map((r) => r.title);
}

describe('folded titles for keyword matching', () => {
  it('unaccent changes no ASCII character', async () => {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from generate_series(1, 127) c where scout_unaccent(chr(c)) <> chr(c)`);
    expect(rows[0].n).toBe(0);
  });

  it('folds every sample title as scout_unaccent(lower(title)) does', async () => {
    const { rows } = await db.execute<{ n: number; all: number }>(sql`
      select count(*) filter (where ${foldedTitleSql} is distinct from scout_unaccent(lower(p.title)))::int as n,
        count(*)::int as all from catalog_products p`);
    expect(rows[0].all).toBeGreaterThan(4000);
    expect(rows[0].n).toBe(0);
  });

  it('folds random text as scout_unaccent(lower(title)) does', async () => {
    const accented = fc.constantFrom('É', 'é', 'ß', 'Æ', 'œ', 'ñ', 'Ü', 'ﬁ', '©', '½', 'İ', 'ｱ', '™', 'Ω');
    const text = fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.string(), accented), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 20 }), async (parts) => {
        const titles = parts.map((p) => p.join('').replaceAll('\u0000', ''));
        expect(await differing(titles)).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
