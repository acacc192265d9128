// Crawl throughput of the market data sources as a ratio of the rate the source allows (goal
// ≥ 0.9, never above 1.0): a keyword crawl through SP-API research (searchCatalogItems +
// getItemOffersBatch per keyword) against the stand-in enforcing Amazon's buckets, on one
// instance and on two instances sharing the credential (two connection pools on one PostgreSQL:
// the budgets are shared through the database), four keywords in flight per instance. The rates
// are Amazon's documented 2/s for searchCatalogItems and a usage plan of 1/s for
// getItemOffersBatch (announced in x-amzn-RateLimit-Limit; the default is 0.1/s): the offers batch
// is the bottleneck, one keyword (20 products) a second. BENCH_KEYWORDS=1000 runs the 1,000-keyword
// crawl (about 17 minutes per configuration). Results: bench/results/market-crawl.json.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SP_API_RATE_LIMITS } from '#domain/sp-api.ts';
import { startDatabase } from '#server/boot/start-database.ts';
import { connectDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import { crawlKeyword } from '#server/modules/market-data/index.ts';
import { startSpApiStandIn } from '#tests/helpers/sp-api-stand-in.ts';
import { writeResult } from './lib/write-result.ts';

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 60);
const IN_FLIGHT = 4;
const rates = { searchCatalogItems: 2, getItemOffersBatch: 1 };
const round3 = (n: number) => Math.round(n * 1000) / 1000;

const amazon = await startSpApiStandIn({ enforceRates: true, rates });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-crawl-'));
fs.chmodSync(dataDir, 0o755);
const seller = amazon.addSeller({
  sellerId: 'A1BENCHCRAWL1',
  clientId: 'amzn1.application-oa2-client.bench',
  clientSecret: 'bench-secret',
  refreshToken: `Atzr|${randomBytes(12).toString('hex')}`,
  marketplaceIds: ['ATVPDKIKX0DER'],
});
for (let k = 0; k < 2 * KEYWORDS; k++)
  for (let i = 0; i < 20; i++)
    seller.research.set(`B0${String(k * 20 + i).padStart(8, '0')}`, {
      title: `kw${k} widget model ${i}`,
      brand: 'Bench',
      rank: 100 + i,
      price: 19.99,
    });

const env = loadEnv({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  CATALOG_SAMPLE: 'false',
  SPAPI_CLIENT_ID: seller.clientId,
  SPAPI_CLIENT_SECRET: seller.clientSecret,
  SPAPI_RESEARCH_REFRESH_TOKEN: seller.refreshToken,
  SPAPI_ENDPOINT: amazon.url,
  SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
  MARKET_DATA_SOURCES: 'sp_api',
  MARKET_DATA_MAX_WAIT_SECONDS: '3600',
});
const logger = createLogger({ level: 'silent' });
const postgres = await startDatabase(env, logger);
const pools = [connectDatabase(postgres.url), connectDatabase(postgres.url)];
// Products are stored as they arrive: a worker's pool needs a connection per keyword in flight.

/** Crawls `keywords` split between `instances` (one per pool), and measures at the stand-in. */
async function crawl(instances: number, keywords: string[]) {
  const from = amazon.calls.length;
  const stopped: string[] = [];
  const started = Date.now();
  const queues = Array.from({ length: instances }, (_, i) => keywords.filter((_, k) => k % instances === i));
  const stored = await Promise.all(
    queues.map(async (queue, i) => {
      const deps = { env, database: pools[i], logger, now: () => new Date() };
      let n = 0;
      const next = queue.values();
      const worker = async () => {
        for (const keyword of next) {
          const result = await crawlKeyword(deps, {
            marketplace: 'US',
            keyword,
            userId: null,
            maxProducts: 20,
          });
          n += result.products.length;
          if (result.stoppedBy) stopped.push(result.stoppedBy.code);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      return n;
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const calls = amazon.calls.slice(from);
  const perOperation = Object.fromEntries(
    Object.keys(rates).map((operation) => {
      const own = calls.filter((c) => c.operation === operation);
      const accepted = own.filter((c) => c.status !== 429);
      const span = (own.at(-1)?.at ?? started) - (own[0]?.at ?? started);
      // Amazon's bucket allows `burst` at once, then `rate` per second.
      const rate = rates[operation as keyof typeof rates];
      const allowed = SP_API_RATE_LIMITS[operation as keyof typeof rates].burst + (span / 1000) * rate;
      return [
        operation,
        {
          calls: own.length,
          refused429: own.length - accepted.length,
          allowedInSpan: round3(allowed),
          ratio: round3(accepted.length / allowed),
          attemptedRatio: round3(own.length / allowed),
        },
      ];
    }),
  );
  return {
    instances,
    keywords: keywords.length,
    productsStored: stored.reduce((a, b) => a + b, 0),
    seconds: round3(seconds),
    perOperation,
  };
}

try {
  for (const pool of pools.slice(0, 1)) await runMigrations(pool.pool);
  const words = (offset: number) => Array.from({ length: KEYWORDS }, (_, k) => `kw${k + offset} widget`);
  const one = await crawl(1, words(0));
  const two = await crawl(2, words(KEYWORDS));
  writeResult('market-crawl', {
    description:
      'SP-API keyword crawl (searchCatalogItems + getItemOffersBatch per keyword, 20 products each) against the rate-enforcing stand-in; ratio = calls accepted / calls the bucket allowed over the crawl (burst + rate × span)',
    ratesPerSecond: rates,
    keywordsInFlightPerInstance: IN_FLIGHT,
    bottleneck: 'getItemOffersBatch',
    oneInstance: one,
    twoInstances: two,
  });
} finally {
  for (const pool of pools) await pool.close();
  await postgres.stop();
  await amazon.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
