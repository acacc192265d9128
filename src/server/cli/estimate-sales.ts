import fs from 'node:fs';
import { readCsvRecords } from '#domain/csv-reader.ts';
import { type MarketplaceCode, parseMarketplace } from '#domain/marketplaces.ts';
import { estimateSalesAtRank, readTextChunks } from '#server/modules/catalog/index.ts';
import { type CliCommand, cliOption } from './commands.ts';

const USAGE =
  'estimate:sales --marketplace <US|…> --category "<root category>" --bsr <rank> | --file <csv: marketplace,category,bsr>';

function parseRank(value: string | undefined): number | null {
  const n = Number(value?.trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Prints, as JSON, the monthly units a Best Sellers Rank means in a root category, from the curves
 * stored in the database (the research pages' code): units, 80 % range, the curve with its fit date
 * and sample size, its error measured on held-out pairs — or `units: null` with the reason. With
 * --file, one JSON line per CSV row (columns marketplace, category, bsr; a header row is skipped).
 */
export const estimateSalesCommand: CliCommand = {
  usage: USAGE,
  description: 'Monthly units for a Best Sellers Rank from the calibrated curves in the database, as JSON.',
  async run(args, { database }) {
    const db = database.db;
    const file = cliOption(args, 'file');
    if (file) {
      if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
      for await (const { fields, line } of readCsvRecords(readTextChunks(file))) {
        const [market = '', category = '', bsr = ''] = fields.map((f) => f.trim());
        if (line === 1 && market.toLowerCase() === 'marketplace') continue;
        const marketplace = parseMarketplace(market);
        const rank = parseRank(bsr);
        if (!marketplace || !category || rank === null) {
          console.log(JSON.stringify({ line, error: 'invalid_row', marketplace: market, category, bsr }));
          continue;
        }
        console.log(JSON.stringify(await estimateSalesAtRank({ db, marketplace, category, bsr: rank })));
      }
      return;
    }
    const marketplace = parseMarketplace(cliOption(args, 'marketplace') ?? '') as MarketplaceCode | null;
    const category = cliOption(args, 'category');
    const rank = parseRank(cliOption(args, 'bsr'));
    if (!marketplace || !category || rank === null) throw new Error(`usage: npm run cli -- ${USAGE}`);
    console.log(JSON.stringify(await estimateSalesAtRank({ db, marketplace, category, bsr: rank }), null, 2));
  },
};
