import { Hono } from 'hono';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { hasFeature } from '#domain/plans.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { AppError } from '#server/lib/app-error.ts';
import { generateListing, startAiRequest, writeProse } from '#server/modules/ai/index.ts';
import { assertFeature, planOf, planRequired, requireFeature } from '#server/modules/billing/index.ts';
import { analyzeProduct, summaryFacts } from './analyze-product.ts';
import { computeAdvancedRoi, computeBasicRoi } from './compute-roi.ts';
import { loadExchangeRates } from './exchange-rates.ts';
import {
  deleteInventoryForecast,
  listInventoryForecasts,
  runInventoryForecast,
} from './forecast-inventory.ts';
import { getMultiMarket } from './get-multi-market.ts';
import { getSeasonalTrends } from './get-seasonal-trends.ts';
import { type ListingRewriter, optimizeListingFor } from './optimize-listing.ts';
import { latestOpportunityScan, startOpportunityScan, stepOpportunityScan } from './run-opportunity-scan.ts';
import { type SalesHistorySource, sellerSalesHistory } from './sales-history.ts';
import {
  advancedRoiBody,
  analyzerBody,
  basicRoiBody,
  forecastIdParam,
  inventoryForecastBody,
  listingBody,
  multiMarketQuery,
  scanBody,
  scanIdParam,
  seasonalQuery,
  sourcingRulesBody,
} from './schema.ts';
import { getSourcingSettings, saveSourcingSettings } from './sourcing-preferences.ts';

/** Seller toolkit: profitability, inventory forecast (more tools are added here). */
export function toolkitRoutes(deps: AppDeps, salesHistory: SalesHistorySource = sellerSalesHistory) {
  const db = deps.database.db;
  const rates = loadExchangeRates(deps.env.EXCHANGE_RATES_FILE);
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      // Basic ROI: every plan; shipping is part of the paid calculators (spec: disabled on free).
      .post('/roi/basic', validate('json', basicRoiBody), async (c) => {
        const input = c.req.valid('json');
        if (input.shippingCents > 0 && !hasFeature(await planOf(c, deps), 'advancedRoi'))
          throw planRequired('advancedRoi');
        return c.json({ result: computeBasicRoi(input) });
      })
      .post(
        '/roi/advanced',
        requireFeature(deps, 'advancedRoi'),
        validate('json', advancedRoiBody),
        async (c) => {
          const plan = await planOf(c, deps);
          return c.json(
            computeAdvancedRoi({
              input: c.req.valid('json'),
              withRecommendations: hasFeature(plan, 'roiRecommendations'),
              now: deps.now(),
            }),
          );
        },
      )
      .get('/inventory/forecasts', requireFeature(deps, 'inventoryForecast'), async (c) =>
        c.json({ forecasts: await listInventoryForecasts({ db, userId: currentUser(c).id }) }),
      )
      .post(
        '/inventory/forecasts',
        requireFeature(deps, 'inventoryForecast'),
        validate('json', inventoryForecastBody),
        async (c) => {
          const forecast = await runInventoryForecast({
            db,
            userId: currentUser(c).id,
            input: c.req.valid('json'),
            salesHistory,
            now: deps.now(),
          });
          return c.json({ forecast }, 201);
        },
      )
      .delete(
        '/inventory/forecasts/:id',
        requireFeature(deps, 'inventoryForecast'),
        validate('param', forecastIdParam),
        async (c) => {
          await deleteInventoryForecast({ db, userId: currentUser(c).id, id: c.req.valid('param').id });
          return c.body(null, 204);
        },
      )
      // Listing optimizer: starter gets the SEO goal, pro and elite the complete listing.
      .post(
        '/listing/optimize',
        requireFeature(deps, 'listingOptimizer'),
        validate('json', listingBody),
        async (c) => {
          const input = c.req.valid('json');
          const complete = hasFeature(await planOf(c, deps), 'listingOptimizerComplete');
          if (input.goal === 'complete' && !complete) throw planRequired('listingOptimizerComplete');
          const goal = input.goal ?? (complete ? 'complete' : 'seo');
          const rewrite: ListingRewriter | undefined = deps.ai.provider
            ? async (l) => {
                const ai = await startAiRequest(c, deps, 'listing');
                const written = await generateListing({
                  ai: deps.ai,
                  logger: c.get('log'),
                  plan: await planOf(c, deps),
                  record: ai.record,
                  input: {
                    productName: l.productName,
                    asin: l.asin ?? undefined,
                    keywords: l.keywords,
                    language: ai.language,
                  },
                });
                return written.engine.engine === 'local' ? null : { ...written, model: written.engine.model };
              }
            : undefined;
          return c.json(await optimizeListingFor({ db, input, goal, rewrite }));
        },
      )
      .get(
        '/multi-market',
        requireFeature(deps, 'multiMarket'),
        validate('query', multiMarketQuery),
        async (c) => {
          const q = c.req.valid('query');
          return c.json(
            await getMultiMarket({ db, userId: currentUser(c).id, ...q, rates, now: deps.now() }),
          );
        },
      )
      // Sourcing rules (every plan): what the scanner leaves out and the analyzer warns about.
      .get('/sourcing-rules', async (c) =>
        c.json({ settings: await getSourcingSettings({ db, userId: currentUser(c).id }) }),
      )
      .put('/sourcing-rules', validate('json', sourcingRulesBody), async (c) =>
        c.json({
          settings: await saveSourcingSettings({
            db,
            userId: currentUser(c).id,
            settings: c.req.valid('json'),
            now: deps.now(),
          }),
        }),
      )
      // Opportunity scanner: start a scan, then run its steps (each reads the next batch of the catalog).
      .get('/scanner/scans/latest', requireFeature(deps, 'opportunityScanner'), async (c) =>
        c.json({ scan: await latestOpportunityScan({ db, userId: currentUser(c).id }) }),
      )
      .post(
        '/scanner/scans',
        requireFeature(deps, 'opportunityScanner'),
        validate('json', scanBody),
        async (c) => {
          const { marketplace, ...criteria } = c.req.valid('json');
          const scan = await startOpportunityScan({
            db,
            userId: currentUser(c).id,
            marketplace,
            criteria,
            now: deps.now(),
          });
          return c.json({ scan }, 201);
        },
      )
      .post(
        '/scanner/scans/:id/step',
        requireFeature(deps, 'opportunityScanner'),
        validate('param', scanIdParam),
        async (c) =>
          c.json({
            scan: await stepOpportunityScan({
              db,
              userId: currentUser(c).id,
              id: c.req.valid('param').id,
              now: deps.now(),
            }),
          }),
      )
      // Product analyzer: figures from the estimators, the summary from the AI layer.
      .post(
        '/analyzer',
        requireFeature(deps, 'productAnalyzer'),
        validate('json', analyzerBody),
        async (c) => {
          const input = c.req.valid('json');
          if (!input.asin) throw new AppError('analyzer_no_data', 400);
          if (!isAsin(input.asin)) throw new AppError('invalid_asin', 400, { asin: input.asin });
          const plan = await planOf(c, deps);
          if (input.analysisType === 'market') assertFeature(plan, 'nicheDetection');
          if (input.analysisType === 'competitor') assertFeature(plan, 'listingAnalysis');
          const analysis = await analyzeProduct({
            db,
            userId: currentUser(c).id,
            marketplace: input.marketplace,
            asin: normalizeAsin(input.asin),
            analysisType: input.analysisType,
            withNiche: hasFeature(plan, 'nicheDetection'),
            now: deps.now(),
          });
          const ai = await startAiRequest(c, deps, 'analysis');
          const prose = await writeProse({
            ai: deps.ai,
            logger: c.get('log'),
            plan,
            record: ai.record,
            task: `Write a ${input.analysisType} assessment of this Amazon product for the seller in at most five sentences, ending with a recommendation.`,
            facts: summaryFacts(analysis),
            language: ai.language === 'fr' ? 'fr' : 'en',
            fallback: '',
          });
          return c.json({ ...analysis, summary: prose.text ? prose : null });
        },
      )
      .get(
        '/seasonal',
        requireFeature(deps, 'seasonalTrends'),
        validate('query', seasonalQuery),
        async (c) => {
          const q = c.req.valid('query');
          return c.json(
            await getSeasonalTrends({ db, marketplace: q.marketplace, asin: q.asin, category: q.category }),
          );
        },
      )
  );
}
