import { Hono } from 'hono';
import { aiApi } from '#contracts/ai.ts';
import { languageOf } from '#server/auth/request-language.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';
import { planOf, requireFeature } from '#server/modules/billing/index.ts';
import { helpCentre } from '#server/providers/ai/local/help-centre.ts';
import { LOCAL_ENGINE } from '#server/providers/ai/model-provider.ts';
import { startAiRequest } from './ai-request.ts';
import { answerConsultation, getLatestConsultation } from './answer-consultation.ts';
import { generateListing } from './generate-listing.ts';
import {
  type CommentaryTranslator,
  generateMonthlyReport,
  getLatestMonthlyReport,
} from './generate-monthly-report.ts';
import { lookUpProductName } from './listing-product-lookup.ts';
import { parseConsultationBody, reportPeriod } from './read-ai-inputs.ts';
import { translateText } from './translate-text.ts';

/** /api/ai: engine status, monthly report, strategic consultation, listing generator (contract: src/contracts/ai.ts). */
export function aiRoutes(deps: AppDeps) {
  const { database, ai } = deps;
  const db = database.db;
  const app = new Hono<AppEnv>();
  implement(app, aiApi.status, () => ({
    engine: ai.provider?.engine ?? LOCAL_ENGINE.engine,
    models: ai.provider
      ? { standard: ai.provider.model('standard').modelId, advanced: ai.provider.model('advanced').modelId }
      : null,
  }));
  // Everything else needs a signed-in user (registered after the public status).
  app.use(requireUser);
  implement(app, aiApi.latestMonthlyReport, requireFeature(deps, 'monthlyReport'), async (c, { query }) => {
    const { year, month } = reportPeriod(query, deps.now());
    // A model's commentary read in the other language is translated (one AI request, then cached).
    const translate: CommentaryTranslator = async (text, from, to) => {
      const { record } = await startAiRequest(c, deps, 'monthly_report');
      const done = await translateText({
        db,
        ai,
        text,
        sourceLanguage: from,
        targetLanguage: to,
        now: deps.now(),
        record,
      }).catch(() => null);
      return done?.status === 'translated' ? done.text : null;
    };
    return {
      report: await getLatestMonthlyReport({
        db,
        userId: currentUser(c).id,
        year,
        month,
        language: languageOf(c.req.raw),
        translate,
      }),
    };
  });
  implement(app, aiApi.generateMonthlyReport, requireFeature(deps, 'monthlyReport'), async (c, { body }) => {
    const period = reportPeriod(body, deps.now());
    const { user, record, language } = await startAiRequest(c, deps, 'monthly_report');
    return generateMonthlyReport({
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
  });
  implement(app, aiApi.latestConsultation, requireFeature(deps, 'strategicConsultation'), async (c) => ({
    consultation: await getLatestConsultation({ db, userId: currentUser(c).id }),
  }));
  implement(
    app,
    aiApi.askConsultation,
    requireFeature(deps, 'strategicConsultation'),
    async (c, { body }) => {
      const question = parseConsultationBody(body);
      const { user, record, language } = await startAiRequest(c, deps, 'consultation');
      return answerConsultation({
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
    },
  );
  implement(app, aiApi.generateListing, requireFeature(deps, 'listingOptimizer'), async (c, { body }) => {
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
    return generateListing({
      ai,
      logger: c.get('log'),
      plan: await planOf(c, deps),
      input: { productName, asin: body.asin, keywords, language: body.language ?? language },
      record,
    });
  });
  return app;
}
