import { Hono } from 'hono';
import { inventoryForecastsApi } from '#contracts/inventory-forecasts.ts';
import { toolkitApi } from '#contracts/toolkit.ts';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { hasFeature } from '#domain/plans.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';
import { loadExchangeRates } from '#server/lib/exchange-rates.ts';
import { generateListing, startAiRequest, writeProse } from '#server/modules/ai/index.ts';
import { assertFeature, planOf, planRequired, requireFeature } from '#server/modules/billing/index.ts';
import { sellerFeeView } from '#server/modules/fees/index.ts';
import { getSourcingSettings } from '#server/modules/research/index.ts';
import { analyzeProduct, summaryFacts } from './analyze-product.ts';
import { computeAdvancedRoi, computeBasicRoi } from './compute-roi.ts';
import { fetchOtherMarkets } from './fetch-other-markets.ts';
import {
  deleteInventoryForecast,
  listInventoryForecasts,
  runInventoryForecast,
} from './forecast-inventory.ts';
import { getMultiMarket } from './get-multi-market.ts';
import { getSeasonalTrends } from './get-seasonal-trends.ts';
import { type ListingRewriter, optimizeListingFor } from './optimize-listing.ts';
import { latestOpportunityScan, startOpportunityScan, stepOpportunityScan } from './run-opportunity-scan.ts';
import { type SalesHistorySource, salesHistoryWithEstimates } from './sales-history.ts';
import { saveSourcingSettings } from './sourcing-preferences.ts';

/** Seller toolkit: contracts src/contracts/toolkit.ts and inventory-forecasts.ts. */
export function toolkitRoutes(deps: AppDeps, salesHistory: SalesHistorySource = salesHistoryWithEstimates) {
  const db = deps.database.db;
  const rates = loadExchangeRates(deps.env.EXCHANGE_RATES_FILE);
  const app = new Hono<AppEnv>().use(requireUser);
  const userId = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  /** The caller's fee settings (VAT registration, establishment, cost assumption). */
  const fees = (c: Parameters<typeof currentUser>[0]) => sellerFeeView(deps, userId(c));

  // Basic ROI: every plan; shipping is part of the paid calculators (spec: disabled on free).
  implement(app, toolkitApi.basicRoi, async (c, { body }) => {
    if (body.shippingCents > 0 && !hasFeature(await planOf(c, deps), 'advancedRoi'))
      throw planRequired('advancedRoi');
    return { result: computeBasicRoi({ input: body, fees: await fees(c), now: deps.now() }) };
  });
  implement(app, toolkitApi.advancedRoi, requireFeature(deps, 'advancedRoi'), async (c, { body }) =>
    computeAdvancedRoi({
      input: body,
      withRecommendations: hasFeature(await planOf(c, deps), 'roiRecommendations'),
      fees: await fees(c),
      now: deps.now(),
    }),
  );

  const forecasts = requireFeature(deps, 'inventoryForecast');
  implement(app, inventoryForecastsApi.forecasts, forecasts, async (c) => ({
    forecasts: await listInventoryForecasts({ db, userId: userId(c) }),
  }));
  implement(app, inventoryForecastsApi.runForecast, forecasts, async (c, { body }) => ({
    forecast: await runInventoryForecast({
      db,
      userId: userId(c),
      input: body,
      salesHistory,
      now: deps.now(),
    }),
  }));
  implement(app, inventoryForecastsApi.removeForecast, forecasts, (c, { params }) =>
    deleteInventoryForecast({ db, userId: userId(c), id: params.id }),
  );

  // Listing optimizer: starter gets the SEO goal, pro and elite the complete listing.
  implement(
    app,
    toolkitApi.optimizeListing,
    requireFeature(deps, 'listingOptimizer'),
    async (c, { body }) => {
      const complete = hasFeature(await planOf(c, deps), 'listingOptimizerComplete');
      if (body.goal === 'complete' && !complete) throw planRequired('listingOptimizerComplete');
      const goal = body.goal ?? (complete ? 'complete' : 'seo');
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
      return optimizeListingFor({ db, input: body, goal, rewrite });
    },
  );

  // The same ASIN on all eight marketplaces, fetched from the live sources where the catalog has
  // no current figure of it.
  implement(app, toolkitApi.multiMarket, requireFeature(deps, 'multiMarket'), async (c, { query }) => {
    await fetchOtherMarkets(deps, { asin: query.asin, userId: userId(c) });
    return getMultiMarket({ db, userId: userId(c), ...query, rates, fees: await fees(c), now: deps.now() });
  });

  // Sourcing rules (every plan): what the scanner leaves out and the analyzer warns about.
  implement(app, toolkitApi.sourcingRules, async (c) => ({
    settings: await getSourcingSettings({ db, userId: userId(c) }),
  }));
  implement(app, toolkitApi.saveSourcingRules, async (c, { body }) => ({
    settings: await saveSourcingSettings({ db, userId: userId(c), settings: body, now: deps.now() }),
  }));

  // Opportunity scanner: start a scan, then run its steps (each reads the next batch of the catalog).
  const scanner = requireFeature(deps, 'opportunityScanner');
  implement(app, toolkitApi.latestScan, scanner, async (c) => ({
    scan: await latestOpportunityScan({ db, userId: userId(c) }),
  }));
  implement(app, toolkitApi.startScan, scanner, async (c, { body: { marketplace, ...criteria } }) => ({
    scan: await startOpportunityScan({
      db,
      userId: userId(c),
      marketplace,
      criteria,
      now: deps.now(),
      fees: await fees(c),
    }),
  }));
  implement(app, toolkitApi.stepScan, scanner, async (c, { params }) => ({
    scan: await stepOpportunityScan({
      db,
      userId: userId(c),
      id: params.id,
      now: deps.now(),
      fees: await fees(c),
    }),
  }));

  // Product analyzer: figures from the estimators, the summary from the AI layer.
  implement(app, toolkitApi.analyze, requireFeature(deps, 'productAnalyzer'), async (c, { body }) => {
    if (!body.asin) throw new AppError('analyzer_no_data', 400);
    if (!isAsin(body.asin)) throw new AppError('invalid_asin', 400, { asin: body.asin });
    const plan = await planOf(c, deps);
    if (body.analysisType === 'market') assertFeature(plan, 'nicheDetection');
    if (body.analysisType === 'competitor') assertFeature(plan, 'listingAnalysis');
    const analysis = await analyzeProduct({
      db,
      userId: userId(c),
      marketplace: body.marketplace,
      asin: normalizeAsin(body.asin),
      analysisType: body.analysisType,
      withNiche: hasFeature(plan, 'nicheDetection'),
      now: deps.now(),
      fees: await fees(c),
    });
    const ai = await startAiRequest(c, deps, 'analysis');
    const prose = await writeProse({
      ai: deps.ai,
      logger: c.get('log'),
      plan,
      record: ai.record,
      task: `Write a ${body.analysisType} assessment of this Amazon product for the seller in at most five sentences, ending with a recommendation.`,
      facts: summaryFacts(analysis),
      language: ai.language === 'fr' ? 'fr' : 'en',
      fallback: '',
    });
    return { ...analysis, summary: prose.text ? prose : null };
  });

  implement(app, toolkitApi.seasonal, requireFeature(deps, 'seasonalTrends'), (c, { query }) =>
    getSeasonalTrends({
      db,
      marketplace: query.marketplace,
      asin: query.asin,
      category: query.category,
      userId: currentUser(c).id,
      now: deps.now(),
    }),
  );
  return app;
}
