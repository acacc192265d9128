import { Hono } from 'hono';
import type { Language } from '#domain/languages.ts';
import { requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { AppError } from '#server/lib/app-error.ts';
import { planOf, requireFeature } from '#server/modules/billing/index.ts';
import { helpCentre } from '#server/providers/ai/local/help-centre.ts';
import { startAiRequest } from './ai-request.ts';
import { answerConsultation, getLatestConsultation } from './answer-consultation.ts';
import { generateListing } from './generate-listing.ts';
import { generateMonthlyReport, getLatestMonthlyReport } from './generate-monthly-report.ts';
import { lookUpProductName } from './listing-product-lookup.ts';
import { listingBody, parseConsultationBody, reportPeriod, reportPeriodBody } from './schema.ts';

/** /api/ai: engine status, monthly report, strategic consultation, listing generator. */
export function aiRoutes(deps: AppDeps) {
  const { database, ai } = deps;
  const db = database.db;
  return new Hono<AppEnv>()
    .get('/status', (c) =>
      c.json({
        engine: ai.provider?.engine ?? 'local',
        models: ai.provider
          ? {
              standard: ai.provider.model('standard').modelId,
              advanced: ai.provider.model('advanced').modelId,
            }
          : null,
      }),
    )
    .use(requireUser)
    .get(
      '/monthly-report',
      requireFeature(deps, 'monthlyReport'),
      validate('query', reportPeriodBody),
      async (c) => {
        const { year, month } = reportPeriod(c.req.valid('query'), deps.now());
        const userId = c.get('user')?.id as string;
        return c.json({ report: await getLatestMonthlyReport({ db, userId, year, month }) });
      },
    )
    .post(
      '/monthly-report',
      requireFeature(deps, 'monthlyReport'),
      validate('json', reportPeriodBody),
      async (c) => {
        const period = reportPeriod(c.req.valid('json'), deps.now());
        const { user, record, language } = await startAiRequest(c, deps, 'monthly_report');
        const report = await generateMonthlyReport({
          db,
          ai,
          logger: c.get('log'),
          userId: user.id,
          plan: await planOf(c, deps),
          ...period,
          language,
          now: deps.now(),
          record,
        });
        return c.json(report);
      },
    )
    .get('/consultation', requireFeature(deps, 'strategicConsultation'), async (c) =>
      c.json({ consultation: await getLatestConsultation({ db, userId: c.get('user')?.id as string }) }),
    )
    .post('/consultation', requireFeature(deps, 'strategicConsultation'), async (c) => {
      const question = parseConsultationBody(await c.req.json().catch(() => null));
      const { user, record, language } = await startAiRequest(c, deps, 'consultation');
      const consultation = await answerConsultation({
        db,
        ai,
        centre: helpCentre(),
        logger: c.get('log'),
        userId: user.id,
        plan: await planOf(c, deps),
        question,
        language,
        now: deps.now(),
        record,
      });
      return c.json(consultation);
    })
    .post('/listing', requireFeature(deps, 'listingOptimizer'), validate('json', listingBody), async (c) => {
      const body = c.req.valid('json');
      const keywords = [...new Set(body.keywords.filter(Boolean))];
      if (keywords.length === 0) throw new AppError('listing_keywords_required', 400);
      let productName = body.productName;
      if (!productName && body.asin) productName = (await lookUpProductName(db, body.asin)) ?? undefined;
      if (!productName) {
        throw body.asin
          ? new AppError('listing_product_unknown', 400, { asin: body.asin })
          : new AppError('listing_product_required', 400);
      }
      const { record, language } = await startAiRequest(c, deps, 'listing');
      const listing = await generateListing({
        ai,
        logger: c.get('log'),
        plan: await planOf(c, deps),
        input: { productName, asin: body.asin, keywords, language: (body.language as Language) ?? language },
        record,
      });
      return c.json(listing);
    });
}
