import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { parseMarketplace } from '#domain/marketplaces.ts';
import { fetchProducts } from '#server/modules/market-data/index.ts';
import type { CliCommand } from './commands.ts';

const USAGE =
  'market:fetch <ASIN> [--marketplace US] [--days <n>: all history by default] [--source keepa|sp_api]';
const DAY_MS = 86_400_000;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export const marketFetchCommand: CliCommand = {
  usage: USAGE,
  description:
    'Fetch one product from the configured market data sources (Keepa with its history, SP-API), store it and print what was stored as JSON.',
  async run(args, deps) {
    const asinArg = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
    if (!asinArg || !isAsin(asinArg)) throw new Error(`usage: npm run cli -- ${USAGE}`);
    const marketplace = parseMarketplace(option(args, 'marketplace') ?? 'US');
    if (!marketplace) throw new Error(`--marketplace: unknown marketplace ${option(args, 'marketplace')}`);
    const days = option(args, 'days') === undefined ? null : Number(option(args, 'days'));
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > 36_500))
      throw new Error('--days: a number of days, 1 to 36500 (leave it out for the whole history)');
    const sourceArg = option(args, 'source');
    if (sourceArg && sourceArg !== 'keepa' && sourceArg !== 'sp_api')
      throw new Error('--source: keepa or sp_api');
    const asin = normalizeAsin(asinArg);
    const result = await fetchProducts(deps, {
      marketplace,
      asins: [asin],
      userId: null,
      history: { since: days === null ? new Date(0) : new Date(deps.now().getTime() - days * DAY_MS) },
      only: sourceArg === 'keepa' || sourceArg === 'sp_api' ? [sourceArg] : undefined,
    });
    if (!result.sources.length)
      throw new Error(
        'No market data source is configured: set KEEPA_API_KEY or the SP-API research credential (docs/market-data.md).',
      );
    const stored = result.stored[0];
    console.log(
      JSON.stringify(
        {
          asin,
          marketplace,
          stored: stored
            ? {
                source: stored.source,
                productId: stored.productId,
                snapshots: stored.snapshots,
                firstObservedAt: stored.firstObservedAt?.toISOString() ?? null,
                lastObservedAt: stored.lastObservedAt?.toISOString() ?? null,
              }
            : null,
          unknown: result.unknown.includes(asin),
          failed: result.failed.map((f) => ({ source: f.source, code: f.code })),
          sources: result.sources,
        },
        null,
        2,
      ),
    );
    if (!stored) process.exitCode = 1;
  },
};
