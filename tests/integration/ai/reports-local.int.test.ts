import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aiApi, supportChatApi } from '#contracts/ai.ts';
import { minorUnits } from '#domain/money.ts';
import {
  alertNotifications,
  keywordFavourites,
  keywordSearches,
  productSearches,
  sellerAccountTraffic,
} from '#server/db/schema/index.ts';
import { translateText } from '#server/modules/ai/translate-text.ts';
import {
  createFavourites,
  createPriceAlert,
  createProductRow,
  createSellerImport,
  createTrackedProduct,
  createUser,
  recordUsage,
} from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ AI_RATE_LIMIT_PER_HOUR: '4' });
const db = ctx.deps.database.db;

/**
 * Monthly reports compare this month up to today included with the same days of the previous
 * month: their tests run on a fixed day (24 March 2026) so that "this month" and "last month" hold
 * any day.
 */
const NOW = new Date('2026-03-24T12:00:00Z');
const IN_MONTH = new Date('2026-03-10T12:00:00Z');
const LAST_MONTH = new Date('2026-02-15T12:00:00Z');
const realNow = ctx.deps.now;
function onAFixedDay() {
  beforeEach(() => {
    ctx.deps.now = () => NOW;
  });
  afterEach(() => {
    ctx.deps.now = realNow;
  });
}

describe('plan gates', () => {
  it('refuses the report and the consultation to free and starter users with plan_required', async () => {
    const free = await ctx.signUp();
    for (const [path, body] of [
      ['/api/ai/monthly-report', {}],
      ['/api/ai/consultation', { question: 'Hello?' }],
    ] as const) {
      const res = await free.post(path, body);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'plan_required',
        params: expect.objectContaining({ plan: 'pro' }),
      });
    }
    const starter = await createUser(ctx, { plan: 'starter' });
    expect((await starter.call(aiApi.generateMonthlyReport, { body: {} })).status).toBe(403);
  });

  it('refuses the listing generator to free users and requires a session everywhere', async () => {
    const free = await ctx.signUp();
    const res = await free.call(aiApi.generateListing, { body: { productName: 'Mug', keywords: ['mug'] } });
    expect(res.error).toMatchObject({ code: 'plan_required', params: { plan: 'starter' } });
    for (const path of ['/api/ai/monthly-report', '/api/ai/consultation', '/api/ai/listing'])
      expect((await ctx.client().post(path, {})).status).toBe(401);
  });
});

describe('monthly report with the local engine', () => {
  onAFixedDay();
  it('is built from the user’s own usage, stored, and readable again', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    await recordUsage(db, user.userId, 'product_search', 3, IN_MONTH);
    await recordUsage(db, user.userId, 'keyword_search', 2, IN_MONTH);
    await recordUsage(db, user.userId, 'product_search', 7, LAST_MONTH);
    // 1-24 March (today included: a search of this morning counts) are compared with 1-24 February;
    // the end of February is not.
    await recordUsage(db, user.userId, 'product_search', 4, new Date('2026-02-26T12:00:00Z'));
    await recordUsage(db, user.userId, 'keyword_search', 1, NOW);
    const other = await ctx.signUp();
    await recordUsage(db, other.userId, 'product_search', 9, IN_MONTH); // never counted for `user`

    const res = await user.call(aiApi.generateMonthlyReport, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({ total_searches: 6 });
    expect(res.body.engine).toEqual({ engine: 'local', model: null });
    expect(res.body.language).toBe('en');
    expect(res.body.report).toContain('| Searches (all kinds) | 6 | 7 | -1 |');
    expect(res.body.report).toContain('| Product searches | 3 | 7 | -4 |');
    expect(res.body.report).toContain('| Keyword searches | 3 | 0 | +3 |');
    expect(res.body.report).toContain('## Recommendations');
    expect(res.body.report).toContain(
      '_This month so far: 1 March to 24 March (24 days). Compared with the same number of days of the previous month, 1 February to 24 February._',
    );

    const again = await user.call(aiApi.latestMonthlyReport);
    expect(again.body.report).toMatchObject({ id: res.body.id, report: res.body.report });
    // Read with a French interface: the same report, rendered again in French.
    const inFrench = await user.call(aiApi.latestMonthlyReport, {}, { 'x-scout-lang': 'fr' });
    expect(inFrench.body.report).toMatchObject({ id: res.body.id, language: 'fr' });
    expect(inFrench.body.report?.report).toMatch(/^# Rapport mensuel — mars 2026/);
    expect(inFrench.body.report?.report).toContain('| Recherches (tous types) | 6 | 7 | -1 |');
    expect(inFrench.body.report?.report).toContain('## Recommandations');
    expect(inFrench.body.report?.report).not.toContain('Searches (all kinds)');
    expect((await other.call(aiApi.latestMonthlyReport)).status).toBe(403); // free
  });

  it('writes the report in French for a French interface, and refuses a future month', async () => {
    const user = await createUser(ctx, { plan: 'elite' });
    const res = await user.call(aiApi.generateMonthlyReport, { body: {} }, { 'x-scout-lang': 'fr' });
    expect(res.body.report).toMatch(/^# Rapport mensuel — /);
    expect(res.body.report).toContain('Vous n’avez fait aucune recherche ce mois-ci.');
    const future = await user.call(aiApi.generateMonthlyReport, {
      body: {
        year: new Date().getUTCFullYear() + 1,
        month: 1,
      },
    });
    expect(future.error?.code).toBe('report_period_in_future');
  });
});

describe('strategic consultation with the local engine', () => {
  it('answers from the user’s data and the help centre, and keeps the last one', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    await recordUsage(db, user.userId, 'product_search', 2, new Date());
    const res = await user.call(aiApi.askConsultation, {
      body: {
        question: 'How should I use competitor tracking?',
        context: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.question).toBe('How should I use competitor tracking?');
    expect(res.body.consultation).toContain('- Product searches: 2 (same days of the previous month: 0)');
    expect(res.body.consultation).toContain('Track a competitor');
    const latest = await user.call(aiApi.latestConsultation);
    expect(latest.body.consultation?.id).toBe(res.body.id);
  });

  it('names the shortlisted products with their AI scores and alerts, and follows the question’s topic', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    const now = new Date();
    const product = (asin: string, title: string, opportunityScore: number | null, priceCents: number) =>
      createProductRow(db, { asin, title, opportunityScore, priceCents, observedAt: now });
    const board = await product('B0CONSULT1', 'Bamboo cutting board with juice groove', 81, 2499);
    const dripper = await product('B0CONSULT2', 'Ceramic pour-over coffee dripper', 35, 1850);
    const bottle = await product('B0CONSULT3', 'Insulated steel water bottle', null, 1999);
    await createFavourites(db, user.userId, [board.id, dripper.id]);
    for (const { id } of [board, bottle])
      await createTrackedProduct(db, { userId: user.userId, productId: id });
    await createPriceAlert(db, {
      userId: user.userId,
      productId: bottle.id,
      targetPriceCents: 2100,
      currency: 'USD',
      condition: 'below',
      triggered: true,
    });
    const other = await ctx.signUp();
    await createFavourites(db, other.userId, [bottle.id]);

    const ideas = await user.call(aiApi.askConsultation, {
      body: {
        question: 'Which of my product ideas should I test first?',
      },
    });
    expect(ideas.status).toBe(200);
    const text: string = ideas.body.consultation;
    expect(text).toContain('## Your shortlist');
    expect(text).toMatch(
      /- \*\*Bamboo cutting board with juice groove\*\* \(B0CONSULT1, amazon\.com\) — AI score 81\/100 · .*24\.99 · favorite, tracked · no active alert/,
    );
    expect(text).toMatch(/Ceramic pour-over coffee dripper\*\* .*AI score 35\/100 · .*18\.50 · favorite\n/);
    expect(text).toMatch(
      /Insulated steel water bottle\*\* .*AI score unknown · .* · tracked · 1 active alert, 1 triggered/,
    );
    // Best scored first.
    expect(text.indexOf('Bamboo cutting board')).toBeLessThan(text.indexOf('Ceramic pour-over'));
    expect(text).toContain('## Recommendations for your question');
    expect(text).toContain(
      '“Bamboo cutting board with juice groove” has the highest AI score of your favorites (81/100)',
    );
    expect(text).toContain('“Ceramic pour-over coffee dripper” (35/100) score below 40/100');
    expect(text).not.toContain('Alerts fired on'); // a tracking matter, not asked about

    const tracking = await user.call(
      aiApi.askConsultation,
      { body: { question: 'Mes concurrents ont-ils baissé leurs prix ? Que faire pour B0CONSULT3 ?' } },
      { 'x-scout-lang': 'fr' },
    );
    const fr: string = tracking.body.consultation;
    expect(fr).toContain('## Votre sélection');
    // The product the question names comes first.
    expect(fr.indexOf('Insulated steel water bottle')).toBeLessThan(fr.indexOf('Bamboo cutting board'));
    expect(fr).toContain('## Recommandations pour votre question');
    expect(fr).toContain('Des alertes se sont déclenchées sur «\u202fInsulated steel water bottle\u202f»');
    expect(fr).not.toContain('meilleur score IA de vos favoris');
    expect(fr).toContain('- Recherches (tous types)\u202f: 0 (mêmes jours du mois précédent\u202f: 0)');
    expect(fr).not.toMatch(/[^\u202f]: \d/); // French typography: no colon without its non-breaking space
  });

  it.each([
    [{ question: '   ' }, 'consultation_question_empty'],
    [{}, 'consultation_question_empty'],
    [{ question: 'x'.repeat(2001) }, 'consultation_question_too_long'],
  ])('refuses %j', async (body, code) => {
    const user = await createUser(ctx, { plan: 'pro' });
    // untyped: the contract requires a question, and the handler must refuse a missing one
    const res = await user.post('/api/ai/consultation', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
  });
});

describe('listing generator with the local engine', () => {
  it('writes the title and search terms it can without inventing facts: no bullets, no blanks', async () => {
    const user = await createUser(ctx, { plan: 'starter' });
    const keywords = ['bamboo cutting board', 'kitchen chopping board', 'juice groove', 'large wooden board'];
    const res = await user.call(aiApi.generateListing, {
      body: { productName: 'Organic bamboo cutting board', keywords },
    });
    expect(res.status).toBe(200);
    expect(res.body.engine.engine).toBe('local');
    // "board" is in the name and in three keywords: never written more than twice.
    expect(res.body.title).toBe('Organic Bamboo Cutting Board, Juice Groove');
    expect(res.body.searchTerms).toBe('kitchen chopping large wooden');
    expect(res.body.bullets).toEqual([]);
    expect(res.body.description).toBe('');
    expect(res.body.missingKeywords).toEqual([]);
    expect(res.body.coveredKeywords).toEqual(keywords);
  });

  it.each([
    [{ keywords: ['mug'] }, 'listing_product_required'],
    [{ asin: 'B000000001', keywords: ['mug'] }, 'listing_product_unknown'],
    [{ productName: 'Mug', keywords: [] }, 'listing_keywords_required'],
    [{ productName: 'Mug', asin: 'not-an-asin', keywords: ['mug'] }, 'validation_failed'],
  ])('refuses %j with %s', async (body, code) => {
    const user = await createUser(ctx, { plan: 'pro' });
    const res = await user.call(aiApi.generateListing, { body });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe(code);
  });
});

describe('limits and translation', () => {
  it('limits AI requests per user and per hour (429 rate_limited with retryAfterSeconds)', async () => {
    const user = await ctx.signUp();
    for (let i = 0; i < 4; i++) {
      expect(
        (await user.call(supportChatApi.send, { body: { messages: [{ role: 'user', content: 'quota' }] } }))
          .status,
      ).toBe(200);
    }
    const refused = await user.call(supportChatApi.send, {
      body: { messages: [{ role: 'user', content: 'quota' }] },
    });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'rate_limited',
      params: { retryAfterSeconds: expect.any(Number) },
    });
    const someoneElse = await ctx.signUp();
    expect(
      (
        await someoneElse.call(supportChatApi.send, {
          body: { messages: [{ role: 'user', content: 'quota' }] },
        })
      ).status,
    ).toBe(200);
  });

  it('says translation is not available without a provider', async () => {
    const result = await translateText({
      db,
      ai: ctx.deps.ai,
      text: 'Très bon outil',
      targetLanguage: 'en',
      now: new Date(),
      record: async () => {},
    });
    expect(result).toEqual({ status: 'not_available' });
  });
});

describe('monthly report sources from the research module', () => {
  onAFixedDay();
  it('reads the month’s search history and favourites of this user only', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    const now = IN_MONTH;
    const product = await createProductRow(db, {
      asin: 'B0REPORT01',
      title: 'Report test mug',
      observedAt: now,
    });
    await db.insert(productSearches).values([
      {
        userId: user.userId,
        marketplace: 'US',
        keyword: 'mug',
        resultCount: 12,
        productName: 'Ceramic travel mug',
        opportunityScore: 86,
        createdAt: now,
      },
      { userId: user.userId, marketplace: 'US', keyword: 'zzz', resultCount: 0, createdAt: now },
    ]);
    await db.insert(keywordSearches).values([
      {
        userId: user.userId,
        marketplace: 'US',
        kind: 'keyword',
        keyword: 'travel mug',
        competitionLevel: 'high',
        resultCount: 5,
        createdAt: now,
      },
      {
        userId: user.userId,
        marketplace: 'US',
        kind: 'keyword',
        keyword: 'travel mug',
        competitionLevel: 'high',
        resultCount: 5,
        createdAt: now,
      },
      {
        userId: user.userId,
        marketplace: 'US',
        kind: 'keyword',
        keyword: 'coffee cup',
        competitionLevel: 'low',
        resultCount: 5,
        createdAt: now,
      },
    ]);
    await createFavourites(db, user.userId, [product.id], now);
    await db
      .insert(keywordFavourites)
      .values({ userId: user.userId, marketplace: 'US', keyword: 'travel mug', createdAt: now });

    const { body } = await user.call(aiApi.generateMonthlyReport, { body: {} });
    expect(body.report).toContain('### What your searches found');
    expect(body.report).toContain('| Product searches with no result | 1 | — | — |');
    expect(body.report).toContain('| Keyword analyses with high competition | 2 | — | — |');
    expect(body.report).toContain('| Best opportunity score found (/100) | 86 | — | — |');
    expect(body.report).toContain('Most analyzed keywords: travel mug, coffee cup');
    expect(body.report).toContain('“Ceramic travel mug”, scores 86/100');
    expect(body.report).toContain('| Favorite products | 1 | — | — |');
    expect(body.report).toContain('| Monitored keywords | 1 | — | — |');
    expect(body.report).toContain('Track the main competitors of your favorite products');
  });
});

describe('monthly report source from the seller’s own sales data', () => {
  onAFixedDay();
  it('compares the account days of the month with the same days of the previous month, per day', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    const ymd = (monthOffset: number, dayOfMonth: number) =>
      new Date(Date.UTC(2026, 2 + monthOffset, dayOfMonth)).toISOString().slice(0, 10);
    const upload = await createSellerImport(db, { userId: user.userId, kind: 'business_report_date' });
    const dayRow = (date: string, units: number, sessions: number) => ({
      userId: user.userId,
      importId: upload.id,
      marketplace: 'US' as const,
      periodStart: date,
      periodEnd: date,
      source: 'report' as const,
      currency: 'USD',
      orderedSalesMinor: units * 1000,
      unitsOrdered: units,
      totalOrderItems: units,
      sessions,
      pageViews: sessions,
    });
    await db.insert(sellerAccountTraffic).values([
      dayRow(ymd(0, 1), 6, 100),
      dayRow(ymd(0, 2), 4, 100),
      dayRow(ymd(-1, 10), 10, 100),
      dayRow(ymd(-1, 26), 500, 1000), // after the 24 days compared
    ]);
    const { body } = await user.call(aiApi.generateMonthlyReport, { body: {} });
    expect(body.report).toContain('### Your Amazon sales');
    // Sales and units over the same days of both months, then daily rates over the days with data.
    expect(body.report).toContain('| Ordered product sales (USD) | $100.00 | $100.00 | = |');
    expect(body.report).toContain('| Units ordered | 10 | 10 | = |');
    expect(body.report).toContain('| Units ordered per day with data | 5 | 10 | -5 |');
    expect(body.report).toContain('| Sessions per day with data | 100 | 100 | = |');
    expect(body.report).toContain('| Days with sales data | 2 | 1 | +1 |');
    expect(body.report).toContain('| Conversion rate (units ÷ sessions) | 5% | 10% | -5 |');
    expect(body.report).toContain('Your conversion rate fell compared with last month');
  });
});

describe('monthly report source from competitor tracking', () => {
  onAFixedDay();
  it('counts this user’s tracked products, active alerts and the alerts that fired, by month', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    const other = await ctx.signUp();
    const now = IN_MONTH;
    const lastMonth = LAST_MONTH;
    const product = await createProductRow(db, {
      asin: 'B0REPORT02',
      title: 'Tracked steel bottle',
      observedAt: now,
    });
    for (const owner of [user.userId, other.userId])
      await createTrackedProduct(db, { userId: owner, productId: product.id, createdAt: now });
    const alert = await createPriceAlert(db, {
      userId: user.userId,
      productId: product.id,
      targetPriceCents: 1500,
      currency: 'USD',
      condition: 'below',
      createdAt: now,
    });
    const notification = (createdAt: Date, userId = user.userId) => ({
      userId,
      alertKind: 'price' as const,
      alertId: alert.id,
      productId: product.id,
      marketplace: 'US' as const,
      asin: 'B0REPORT02',
      productTitle: 'Tracked steel bottle',
      details: {
        kind: 'price' as const,
        condition: 'below' as const,
        targetPriceCents: minorUnits(1500),
        priceCents: minorUnits(1400),
        currency: 'USD',
      },
      observedAt: createdAt,
      createdAt,
    });
    await db
      .insert(alertNotifications)
      .values([
        notification(now),
        notification(now),
        notification(lastMonth),
        notification(now, other.userId),
      ]);

    const { body } = await user.call(aiApi.generateMonthlyReport, { body: {} });
    expect(body.report).toContain('### Competitor tracking and alerts');
    expect(body.report).toContain('| Tracked competitor products | 1 | — | — |');
    expect(body.report).toContain('| Active alerts | 1 | — | — |');
    expect(body.report).toContain('| Alerts triggered | 2 | 1 | +1 |');
    expect(body.report).toContain('Products whose alerts fired most: Tracked steel bottle');

    const fr = await user.call(aiApi.generateMonthlyReport, { body: {} }, { 'x-scout-lang': 'fr' });
    expect(fr.body.report).toContain('### Suivi des concurrents et alertes');
  });
});
